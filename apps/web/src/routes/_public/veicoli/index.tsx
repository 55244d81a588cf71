import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import {
  DEFAULT_VEHICLE_TAB,
  sameText,
  LIST_TABS,
  type VehicleFilterOptions,
  type ListTab,
} from '@nbt/validation/rules';
import { IconFilterOff } from '@tabler/icons-react';
import {
  createFileRoute,
  redirect,
  type SearchSchemaInput,
  stripSearchParams,
  useRouter,
} from '@tanstack/react-router';
import { TAB_EMPTY_MESSAGES, TAB_LABELS } from '../../../lib/presentation/vehicles';
import {
  HeavyFleetFilters,
  MoreFilters,
  VehicleFilters,
  type VehicleFiltersValue,
} from '../../../components/vehicles/VehicleFilters';
import { CardSpecs } from '../../../components/vehicles/VehicleCard';
import { VehicleGrid, VehicleGridSkeleton } from '../../../components/vehicles/VehicleGrid';
import { VehiclePagination } from '../../../components/vehicles/VehiclePagination/section';
import {
  VehicleListError,
  VehicleListFrame,
  VehicleListMessage,
  VehicleTabs,
} from '../../../components/vehicles/VehicleListStates';
import { PeriodPrice } from '../../../components/vehicles/PeriodPrice';
import { pageHead } from '../../../lib/head';
import { PAGE_CATALOGS } from '../../../lib/i18n';
import { searchPeriod } from '../../../lib/rental-period';
import { usePublicRead } from '../../../lib/public-data';
import { parseVehicleListSearch, type VehicleListSearch } from '../../../lib/vehicles';
import { HEAVY_FLEET_PARAMS, hasActiveFilters, listQueryOf, searchForTab } from '../../../lib/vehicle-list-query';
import { CompareTray } from '../../../components/vehicles/SaveButtons/section';

export const Route = createFileRoute('/_public/veicoli/')({
  staticData: { catalog: PAGE_CATALOGS.vehicleList },
  // ?tab=auto&marca=BMW&prezzo-max=200&posti=5&ordine=prezzo-asc&pagina=2: shareable, survives a
  // reload. Links may leave any param out; the parser fills in the defaults.
  validateSearch: (search: Partial<VehicleListSearch> & SearchSchemaInput) => parseVehicleListSearch(search),
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_VEHICLE_TAB })] },
  loaderDeps: ({ search }) => search,
  // The server filters, orders and cuts the list; the page shows one page of it.
  loader: async ({ context, deps }) => {
    // The trucks', machines' and buyers' filters, the cards' facts and the pages come with the list, so a visit from another page shows them at once.
    const [page] = await Promise.all([
      context.data.read('vehicles.browse', listQueryOf(deps)),
      deps.tab in HEAVY_FLEET_PARAMS ? HeavyFleetFilters.preload() : undefined,
      deps.tab === 'auto' ? MoreFilters.preload() : undefined,
      CardSpecs.preload(),
      VehiclePagination.preload(),
    ]);
    // A filter names one of the list's own values, as the selects offer them: a link with another
    // spelling or a value no vehicle has opens the list filtered by what is there, at its one address.
    // A page past the last one opens the last.
    const known = knownFilters(page.options, deps);
    const pagina = page.page > page.pages ? page.pages : deps.pagina;
    if (
      known.marca !== deps.marca ||
      known.carburante !== deps.carburante ||
      known.cambio !== deps.cambio ||
      pagina !== deps.pagina
    ) {
      throw redirect({
        to: '/veicoli',
        search: { ...deps, ...known, pagina: pagina && pagina > 1 ? pagina : undefined },
        replace: true,
        statusCode: 301,
      });
    }
    // The page reads the list from the public data: returned here it would travel to the browser
    // twice (the router's state carries what loaders return).
  },
  head: ({ match }) => {
    const { pagina } = match.search;
    return pageHead(match, {
      // Each page is its own address for crawlers; the first one has no number.
      path: pagina ? `/veicoli?pagina=${pagina}` : '/veicoli',
      title: match.context.i18n._(msg`La Nostra Flotta`),
      description: match.context.i18n._(
        msg`Auto di lusso a noleggio, auto in vendita, TIR e trattori stradali: scopri tutti i veicoli disponibili da NBT, alle porte di Milano.`,
      ),
    });
  },
  // Skeletons only when loading takes a moment; quick answers swap straight to the list.
  pendingMs: 150,
  pendingComponent: VehicleListPending,
  errorComponent: VehicleListFailed,
  component: VehicleListPage,
});

type KnownFilters = Pick<VehicleFiltersValue, 'marca' | 'carburante' | 'cambio'>;

/** Each filter value as the list spells it (case and spaces aside), or none when no vehicle has it. */
function knownFilters(options: VehicleFilterOptions, filters: KnownFilters): KnownFilters {
  const find = (values: readonly string[], value: string | undefined) =>
    value === undefined ? undefined : values.find((option) => sameText(option, value));
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
  const search = Route.useSearch();
  const page = usePublicRead('vehicles.browse', listQueryOf(search));
  const period = searchPeriod(search);
  const navigate = Route.useNavigate();

  if (page.options.brands.length === 0) {
    return (
      <VehicleListFrame>
        <VehicleListMessage>
          <Trans>Nessun veicolo disponibile</Trans>
        </VehicleListMessage>
      </VehicleListFrame>
    );
  }

  const { tab, pagina: _page, ...filters } = search;
  const filtering = hasActiveFilters(search);
  const count = page.total;

  // A new tab or filter starts again from the first page.
  const setTab = (next: ListTab) => {
    if (next === tab) return;
    void navigate({ search: (prev) => searchForTab(prev, next), resetScroll: false });
  };
  const setFilters = (patch: Partial<VehicleFiltersValue>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...patch, pagina: undefined }),
      replace: true,
      resetScroll: false,
    });
  const resetFilters = () =>
    void navigate({ search: (prev) => ({ tab: prev.tab }), replace: true, resetScroll: false });

  return (
    <VehicleListFrame>
      <VehicleTabs
        label={t`Categorie di veicoli`}
        tabs={LIST_TABS}
        value={tab}
        onChange={setTab}
        tabLabel={(each) => `${active._(TAB_LABELS[each])} (${page.tabs[each]})`}
        between={
          <VehicleFilters
            options={page.options}
            value={filters}
            onChange={setFilters}
            onReset={resetFilters}
            more={tab === 'auto' ? <MoreFilters /> : undefined}
          >
            {tab in HEAVY_FLEET_PARAMS ? <HeavyFleetFilters tab={tab} options={page.options} /> : null}
          </VehicleFilters>
        }
      >
        <Text role="status" size="sm" c="dimmed" mb="md" data-testid="vehicle-count">
          {t`${plural(count, { one: '# veicolo', other: '# veicoli' })}`}
        </Text>
        {page.vehicles.length > 0 ? (
          <>
            <VehicleGrid
              vehicles={page.vehicles}
              fromList
              period={period}
              cardNote={period ? (vehicle) => <PeriodPrice vehicle={vehicle} period={period} /> : undefined}
            />
            <VehiclePagination page={page.page} pages={page.pages} />
          </>
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
          <VehicleListMessage>{active._(TAB_EMPTY_MESSAGES[tab])}</VehicleListMessage>
        )}
      </VehicleTabs>
      <CompareTray />
    </VehicleListFrame>
  );
}
