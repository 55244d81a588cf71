import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { parseId, photoAddress, vehicleImages } from '@nbt/validation';
import { isRentable } from '@nbt/validation/rules';
import { createFileRoute, notFound, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { useMemo } from 'react';
import { galleryPreloadLinks } from '../../../components/vehicles/Gallery/gallery-preload';
import {
  FinanceBlock,
  PriceTiers,
  RentalDatesSlot,
  ShareBlock,
  VehicleDetailPending,
  VehicleDetails,
  VehicleDetailView,
} from '../../../components/vehicles/VehicleDetailView';
import { VehicleNotFound } from '../../../components/vehicles/VehicleNotFound';
import { documentTitle, notFoundHead, pageHead, pageUrl, type MetaEntry } from '../../../lib/head';
import { PAGE_CATALOGS } from '../../../lib/i18n';
import { absoluteUrl, vehiclePageTitle, vehiclePath } from '../../../lib/page-meta';
import { vehiclePageDescription } from '../../../lib/vehicle-page-description';
import { parseVehiclePageSearch, searchPeriod } from '../../../lib/rental-period';
import { shownPrices } from '../../../lib/presentation/vehicles';
import { offersFinance } from '../../../lib/presentation/finance';
import { productCondition, vehicleJsonLd } from '../../../lib/structured-data';
import { isNotFoundError, usePublicRead } from '../../../lib/public-data';

export const Route = createFileRoute('/_public/veicoli/$vehicleId')({
  staticData: { catalog: PAGE_CATALOGS.vehicle },
  // The rental period a visitor chose on the list comes along, and the calendar opens on it.
  validateSearch: (search: { dal?: string; al?: string } & SearchSchemaInput) => parseVehiclePageSearch(search),
  loader: async ({ context, params }) => {
    const id = parseId(params.vehicleId);
    if (id === undefined) throw notFound();
    // One address per vehicle: '/veicoli/013' is '/veicoli/13'.
    if (params.vehicleId !== String(id)) {
      throw redirect({ to: '/veicoli/$vehicleId', params: { vehicleId: String(id) }, statusCode: 301 });
    }
    // The code of the parts a first visit waits for comes with the data: a visit from another page shows them at once.
    void VehicleDetails.preload();
    void PriceTiers.preload();
    void ShareBlock.preload();
    let vehicle;
    try {
      vehicle = await context.data.read('vehicles.byId', { id });
    } catch (error) {
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
    // The rental calendar's booked days come with the page, so showing it asks the API nothing (a
    // booking changes the data version, and with it the kept page).
    if (isRentable(vehicle)) {
      void RentalDatesSlot.preload();
      await context.data.read('vehicles.availability', { id });
    }
    // The finance terms come with a vehicle for sale, whose example the server writes; without
    // them (a failed read) the page shows no example rather than no vehicle.
    if (offersFinance(vehicle)) {
      void FinanceBlock.preload();
      await context.data.read('financeTerms.get', undefined).catch(() => undefined);
    }
    return vehicle;
  },
  // Title, social-preview and product tags, and the vehicle as structured data. The vehicle's texts
  // are the office's own, in the page's language where written, else in Italian. The public read carries no price when it is
  // hidden, and the tags add none then either.
  head: ({ match, loaderData: vehicle }) => {
    const { i18n, origin, photosBase } = match.context;
    if (!vehicle) return notFoundHead(i18n._(msg`Veicolo non trovato`));
    const path = vehiclePath(vehicle.id);
    const images = vehicleImages(vehicle);
    const meta: MetaEntry[] = [];
    // The preview's picture and product tags, for crawlers and link previews; the browser's head
    // carries them too, so that a crawler that runs scripts reads the same head.
    const cover = images[0];
    const price = shownPrices(vehicle).sale;
    if (cover) {
      meta.push(
        { property: 'og:image', content: absoluteUrl(origin, photoAddress(cover, photosBase)) },
        { property: 'og:image:alt', content: `${vehicle.brand} ${vehicle.model}` },
      );
    }
    meta.push(
      { name: 'twitter:card', content: cover ? 'summary_large_image' : 'summary' },
      { property: 'product:brand', content: vehicle.brand },
    );
    // The condition the office stated (km 0 and ex-company cars count as used); none unstated.
    const condition = productCondition(vehicle.condition);
    if (condition) meta.push({ property: 'product:condition', content: condition });
    if (price !== null) {
      meta.push(
        { property: 'product:price:amount', content: String(price) },
        { property: 'product:price:currency', content: 'EUR' },
      );
    }
    return pageHead(match, {
      path,
      title: vehiclePageTitle(vehicle),
      description: vehiclePageDescription(vehicle, i18n).text,
      type: 'product',
      meta,
      // Written by the server only: the browser keeps the served one until the visitor moves on
      // (main.tsx), and its bundle carries none of this code.
      jsonLd: import.meta.env.SSR
        ? [vehicleJsonLd(vehicle, pageUrl(match.context, path), { origin, photosBase }, i18n)]
        : [],
      // The gallery's first photo is the page's LCP: fetched before the scripts ask for it.
      links: galleryPreloadLinks(images, photosBase),
    });
  },
  pendingMs: 150,
  pendingComponent: VehicleDetailPending,
  notFoundComponent: VehicleNotFound,
  // An error shows the same page as a missing vehicle.
  errorComponent: VehicleNotFound,
  component: VehiclePage,
});

function VehiclePage() {
  const { t } = useLingui();
  const loaded = Route.useLoaderData();
  const { dal, al } = Route.useSearch();
  // The same period for the same address: the calendar's place is a section, which a new object
  // would reach before its code, and React would then wait for that code to take it over.
  const period = useMemo(() => searchPeriod({ dal, al }), [dal, al]);
  const vehicle = usePublicRead('vehicles.byId', { id: loaded.id });
  const name = `${vehicle.brand} ${vehicle.model}`;
  const year = vehicle.year;
  return (
    // Keyed by vehicle: moving to another one (e.g. a similar vehicle) starts its gallery at the first photo.
    <VehicleDetailView
      key={vehicle.id}
      vehicle={vehicle}
      images={vehicleImages(vehicle)}
      path={vehiclePath(vehicle.id)}
      shareTitle={documentTitle(t`${name} (${year})`)}
      period={period}
    />
  );
}
