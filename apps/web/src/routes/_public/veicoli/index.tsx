import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { isInTab, VEHICLE_TABS, type VehicleTab } from '@nbt/validation';
import { IconFilterOff } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type SearchSchemaInput, stripSearchParams, useRouter } from '@tanstack/react-router';
import { TAB_EMPTY_MESSAGES, TAB_LABELS } from '../../../components/vehicles/labels';
import { VehicleFilters, type VehicleFiltersValue } from '../../../components/vehicles/VehicleFilters';
import { VehicleGrid, VehicleGridSkeleton } from '../../../components/vehicles/VehicleGrid';
import {
  VehicleListError,
  VehicleListFrame,
  VehicleListMessage,
  VehicleTabs,
} from '../../../components/vehicles/VehicleListStates';
import { pageHead } from '../../../lib/head';
import { i18n } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import {
  countByTab,
  DEFAULT_VEHICLE_TAB,
  filterOptions,
  filterVehicles,
  hasActiveFilters,
  sortVehicles,
  parseVehicleListSearch,
  type VehicleListSearch,
} from '../../../lib/vehicles';

export const Route = createFileRoute('/_public/veicoli/')({
  // ?tab=auto&marca=BMW&carburante=diesel&cambio=automatico&ordine=prezzo-asc: shareable, survives a reload.
  // Links may leave any param out; the parser fills in the defaults.
  validateSearch: (search: Partial<VehicleListSearch> & SearchSchemaInput) => parseVehicleListSearch(search),
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_VEHICLE_TAB })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.vehicles.list.queryOptions()),
  head: () =>
    pageHead({
      title: i18n._(msg`La Nostra Flotta | NBT`),
      description: i18n._(
        msg`Auto di lusso a noleggio, auto in vendita, TIR e trattori stradali: scopri tutti i veicoli disponibili da NBT, alle porte di Milano.`,
      ),
    }),
  // Skeletons only when loading takes a moment; quick answers swap straight to the list.
  pendingMs: 150,
  pendingComponent: VehicleListPending,
  errorComponent: VehicleListFailed,
  component: VehicleListPage,
});

function VehicleListPending() {
  return (
    <VehicleListFrame>
      <VehicleGridSkeleton />
    </VehicleListFrame>
  );
}

function VehicleListFailed() {
  const router = useRouter();
  return (
    <VehicleListFrame>
      <VehicleListError onRetry={() => void router.invalidate()} />
    </VehicleListFrame>
  );
}

function VehicleListPage() {
  const { t, i18n: active } = useLingui();
  const trpc = useTRPC();
  const { data: vehicles } = useSuspenseQuery(trpc.vehicles.list.queryOptions());
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  if (vehicles.length === 0) {
    return (
      <VehicleListFrame>
        <VehicleListMessage>
          <Trans>Nessun veicolo disponibile</Trans>
        </VehicleListMessage>
      </VehicleListFrame>
    );
  }

  const filters: VehicleFiltersValue = {
    marca: search.marca,
    carburante: search.carburante,
    cambio: search.cambio,
    ordine: search.ordine,
  };
  const filtered = filterVehicles(vehicles, filters);
  const counts = countByTab(filtered);
  const filtering = hasActiveFilters(filters);

  const shown = sortVehicles(
    filtered.filter((vehicle) => isInTab(vehicle, search.tab)),
    search.ordine,
    search.tab,
  );

  const setTab = (tab: VehicleTab) => {
    if (tab === search.tab) return;
    void navigate({ search: (prev) => ({ ...prev, tab }), resetScroll: false });
  };
  const setFilters = (patch: Partial<VehicleFiltersValue>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });
  const resetFilters = () =>
    void navigate({ search: (prev) => ({ tab: prev.tab }), replace: true, resetScroll: false });

  return (
    <VehicleListFrame>
      <VehicleTabs
        label={t`Categorie di veicoli`}
        tabs={VEHICLE_TABS}
        value={search.tab}
        onChange={setTab}
        tabLabel={(tab) => `${active._(TAB_LABELS[tab])} (${counts[tab]})`}
        between={
          <VehicleFilters
            options={filterOptions(vehicles)}
            value={filters}
            onChange={setFilters}
            onReset={resetFilters}
          />
        }
      >
        {shown.length > 0 ? (
          <VehicleGrid vehicles={shown} />
        ) : filtering ? (
          <VehicleListMessage
            action={
              <Button
                variant="default"
                onClick={resetFilters}
                leftSection={<IconFilterOff size={18} stroke={1.6} aria-hidden="true" />}
              >
                <Trans>Azzera filtri</Trans>
              </Button>
            }
          >
            <Trans>Nessun veicolo corrisponde ai filtri scelti.</Trans>
          </VehicleListMessage>
        ) : (
          <VehicleListMessage>{active._(TAB_EMPTY_MESSAGES[search.tab])}</VehicleListMessage>
        )}
      </VehicleTabs>
    </VehicleListFrame>
  );
}
