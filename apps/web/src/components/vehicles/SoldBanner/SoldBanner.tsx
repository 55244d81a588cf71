import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './SoldBanner.module.css';

/** A clear notice on a sold vehicle's page, pointing to the similar vehicles below. */
export function SoldBanner() {
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      icon={<IconInfoCircle size={22} stroke={1.6} aria-hidden="true" />}
      title={<Trans>Venduto</Trans>}
      className={classes.root}
      data-testid="sold-banner"
    >
      <Trans>
        Questo veicolo è stato venduto. Scopri i veicoli simili ancora disponibili o contattaci: troveremo insieme
        l’alternativa giusta.
      </Trans>
    </Alert>
  );
}
