import type { VehicleListQueryInput } from '@nbt/validation';
import { VEHICLE_PAGE_SIZE } from '@nbt/validation/rules';
import { searchPeriod } from './rental-period';
import type { ListTab } from '@nbt/validation/rules';
import type { HeavyFleetSearch, VehicleListSearch } from './vehicles';

/*
 * What the list does with its search, apart from reading it from the URL (lib/vehicles.ts): the
 * router reads every address with that parser, so it ships with every page, and this, with the
 * date rules it needs, only with the list.
 */

/** The API's query for a /veicoli search: the same filters under the API's names, a page for a phone. */
export function listQueryOf(search: VehicleListSearch): VehicleListQueryInput {
  const period = searchPeriod(search);
  const query: VehicleListQueryInput = {
    tab: search.tab,
    q: search.cerca,
    brand: search.marca,
    fuel_type: search.carburante,
    transmission: search.cambio,
    min_price: search['prezzo-min'],
    max_price: search['prezzo-max'],
    seats: search.posti,
    min_payload_kg: search['portata-min'],
    axles: search.assi,
    machine_type: search.macchina,
    max_operating_weight_kg: search['peso-max'],
    with_operator: search.operatore === undefined ? undefined : search.operatore === 'si',
    sort: search.ordine,
    page: search.pagina ?? 1,
    per_page: VEHICLE_PAGE_SIZE,
    ...period,
    // A buyer's filters narrow the cars for sale only.
    ...(search.tab === 'auto'
      ? {
          condition: search.condizione,
          body_type: search.carrozzeria,
          registered_from: search['immatricolata-dal'],
          max_km: search['km-max'],
          max_owners: search['proprietari-max'],
          vat_deductible: search.iva === 'si' ? true : undefined,
        }
      : {}),
  };
  // Unset filters are left out, so equal searches make equal query keys.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** Whether a search narrows the list (any filter or a period, not the tab, order or page). */
export function hasActiveFilters(search: VehicleListSearch): boolean {
  return Boolean(
    search.cerca ||
    search.marca ||
    search.carburante ||
    search.cambio ||
    search.posti ||
    search['prezzo-min'] !== undefined ||
    search['prezzo-max'] !== undefined ||
    search['portata-min'] !== undefined ||
    search.assi ||
    search.macchina ||
    search['peso-max'] ||
    search.operatore ||
    saleFilterCount(search) > 0 ||
    searchPeriod(search),
  );
}

/** The 'Auto' tab's buyer's filters ('Altri filtri'). */
export const SALE_PARAMS = [
  'condizione',
  'carrozzeria',
  'immatricolata-dal',
  'km-max',
  'proprietari-max',
  'iva',
] as const satisfies readonly (keyof VehicleListSearch)[];

/** How many of the 'Auto' tab's buyer filters a search sets. */
export function saleFilterCount(search: VehicleListSearch): number {
  if (search.tab !== 'auto') return 0;
  return SALE_PARAMS.filter((param) => search[param] !== undefined).length;
}

/** The heavy fleet's filters, each shown on the tab of the vehicles that state it. */
export const HEAVY_FLEET_PARAMS = {
  tir: ['portata-min', 'assi'],
  'movimento-terra': ['macchina', 'peso-max', 'operatore'],
} as const satisfies Partial<Record<ListTab, readonly (keyof HeavyFleetSearch)[]>>;

/** Each tab's own filters, kept on that tab only. */
const TAB_PARAMS: Partial<Record<ListTab, readonly (keyof VehicleListSearch)[]>> = {
  ...HEAVY_FLEET_PARAMS,
  auto: SALE_PARAMS,
};

/**
 * The search of another tab: a tab's own filters (a truck's, a machine's, a buyer's) stay only on
 * that tab, where they are shown, so a tab opened next is not narrowed by a filter it does not
 * offer; the 'Auto' tab has no rental period (its cars are bought too). From the first page.
 */
export function searchForTab<S extends VehicleListSearch>(search: S, tab: ListTab): S {
  const next = { ...search, tab, pagina: undefined };
  for (const [owner, params] of Object.entries(TAB_PARAMS)) {
    if (owner !== tab) for (const param of params) delete next[param];
  }
  if (tab === 'auto') {
    delete next.dal;
    delete next.al;
  }
  return next;
}
