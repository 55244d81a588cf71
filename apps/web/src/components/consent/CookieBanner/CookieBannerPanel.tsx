import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { acceptAllCookies, acceptNecessaryCookies, openCookieSettings } from '../../../lib/consent';
import { addCatalogPart, catalogLoaders } from '../../../lib/i18n';
import classes from './CookieBanner.module.css';

/**
 * The banner's few messages (src/locales/<lang>/consent.po), asked for as soon as its code runs:
 * every first visit shows the banner, so they are neither in the deferred parts' catalog (four times
 * their weight) nor in the first script, which only decides whether the banner is needed.
 */
export const messagesLoaded = addCatalogPart(catalogLoaders(import.meta.glob('../../../locales/*/consent.po')));

/** The banner itself, loaded by CookieBanner only for a visitor who has not chosen yet. */
export function CookieBannerPanel({ visible }: { visible: boolean }) {
  const { t } = useLingui();
  // Mounted hidden, then shown: the banner slides in rather than appearing at once.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setShown(visible));
    return () => window.cancelAnimationFrame(frame);
  }, [visible]);

  return (
    <Transition mounted={shown} transition="slide-up" duration={250} timingFunction="ease-out">
      {(style) => (
        <section className={classes.root} style={style} aria-labelledby="cookie-banner-title">
          <Paper className={classes.banner} shadow="xl" radius="lg">
            <div className={classes.text}>
              <Text component="h2" id="cookie-banner-title" className={classes.title}>
                <IconCookie size={20} stroke={1.6} aria-hidden="true" className={classes.icon} />
                <Trans>Rispettiamo la tua privacy</Trans>
              </Text>
              <Text size="sm" className={classes.body}>
                <Trans>
                  Usiamo cookie tecnici necessari al funzionamento del sito e, solo con il tuo consenso, cookie di
                  analisi, marketing e preferenze (per esempio per caricare la mappa). Maggiori informazioni nella{' '}
                  <Link to="/privacy-policy" className={classes.link}>
                    Privacy Policy
                  </Link>
                  .
                </Trans>
              </Text>
            </div>
            <Group gap="sm" className={classes.actions} aria-label={t`Scelte sui cookie`} role="group">
              <Button onClick={acceptAllCookies}>
                <Trans>Accetta tutti</Trans>
              </Button>
              <Button variant="outline" onClick={acceptNecessaryCookies}>
                <Trans>Solo necessari</Trans>
              </Button>
              <Button variant="subtle" onClick={openCookieSettings}>
                <Trans>Personalizza</Trans>
              </Button>
            </Group>
          </Paper>
        </section>
      )}
    </Transition>
  );
}
