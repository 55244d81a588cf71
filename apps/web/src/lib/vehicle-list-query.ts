import type { VehicleListQueryInput } from '@nbt/validation';
import { VEHICLE_PAGE_SIZE } from '@nbt/validation/rules';
import { searchPeriod } from './rental-period';
import type { VehicleListSearch } from './vehicles';

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
    searchPeriod(search),
  );
}
