import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { openCookieSettings, useConsent } from '../../../lib/consent';
import { toggleFavourite } from '../../../lib/saved-vehicles';
import classes from './FavouritesConsent.module.css';

export interface FavouritesConsentProps {
  /** The vehicle whose heart was tapped: kept as soon as the visitor allows it. */
  vehicleId: number;
  onDone: () => void;
}

/**
 * Told on a tap on a heart while the visitor has not allowed preference cookies: the favourites
 * would be kept on this device, which needs that consent. 'Impostazioni cookie' opens the cookie
 * settings; allowed there, the vehicle tapped goes among the favourites at once.
 */
export function FavouritesConsent({ vehicleId, onDone }: FavouritesConsentProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { preferences, settingsOpen } = useConsent();
  const [waiting, setWaiting] = useState(false);
  // Read by the dialog's close, which comes after the tap that opened the settings.
  const waitingRef = useRef(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  // Waiting on the cookie settings: allowed, the heart tapped counts; closed without it, nothing.
  useEffect(() => {
    if (!waiting || settingsOpen) return;
    if (preferences.preferences) toggleFavourite(vehicleId);
    onDone();
  }, [waiting, settingsOpen, preferences.preferences, vehicleId, onDone]);

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={() => waitingRef.current || onDone()}
    >
      <Title order={2} id={titleId} className={classes.title}>
        <Trans>Preferiti non attivi</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          I preferiti restano solo su questo dispositivo, e per tenerli ci serve il tuo consenso ai cookie di
          preferenza. Senza, non salviamo nulla.
        </Trans>
      </Text>
      <Group gap="sm" mt="md" justify="flex-end">
        <Button variant="default" onClick={() => dialog.current?.close()}>
          <Trans>Chiudi</Trans>
        </Button>
        <Button
          color="gold.5"
          onClick={() => {
            // The settings are a dialog of their own: this one gives way to it.
            waitingRef.current = true;
            setWaiting(true);
            dialog.current?.close();
            openCookieSettings();
          }}
        >
          <Trans>Impostazioni cookie</Trans>
        </Button>
      </Group>
    </dialog>
  );
}
