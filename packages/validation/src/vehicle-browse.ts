// How the public vehicle list is filtered, ordered and cut into pages: the server applies it to the
// list it keeps, and the web app shows what it answers. Without zod, so the browser may read it too.
import type { Vehicle } from './answers.js';
import { type HeavyFigures, type HeavyFleetFilters, heavyFleetFilter, heavyFleetOptions } from './heavy-fleet.js';
import type { ListingType } from './vehicle-rules.js';
import { type SaleFilterable, saleFilter, type SaleFilters } from './sale-filters.js';
import { isSold } from './vehicle-state.js';
import { compareNames, folded, matchesWords, sameText } from './name-matching.js';

/** The tabs of /veicoli, which the API lists by: for rent, cars, trucks, earth-moving machines. */
export const LIST_TABS = ['noleggio', 'auto', 'tir', 'movimento-terra'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The tab /veicoli opens on: the first one. */
export const DEFAULT_VEHICLE_TAB: ListTab = 'noleggio';

/** Orders of the list beyond the default (newest listing first, as the API answers). */
export const VEHICLE_SORTS = ['prezzo-asc', 'prezzo-desc', 'anno-desc', 'anno-asc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/**
 * Vehicles per page of /veicoli: on a phone a card is about 480 px tall, so a page is a few
 * screens long, and on a desktop four rows of three.
 */
export const VEHICLE_PAGE_SIZE = 12;
/** The most one page of the API holds. */
export const MAX_VEHICLE_PAGE_SIZE = 100;
/** The highest page number asked for: 100 vehicles a page would list a million vehicles. */
export const MAX_VEHICLE_PAGE = 10_000;
/** The longest filter text (a brand, a fuel, the words of the search). */
export const VEHICLE_FILTER_MAX = 100;
/** The most seats a filter may ask for. */
export const MAX_SEATS_FILTER = 99;

/** Which vehicles each tab of /veicoli lists. */
export function isInTab(vehicle: Pick<Vehicle, 'listing_type' | 'vehicle_category'>, tab: ListTab): boolean {
  switch (tab) {
    case 'noleggio':
      return vehicle.listing_type === 'rental' || vehicle.listing_type === 'both';
    case 'auto':
      return vehicle.vehicle_category === 'auto' && showsSalePrice(vehicle.listing_type);
    case 'tir':
      return vehicle.vehicle_category === 'camion';
    case 'movimento-terra':
      return vehicle.vehicle_category === 'movimento_terra';
  }
}

/** The rental price is shown for rental and both; the sale price for sale and both. */
export function showsRentalPrice(listingType: ListingType): boolean {
  return listingType === 'rental' || listingType === 'both';
}

export function showsSalePrice(listingType: ListingType): boolean {
  return listingType === 'sale' || listingType === 'both';
}

export type PricedVehicle = Pick<Vehicle, 'listing_type' | 'price_per_day' | 'sale_price_euros'>;

/**
 * The prices a vehicle shows: the daily rate (cents) and the sale price (euros), each only when the
 * vehicle is offered that way and the price is set. The server decides what is hidden: a public
 * read of a vehicle whose price the firm keeps to itself carries none, so what arrives is shown.
 */
export function shownPrices(vehicle: PricedVehicle): { daily: number | null; sale: number | null } {
  const set = (price: number | null) => (price !== null && price > 0 ? price : null);
  return {
    daily: showsRentalPrice(vehicle.listing_type) ? set(vehicle.price_per_day) : null,
    sale: showsSalePrice(vehicle.listing_type) ? set(vehicle.sale_price_euros) : null,
  };
}

/** The terms of a rental the office states for a vehicle; null values are not stated. */
export type RentalTerms = Pick<
  Vehicle,
  'deposit_euros' | 'km_per_day' | 'extra_km_cents' | 'min_driver_age' | 'delivery_on_request'
>;

/**
 * The rental terms a vehicle shows: those of a vehicle that can be rented, when it states any; null
 * for a vehicle only for sale, a sold one, or one with no terms. Prices among them are blanked by the
 * server with the others when the firm hides them.
 */
export function statedRentalTerms(vehicle: RentalTerms & Pick<Vehicle, 'listing_type' | 'status'>): RentalTerms | null {
  if (!showsRentalPrice(vehicle.listing_type) || vehicle.status === 'venduto') return null;
  const { deposit_euros, km_per_day, extra_km_cents, min_driver_age, delivery_on_request } = vehicle;
  const terms = { deposit_euros, km_per_day, extra_km_cents, min_driver_age, delivery_on_request };
  const stated =
    delivery_on_request || [deposit_euros, km_per_day, extra_km_cents, min_driver_age].some((v) => v !== null);
  return stated ? terms : null;
}

/**
 * The price the list is ordered and filtered by, in euros: the daily rate on the rental tab (and
 * with no tab), the sale price elsewhere; the other one when a vehicle has only that. Null when
 * none is shown.
 */
export function sortPrice(vehicle: PricedVehicle, tab: ListTab | undefined): number | null {
  const prices = shownPrices(vehicle);
  const daily = prices.daily === null ? null : prices.daily / 100;
  return tab === 'auto' || tab === 'tir' ? (prices.sale ?? daily) : (daily ?? prices.sale);
}

/** What the list may be narrowed by: the words of the brand or model, a brand, a fuel, a gearbox, a price range, seats. */
export interface VehicleFilters extends HeavyFleetFilters {
  /** Words that must all appear in the brand or model. */
  q?: string | undefined;
  brand?: string | undefined;
  fuel_type?: string | undefined;
  transmission?: string | undefined;
  /** Whole euros, both bounds included: a day's rate on the rental tab, the sale price elsewhere. */
  min_price?: number | undefined;
  max_price?: number | undefined;
  /** At least this many seats. */
  seats?: number | undefined;
}

/** A request for one page of the list: a tab, the filters, an order and the page. */
export interface VehicleBrowse extends VehicleFilters, SaleFilters {
  tab?: ListTab | undefined;
  sort?: VehicleSort | undefined;
  /** From 1. */
  page?: number | undefined;
  per_page?: number | undefined;
}

type Filterable = PricedVehicle &
  Pick<Vehicle, 'brand' | 'model' | 'fuel_type' | 'transmission' | 'seats'> &
  Pick<HeavyFigures, 'payload_kg' | 'axles' | 'machine_type' | 'operating_weight_kg' | 'with_operator'>;

/** The vehicles matching every filter that is set; the price is read as `tab` shows it. */
export function filterVehicles<T extends Filterable>(
  vehicles: readonly T[],
  filters: VehicleFilters,
  tab?: ListTab,
): T[] {
  const priced = filters.min_price !== undefined || filters.max_price !== undefined;
  const heavy = heavyFleetFilter(filters);
  return vehicles.filter((vehicle) => {
    if (heavy && !heavy(vehicle)) return false;
    if (filters.q && !matchesWords(vehicle, filters.q)) return false;
    if (filters.brand && !sameText(vehicle.brand, filters.brand)) return false;
    if (filters.fuel_type && !sameText(vehicle.fuel_type, filters.fuel_type)) return false;
    if (filters.transmission && !sameText(vehicle.transmission, filters.transmission)) return false;
    if (filters.seats !== undefined && vehicle.seats < filters.seats) return false;
    if (!priced) return true;
    // A vehicle whose price is not shown cannot be said to be in a range.
    const price = sortPrice(vehicle, tab);
    if (price === null) return false;
    return (
      (filters.min_price === undefined || price >= filters.min_price) &&
      (filters.max_price === undefined || price <= filters.max_price)
    );
  });
}

/**
 * The list in the chosen order; without one, as given (newest first). Vehicles without a visible
 * price go last in both price orders; ties keep their original order.
 */
export function sortVehicles<T extends PricedVehicle & Pick<Vehicle, 'year'>>(
  vehicles: readonly T[],
  sort: VehicleSort | undefined,
  tab: ListTab | undefined,
): T[] {
  const list = [...vehicles];
  if (!sort) return list;
  if (sort === 'anno-desc') return list.sort((a, b) => b.year - a.year);
  if (sort === 'anno-asc') return list.sort((a, b) => a.year - b.year);
  const direction = sort === 'prezzo-asc' ? 1 : -1;
  return list.sort((a, b) => {
    return byPrice(sortPrice(a, tab), sortPrice(b, tab), direction);
  });
}

/** Distinct values (first spelling wins, case and accents ignored), sorted for a select. */
function distinct(values: readonly string[]): string[] {
  const seen: string[] = [];
  // Each spelling is compared once, however many vehicles share it.
  for (const value of new Set(values.map((raw) => raw.trim()))) {
    if (value && !seen.some((known) => sameText(known, value))) seen.push(value);
  }
  return seen.sort(compareNames);
}

/** The choices of each filter: the brands, fuels, transmissions and seat counts of the fleet. */
export function filterOptions(
  vehicles: readonly (Pick<Vehicle, 'brand' | 'fuel_type' | 'transmission' | 'seats'> &
    Partial<Pick<HeavyFigures, 'machine_type' | 'axles'>>)[],
) {
  return {
    ...heavyFleetOptions(vehicles),
    brands: distinct(vehicles.map((vehicle) => vehicle.brand)),
    fuels: distinct(vehicles.map((vehicle) => vehicle.fuel_type)),
    transmissions: distinct(vehicles.map((vehicle) => vehicle.transmission)),
    seats: [...new Set(vehicles.map((vehicle) => vehicle.seats))].filter((n) => n > 0).sort((a, b) => a - b),
  };
}
export type VehicleFilterOptions = ReturnType<typeof filterOptions>;

/** One page of the list, with what the page around it shows: the total, each tab's count, the filters' choices. */
export interface VehiclePage<T> {
  vehicles: T[];
  /** The vehicles matching the tab and filters, on every page. */
  total: number;
  page: number;
  per_page: number;
  /** At least 1, so page 1 of an empty list exists. */
  pages: number;
  /** The vehicles matching the filters in each tab: what that tab's list would total. */
  tabs: Record<ListTab, number>;
  /** The choices of the filters, from the whole fleet. */
  options: VehicleFilterOptions;
}

type Browsable = Filterable & SaleFilterable & Pick<Vehicle, 'year' | 'vehicle_category' | 'status'>;

/** A vehicle of a `BrowseIndex`, with what the list filters and orders it by. */
interface IndexedVehicle<T> {
  vehicle: T;
  /** Its brand and model folded, for the words of a search. */
  name: string;
  /** Whether each tab lists it. */
  inTab: Record<ListTab, boolean>;
  /** The price each tab reads (`sortPrice`); the rental tab's also when no tab is asked for. */
  price: Record<ListTab, number | null>;
}

/**
 * A fleet made ready for browsing: each vehicle's folded name, tabs and prices, the filters'
 * choices and each tab's count, worked out once. The server makes one per data version, so a query
 * it has not seen costs one pass over the fleet and the sort of what matched.
 */
export interface BrowseIndex<T> {
  readonly fleet: readonly T[];
  readonly vehicles: readonly IndexedVehicle<T>[];
  readonly options: VehicleFilterOptions;
  /** Each tab's count with no filter. */
  readonly tabs: Readonly<Record<ListTab, number>>;
}

/** How many fleets were indexed: the server indexes one per data version, and its tests count them. */
export const browseIndexCount = { built: 0 };

export function indexFleet<T extends Browsable>(fleet: readonly T[]): BrowseIndex<T> {
  browseIndexCount.built++;
  const tabs = noTabs(0);
  const vehicles = fleet.map((vehicle) => {
    const inTab = noTabs(false);
    const price = noTabs<number | null>(null);
    for (const tab of LIST_TABS) {
      inTab[tab] = isInTab(vehicle, tab);
      price[tab] = sortPrice(vehicle, tab);
      if (inTab[tab]) tabs[tab]++;
    }
    return { vehicle, name: folded(`${vehicle.brand} ${vehicle.model}`), inTab, price };
  });
  return { fleet, vehicles, options: filterOptions(fleet), tabs };
}

/** A value for every tab. */
function noTabs<T>(value: T): Record<ListTab, T> {
  return Object.fromEntries(LIST_TABS.map((tab) => [tab, value])) as Record<ListTab, T>;
}

/** A text filter's test, each distinct spelling compared once; undefined when the filter is not set. */
function textFilter(wanted: string | undefined): ((value: string) => boolean) | undefined {
  if (!wanted) return undefined;
  const known = new Map<string, boolean>();
  return (value) => {
    let same = known.get(value);
    if (same === undefined) {
      same = sameText(value, wanted);
      known.set(value, same);
    }
    return same;
  };
}

/** Price order, those without a visible price last whichever the direction. */
function byPrice(pa: number | null, pb: number | null, direction: 1 | -1): number {
  if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
  return (pa - pb) * direction;
}

/**
 * A page of an indexed fleet (newest first) for a request: the filters, then the tab, the order and
 * the page; with `offered`, only those vehicles of the fleet. Without `per_page` the page holds every
 * match. The filters' choices are the whole fleet's.
 */
export function browseIndex<T extends Browsable>(
  index: BrowseIndex<T>,
  query: VehicleBrowse,
  offered?: ReadonlySet<T>,
): VehiclePage<T> {
  const words = query.q ? folded(query.q).split(/\s+/).filter(Boolean) : [];
  const brand = textFilter(query.brand);
  const fuel = textFilter(query.fuel_type);
  const transmission = textFilter(query.transmission);
  const { min_price: min, max_price: max, seats } = query;
  const priced = min !== undefined || max !== undefined;
  const sale = saleFilter(query);
  // A vehicle whose price is not shown cannot be said to be in a range.
  const inRange = (price: number | null) =>
    !priced || (price !== null && (min === undefined || price >= min) && (max === undefined || price <= max));
  const heavy = heavyFleetFilter(query);
  const unfiltered =
    !offered &&
    words.length === 0 &&
    !brand &&
    !fuel &&
    !transmission &&
    seats === undefined &&
    !priced &&
    !sale &&
    !heavy;
  // The price is read per tab, so each tab counts with its own.
  const tabs = unfiltered ? { ...index.tabs } : noTabs(0);
  const priceTab = query.tab ?? 'noleggio';
  const matches: IndexedVehicle<T>[] = [];
  for (const entry of index.vehicles) {
    const { vehicle } = entry;
    if (offered && !offered.has(vehicle)) continue;
    if (words.length > 0 && !words.every((word) => entry.name.includes(word))) continue;
    if (brand && !brand(vehicle.brand)) continue;
    if (fuel && !fuel(vehicle.fuel_type)) continue;
    if (transmission && !transmission(vehicle.transmission)) continue;
    if (seats !== undefined && vehicle.seats < seats) continue;
    if (sale && !sale(vehicle)) continue;
    if (heavy && !heavy(vehicle)) continue;
    // One test for what a tab lists, so its chip counts exactly the cards its list shows.
    const listed = (tab: ListTab) => entry.inTab[tab] && inRange(entry.price[tab]);
    if (!unfiltered) {
      for (const tab of LIST_TABS) if (listed(tab)) tabs[tab]++;
    }
    if (query.tab === undefined ? inRange(entry.price[priceTab]) : listed(query.tab)) matches.push(entry);
  }
  const { sort } = query;
  // Array.prototype.sort is stable: ties keep the newest-first order.
  if (sort === 'anno-desc') matches.sort((a, b) => b.vehicle.year - a.vehicle.year);
  else if (sort === 'anno-asc') matches.sort((a, b) => a.vehicle.year - b.vehicle.year);
  else if (sort) {
    const direction = sort === 'prezzo-asc' ? 1 : -1;
    matches.sort((a, b) => byPrice(a.price[priceTab], b.price[priceTab], direction));
  }
  // The cars on sale come first; the sold ones keep their order after them.
  if (query.tab === 'auto') matches.sort((a, b) => Number(isSold(a.vehicle)) - Number(isSold(b.vehicle)));
  const perPage = query.per_page ?? Math.max(matches.length, 1);
  const page = query.page ?? 1;
  const start = (page - 1) * perPage;
  return {
    vehicles: matches.slice(start, start + perPage).map((entry) => entry.vehicle),
    total: matches.length,
    page,
    per_page: perPage,
    pages: Math.max(1, Math.ceil(matches.length / perPage)),
    tabs,
    options: index.options,
  };
}

/**
 * A page of `vehicles` (newest first, among `fleet` and in its order) for a request: the filters,
 * then the tab, the order and the page. Without `per_page` the page holds every match. The
 * filters' choices come from `fleet`.
 */
export function browseVehicles<T extends Browsable>(
  vehicles: readonly T[],
  query: VehicleBrowse,
  fleet: readonly T[] = vehicles,
): VehiclePage<T> {
  return browseIndex(indexFleet(fleet), query, vehicles === fleet ? undefined : new Set(vehicles));
}
