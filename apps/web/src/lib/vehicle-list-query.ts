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
    saleFilterCount(search) > 0 ||
    searchPeriod(search),
  );
}

/** How many of the 'Auto' tab's buyer filters a search sets. */
export function saleFilterCount(search: VehicleListSearch): number {
  if (search.tab !== 'auto') return 0;
  return [
    search.condizione,
    search.carrozzeria,
    search['immatricolata-dal'],
    search['km-max'],
    search['proprietari-max'],
    search.iva,
  ].filter((value) => value !== undefined).length;
}

/**
 * A search moved to another tab: the 'Auto' tab has no rental period (its cars are bought too),
 * and its buyer's filters stay behind when leaving it.
 */
export function switchedTab(search: VehicleListSearch, tab: VehicleListSearch['tab']): VehicleListSearch {
  if (tab === 'auto') return { ...search, tab, dal: undefined, al: undefined };
  return {
    ...search,
    tab,
    condizione: undefined,
    carrozzeria: undefined,
    'immatricolata-dal': undefined,
    'km-max': undefined,
    'proprietari-max': undefined,
    iva: undefined,
  };
}
