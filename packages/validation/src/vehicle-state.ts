// A vehicle's state as every rule reads it: sold, rentable, which prices a visitor may see, and
// whether two stretches of time meet. Without zod, so the browser may read it too. packages/db
// writes the same rules in SQL (its vehicle-state-sql.ts) and tests the two against each other.
import type { ListingType, VehicleStatus } from './vehicle-rules.js';

/** The status of a vehicle the firm has sold. */
export const SOLD_STATUS = 'venduto' satisfies VehicleStatus;
/** The listing of a vehicle offered for sale only, never rented. */
export const SALE_ONLY_LISTING = 'sale' satisfies ListingType;

/** Whether the firm has sold the vehicle: it is rented no more. */
export function isSold(vehicle: { status: string }): boolean {
  return vehicle.status === SOLD_STATUS;
}

type RentalState = { listing_type: string; available: boolean; status: string };

/** Why a vehicle cannot be booked for dates (listed for sale only, sold, not available); undefined when it can. */
export function whyNotRentable(vehicle: RentalState): 'sale_only' | 'sold' | 'unavailable' | undefined {
  // The literals, not `isSold`: this runs in the vehicle page's first script, where each byte counts.
  if (vehicle.listing_type === 'sale') return 'sale_only';
  if (vehicle.status === 'venduto') return 'sold';
  if (!vehicle.available) return 'unavailable';
  return undefined;
}

/** A vehicle that can be booked for dates: for rent, available and not sold. */
export function isRentable(vehicle: RentalState): boolean {
  return whyNotRentable(vehicle) === undefined;
}

/**
 * Which of a vehicle's prices a visitor may see: none when the firm keeps them to itself
 * (`hide_price`), and no rental price (daily rate, deposit, extra kilometre) of a sold vehicle.
 */
export function publicPrices(vehicle: { hide_price: boolean; status: string }): { rental: boolean; sale: boolean } {
  return { rental: !vehicle.hide_price && !isSold(vehicle), sale: !vehicle.hide_price };
}

/**
 * A stretch of time, `[startsAt, endsAt)`: it includes its start and not its end, so a rental
 * returned at 14:00 leaves room for one collected at 14:00. Either end may be left out (open).
 * The ends are ISO instants in UTC, or calendar days `YYYY-MM-DD`: both order as strings.
 */
export interface HalfOpenPeriod {
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

/** Whether two half-open periods share a moment; an end left out reaches forever. */
export function periodsOverlap(a: HalfOpenPeriod, b: HalfOpenPeriod): boolean {
  const before = (start: string | undefined, end: string | undefined) =>
    start === undefined || end === undefined || start < end;
  return before(a.startsAt, b.endsAt) && before(b.startsAt, a.endsAt);
}
