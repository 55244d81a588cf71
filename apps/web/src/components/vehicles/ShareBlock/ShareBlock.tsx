import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconLink,
  IconShare,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { showToast } from '../../../lib/toast';
import { shareLinks } from './share-links';
import classes from './ShareBlock.module.css';

/** How long the copy button says 'Copiato!'. */
export const COPIED_RESET_MS = 2000;

const subscribe = () => () => {};
/** The Web Share API exists only in some browsers (mostly mobile) and never on the server. */
const hasNativeShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const noNativeShare = () => false;

export interface ShareBlockProps {
  /** The absolute address of the page to share. */
  url: string;
  /** Title of the shared page, used as the message where a site takes one. */
  title: string;
  headingId?: string;
}

/**
 * Share the vehicle: WhatsApp, Facebook, Twitter and LinkedIn links, the system share
 * sheet where the browser has one, and 'Copia link', which says 'Copiato!' for 2 seconds.
 */
export function ShareBlock({ url, title, headingId = 'condividi' }: ShareBlockProps) {
  const { t } = useLingui();
  const canShareNatively = useSyncExternalStore(subscribe, hasNativeShare, noNativeShare);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const links = shareLinks(url, title);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
      showToast({ message: t`Link copiato!`, color: 'green' });
    } catch {
      showToast({ title: t`Errore`, message: t`Impossibile copiare il link`, color: 'red' });
    }
  };

  const shareNatively = () => {
    // A cancelled share sheet rejects with AbortError: nothing to report.
    navigator.share({ title, url }).catch(() => undefined);
  };

  const external = [
    { href: links.whatsapp, label: t`Condividi su WhatsApp`, Icon: IconBrandWhatsapp },
    { href: links.facebook, label: t`Condividi su Facebook`, Icon: IconBrandFacebook },
    { href: links.twitter, label: t`Condividi su Twitter`, Icon: IconBrandX },
    { href: links.linkedin, label: t`Condividi su LinkedIn`, Icon: IconBrandLinkedin },
  ];

  return (
    <section className={classes.root} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.title}>
        <Trans>Condividi</Trans>
      </Title>
      <Group gap="xs" wrap="wrap">
        {external.map(({ href, label, Icon }) => (
          <a
            key={href}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className={classes.icon}
          >
            <Icon size={20} stroke={1.6} aria-hidden="true" />
          </a>
        ))}
        {canShareNatively ? (
          <button
            type="button"
            onClick={shareNatively}
            aria-label={t`Condividi…`}
            title={t`Condividi…`}
            className={classes.icon}
          >
            <IconShare size={20} stroke={1.6} aria-hidden="true" />
          </button>
        ) : null}
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'green' : undefined}
          h={44}
          onClick={() => void copyLink()}
          leftSection={
            copied ? (
              <IconCheck size={18} stroke={1.8} aria-hidden="true" />
            ) : (
              <IconLink size={18} stroke={1.6} aria-hidden="true" />
            )
          }
          aria-live="polite"
        >
          {copied ? <Trans>Copiato!</Trans> : <Trans>Copia link</Trans>}
        </Button>
      </Group>
    </section>
  );
}
