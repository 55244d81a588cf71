import { Trans, useLingui } from '@lingui/react/macro';
import { ClientOnly, useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEventHandler, Suspense } from 'react';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { isRentable } from '@nbt/validation/rules';
import { offersFinance } from '../../../lib/presentation/finance';
import { lazyWithQueries } from '../../../lib/public-data';
import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import { formatNumber } from '../../../lib/format';
import { BackLink } from '../BackLink';
import { ContactBlock } from '../ContactBlock';
import { Gallery } from '../Gallery';
import { categoryLabel, fuelLabel, shownStatus, transmissionLabel } from '../../../lib/presentation/vehicles';
import { PriceTag } from '../PriceTag';
import { SoldBanner } from '../SoldBanner';
import { ListingBadge, StatusBadge } from '../StatusBadge';
import { usePageUrl } from '../use-page-url';
import { useLocale } from '../use-locale';
import { PageContainer } from '../../layout/Section';
import { CompareTray, SaveButtons } from '../SaveButtons/section';
import type * as FinanceBlockModule from '../FinanceBlock';
import type * as PriceTiersModule from '../PriceTiers';
import type * as RentalDatesSlotModule from './RentalDatesSlot';
import type * as ShareBlockModule from '../ShareBlock/ShareBlock';
import type * as VehicleDetailsModule from '../VehicleDetails';
import classes from './VehicleDetailView.module.css';

/** From this width the prices and the calendar sit beside the gallery (VehicleDetailView.module.css). */
const BESIDE_GALLERY = '62em';

/**
 * The characteristics show the vehicle's data only and answer no tap: the server writes them, and
 * their code comes when the visitor nears them (below the gallery and the prices on a phone).
 */
export const VehicleDetails = serverRenderedSection(
  import.meta.glob<typeof VehicleDetailsModule>('/src/components/vehicles/VehicleDetails/index.ts'),
  (module) => module.VehicleDetails,
  { near: () => document.querySelector(`.${classes.details}`), catalog: PAGE_CATALOGS.vehicleFacts },
);
/**
 * A rental vehicle's lower prices by length: content only, written by the server; its code (for a
 * change of language) comes at the visitor's first use of the page.
 */
export const PriceTiers = serverRenderedSection(
  import.meta.glob<typeof PriceTiersModule>('/src/components/vehicles/PriceTiers/index.ts'),
  (module) => module.PriceTiers,
  { firstUse: true, catalog: PAGE_CATALOGS.vehicleFacts },
);
/**
 * The finance example: written by the server, taken over when its code and the buyer's messages
 * come, at the visitor's first use of the page (a tap on its button before then is answered after).
 */
export const FinanceBlock = serverRenderedSection(
  import.meta.glob<typeof FinanceBlockModule>('/src/components/vehicles/FinanceBlock/index.ts'),
  (module) => module.FinanceBlock,
  { catalog: PAGE_CATALOGS.sale, firstUse: true },
);
/**
 * The share links (plain links until their code comes), the system's share sheet and 'Copia link':
 * their code comes at the visitor's first use of the page, below the prices and the calendar.
 */
export const ShareBlock = serverRenderedSection(
  import.meta.glob<typeof ShareBlockModule>('/src/components/vehicles/ShareBlock/ShareBlock.tsx'),
  (module) => module.ShareBlock,
  { firstUse: true, catalog: PAGE_CATALOGS.vehicleFacts },
);
/** Only a sold vehicle's page shows them: its code loads then, in the browser. */
const SimilarVehicles = lazyWithQueries(() => import('../SimilarVehicles').then((module) => module.SimilarVehicles));
/**
 * A rental vehicle's calendar: the server writes its placeholder, and the code that loads the
 * calendar when the visitor comes near it comes at the visitor's first use of the page on a phone
 * (the calendar is below the gallery and the prices there), with the page on a wider screen, where
 * it is beside the gallery.
 */
export const RentalDatesSlot = serverRenderedSection(
  import.meta.glob<typeof RentalDatesSlotModule>('/src/components/vehicles/VehicleDetailView/RentalDatesSlot.tsx'),
  (module) => module.RentalDatesSlot,
  { firstUse: true, neededAtOnce: () => window.matchMedia(`(min-width: ${BESIDE_GALLERY})`).matches },
);
import { usePageLive } from '../../../lib/page-live';
import type { RentalPeriod } from '../../../lib/rental-period';

export interface VehicleDetailViewProps {
  vehicle: Vehicle;
  images: string[];
  /** The page's path, '/veicoli/{id}'. */
  path: string;
  /** The message shared links carry. */
  shareTitle: string;
  /** The rental period carried from the list: the calendar opens on it, and the way back keeps it. */
  period?: RentalPeriod | undefined;
}

