import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { isRentable } from '@nbt/validation/rules';
import { IconFilterOff } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  createFileRoute,
  redirect,
  type SearchSchemaInput,
  stripSearchParams,
  useRouter,
} from '@tanstack/react-router';
import { TAB_EMPTY_MESSAGES, TAB_LABELS } from '../../../lib/presentation/vehicles';
import { VehicleFilters, type VehicleFiltersValue } from '../../../components/vehicles/VehicleFilters';
import { VehicleGrid, VehicleGridSkeleton } from '../../../components/vehicles/VehicleGrid';
import {
  VehicleListError,
  VehicleListFrame,
  VehicleListMessage,
  VehicleTabs,
} from '../../../components/vehicles/VehicleListStates';
import { pageHead } from '../../../lib/head';
import { searchPeriod } from '../../../lib/rental-period';
import { PeriodPrice } from '../../../components/vehicles/PeriodPrice';
import { useTRPC } from '../../../lib/trpc';
import {
  countByTab,
  DEFAULT_VEHICLE_TAB,
  filterOptions,
  filterVehicles,
  hasActiveFilters,
  isInTab,
  sortVehicles,
  parseVehicleListSearch,
  VEHICLE_TABS,
  type VehicleListSearch,
  type VehicleTab,
} from '../../../lib/vehicles';

export const Route = createFileRoute('/_public/veicoli/')({
  // ?tab=auto&marca=BMW&carburante=diesel&cambio=automatico&ordine=prezzo-asc: shareable, survives a reload.
  // Links may leave any param out; the parser fills in the defaults.
  validateSearch: (search: Partial<VehicleListSearch> & SearchSchemaInput) => parseVehicleListSearch(search),
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_VEHICLE_TAB })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const period = searchPeriod(deps);
    const [vehicles] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.vehicles.list.queryOptions()),
      period ? context.queryClient.ensureQueryData(context.trpc.vehicles.list.queryOptions(period)) : undefined,
    ]);
    // A filter names one of the list's own values, as the selects offer them: a link with another
    // spelling or a value no vehicle has opens the list filtered by what is there, at its one address.
    const known = knownFilters(vehicles, deps);
    if (known.marca !== deps.marca || known.carburante !== deps.carburante || known.cambio !== deps.cambio) {
      throw redirect({ to: '/veicoli', search: { ...deps, ...known }, replace: true, statusCode: 301 });
    }
    // The page reads the list from the query cache: returned here it would travel to the browser
    // twice (the router's state carries what loaders return).
  },
  head: ({ match }) =>
    pageHead(match, {
      path: '/veicoli',
      title: match.context.i18n._(msg`La Nostra Flotta | NBT`),
      description: match.context.i18n._(
        msg`Auto di lusso a noleggio, auto in vendita, TIR e trattori stradali: scopri tutti i veicoli disponibili da NBT, alle porte di Milano.`,
      ),
    }),
  // Skeletons only when loading takes a moment; quick answers swap straight to the list.
  pendingMs: 150,
  pendingComponent: VehicleListPending,
  errorComponent: VehicleListFailed,
  component: VehicleListPage,
});

/** Each filter value as the list spells it (case and spaces aside), or none when no vehicle has it. */
function knownFilters(vehicles: readonly Vehicle[], filters: VehicleFiltersValue): VehicleFiltersValue {
  const options = filterOptions(vehicles);
  const find = (values: readonly string[], value: string | undefined) =>
    value === undefined
      ? undefined
      : values.find((option) => option.localeCompare(value.trim(), 'it', { sensitivity: 'base' }) === 0);
  return {
    marca: find(options.brands, filters.marca),
    carburante: find(options.fuels, filters.carburante),
    cambio: find(options.transmissions, filters.cambio),
  };
}

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
  const period = searchPeriod(search);
  // With a period, the vehicles for rent that no reservation holds on any of its days (the loader
  // has them); without one, the list above again, not a second query the server would wait for.
  const { data: free } = useSuspenseQuery(
    period ? trpc.vehicles.list.queryOptions(period) : trpc.vehicles.list.queryOptions(),
  );
  const listed = period ? free.filter(isRentable) : vehicles;
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
    cerca: search.cerca,
    dal: search.dal,
    al: search.al,
    marca: search.marca,
    carburante: search.carburante,
    cambio: search.cambio,
    ordine: search.ordine,
  };
  const filtered = filterVehicles(listed, filters);
  const counts = countByTab(filtered);
  const filtering = hasActiveFilters(filters) || period !== undefined;

  const shown = sortVehicles(
    filtered.filter((vehicle) => isInTab(vehicle, search.tab)),
    search.ordine,
    search.tab,
  );

  const count = shown.length;

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
        <Text role="status" size="sm" c="dimmed" mb="md" data-testid="vehicle-count">
          {t`${plural(count, { one: '# veicolo', other: '# veicoli' })}`}
        </Text>
        {shown.length > 0 ? (
          <VehicleGrid
            vehicles={shown}
            cardNote={period ? (vehicle) => <PeriodPrice vehicle={vehicle} period={period} /> : undefined}
          />
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
