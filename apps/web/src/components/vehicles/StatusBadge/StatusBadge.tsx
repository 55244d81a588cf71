import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingType, VehicleStatus } from '@nbt/validation';
import { shownStatus, statusLabel } from '../../../lib/presentation/vehicles';
import classes from './StatusBadge.module.css';

type BadgeSize = 'md' | 'lg';

/**
 * The vehicle's status: green 'Disponibile', orange 'In Trattativa', red 'Venduto'. Light green and orange with dark text, deep red with white text, for contrast on the
 * dark theme and over photos (StatusBadge.module.css).
 */
export function StatusBadge({ status, size = 'md' }: { status: VehicleStatus | string; size?: BadgeSize }) {
  const { i18n } = useLingui();
  return (
    <span className={classes.badge} data-size={size} data-status={shownStatus(status)}>
      {statusLabel(i18n, status)}
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
