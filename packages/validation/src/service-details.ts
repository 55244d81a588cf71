import { z } from 'zod';

import { holdsNone, integerBetween, MULTI_LINE_FORBIDDEN, requiredText, rule, typeRule } from './common.js';
import { MACHINE_TYPES } from './heavy-fleet.js';
import { daysBetween, isLocalDate, MAX_RENTAL_DAYS, todayInRome } from './rental-dates.js';
import { LocalDateSchema } from './reservations.js';
import { SERVICE_DETAIL_LIMITS as LIMITS, WORKSHOP_SLOTS } from './service-details-rules.js';
import { normalizeIdentifier, PLATE_PATTERN, VEHICLE_LIMITS } from './vehicle-rules.js';

// What a quote request says about its service, beyond the message: one JSON object whose `kind`
// names its shape. The three shapes share no field, so one nullable column holds whichever was
// given instead of a dozen columns that would be null on nearly every row (the trade-in's way).

/** A day the visitor wants something done: from today (in Rome), at most a year ahead. */
const wantedDay = LocalDateSchema.superRefine((date, ctx) => {
  // A day that does not exist has its own message already.
  if (!isLocalDate(date)) return;
  const today = todayInRome();
  if (date < today) ctx.addIssue({ code: 'custom', params: { code: 'date_in_past' } });
  else if (daysBetween(today, date) > MAX_RENTAL_DAYS) {
    ctx.addIssue({ code: 'custom', params: { code: 'date_too_far', maximum: MAX_RENTAL_DAYS } });
  }
});

const place = requiredText(LIMITS.place);

/** A plate as the office stores and searches plates: upper case, spaces dropped. */
const plate = z
  .string(typeRule('invalid_plate'))
  .transform(normalizeIdentifier)
  .pipe(
    z
      .string()
      .min(1, { abort: true })
      .max(VEHICLE_LIMITS.plate)
      .refine((value) => PLATE_PATTERN.test(value), rule('invalid_plate')),
  );

/** A heavy transport: from where to where, what, how heavy when known, and on which day. */
export const TransportDetailsInputSchema = z.strictObject({
  kind: z.literal('transport'),
  origin: place,
  destination: place,
  load: z.string().trim().min(1).max(LIMITS.load).refine(holdsNone(MULTI_LINE_FORBIDDEN), rule('control_characters')),
  weightKg: integerBetween(1, LIMITS.weightKg)
    .nullish()
    .transform((value) => value ?? null),
  date: wantedDay,
});

/** An earth-moving job: where, which machine (null: the visitor is not sure), with its operator or not, how long, from when. */
export const EarthworksDetailsInputSchema = z.strictObject({
  kind: z.literal('earthworks'),
  site: place,
  machine: z.enum(MACHINE_TYPES).nullable(),
  withOperator: z.boolean(),
  days: integerBetween(LIMITS.minDays, LIMITS.maxDays),
  startDate: wantedDay,
});

/** A repair or a wash: the vehicle's plate and the half day the visitor would bring it. */
export const WorkshopDetailsInputSchema = z.strictObject({
  kind: z.literal('workshop'),
  plate,
  day: wantedDay,
  slot: z.enum(WORKSHOP_SLOTS),
});

/**
 * `serviceDetails` of POST /api/contact: the fields the chosen service needs, each checked; a field
 * another shape has is refused by name, and a shape of another service by the request's schema.
 */
export const ServiceDetailsInputSchema = z.discriminatedUnion('kind', [
  TransportDetailsInputSchema,
  EarthworksDetailsInputSchema,
  WorkshopDetailsInputSchema,
]);
export type ServiceDetailsInput = z.input<typeof ServiceDetailsInputSchema>;

const integer = () => z.number().meta({ type: 'integer' });

const transportDetails = z.object({
  kind: z.literal('transport'),
  origin: z.string(),
  destination: z.string(),
  load: z.string(),
  weightKg: integer().nullable().meta({ description: 'The load in kg; null when the visitor did not say' }),
  date: z.string().meta({ format: 'date', description: 'The day wanted, `YYYY-MM-DD`' }),
});
const earthworksDetails = z.object({
  kind: z.literal('earthworks'),
  site: z.string(),
  machine: z.enum(MACHINE_TYPES).nullable().meta({ description: 'null: the visitor is not sure' }),
  withOperator: z.boolean(),
  days: integer(),
  startDate: z.string().meta({ format: 'date' }),
});
const workshopDetails = z.object({
  kind: z.literal('workshop'),
  plate: z.string(),
  day: z.string().meta({ format: 'date' }),
  slot: z.enum(WORKSHOP_SLOTS),
});

/**
 * The details as the back office reads them: the same shapes without the checks of a new request
 * (a day wanted then may be past now).
 */
export const ServiceDetailsSchema = z.discriminatedUnion('kind', [
  transportDetails,
  earthworksDetails,
  workshopDetails,
]);
export type ServiceDetails = z.output<typeof ServiceDetailsSchema>;

/**
 * The same or null, for an answer. OpenAPI 3.0 lets only a `type` be nullable, not a choice of
 * shapes: each shape is nullable in a choice that null satisfies through any of them.
 */
export const NullableServiceDetailsSchema = z.union([
  transportDetails.nullable(),
  earthworksDetails.nullable(),
  workshopDetails.nullable(),
]);

/** Stored details (JSON text) read back; null when there are none or they are not one of the shapes. */
export function readServiceDetails(json: string | null): ServiceDetails | null {
  if (json === null) return null;
  const parsed = ServiceDetailsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
