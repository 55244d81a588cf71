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
    searchPeriod(search),
  );
}

/** The heavy fleet's filters, each shown on the tab of the vehicles that state it. */
export const HEAVY_FLEET_PARAMS = {
  tir: ['portata-min', 'assi'],
  'movimento-terra': ['macchina', 'peso-max', 'operatore'],
} as const satisfies Partial<Record<ListTab, readonly (keyof HeavyFleetSearch)[]>>;

/**
 * The search of another tab: a truck's or a machine's filter stays only on its own tab, where it
 * is shown, so a tab opened next is not narrowed by a filter it does not offer. From the first page.
 */
export function searchForTab<S extends VehicleListSearch>(search: S, tab: ListTab): S {
  const next = { ...search, tab, pagina: undefined };
  for (const [owner, params] of Object.entries(HEAVY_FLEET_PARAMS)) {
    if (owner !== tab) for (const param of params) delete next[param];
  }
  return next;
}
