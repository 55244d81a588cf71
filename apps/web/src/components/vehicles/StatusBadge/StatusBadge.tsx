import { Trans } from '@lingui/react/macro';
import type { ListingType, VehicleStatus } from '@nbt/validation';
import classes from './StatusBadge.module.css';

type BadgeSize = 'md' | 'lg';

/**
 * The vehicle's status: green 'Disponibile', orange 'In Trattativa', anything else red
 * 'Venduto'. Light green and orange with dark text, deep red with white text, for contrast on the
 * dark theme and over photos (StatusBadge.module.css).
 */
export function StatusBadge({ status, size = 'md' }: { status: VehicleStatus | string; size?: BadgeSize }) {
  const known: VehicleStatus = status === 'disponibile' || status === 'in_trattativa' ? status : 'venduto';
  return (
    <span className={classes.badge} data-size={size} data-status={known}>
      {known === 'disponibile' ? (
        <Trans>Disponibile</Trans>
      ) : known === 'in_trattativa' ? (
        <Trans>In Trattativa</Trans>
      ) : (
        <Trans>Venduto</Trans>
      )}
    </span>
  );
}

/** 'Noleggio e Vendita' for a vehicle offered both ways; nothing otherwise. */
export function ListingBadge({ listingType, size = 'md' }: { listingType: ListingType; size?: BadgeSize }) {
  if (listingType !== 'both') return null;
  return (
    <span className={classes.badge} data-size={size} data-listing="both">
      <Trans>Noleggio e Vendita</Trans>
    </span>
  );
}
