import {
  type AdminVehicle,
  COMPANY,
  type ContactRequest,
  DEFAULT_OPENING_HOURS,
  imagesToFields,
  NO_HEAVY_FIGURES,
  type Office,
  rentalDays,
  type RentalOption,
  type Reservation,
  type Vehicle,
} from '@nbt/validation';
import { EXAMPLE_VEHICLE, NO_RENTAL_DATES, NO_SALE_FACTS } from '@nbt/validation/examples';

let nextId = 1;

/** What a public read carries for a vehicle whose price the firm hides: the flag and no price. */
export const HIDDEN_PRICE = {
  hide_price: true,
  price_per_day: null,
  sale_price: null,
  sale_price_euros: null,
  deposit_euros: null,
  extra_km_cents: null,
} as const satisfies Partial<Vehicle>;

/**
 * A complete vehicle for tests, as the API answers it: a BMW for rent and sale unless
 * `overrides` says otherwise. Ids count up so that lists of fixtures stay distinct.
 */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = nextId++;
  return {
    id,
    ...EXAMPLE_VEHICLE,
    ...NO_SALE_FACTS,
    features: [...EXAMPLE_VEHICLE.features],
    price_per_day: 5000,
    sale_price: 8900000,
    sale_price_euros: 89000,
    hide_price: false,
    available: true,
    status: 'disponibile',
    translations: {},
    price_tiers: [],
    ...NO_HEAVY_FIGURES,
    ...imagesToFields(['/uploads/bmw-1.jpg', '/uploads/bmw-2.jpg', '/uploads/bmw-3.jpg']),
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The same vehicle as the back office reads it: with the office's own fields, empty unless given. */
export function makeAdminVehicle(overrides: Partial<AdminVehicle> = {}): AdminVehicle {
  return {
    plate: null,
    vin: null,
    internalNotes: '',
    soldPriceEuros: null,
    soldOn: null,
    soldTo: null,
    ...makeVehicle(overrides),
  };
}

/** An active option of the rental catalogue, by the day, for cars: a kasko unless `overrides` says otherwise. */
export function makeRentalOption(overrides: Partial<RentalOption> = {}): RentalOption {
  return {
    id: 1,
    name: { it: 'Kasko' },
    description: {},
    price_cents: 2500,
    per: 'day',
    max_quantity: 1,
    categories: ['auto'],
    active: true,
    sort_order: 0,
    ...overrides,
  };
}

/** The firm's main office as the API answers it, open on weekdays and Saturday morning unless `overrides` says otherwise. */
export function makeOffice(overrides: Partial<Office> = {}): Office {
  return {
    id: 1,
    name: 'Sede di Assago',
    phone: COMPANY.phone,
    email: COMPANY.email,
    address: COMPANY.address.street,
    city: COMPANY.address.city,
    postalCode: COMPANY.address.postalCode,
    country: COMPANY.address.country,
    openingHours: { ...DEFAULT_OPENING_HOURS, monday: '08:00-18:00', saturday: '08:00-13:00', sunday: '' },
    isMainOffice: true,
    isActive: true,
    turnaroundHours: 0,
    oneWayFeeCents: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let nextReservation = 1;

/**
 * A booking as the back office reads it: confirmed, collected at the main office at 10:00 and
 * returned at 10:00, with a customer who can be called, made with no history beyond its creation
 * unless `overrides` says otherwise; its days counted from its dates and times unless given. Ids
 * and references count up.
 */
export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  const id = nextReservation++;
  const reservation: Reservation = {
    id,
    reference: `NBT-2026-${String(id).padStart(5, '0')}`,
    status: 'confirmed',
    optionExpiresOn: null,
    vehicleId: 4,
    vehicleLabel: 'BMW Serie 5',
    plate: 'GA123BC',
    from: '2026-12-03',
    to: '2026-12-05',
    pickupTime: '10:00',
    returnTime: '10:00',
    pickupOfficeId: 1,
    pickupOfficeName: 'Sede di Assago',
    days: 2,
    contactRequestId: null,
    customerName: 'Mario Rossi',
    customerEmail: 'mario.rossi@example.com',
    customerPhone: '+39 333 123 4567',
    note: '',
    kilometersOut: null,
    kilometersIn: null,
    quote: null,
    history: [{ status: 'confirmed', kilometers: null, username: 'admin', at: '2026-11-20T09:30:00.000Z' }],
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
  const { from, to, pickupTime, returnTime } = reservation;
  const days = rentalDays({ pickupDate: from, returnDate: to, pickupTime, returnTime });
  return { ...reservation, days: overrides.days ?? days };
}

/**
 * A visitor's request as the back office reads it: new, in Italian, about the BMW from its page,
 * with no rental dates and its confirmation sent, unless `overrides` says otherwise.
 */
export function makeContactRequest(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    id: 1,
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.com',
    phone: '333 123 4567',
    service: 'Noleggio Auto di Lusso',
    message: 'Vorrei noleggiare la BMW per un weekend.',
    vehicleId: 4,
    vehicleLabel: 'BMW Serie 5 (2023)',
    status: 'nuova',
    language: 'it',
    page: '/veicoli/4',
    ...NO_RENTAL_DATES,
    tradeIn: null,
    serviceDetails: null,
    notification: 'sent',
    confirmationSkipped: false,
    createdAt: '2026-03-01T10:30:00.000Z',
    withOperator: null,
    ...overrides,
  };
}
