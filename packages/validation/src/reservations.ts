import { z } from 'zod';

import { IdSchema, optionalText, rule } from './common.js';
import type { IssueData } from './messages.js';
import {
  isLocalDate,
  LOCAL_DATE_PATTERN,
  periodIssues,
  type PeriodFields,
  TIME_OF_DAY_PATTERN,
  todayInRome,
  DEFAULT_RENTAL_TIME,
} from './rental-dates.js';
import { KILOMETRE_STATES, MAX_ODOMETER_KM, NEW_RESERVATION_STATES, RESERVATION_STATES } from './reservation-rules.js';

/** The longest words searched for among the bookings. */
const RESERVATION_SEARCH_MAX = 100;

/** A calendar day in Europe/Rome, `YYYY-MM-DD`, that exists. */
export const LocalDateSchema = z
  .string(rule('invalid_date'))
  .regex(LOCAL_DATE_PATTERN, { ...rule('invalid_date'), abort: true })
  .refine(isLocalDate, rule('invalid_date'))
  .meta({ format: 'date', description: 'A local date in Europe/Rome, `YYYY-MM-DD`' });

/** A time of day in Europe/Rome, `HH:MM`. */
export const TimeOfDaySchema = z
  .string(rule('invalid_time'))
  .regex(TIME_OF_DAY_PATTERN, rule('invalid_time'))
  .meta({ description: 'A time of day in Europe/Rome, `HH:MM`', example: '10:00' });

/** Adds the issues of a period to a schema's context, as zod issues carrying the rule's code. */
export function addPeriodIssues(
  ctx: z.core.$RefinementCtx,
  from: string | null | undefined,
  to: string | null | undefined,
  fields: Omit<PeriodFields, 'notBefore'> & { notBeforeToday?: boolean },
  times?: { pickupTime?: string | null | undefined; returnTime?: string | null | undefined },
): void {
  if (!from || !to) return;
  const notBefore = fields.notBeforeToday ? todayInRome() : undefined;
  const issues: IssueData[] = periodIssues(from, to, { ...fields, ...(notBefore ? { notBefore } : {}) }, times);
  for (const issue of issues) {
    ctx.addIssue({
      code: 'custom',
      path: [issue.path],
      params: { code: issue.params?.code, ...(issue.maximum === undefined ? {} : { maximum: issue.maximum }) },
    });
  }
}

/** A new private calendar address: the customers' names are left out unless asked for. */
export const MakeCalendarFeedSchema = z.object({
  includeNames: z.boolean().default(false).meta({ description: "Put the customer's name in each event" }),
});
export type MakeCalendarFeed = z.output<typeof MakeCalendarFeedSchema>;

/** Whose calendar address to end: one's own unless another user's id is given (the main administrator only). */
export const RevokeCalendarFeedSchema = z.object({ userId: IdSchema.optional() });
export type RevokeCalendarFeed = z.output<typeof RevokeCalendarFeedSchema>;

/**
 * The admin's reservation list: those sharing a day with a period (each end optional), of one
 * vehicle or all; with `q`, those whose customer name, e-mail, phone, vehicle plate or reference
 * holds the words (every booking, cancelled ones included, newest first, at most 100).
 */
export const ReservationListQuerySchema = z.object({
  vehicleId: IdSchema.optional(),
  from: LocalDateSchema.optional(),
  to: LocalDateSchema.optional(),
  q: optionalText(RESERVATION_SEARCH_MAX)
    .transform((value) => value || undefined)
    .optional()
    .meta({ description: 'Words of the customer name, e-mail, phone, plate or reference' }),
});
export type ReservationListQuery = z.output<typeof ReservationListQuerySchema>;

export const RESERVATION_LIMITS = { customerName: 200, customerEmail: 100, customerPhone: 30, note: 2000 } as const;

/**
 * A reservation the office writes: a vehicle, the pick-up and return days with their times (10:00
 * when not given) and the office it is collected from (the main one when not given; the office may
 * record past rentals), optionally the request it answers, the customer's name and a note.
 */
export const ReservationInputSchema = z
  .object({
    vehicleId: IdSchema,
    from: LocalDateSchema,
    to: LocalDateSchema,
    pickupTime: TimeOfDaySchema.default(DEFAULT_RENTAL_TIME),
    returnTime: TimeOfDaySchema.default(DEFAULT_RENTAL_TIME),
    pickupOfficeId: IdSchema.nullish().transform((value) => value ?? null),
    contactRequestId: IdSchema.nullish().transform((value) => value ?? null),
    customerName: optionalText(RESERVATION_LIMITS.customerName),
    customerEmail: optionalText(RESERVATION_LIMITS.customerEmail),
    customerPhone: optionalText(RESERVATION_LIMITS.customerPhone),
    note: optionalText(RESERVATION_LIMITS.note, { multiline: true }),
    /** Ignored when a reservation is changed: its state moves through the status operation only. */
    status: z.enum(NEW_RESERVATION_STATES).default('confirmed'),
    /** An option's last day; null for a confirmed booking. Required with `option`. */
    optionExpiresOn: LocalDateSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    addPeriodIssues(
      ctx,
      input.from,
      input.to,
      { fromField: 'from', toField: 'to', returnTimeField: 'returnTime' },
      input,
    );
    if (input.status === 'option' && !input.optionExpiresOn) {
      ctx.addIssue({ code: 'custom', path: ['optionExpiresOn'], params: { code: 'option_expiry_required' } });
    }
  });
export type ReservationInput = z.input<typeof ReservationInputSchema>;
export type ReservationData = z.output<typeof ReservationInputSchema>;

export const UpdateReservationSchema = z.object({ id: IdSchema, data: ReservationInputSchema });
export type UpdateReservation = z.output<typeof UpdateReservationSchema>;

const statusMoveShape = {
  status: z.enum(RESERVATION_STATES),
  kilometers: z
    .int(rule('invalid_kilometers'))
    .min(0, rule('invalid_kilometers'))
    .max(MAX_ODOMETER_KM, rule('invalid_kilometers'))
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: 'The odometer reading, with `out` and `returned` only' }),
};

function addKilometreIssues(
  input: { status: (typeof RESERVATION_STATES)[number]; kilometers: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const needed = (KILOMETRE_STATES as readonly string[]).includes(input.status);
  const given = input.kilometers !== null && input.kilometers !== undefined;
  if (needed && !given) {
    ctx.addIssue({ code: 'custom', path: ['kilometers'], params: { code: 'kilometers_required' } });
  }
  if (!needed && given) {
    ctx.addIssue({ code: 'custom', path: ['kilometers'], params: { code: 'kilometers_not_expected' } });
  }
}

/**
 * A move in a booking's life (see RESERVATION_MOVES) as REST's body carries it:
 * `{ "status": "out", "kilometers": 12345 }`. The kilometres come with `out` and `returned`, and
 * with no other state.
 */
export const ReservationStatusMoveSchema = z.object(statusMoveShape).superRefine(addKilometreIssues);

/** A move of the booking `id`: the body's fields and the path's id, as tRPC takes them. */
export const ReservationStatusChangeSchema = z
  .object({ id: IdSchema, ...statusMoveShape })
  .superRefine(addKilometreIssues);
export type ReservationStatusChange = z.output<typeof ReservationStatusChangeSchema>;

/** The desk's day: the pick-ups and returns of one day in Europe/Rome. */
export const ReservationDeskQuerySchema = z.object({ date: LocalDateSchema });
export type ReservationDeskQuery = z.output<typeof ReservationDeskQuerySchema>;
