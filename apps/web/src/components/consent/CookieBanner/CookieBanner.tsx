import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  acceptAllCookies,
  acceptNecessaryCookies,
  CONSENT_BANNER_DELAY_MS,
  openCookieSettings,
  useConsent,
} from '../../../lib/consent';
import classes from './CookieBanner.module.css';

/** The settings dialog loads when first opened: most visitors never open it. */
const CookieSettingsModal = lazy(() =>
  import('../CookieSettingsModal/CookieSettingsModal').then((module) => ({ default: module.CookieSettingsModal })),
);

/**
 * The consent banner (spec §2, §4): one second after load, when no choice is stored, it offers
 * 'Accetta tutti', 'Solo necessari' (as prominent as accepting) and 'Personalizza'. Also mounts the
 * settings dialog, which the footer's 'Impostazioni cookie' link reopens at any time.
 */
export function CookieBanner() {
  const { t } = useLingui();
  const { status, settingsOpen } = useConsent();
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const [delayElapsed, setDelayElapsed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayElapsed(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const visible = delayElapsed && status === null;

  return (
    <>
      <Transition mounted={visible} transition="slide-up" duration={250} timingFunction="ease-out">
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
      {settingsUsed ? (
        <Suspense fallback={null}>
          <CookieSettingsModal />
        </Suspense>
      ) : null}
    </>
  );
}
