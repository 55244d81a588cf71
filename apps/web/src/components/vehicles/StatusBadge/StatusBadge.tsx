import { Trans } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import type { ListingType, VehicleStatus } from '@nbt/validation';

/**
 * Colours chosen for contrast on the dark theme and over photos: light green and orange with dark
 * text, deep red with white text (the theme's autoContrast picks the text colour).
 */
const STATUS_COLORS: Record<VehicleStatus, string> = {
  disponibile: 'green.4',
  in_trattativa: 'orange.4',
  venduto: 'red.9',
};

/** The vehicle's status (spec §4): green 'Disponibile', orange 'In Trattativa', anything else red 'Venduto'. */
export function StatusBadge({ status, ...others }: { status: VehicleStatus | string } & BadgeProps) {
  const known: VehicleStatus = status === 'disponibile' || status === 'in_trattativa' ? status : 'venduto';
  return (
    <Badge variant="filled" color={STATUS_COLORS[known]} data-status={known} {...others}>
      {known === 'disponibile' ? (
        <Trans>Disponibile</Trans>
      ) : known === 'in_trattativa' ? (
        <Trans>In Trattativa</Trans>
      ) : (
        <Trans>Venduto</Trans>
      )}
    </Badge>
  );
}

/** 'Noleggio e Vendita' for a vehicle offered both ways (spec §2); nothing otherwise. */
export function ListingBadge({ listingType, ...others }: { listingType: ListingType } & BadgeProps) {
  if (listingType !== 'both') return null;
  return (
    <Badge variant="filled" color="gold.4" {...others}>
      <Trans>Noleggio e Vendita</Trans>
    </Badge>
  );
}
