import { z } from 'zod';

import { heavyFleetAnswerShape } from './heavy-fleet-schemas.js';
import { BOOKING_MAIL_STATES, CONTACT_STATUSES, NOTIFICATION_STATES, REQUEST_AVAILABILITY } from './contact-rules.js';
import { PriceTiersAnswer, RentalQuoteSchema } from './rental-answers.js';
import { RESERVATION_STATES } from './reservation-rules.js';
import { WEEKDAYS } from './office-rules.js';
import { LANGUAGE_CODES, TRANSLATION_LANGUAGES, type TranslationLanguage } from './site.js';
import { LISTING_TYPES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from './vehicle-rules.js';
import { SaleFactsAnswerShape } from './sale-facts.js';
import { NullableServiceDetailsSchema } from './service-details.js';
import { TradeInSchema } from './trade-in.js';

// What the API answers, as schemas: REST serialises with them, OpenAPI shows them, tRPC checks its
// output with them. An object keeps only its own fields, so no answer carries a column it does not
// name; values are held to what the database enforces, so a row edited by hand is served, not a 500.

const isoDateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const id = z.int().positive();
const localDate = z.string().meta({ format: 'date', description: 'A local date in Europe/Rome, YYYY-MM-DD' });
const timeOfDay = z.string().meta({ description: 'A time of day in Europe/Rome, HH:MM', example: '10:00' });
/** A whole number documented, any number checked: SQLite keeps a hand edit's 2020.5, PostgreSQL's bigint passes 2^53. */
const integer = () => z.number().meta({ type: 'integer' });

/** What the current-user call answers. */
export const AuthUserSchema = z.object({ id, username: z.string(), isAdmin: z.boolean() }).meta({ id: 'AuthUser' });
export type AuthUser = z.output<typeof AuthUserSchema>;

/** A user as every answer shows it: never a password or its hash. */
export const AdminUserSchema = z
  .object({ id, username: z.string(), isAdmin: z.boolean(), createdAt: isoDateTime })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.output<typeof AdminUserSchema>;

const cents = (description: string) => integer().nonnegative().nullable().meta({ description });
const imageUrl = z
  .string()
  .nullable()
  .meta({ description: 'An uploaded photo (`/uploads/…`) or an absolute http(s) address; null when empty' });

/** The firm's texts of a vehicle in the languages besides Italian: only the languages written. */
const VehicleTextSchema = z
  .object({
    description: z.string().meta({ description: 'The description in this language; empty when not written' }),
    features: z.array(z.string()).meta({ description: 'The features in this language; empty when not written' }),
    color: z.string().meta({ description: "The colour's name in this language; empty when not written" }),
  })
  // Inline, not a named schema: OpenAPI 3.0 can only reach an optional named one through allOf.
  .meta({ description: "The vehicle's texts in one language" });

/** The firm's texts of a vehicle in the languages besides Italian: only the languages written. */
export const VehicleTranslationsSchema = z
  .object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((code) => [code, VehicleTextSchema.optional()])) as Record<
      TranslationLanguage,
      z.ZodOptional<typeof VehicleTextSchema>
    >,
  )
  .meta({
    id: 'VehicleTranslations',
    description:
      "By language code: the site's languages but Italian. A page in one of them shows each text written " +
      'there, else the Italian field. Languages with no text are left out.',
  });

