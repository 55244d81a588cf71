import type { ContactRequest } from './answers.js';
import { weekdayOf } from './office-hours.js';
import { type OpeningHours, WEEKDAYS } from './office-rules.js';
import type { FinanceTerms } from './finance.js';
import { addDays, todayInRome } from './rental-dates.js';
import type { ServiceDetails } from './service-details.js';
import type { VehicleInput } from './vehicles.js';

/* The demo data's and the tests' sample vehicle and office hours, written once. */

/**
 * The firm's flagship, the BMW M4 of the demo data: the vehicle the demo and every test start from
 * (each adds the pictures and changes what it is about).
 */
export const EXAMPLE_VEHICLE = {
  brand: 'BMW',
  model: 'M4 Competition',
  year: 2023,
  kilometers: 12500,
  fuel_type: 'benzina',
  fuel_regulation: 'Euro 6',
  engine_displacement: 2993,
  horsepower: 510,
  transmission: 'automatico',
  doors: 2,
  seats: 4,
  color: 'blu metallizzato',
  price_per_day: 35000,
  sale_price_euros: 89000,
  listing_type: 'both',
  vehicle_category: 'auto',
  description: 'Coupé sportiva dalle prestazioni straordinarie.',
  features: ['Head-up display', 'Fari laser'],
  deposit_euros: 3000,
  km_per_day: 200,
  extra_km_cents: 50,
  min_driver_age: 25,
  delivery_on_request: true,
} satisfies Omit<VehicleInput, `image${number}`>;

/** A plain diesel saloon for rent: the tests' second car, beside the flagship. */
export const EXAMPLE_SALOON = {
  brand: 'BMW',
  model: 'Serie 5',
  year: 2022,
  kilometers: 15000,
  fuel_type: 'diesel',
  fuel_regulation: 'Euro 6',
  engine_displacement: 1995,
  horsepower: 190,
  transmission: 'automatico',
  doors: 5,
  seats: 5,
  color: 'nero',
  price_per_day: 12000,
} satisfies Partial<VehicleInput>;

/** The demo fleet's crawler excavator as the office describes it: a machine's figures, no doors or seats. */
export const EXAMPLE_EXCAVATOR = {
  brand: 'Volvo',
  model: 'EC220E',
  vehicle_category: 'movimento_terra',
  fuel_regulation: 'Stage V',
  doors: null,
  seats: null,
  machine_type: 'escavatore',
  operating_weight_kg: 22_500,
  engine_hours: 3_200,
  max_digging_depth_mm: 6_700,
  bucket_capacity_l: 1_200,
  with_operator: 'optional',
} as const satisfies Partial<VehicleInput>;

/** A three-axle tractor unit as the office describes it: a haulier's figures, no doors or seats. */
export const EXAMPLE_TRACTOR = {
  brand: 'Scania',
  model: 'R 500',
  vehicle_category: 'camion',
  doors: null,
  seats: null,
  gross_weight_kg: 44_000,
  payload_kg: 26_000,
  axles: 3,
  wheel_formula: '6x2',
  cab: 'Highline',
} as const satisfies Partial<VehicleInput>;

/** A mini excavator for rent, with an operator if the customer wants one, brought to the site. */
export const EXAMPLE_MINI_EXCAVATOR = {
  brand: 'Kubota',
  model: 'KX027-4',
  vehicle_category: 'movimento_terra',
  listing_type: 'rental',
  doors: null,
  seats: null,
  machine_type: 'miniescavatore',
  operating_weight_kg: 2_700,
  engine_hours: 1_200,
  max_digging_depth_mm: 2_600,
  bucket_capacity_l: 80,
  with_operator: 'optional',
  delivery_on_request: true,
} as const satisfies Partial<VehicleInput>;

