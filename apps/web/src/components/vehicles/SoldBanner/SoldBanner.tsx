import { Trans } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './SoldBanner.module.css';

/** A clear notice on a sold vehicle's page, pointing to the similar vehicles below. */
export function SoldBanner() {
  return (
    <div className={classes.root} data-testid="sold-banner">
      <IconInfoCircle size={22} stroke={1.6} aria-hidden="true" className={classes.icon} />
      <div>
        <p className={classes.title}>
          <Trans>Venduto</Trans>
        </p>
        <p className={classes.text}>
          <Trans>
            Questo veicolo è stato venduto. Scopri i veicoli simili ancora disponibili o contattaci: troveremo insieme
            l’alternativa giusta.
          </Trans>
        </p>
      </div>
    </div>
  );
}
