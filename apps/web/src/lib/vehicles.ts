import type { Vehicle } from '@nbt/validation';
import {
  BODY_TYPES,
  type BodyType,
  DEFAULT_VEHICLE_TAB,
  SALE_FACT_LIMITS,
  VEHICLE_CONDITIONS,
  type VehicleCondition,
  HEAVY_LIMITS,
  MACHINE_TYPES,
  type MachineType,
  MAX_SEATS_FILTER,
  MAX_VEHICLE_PAGE,
  sameText,
  VEHICLE_LIMITS,
  VEHICLE_SORTS,
  LIST_TABS,
  type VehicleSort,
  type ListTab,
} from '@nbt/validation/rules';

/** A filter value from the URL: trimmed text of at most 100 characters; anything else means "no filter". */
function filterParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && text.length <= 100 ? text : undefined;
}

/** A day from the URL, `YYYY-MM-DD` in shape; whether it is a real day is the list's to check. */
function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** A whole number from the URL within [min, max] (the router reads `2` as a number, `'2'` may come too). */
function wholeParam(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * The search params of /veicoli: the open tab, the filters (brand, fuel, transmission, words of
 * the brand or model, the rental period from `dal` to `al`, the price range in euros, the least
 * number of seats), the order and the page.
 */
export type VehicleListSearch = {
  tab: ListTab;
  'prezzo-min'?: number | undefined;
  'prezzo-max'?: number | undefined;
  posti?: number | undefined;
  /** From 2; the first page has none. */
  pagina?: number | undefined;
  cerca?: string | undefined;
  dal?: string | undefined;
  al?: string | undefined;
  marca?: string | undefined;
  carburante?: string | undefined;
  cambio?: string | undefined;
  ordine?: VehicleSort | undefined;
  /** The 'Auto' tab's buyer filters: condition, body, first registered from (`YYYY-MM`), at most km and owners, VAT shown. */
  condizione?: VehicleCondition | undefined;
  carrozzeria?: BodyType | undefined;
  'immatricolata-dal'?: string | undefined;
  'km-max'?: number | undefined;
  'proprietari-max'?: number | undefined;
  iva?: 'si' | undefined;
} & HeavyFleetSearch;

/** The trucks' filters (payload from, axles) and the machines' (type, operating weight up to, operator). */
export type HeavyFleetSearch = {
  /** Kilograms. */
  'portata-min'?: number | undefined;
  assi?: number | undefined;
  macchina?: MachineType | undefined;
  /** Kilograms. */
  'peso-max'?: number | undefined;
  operatore?: 'si' | 'no' | undefined;
};

/**
 * Reads the search params of /veicoli. A bad or unknown value falls back to its default instead
 * of failing the page, so any shared or hand-edited link still opens the list.
 */
export function parseVehicleListSearch(search: Record<string, unknown>): VehicleListSearch {
  const min = wholeParam(search['prezzo-min'], 0, VEHICLE_LIMITS.maxEuros);
  const max = wholeParam(search['prezzo-max'], 0, VEHICLE_LIMITS.maxEuros);
  const page = wholeParam(search.pagina, 1, MAX_VEHICLE_PAGE);
  return {
    tab: oneOf(LIST_TABS, search.tab) ?? DEFAULT_VEHICLE_TAB,
    // The router reads words made of digits (`?cerca=911`) as a number: they are still the words searched.
    cerca: filterParam(typeof search.cerca === 'number' ? String(search.cerca) : search.cerca),
    // Checked as a period where the list uses it (lib/rental-period.ts), so the date rules load with the list.
    dal: dayParam(search.dal),
    al: dayParam(search.al),
    marca: filterParam(search.marca),
    carburante: filterParam(search.carburante),
    cambio: filterParam(search.cambio),
    ordine: oneOf(VEHICLE_SORTS, search.ordine),
    'prezzo-min': min,
    // A range that ends before it starts keeps its start.
    'prezzo-max': max !== undefined && (min === undefined || max >= min) ? max : undefined,
    posti: wholeParam(search.posti, 1, MAX_SEATS_FILTER),
    pagina: page === 1 ? undefined : page,
    condizione: oneOf(VEHICLE_CONDITIONS, search.condizione),
    carrozzeria: oneOf(BODY_TYPES, search.carrozzeria),
    'immatricolata-dal': monthParam(search['immatricolata-dal']),
    'km-max': wholeParam(search['km-max'], 0, 10_000_000),
    'proprietari-max': wholeParam(search['proprietari-max'], 0, SALE_FACT_LIMITS.previousOwners),
    iva: search.iva === 'si' ? 'si' : undefined,
    'portata-min': wholeParam(search['portata-min'], 0, HEAVY_LIMITS.weightKg),
    assi: wholeParam(search.assi, HEAVY_LIMITS.minAxles, HEAVY_LIMITS.maxAxles),
    macchina: oneOf(MACHINE_TYPES, search.macchina),
    'peso-max': wholeParam(search['peso-max'], 1, HEAVY_LIMITS.weightKg),
    operatore: oneOf(['si', 'no'], search.operatore),
  };
}

/** A month from the URL, `YYYY-MM` (month 01 to 12). */
function monthParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-(?:0[1-9]|1[0-2])$/.test(value) ? value : undefined;
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