/** The finance terms the office states in the tests: TAN 5,99 %, € 300 to open, € 3 a month. */
export const EXAMPLE_FINANCE_TERMS = {
  tan_percent: 5.99,
  setup_fee_cents: 30_000,
  monthly_fee_cents: 300,
  months: [24, 36, 48],
  min_down_payment_percent: 20,
  updatedAt: '2026-11-01T10:00:00.000Z',
} satisfies NonNullable<FinanceTerms>;

/**
 * What a vehicle body may leave out, as the schema fills it in: a car for rent only, on show and
 * available, with no sale price.
 */
export const LISTING_DEFAULTS = {
  sale_price: null,
  sale_price_euros: null,
  hide_price: false,
  vehicle_category: 'auto',
  listing_type: 'rental',
  available: true,
  status: 'disponibile',
} as const satisfies Partial<VehicleInput>;

/** A vehicle that states no rental terms, as the API answers it. */
export const NO_RENTAL_TERMS = {
  deposit_euros: null,
  km_per_day: null,
  extra_km_cents: null,
  min_driver_age: null,
  delivery_on_request: false,
  price_tiers: [] as { min_days: number; price_per_day: number }[],
} as const;

/** A vehicle that states none of the facts a buyer compares, as the API answers it. */
export const NO_SALE_FACTS = {
  first_registration: null,
  previous_owners: null,
  warranty_months: null,
  service_history: null,
  vat_deductible: null,
  condition: null,
  body_type: null,
  consumption_l_100km: null,
  consumption_kwh_100km: null,
  co2_g_km: null,
  kerb_weight_kg: null,
  novice_driver_ok: null,
} as const;

/** The rental part of a request sent without dates, as the inbox reads it. */
export const NO_RENTAL_DATES = {
  pickupDate: null,
  returnDate: null,
  pickupTime: null,
  returnTime: null,
  pickupOfficeId: null,
  quotedPriceCents: null,
  pickupOfficeName: null,
  returnOfficeId: null,
  quote: null,
  availability: null,
} as const satisfies Partial<ContactRequest>;

/** A request's details, one for each service, as the office reads them: the day wanted is 7 December 2026. */
export const EXAMPLE_TRANSPORT_DETAILS = {
  kind: 'transport',
  origin: 'Cernusco',
  destination: 'Verona',
  load: 'Bobine',
  weightKg: 24_000,
  date: '2026-12-07',
} as const satisfies ServiceDetails;

/** An earth-moving job whose machine the customer leaves to the office, without an operator, for a day. */
export const EXAMPLE_EARTHWORKS_DETAILS = {
  kind: 'earthworks',
  site: 'Gorgonzola',
  machine: null,
  withOperator: false,
  days: 1,
  startDate: '2026-12-07',
} as const satisfies ServiceDetails;

/** A workshop visit on an afternoon. */
export const EXAMPLE_WORKSHOP_DETAILS = {
  kind: 'workshop',
  plate: 'AB123CD',
  day: '2026-12-07',
  slot: 'afternoon',
} as const satisfies ServiceDetails;

/** A week with the given days' hours and the others empty (closed, or not said). */
export function openingWeek(days: Partial<OpeningHours> = {}): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, days[day] ?? ''])) as OpeningHours;
}

/** The same hours every day of the week. */
export function everyDay(hours: string): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as OpeningHours;
}

/**
 * The first Monday `days` or more days from today in Rome: dates whose weekdays a test knows, so
 * it can book at an office closed on Sundays whatever day it runs.
 */
export function mondayFrom(days: number): string {
  let date = addDays(todayInRome(), days);
  while (weekdayOf(date) !== 'monday') date = addDays(date, 1);
  return date;
}

/** The demo office's hours: weekdays all day, Saturday morning, closed on Sunday. */
export const EXAMPLE_HOURS: OpeningHours = openingWeek({
  ...Object.fromEntries(WEEKDAYS.slice(0, 5).map((day) => [day, '08:00-18:00'])),
  saturday: '08:00-13:00',
});
