import { Trans } from '@lingui/react/macro';
import { COMPANY, type ContactService, type ListTab, serviceSlug } from '@nbt/validation/rules';
import { IconArrowRight, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './Services.module.css';

/** Where a service card leads: its vehicles in the list, the quote form with it chosen, a call. */
export interface ServiceWay {
  /** The list's tab of its vehicles. */
  tab?: ListTab;
  /** The form's service, chosen when the form opens. */
  service?: ContactService;
  /** A phone call to the firm, for a service wanted now. */
  call?: boolean;
}

function Action({ children, icon }: { children: ReactNode; icon: ReactNode }) {
  return (
    <>
      <span>{children}</span>
      {icon}
    </>
  );
}

const arrow = <IconArrowRight size={16} stroke={1.8} aria-hidden className={classes.actionIcon} />;

/**
 * A card's ways on: its vehicles, a request for it, a call. Each names the service it is for, so a
 * screen reader's list of links tells the six cards' apart (`aria-describedby` the card's title).
 */
export function ServiceLinks({ way, titleId }: { way: ServiceWay; titleId: string }) {
  return (
    <div className={classes.actions}>
      {way.call ? (
        <a href={COMPANY.phoneHref} className={classes.actionPrimary} aria-describedby={titleId}>
          <Action icon={<IconPhone size={16} stroke={1.8} aria-hidden className={classes.actionIcon} />}>
            <Trans>Chiama l'assistenza</Trans>
          </Action>
        </a>
      ) : null}
      {way.tab ? (
        <Link to="/veicoli" search={{ tab: way.tab }} className={classes.action} aria-describedby={titleId}>
          <Action icon={arrow}>
            <Trans>Vedi i mezzi</Trans>
          </Action>
        </Link>
      ) : null}
      {way.service ? (
        <Link
          to="/"
          search={{ servizio: serviceSlug(way.service) }}
          hash="contatti"
          className={classes.action}
          aria-describedby={titleId}
        >
          <Action icon={arrow}>
            <Trans>Richiedi un preventivo</Trans>
          </Action>
        </Link>
      ) : null}
    </div>
  );
}
