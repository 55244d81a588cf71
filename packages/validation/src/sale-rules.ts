// The limits and choices of what a buyer compares, without zod: the browser reads them too.

/** New, used, 'km 0' (registered by a dealer, never driven) or ex-company. */
export const VEHICLE_CONDITIONS = ['nuovo', 'usato', 'km0', 'aziendale'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

/** Saloon, estate, SUV, coupé, convertible, van: the body-type filter's choices. */
export const BODY_TYPES = ['berlina', 'station_wagon', 'suv', 'coupe', 'cabrio', 'furgone'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const SALE_FACT_LIMITS = {
  previousOwners: 20,
  warrantyMonths: 120,
  consumptionL: 50,
  consumptionKwh: 100,
  co2: 999,
  minKerbWeight: 300,
  maxKerbWeight: 60_000,
} as const;

/** `YYYY-MM`, a real month. */
export const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The current month in Rome, `YYYY-MM`. */
export function monthInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(now);
}

/**
 * Whether a first registration fits the model year: not after this month, and not before the
 * year before the model year (a car of model year 2024 may be registered from 2023).
 */
export function firstRegistrationFits(month: string, year: number, thisMonth = monthInRome()): boolean {
  return month <= thisMonth && Number(month.slice(0, 4)) >= year - 1;
}
