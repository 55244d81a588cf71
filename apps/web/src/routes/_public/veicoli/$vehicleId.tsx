import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { parseId, vehicleImages, vehiclePageHead, vehiclePageTitle, vehiclePath } from '@nbt/validation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isTRPCClientError } from '@trpc/client';
import { galleryPreloadLinks } from '../../../components/vehicles/Gallery/gallery-preload';
import { VehicleDetailPending, VehicleDetailView } from '../../../components/vehicles/VehicleDetailView';
import { VehicleNotFound } from '../../../components/vehicles/VehicleNotFound';
import { i18n } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';

/** The page's own origin for absolute og:url / og:image; none while rendering on a server. */
function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export const Route = createFileRoute('/_public/veicoli/$vehicleId')({
  loader: async ({ context, params }) => {
    const id = parseId(params.vehicleId);
    if (id === undefined) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(context.trpc.vehicles.byId.queryOptions({ id }));
    } catch (error) {
      if (isTRPCClientError(error) && error.data?.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
  },
  // Title and social-preview tags (spec §2); the server writes the same ones for crawlers.
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: i18n._(msg`Veicolo non trovato | NBT`) }] };
    const head = vehiclePageHead(loaderData, currentOrigin());
    return {
      meta: [{ title: vehiclePageTitle(loaderData) }, ...head.meta],
      // The gallery's first photo is the page's LCP: fetched before the scripts ask for it.
      links: galleryPreloadLinks(vehicleImages(loaderData)),
    };
  },
  pendingMs: 150,
  pendingComponent: VehicleDetailPending,
  notFoundComponent: VehicleNotFound,
  // Spec §2: an error shows the same page as a missing vehicle.
  errorComponent: VehicleNotFound,
  component: VehiclePage,
});

function VehiclePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const loaded = Route.useLoaderData();
  const { data: vehicle } = useSuspenseQuery(trpc.vehicles.byId.queryOptions({ id: loaded.id }));
  const name = `${vehicle.brand} ${vehicle.model}`;
  const year = vehicle.year;
  return (
    // Keyed by vehicle: moving to another one (e.g. a similar vehicle) starts its gallery at the first photo.
    <VehicleDetailView
      key={vehicle.id}
      vehicle={vehicle}
      images={vehicleImages(vehicle)}
      path={vehiclePath(vehicle.id)}
      shareTitle={t`${name} (${year}) | NBT`}
    />
  );
}