function BackToFleet({ period }: { period?: RentalPeriod | undefined }) {
  const router = useRouter();
  const fromList = useLocation({ select: (location) => location.state.fromList === true });
  // Opened from the list: back in history, where the router restores its filters, page and scroll.
  const back: MouseEventHandler<HTMLAnchorElement> = (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.back();
  };
  return (
    <BackLink
      to="/veicoli"
      search={period ? { dal: period.from, al: period.to } : undefined}
      onClick={fromList ? back : undefined}
    >
      <Trans>Torna alla flotta</Trans>
    </BackLink>
  );
}

/**
 * The vehicle page: title with status and listing badges, the gallery, prices, the
 * contact and share blocks, then the description, characteristics, performance and features.
 * A sold vehicle gets a banner and suggestions of similar available vehicles.
 */
export function VehicleDetailView({ vehicle, images, path, shareTitle, period }: VehicleDetailViewProps) {
  usePageLive();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const pageUrl = usePageUrl(path);
  const sold = shownStatus(vehicle.status) === 'venduto';
  const name = `${vehicle.brand} ${vehicle.model}`;
  const kilometers = formatNumber(vehicle.kilometers, locale);
  const hours = vehicle.engine_hours === null ? null : formatNumber(vehicle.engine_hours, locale);
  // A machine's use is its engine hours: its odometer reads nothing.
  const use = vehicle.vehicle_category !== 'movimento_terra' ? t`${kilometers} km` : hours && t`${hours} h`;

  return (
    <PageContainer className={classes.page}>
      <Stack gap="lg" className={classes.header}>
        <BackToFleet period={period} />
        {sold ? <SoldBanner /> : null}
        <Stack gap="xs">
          <Group gap="xs">
            <StatusBadge status={vehicle.status} size="lg" />
            <ListingBadge listingType={vehicle.listing_type} size="lg" />
            <Text className={classes.category}>{categoryLabel(i18n, vehicle.vehicle_category)}</Text>
          </Group>
          <Title order={1} className={classes.title}>
            {name}
          </Title>
          <Text className={classes.summary}>
            {/* Each fact isolated, so numbers and Latin words keep their order in Arabic. */}
            {[
              String(vehicle.year),
              ...(use ? [use] : []),
              fuelLabel(i18n, vehicle.fuel_type),
              transmissionLabel(i18n, vehicle.transmission),
            ].map((fact, index) => (
              <span key={index}>
                {index > 0 ? ' · ' : null}
                <bdi>{fact}</bdi>
              </span>
            ))}
          </Text>
          <SaveButtons vehicle={vehicle} />
        </Stack>
      </Stack>

      <div className={classes.layout}>
        <div className={classes.gallery}>
          <Gallery images={images} name={name} category={vehicle.vehicle_category} />
        </div>

        <aside className={classes.aside} aria-label={t`Prezzo e contatti`}>
          <div className={classes.priceCard}>
            <PriceTag vehicle={vehicle} size="lg" />
            <PriceTiers vehicle={vehicle} />
          </div>
          {isRentable(vehicle) ? <RentalDatesSlot vehicle={vehicle} initialPeriod={period} /> : null}
          {offersFinance(vehicle) ? <FinanceBlock vehicle={vehicle} /> : null}
          <ContactBlock vehicle={vehicle} pageUrl={pageUrl} />
          <ShareBlock url={pageUrl} title={shareTitle} />
        </aside>

        <div className={classes.details}>
          <VehicleDetails vehicle={vehicle} />
        </div>
      </div>

      {sold ? (
        <div className={classes.similar}>
          <ClientOnly>
            <Suspense fallback={null}>
              <SimilarVehicles vehicle={vehicle} />
            </Suspense>
          </ClientOnly>
        </div>
      ) : null}
      <CompareTray />
    </PageContainer>
  );
}

/** The page's shape while the vehicle loads. */
export function VehicleDetailPending() {
  return (
    <PageContainer className={classes.page} aria-busy="true">
      <Stack gap="lg" className={classes.header}>
        <BackToFleet />
        <Stack gap="sm">
          <Skeleton height={26} width={180} radius="xl" />
          <Skeleton height={44} width="60%" radius="sm" />
          <Skeleton height={18} width="40%" radius="sm" />
        </Stack>
      </Stack>
      <div className={classes.layout}>
        <div className={classes.gallery}>
          <Skeleton className={classes.gallerySkeleton} radius="lg" />
        </div>
        <div className={classes.aside}>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </div>
      </div>
    </PageContainer>
  );
}
