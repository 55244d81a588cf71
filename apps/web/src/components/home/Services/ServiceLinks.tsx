import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, useDirection } from '@mantine/core';
import { COMPANY, type ContactService, type ListTab, serviceSlug } from '@nbt/validation/rules';
import { IconArrowLeft, IconArrowRight, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';

/** Where a service card leads: its vehicles in the list, the quote form with it chosen, a call. */
export interface ServiceWay {
  /** The list's tab of its vehicles. */
  tab?: ListTab;
  /** The form's service, chosen when the form opens. */
  service?: ContactService;
  /** A phone call to the firm, for a service wanted now. */
  call?: boolean;
}

/** A target a thumb can hit (44 px), its words and arrow side by side. */
const TARGET: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: '2.75rem' };

/**
 * A card's ways on: its vehicles, a request for it, a call. Each names the service it is for, so a
 * screen reader's list of links tells the cards' apart (`aria-describedby` the card's title).
 * Mantine's Button, Anchor and Group only, whose styles every page has: no stylesheet of their own
 * for the home page and the fleet services page to fetch.
 */
export function ServiceLinks({ way: { tab, service, call }, titleId }: { way: ServiceWay; titleId: string }) {
  // The arrow points the way the page reads.
  const Arrow = useDirection().dir === 'rtl' ? IconArrowLeft : IconArrowRight;
  const arrow = <Arrow size={16} stroke={1.8} aria-hidden="true" />;
  // Gold 3 reads at 4.5:1 on the cards' dark grey.
  const link = { c: 'gold.3', fz: 'sm', fw: 600, style: TARGET, 'aria-describedby': titleId } as const;
  return (
    <Group gap="sm" mt="lg">
      {call ? (
        <Button
          component="a"
          href={COMPANY.phoneHref}
          radius="xl"
          h={44}
          rightSection={<IconPhone size={16} stroke={1.8} aria-hidden="true" />}
          aria-describedby={titleId}
        >
          <Trans>Chiama l'assistenza</Trans>
        </Button>
      ) : null}
      {tab ? (
        <Anchor renderRoot={(props) => <Link to="/veicoli" search={{ tab }} {...props} />} {...link}>
          <Trans>Vedi i mezzi</Trans>
          {arrow}
        </Anchor>
      ) : null}
      {service ? (
        <Anchor
          renderRoot={(props) => <Link to="/" search={{ servizio: serviceSlug(service) }} hash="contatti" {...props} />}
          {...link}
        >
          <Trans>Richiedi un preventivo</Trans>
          {arrow}
        </Anchor>
      ) : null}
    </Group>
  );
}
