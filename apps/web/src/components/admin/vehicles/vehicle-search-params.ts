// The vehicles tab's search as the address keeps it (?q=&category=&sort=&page=&view=…), so a reload
// or a shared link shows the same view. No zod: the back office's first screen reads it, and zod would come with it.
import {
  ADMIN_VEHICLE_LIMITS,
  ADMIN_VEHICLE_PAGE_SIZES,
  ADMIN_VEHICLE_SORTS,
  type AdminVehicleSort,
  LISTING_TYPES,
  type ListingType,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  type VehicleCategory,
  type VehicleStatus,
} from '@nbt/validation/rules';

export const AVAILABILITY_FILTERS = ['available', 'unavailable'] as const;
export const HIDDEN_PRICE_FILTERS = ['true', 'false'] as const;
/** `false`: only the vehicles with no photo yet; `true`: those with one. */
export const PHOTO_FILTERS = ['true', 'false'] as const;
/** How the page of vehicles is drawn: cards (the default, never written in the address) or a table. */
export const VEHICLE_VIEWS = ['cards', 'table'] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

export interface VehicleSearchParams {
  q?: string | undefined;
  category?: VehicleCategory | undefined;
  listing?: ListingType | undefined;
  status?: VehicleStatus | undefined;
  availability?: (typeof AVAILABILITY_FILTERS)[number] | undefined;
  hiddenPrice?: (typeof HIDDEN_PRICE_FILTERS)[number] | undefined;
  photos?: (typeof PHOTO_FILTERS)[number] | undefined;
  sort?: AdminVehicleSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  view?: Exclude<VehicleView, 'cards'> | undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((known) => known === String(value));

function wholeNumber(value: unknown, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** The search from the address: what is unknown or out of range is dropped, as if not given. */
export function parseVehicleSearch(search: Record<string, unknown>): VehicleSearchParams {
  const q = typeof search.q === 'string' ? search.q.slice(0, ADMIN_VEHICLE_LIMITS.query) : undefined;
  const pageSize = wholeNumber(search.pageSize, ADMIN_VEHICLE_LIMITS.maxPageSize);
  return {
    q: q?.trim() ? q : undefined,
    category: oneOf(VEHICLE_CATEGORIES, search.category),
    listing: oneOf(LISTING_TYPES, search.listing),
    status: oneOf(VEHICLE_STATUSES, search.status),
    availability: oneOf(AVAILABILITY_FILTERS, search.availability),
    hiddenPrice: oneOf(HIDDEN_PRICE_FILTERS, search.hiddenPrice),
    photos: oneOf(PHOTO_FILTERS, search.photos),
    sort: oneOf(ADMIN_VEHICLE_SORTS, search.sort),
    page: wholeNumber(search.page, ADMIN_VEHICLE_LIMITS.maxPage),
    pageSize: ADMIN_VEHICLE_PAGE_SIZES.find((size) => size === pageSize),
    view: oneOf(['table'] as const, search.view),
  };
}

/** Whether anything narrows the search (beyond its order and page size). */
export function isFiltered(search: VehicleSearchParams): boolean {
  return Object.values(filtersOf(search)).some((value) => value !== undefined);
}

/** The filters alone (what a bulk change over every match sends): no order, no page. */
export function filtersOf(search: VehicleSearchParams) {
  const { q, category, listing, status, availability, hiddenPrice, photos } = search;
  return { q: q?.trim() || undefined, category, listing, status, availability, hiddenPrice, photos };
}

/** The search the server is asked for: the defaults filled in. */
export function searchInputOf(search: VehicleSearchParams) {
  return {
    ...filtersOf(search),
    sort: search.sort ?? 'newest',
    page: search.page ?? 1,
    pageSize: search.pageSize ?? ADMIN_VEHICLE_LIMITS.defaultPageSize,
  };
}
