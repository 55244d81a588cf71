import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import type { ReactNode } from 'react';
import type { RentalPeriod } from '../../../lib/rental-period';
import { VehicleCard, VehicleCardSkeleton } from '../VehicleCard';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';

/** Skeleton cards while the list loads, so the page keeps its layout. */
export const VEHICLE_LIST_SKELETONS = 6;

const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

export interface VehicleGridProps {
  vehicles: readonly Vehicle[];
  headingOrder?: 2 | 3;
  /** The grid opens the page: its first photo loads at once (the LCP); the others lazily. */
  priorityFirst?: boolean;
  /** A line each card adds under its prices (the price for a rental period). */
  cardNote?: ((vehicle: Vehicle) => ReactNode) | undefined;
  /** The grid is the list at /veicoli (see VehicleCard). */
  fromList?: boolean;
  /** The rental period the list was asked for (see VehicleCard). */
  period?: RentalPeriod | undefined;
}

/** Vehicle cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function VehicleGrid({
  vehicles,
  headingOrder,
  priorityFirst = true,
  cardNote,
  fromList,
  period,
}: VehicleGridProps) {
  return (
    <ResponsiveGrid cols={COLUMNS} spacing="xl" verticalSpacing="xl" component="ul">
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            headingOrder={headingOrder}
            priority={priorityFirst && index === 0}
            note={cardNote?.(vehicle)}
            fromList={fromList}
            period={period}
          />
        </li>
      ))}
    </ResponsiveGrid>
  );
}

/** The grid's loading state: exactly six placeholder cards, announced once to screen readers. */
export function VehicleGridSkeleton({ count = VEHICLE_LIST_SKELETONS }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" aria-busy="true" aria-label={t`Caricamento dei veicoli`}>
      <ResponsiveGrid cols={COLUMNS} spacing="xl" verticalSpacing="xl">
        {Array.from({ length: count }, (_, index) => (
          <VehicleCardSkeleton key={index} />
        ))}
      </ResponsiveGrid>
    </div>
  );
}
