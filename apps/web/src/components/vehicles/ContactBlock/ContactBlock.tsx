import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { COMPANY, type Vehicle } from '@nbt/validation';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { whatsappChatUrl } from '../ShareBlock/share-links';
import classes from './ContactBlock.module.css';

export interface ContactBlockProps {
  vehicle: Pick<Vehicle, 'id' | 'brand' | 'model' | 'year'>;
  /** The absolute address of the vehicle's page, quoted in the WhatsApp message. */
  pageUrl: string;
  headingId?: string;
}

/**
 * Ask about the vehicle: the home page's contact form with this vehicle preselected, and
 * a WhatsApp chat with the firm whose first message names the vehicle and links its page.
 */
export function ContactBlock({ vehicle, pageUrl, headingId = 'richiedi-informazioni' }: ContactBlockProps) {
  const { t } = useLingui();
  const name = `${vehicle.brand} ${vehicle.model}`;
  const year = vehicle.year;
  const hours = COMPANY.replyWithinHours;
  const message = t`Buongiorno, sono interessato al veicolo ${name} (${year}) che ho visto sul vostro sito: ${pageUrl}`;

  return (
    <section className={classes.root} aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} id={headingId} className={classes.title}>
          <Trans>Ti interessa questo veicolo?</Trans>
        </Title>
        <Text className={classes.lead}>
          <Trans>Scrivici o chiamaci: ti rispondiamo entro {hours} ore.</Trans>
        </Text>
      </Stack>
      <Stack gap="sm">
        <Button
          renderRoot={(props) => <Link {...props} to="/" search={{ veicolo: vehicle.id }} hash="contatti" />}
          // The explicit shade lets autoContrast pick dark text for the gold used on the dark scheme.
          color="gold.5"
          size="md"
          fullWidth
          leftSection={<IconMail size={20} stroke={1.6} aria-hidden="true" />}
        >
          <Trans>Richiedi informazioni</Trans>
        </Button>
        <Button
          component="a"
          href={whatsappChatUrl(COMPANY.whatsappNumber, message)}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          fullWidth
          variant="default"
          className={classes.whatsapp}
          leftSection={<IconBrandWhatsapp size={20} stroke={1.6} aria-hidden="true" />}
        >
          <Trans>Scrivici su WhatsApp</Trans>
        </Button>
      </Stack>
      <Anchor href={COMPANY.phoneHref} className={classes.phone}>
        <IconPhone size={16} stroke={1.6} aria-hidden="true" />
        <span dir="ltr">{COMPANY.phone}</span>
      </Anchor>
    </section>
  );
}
