import { Skeleton, Title } from '@mantine/core';
import { type Vehicle, vehicleImages } from '@nbt/validation';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RentalPeriod } from '../../../lib/rental-period';
import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as CardSpecsModule from '../CardSpecs';
import { PriceTag } from '../PriceTag';
import { SaveButtons } from '../SaveButtons/section';
import { ListingBadge, StatusBadge } from '../StatusBadge';
import { VehicleImage } from '../VehicleImage';
import classes from './VehicleCard.module.css';

/** Intrinsic size of the cover (4:3), so the grid doesn't shift while photos load. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 480;
/**
 * The cover's drawn width in the grid (VehicleGrid: 1, 2 then 3 columns in PageContainer):
 * about 330 px on desktops, half the screen on tablets, the screen less its margins on phones.
 */
const COVER_SIZES = '(min-width: 75em) 330px, (min-width: 48em) calc(50vw - 60px), calc(100vw - 40px)';
/** 800 px covers a phone's card at 2× and 3× screens too; the 1600 px variant is for the gallery. */
const COVER_MAX_VARIANT = 800;

export interface VehicleCardProps {
  vehicle: Vehicle;
  /** The card title's level: 2 straight under the page title, 3 inside a titled section. */
  headingOrder?: 2 | 3;
  /** The first card on screen (the likely LCP): its photo loads at once and first, not lazily. */
  priority?: boolean;
  /** A line under the prices (the price for a rental period). */
  note?: ReactNode;
  /** The card stands in the list at /veicoli, which the vehicle page can then go back to. */
  fromList?: boolean;
  /** The rental period the list was asked for: the vehicle page opens its calendar on it. */
  period?: RentalPeriod | undefined;
}

/**
 * A card's facts show the vehicle's data only: the server writes them, their code (for the cards a
 * filter brings, a change of language) comes at the visitor's first use of the page.
 */
export const CardSpecs = serverRenderedSection(
  import.meta.glob<typeof CardSpecsModule>('/src/components/vehicles/CardSpecs/index.ts'),
  (module) => module.CardSpecs,
  { firstUse: true, catalog: PAGE_CATALOGS.vehicleFacts },
);

/**
 * A vehicle in a grid: cover photo, status and listing badges, brand and model, its few facts
 * (CardSpecs) and prices. The whole card opens /veicoli/{id}; the title is the one link, so
 * screen readers hear a short link name.
 */
export function VehicleCard({ vehicle, headingOrder = 2, priority = false, note, fromList, period }: VehicleCardProps) {
  const name = `${vehicle.brand} ${vehicle.model}`;
  const cover = vehicleImages(vehicle)[0];

  return (
    <article className={classes.card} data-testid="vehicle-card" data-vehicle-id={vehicle.id}>
      <div className={classes.media}>
        <VehicleImage
          src={cover}
          category={vehicle.vehicle_category}
          alt={name}
          sizes={COVER_SIZES}
          maxVariantWidth={COVER_MAX_VARIANT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          className={classes.image}
        />
        <div className={classes.badges}>
          <StatusBadge status={vehicle.status} />
          <ListingBadge listingType={vehicle.listing_type} />
        </div>
      </div>

      <div className={classes.body}>
        <Title order={headingOrder} className={classes.title}>
          <Link
            to="/veicoli/$vehicleId"
            params={{ vehicleId: String(vehicle.id) }}
            search={period ? { dal: period.from, al: period.to } : {}}
            state={fromList ? { fromList } : undefined}
            className={classes.link}
          >
            {name}
          </Link>
        </Title>

        <CardSpecs vehicle={vehicle} className={classes.specs} />

        <div className={classes.price}>
          <PriceTag vehicle={vehicle} />
          {note}
        </div>
        <SaveButtons vehicle={vehicle} className={classes.save} />
      </div>
    </article>
  );
}

/** A placeholder card of the same shape, while the list loads. */
export function VehicleCardSkeleton() {
  return (
    <div className={classes.card} data-testid="vehicle-card-skeleton" aria-hidden="true">
      <div className={classes.media}>
        <Skeleton className={classes.skeletonMedia} radius={0} />
      </div>
      <div className={classes.body}>
        <Skeleton height={22} width="70%" radius="sm" />
        <Skeleton height={14} width="55%" radius="sm" mt="md" />
        <Skeleton height={26} width="45%" radius="sm" mt="xl" />
      </div>
    </div>
  );
}