/** A vehicle as every API answers it; prices are null when hidden from the public. */
export const VehicleSchema = z
  .object({
    id,
    brand: z.string(),
    model: z.string(),
    year: integer(),
    kilometers: integer().nonnegative(),
    fuel_type: z.string(),
    fuel_regulation: z.string(),
    engine_displacement: integer().nullable().meta({ description: 'cm³' }),
    horsepower: integer().nullable(),
    transmission: z.string(),
    doors: integer().meta({ description: 'A car states them; 0 when not stated (trucks may, machines never do)' }),
    seats: integer().meta({ description: 'A car states them; 0 when not stated (trucks may, machines never do)' }),
    color: z.string(),
    price_per_day: cents('Rental price per day, in cents'),
    sale_price: cents('Sale price in cents (sale_price_euros × 100 when that is set)'),
    sale_price_euros: integer().nonnegative().nullable().meta({ description: 'Sale price in whole euros' }),
    hide_price: z.boolean(),
    vehicle_category: z.enum(VEHICLE_CATEGORIES),
    listing_type: z.enum(LISTING_TYPES),
    available: z.boolean(),
    status: z.enum(VEHICLE_STATUSES),
    deposit_euros: integer()
      .nonnegative()
      .nullable()
      .meta({ description: 'Rental deposit in whole euros; null when not stated or when prices are hidden' }),
    km_per_day: integer().positive().nullable().meta({ description: 'Kilometres included per rental day' }),
    extra_km_cents: cents('Price of each kilometre beyond those included, in cents; null when prices are hidden'),
    min_driver_age: integer().nullable().meta({ description: "The driver's minimum age" }),
    delivery_on_request: z.boolean().meta({ description: 'The vehicle is delivered to the customer on request' }),
    ...SaleFactsAnswerShape,
    price_tiers: PriceTiersAnswer,
    ...heavyFleetAnswerShape,
    description: z.string().meta({ description: 'In Italian; the other languages are in `translations`' }),
    features: z.array(z.string()).meta({ description: 'In Italian; the other languages are in `translations`' }),
    translations: VehicleTranslationsSchema,
    image1: imageUrl,
    image2: imageUrl,
    image3: imageUrl,
    image4: imageUrl,
    image5: imageUrl,
    image6: imageUrl,
    image7: imageUrl,
    image8: imageUrl,
    image9: imageUrl,
    image10: imageUrl,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.output<typeof VehicleSchema>;

/** A vehicle as the back office reads it: with the office's own fields, which no public answer carries. */
export const AdminVehicleSchema = VehicleSchema.extend({
  plate: z.string().nullable().meta({ description: 'Registration plate (targa), upper case without spaces' }),
  vin: z.string().nullable().meta({ description: 'Chassis number (telaio, VIN), 17 characters' }),
  internalNotes: z.string().meta({ description: "The office's notes, never shown to the public" }),
  soldPriceEuros: integer()
    .positive()
    .nullable()
    .meta({ description: 'What the vehicle was sold for, in whole euros; null unless sold' }),
  soldOn: z.string().nullable().meta({ format: 'date', description: 'The day it was sold (Europe/Rome)' }),
  soldTo: z.string().nullable().meta({ description: 'The buyer, when the office recorded one' }),
}).meta({ id: 'AdminVehicle' });
export type AdminVehicle = z.output<typeof AdminVehicleSchema>;

/** One page of the back office's vehicle search, and how many vehicles match in all. */
export const AdminVehiclePageSchema = z
  .object({ items: z.array(AdminVehicleSchema), total: integer().nonnegative() })
  .meta({ id: 'AdminVehiclePage' });
export type AdminVehiclePage = z.output<typeof AdminVehiclePageSchema>;

/** What a change to several vehicles did. */
export const BulkVehicleResultSchema = z
  .object({ count: integer().nonnegative(), ids: z.array(id) })
  .meta({ id: 'BulkVehicleResult' });
export type BulkVehicleResult = z.output<typeof BulkVehicleResultSchema>;

/** An office (a `company_info` row) as the API answers it. */
export const OfficeSchema = z
  .object({
    id,
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    openingHours: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as Record<(typeof WEEKDAYS)[number], z.ZodString>,
    ),
    isMainOffice: z.boolean(),
    isActive: z.boolean(),
    turnaroundHours: z.int().nonnegative().meta({
      description: 'Hours a returned vehicle stays in the office (cleaning, checks) before it can go out again',
    }),
    oneWayFeeCents: cents('Charged once for a car returned here from another office; null: no one-way return here'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Office' });
export type Office = z.output<typeof OfficeSchema>;

/** A contact or quote request, as the back office reads it. */
export const ContactRequestSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    service: z.string(),
    message: z.string(),
    vehicleId: id.nullable(),
    vehicleLabel: z.string().nullable(),
    status: z.enum(CONTACT_STATUSES),
    language: z.enum(LANGUAGE_CODES).meta({ description: 'The language of the visitor and of their confirmation' }),
    page: z
      .string()
      .nullable()
      .meta({ description: 'The site path the form was sent from (e.g. `/de/veicoli/4`); null when not said' }),
    notification: z.enum(NOTIFICATION_STATES).meta({
      description:
        'The e-mails of the request: `sent`, `pending` (waiting for the mail server, retried), `failed` (given up ' +
        'after two days; may be sent again) or `off` (none queued: the server sends no e-mail)',
    }),
    confirmationSkipped: z.boolean().meta({
      description:
        "True when the visitor's confirmation was not sent: the confirmation limits were reached (per client " +
        'address, per recipient, per hour) or too many mails were waiting. The office was told all the same',
    }),
    pickupDate: localDate.nullable().meta({ description: 'First day of the rental asked for; null without dates' }),
    returnDate: localDate.nullable().meta({ description: 'Last day of the rental asked for; null without dates' }),
    pickupTime: timeOfDay.nullable().meta({ description: 'Pick-up time, Europe/Rome; null without dates' }),
    returnTime: timeOfDay.nullable().meta({ description: 'Return time, Europe/Rome; null without dates' }),
    pickupOfficeId: id.nullable().meta({ description: 'The office the vehicle is collected from' }),
    quotedPriceCents: cents('The rental as priced when sent (indicative), in cents; kept when the price is hidden'),
    pickupOfficeName: z.string().nullable().meta({ description: 'The name of the pick-up office; null without one' }),
    returnOfficeId: id.nullable().meta({ description: 'The office the vehicle goes back to, when another' }),
    quote: RentalQuoteSchema.nullable().meta({ description: 'The breakdown as quoted when sent; null without dates' }),
    withOperator: z.boolean().nullable().meta({ description: 'Machine wanted with its operator; null: not asked' }),
    availability: z
      .enum(REQUEST_AVAILABILITY)
      .nullable()
      .meta({
        description:
          'For a request with a vehicle and dates: `booked` (a reservation was made from it), `taken` (another ' +
          'reservation shares a day with its dates) or `free`; null otherwise',
      }),
    tradeIn: TradeInSchema.nullable().meta({ description: 'The car offered in part exchange; null without one' }),
    serviceDetails: NullableServiceDetailsSchema.meta({
      description:
        "What the service needs to be quoted, by `kind`: a heavy transport's route, load and day (`transport`), an " +
        "earth-moving job's site, machine, operator and days (`earthworks`), a repair's or a wash's plate and half day " +
        '(`workshop`); null when the visitor gave none',
    }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.output<typeof ContactRequestSchema>;

/** A vehicle booked by the office, from one day to another, both included. */
export const ReservationSchema = z
  .object({
    id,
    reference: z.string().meta({ description: "The booking's number, unique: `NBT-2026-00042`" }),
    status: z.enum(RESERVATION_STATES).meta({
      description:
        '`option` (held until `optionExpiresOn`), `confirmed`, `out` (with the customer), `returned`, ' +
        '`cancelled` or `no_show`; the last three are final, and the last two free the vehicle',
    }),
    optionExpiresOn: localDate.nullable().meta({ description: "An option's last day; null otherwise" }),
    vehicleId: id,
    vehicleLabel: z.string().meta({ description: 'Brand and model' }),
    plate: z.string().nullable().meta({ description: "The vehicle's registration plate, when recorded" }),
    from: localDate.meta({ description: 'Pick-up day' }),
    to: localDate.meta({ description: 'Return day' }),
    pickupTime: timeOfDay.meta({ description: 'Pick-up time, Europe/Rome' }),
    returnTime: timeOfDay.meta({ description: 'Return time, Europe/Rome' }),
    pickupOfficeId: id.nullable().meta({ description: 'The office the vehicle is collected from' }),
    pickupOfficeName: z.string().nullable().meta({ description: 'Its name; null when it was deleted' }),
    days: z.int().positive().meta({ description: 'The started 24-hour periods from pick-up to return' }),
    contactRequestId: id.nullable(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    note: z.string(),
    kilometersOut: z.int().nonnegative().nullable().meta({ description: 'The odometer when the vehicle went out' }),
    kilometersIn: z.int().nonnegative().nullable().meta({ description: 'The odometer when it came back' }),
    quote: RentalQuoteSchema.nullable().meta({ description: 'The breakdown of the request it was made from' }),
    history: z
      .array(
        z.object({
          status: z.enum(RESERVATION_STATES),
          kilometers: z.int().nonnegative().nullable(),
          username: z.string().nullable(),
          at: isoDateTime,
        }),
      )
      .meta({ description: 'Every state the booking took, oldest first, with who moved it and when' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.output<typeof ReservationSchema>;

/** The desk's day: the bookings that start and those that end on it, by vehicle; cancelled ones left out. */
export const ReservationDeskSchema = z
  .object({
    pickups: z.array(ReservationSchema),
    returns: z.array(ReservationSchema),
  })
  .meta({ id: 'ReservationDesk' });
export type ReservationDesk = z.output<typeof ReservationDeskSchema>;

/** A booking the office confirmed from a request: the reservation, the request now `contattata`, and the visitor's e-mail. */
export const ConfirmedBookingSchema = z
  .object({
    reservation: ReservationSchema,
    request: ContactRequestSchema,
    bookingMail: z.enum(BOOKING_MAIL_STATES).meta({
      description:
        "The visitor's booking confirmation: `queued`; not sent because the server sends no e-mail (`off`), one " +
        'already went for this request in the last 24 hours (`request_limit`) or the site reached its hourly number ' +
        'of office mails, MAIL_OFFICE_MAILS_PER_HOUR (`site_limit`). The booking is made in every case',
    }),
  })
  .meta({ id: 'ConfirmedBooking' });
export type ConfirmedBooking = z.output<typeof ConfirmedBookingSchema>;

/** The days a vehicle is booked, as the public sees them: periods, never who booked them. */
export const AvailabilitySchema = z
  .object({
    busy: z
      .array(
        z.object({
          from: localDate,
          fromTime: timeOfDay,
          to: localDate,
          toTime: timeOfDay,
        }),
      )
      .meta({
        description:
          'Booked periods from today to a year ahead, in order: from the pick-up (`from` at `fromTime`) until ' +
          'the vehicle is free again (`to` at `toTime`, the return plus the time the office needs), Europe/Rome',
      }),
  })
  .meta({ id: 'Availability' });
export type Availability = z.output<typeof AvailabilitySchema>;

/**
 * An administrator's private calendar address as stored: who made it, when, and its last reading;
 * never its token. Written out where it is used, not as a component: OpenAPI 3.0 cannot make a
 * reference nullable.
 */
export const CalendarFeedSchema = z.object({
  userId: id.meta({ description: 'The administrator who made it (each has at most one)' }),
  username: z.string(),
  includeNames: z.boolean().meta({ description: "Whether its events carry the customer's name" }),
  createdAt: isoDateTime,
  lastReadAt: isoDateTime.nullable().meta({ description: 'When a calendar last read it; null if none has' }),
});
export type CalendarFeed = z.output<typeof CalendarFeedSchema>;

/** The calendar addresses an administrator may see: their own, and everyone's for the main administrator. */
export const CalendarFeedsSchema = z
  .object({
    own: CalendarFeedSchema.nullable().meta({ description: "The caller's own address; null when they have none" }),
    others: z.array(CalendarFeedSchema).meta({
      description: "The other administrators' addresses: listed for the main administrator (user 1) only",
    }),
  })
  .meta({ id: 'CalendarFeeds' });
export type CalendarFeeds = z.output<typeof CalendarFeedsSchema>;

/** A calendar address just made: the one answer that holds its token. */
export const NewCalendarFeedSchema = CalendarFeedSchema.extend({
  url: z.string().meta({
    description:
      'The iCalendar address with its secret token (absolute with PUBLIC_URL): shown this once, only its hash is stored',
  }),
}).meta({ id: 'NewCalendarFeed' });
export type NewCalendarFeed = z.output<typeof NewCalendarFeedSchema>;

/** The answer of a write that has nothing else to say. */
export const SuccessSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
