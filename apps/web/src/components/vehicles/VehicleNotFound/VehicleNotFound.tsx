import { Trans } from '@lingui/react/macro';
import { IconCarOff } from '@tabler/icons-react';
import { MissingPage, missingPageClasses } from '../../layout/NotFound/MissingPage';

/** /veicoli/{id} when the vehicle doesn't exist or can't be loaded. */
export function VehicleNotFound() {
  return (
    <MissingPage
      testId="vehicle-not-found"
      mark={<IconCarOff size={56} stroke={1.2} aria-hidden="true" className={missingPageClasses.icon} />}
      title={<Trans>Veicolo non trovato</Trans>}
      text={<Trans>Il veicolo che cerchi non è più disponibile o l’indirizzo non è corretto.</Trans>}
      // The explicit shade lets autoContrast pick dark text for the gold used on the dark scheme.
      back={{ to: '/veicoli', label: <Trans>Torna alla flotta</Trans>, color: 'gold.5' }}
    />
  );
}
