import type { Vehicle } from '@nbt/validation';
import { type PricedVehicle, shownPrices } from './presentation/vehicles';

export const VEHICLE_TABS = ['noleggio', 'auto', 'tir'] as const;
export type VehicleTab = (typeof VEHICLE_TABS)[number];

/** Which vehicles each tab of /veicoli lists. */
export function isInTab(vehicle: Pick<Vehicle, 'listing_type' | 'vehicle_category'>, tab: VehicleTab): boolean {
  switch (tab) {
    case 'noleggio':
      return vehicle.listing_type === 'rental' || vehicle.listing_type === 'both';
    case 'auto':
      return vehicle.vehicle_category === 'auto' && vehicle.listing_type === 'sale';
    case 'tir':
      return vehicle.vehicle_category === 'camion';
  }
}

/** The tab /veicoli opens on: the first one. */
export const DEFAULT_VEHICLE_TAB: VehicleTab = 'noleggio';

/** Orders of the list beyond the default (newest listing first, as the API answers). */
export const VEHICLE_SORTS = ['prezzo-asc', 'prezzo-desc', 'anno-desc', 'anno-asc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** A filter value from the URL: trimmed text of at most 100 characters; anything else means "no filter". */
function filterParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && text.length <= 100 ? text : undefined;
}

/** A day from the URL, `YYYY-MM-DD` in shape; whether it is a real day is the list's to check. */
function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * The search params of /veicoli: the open tab, the filters (brand, fuel, transmission, words of
 * the brand or model, the rental period from `dal` to `al`) and the order.
 */
export type VehicleListSearch = {
  tab: VehicleTab;
  cerca?: string | undefined;
  dal?: string | undefined;
  al?: string | undefined;
  marca?: string | undefined;
  carburante?: string | undefined;
  cambio?: string | undefined;
  ordine?: VehicleSort | undefined;
};

/**
 * Reads the search params of /veicoli. A bad or unknown value falls back to its default instead
 * of failing the page, so any shared or hand-edited link still opens the list.
 */
export function parseVehicleListSearch(search: Record<string, unknown>): VehicleListSearch {
  return {
    tab: oneOf(VEHICLE_TABS, search.tab) ?? DEFAULT_VEHICLE_TAB,
    cerca: filterParam(search.cerca),
    // Checked as a period where the list uses it (lib/rental-period.ts), so the date rules load with the list.
    dal: dayParam(search.dal),
    al: dayParam(search.al),
    marca: filterParam(search.marca),
    carburante: filterParam(search.carburante),
    cambio: filterParam(search.cambio),
    ordine: oneOf(VEHICLE_SORTS, search.ordine),
  };
}

export interface VehicleFilters {
  /** Words that must all appear in the brand or model. */
  cerca?: string | undefined;
  marca?: string | undefined;
  carburante?: string | undefined;
  cambio?: string | undefined;
}

/** Same text regardless of case and surrounding spaces ('BMW' = 'bmw '). */
function sameText(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'it', { sensitivity: 'base' }) === 0;
}

export function hasActiveFilters(filters: VehicleFilters): boolean {
  return Boolean(filters.cerca || filters.marca || filters.carburante || filters.cambio);
}

/** Lower case without accents, so 'citroen' finds 'Citroën'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

/** Whether every word of `words` is in the vehicle's brand or model. */
export function matchesWords(vehicle: Pick<Vehicle, 'brand' | 'model'>, words: string): boolean {
  const name = folded(`${vehicle.brand} ${vehicle.model}`);
  return folded(words)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}

/** The vehicles matching every filter that is set. */
export function filterVehicles<T extends Pick<Vehicle, 'brand' | 'model' | 'fuel_type' | 'transmission'>>(
  vehicles: readonly T[],
  filters: VehicleFilters,
): T[] {
  return vehicles.filter(
    (vehicle) =>
      (!filters.cerca || matchesWords(vehicle, filters.cerca)) &&
      (!filters.marca || sameText(vehicle.brand, filters.marca)) &&
      (!filters.carburante || sameText(vehicle.fuel_type, filters.carburante)) &&
      (!filters.cambio || sameText(vehicle.transmission, filters.cambio)),
  );
}

/**
 * The price the list is ordered by, in euros: the daily rate on the rental tab, the sale price
 * elsewhere (the daily rate for a vehicle that is only rented). Null when none is shown.
 */
export function sortPrice(vehicle: PricedVehicle, tab: VehicleTab): number | null {
  const prices = shownPrices(vehicle);
  const daily = prices.daily === null ? null : prices.daily / 100;
  return tab === 'noleggio' ? daily : (prices.sale ?? daily);
}

/**
 * The list in the chosen order; without one, as given (newest first). Vehicles without a visible
 * price go last in both price orders; ties keep their original order.
 */
export function sortVehicles<T extends PricedVehicle & Pick<Vehicle, 'year'>>(
  vehicles: readonly T[],
  sort: VehicleSort | undefined,
  tab: VehicleTab,
): T[] {
  const list = [...vehicles];
  if (!sort) return list;
  if (sort === 'anno-desc') return list.sort((a, b) => b.year - a.year);
  if (sort === 'anno-asc') return list.sort((a, b) => a.year - b.year);
  const direction = sort === 'prezzo-asc' ? 1 : -1;
  return list.sort((a, b) => {
    const pa = sortPrice(a, tab);
    const pb = sortPrice(b, tab);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  });
}

/** How many vehicles each tab lists. */
export function countByTab(vehicles: readonly Pick<Vehicle, 'listing_type' | 'vehicle_category'>[]) {
  return Object.fromEntries(
    VEHICLE_TABS.map((tab) => [tab, vehicles.filter((vehicle) => isInTab(vehicle, tab)).length]),
  ) as Record<VehicleTab, number>;
}

/** Distinct values (first spelling wins, case ignored), sorted for a select. */
function distinct(values: readonly string[]): string[] {
  const seen: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value && !seen.some((known) => sameText(known, value))) seen.push(value);
  }
  return seen.sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }));
}

/** The choices of each filter: the brands, fuels and transmissions of the fleet. */
export function filterOptions(vehicles: readonly Pick<Vehicle, 'brand' | 'fuel_type' | 'transmission'>[]) {
  return {
    brands: distinct(vehicles.map((vehicle) => vehicle.brand)),
    fuels: distinct(vehicles.map((vehicle) => vehicle.fuel_type)),
    transmissions: distinct(vehicles.map((vehicle) => vehicle.transmission)),
  };
}

/** A vehicle that can still be rented or bought. */
export function isAvailable(vehicle: Pick<Vehicle, 'status' | 'available'>): boolean {
  return vehicle.status === 'disponibile' && vehicle.available;
}

/**
 * Up to `limit` available vehicles like `vehicle` (same category), other than itself: the same
 * brand first, then the same listing type, then the list's own order (newest first).
 */
export function similarVehicles<T extends Vehicle>(vehicle: Vehicle, all: readonly T[], limit = 3): T[] {
  const score = (other: Vehicle) =>
    (sameText(other.brand, vehicle.brand) ? 2 : 0) + (other.listing_type === vehicle.listing_type ? 1 : 0);
  return all
    .filter(
      (other) => other.id !== vehicle.id && other.vehicle_category === vehicle.vehicle_category && isAvailable(other),
    )
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
