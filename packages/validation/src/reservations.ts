import { z } from 'zod';

import { IdSchema, optionalText, rule } from './common.js';
import type { IssueData } from './messages.js';
import { isLocalDate, LOCAL_DATE_PATTERN, periodIssues, type PeriodFields, todayInRome } from './rental-dates.js';

/** A calendar day in Europe/Rome, `YYYY-MM-DD`, that exists. */
export const LocalDateSchema = z
  .string(rule('invalid_date'))
  .regex(LOCAL_DATE_PATTERN, { ...rule('invalid_date'), abort: true })
  .refine(isLocalDate, rule('invalid_date'))
  .meta({ format: 'date', description: 'A local date in Europe/Rome, `YYYY-MM-DD`' });

/** Adds the issues of a period to a schema's context, as zod issues carrying the rule's code. */
export function addPeriodIssues(
  ctx: z.core.$RefinementCtx,
  from: string | null | undefined,
  to: string | null | undefined,
  fields: Omit<PeriodFields, 'notBefore'> & { notBeforeToday?: boolean },
): void {
  if (!from || !to) return;
  const notBefore = fields.notBeforeToday ? todayInRome() : undefined;
  const issues: IssueData[] = periodIssues(from, to, { ...fields, ...(notBefore ? { notBefore } : {}) });
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

/** A period of the admin's reservation list, each end optional. */
export const ReservationListQuerySchema = z.object({
  vehicleId: IdSchema.optional(),
  from: LocalDateSchema.optional(),
  to: LocalDateSchema.optional(),
});
export type ReservationListQuery = z.output<typeof ReservationListQuerySchema>;

export const RESERVATION_LIMITS = { customerName: 200, note: 2000 } as const;

/**
 * A reservation the office writes: a vehicle and an inclusive period (the office may record past
 * rentals), optionally the request it answers, the customer's name and a note.
 */
export const ReservationInputSchema = z
  .object({
    vehicleId: IdSchema,
    from: LocalDateSchema,
    to: LocalDateSchema,
    contactRequestId: IdSchema.nullish().transform((value) => value ?? null),
    customerName: optionalText(RESERVATION_LIMITS.customerName),
    note: optionalText(RESERVATION_LIMITS.note, { multiline: true }),
  })
  .superRefine((input, ctx) => addPeriodIssues(ctx, input.from, input.to, { fromField: 'from', toField: 'to' }));
export type ReservationInput = z.input<typeof ReservationInputSchema>;
export type ReservationData = z.output<typeof ReservationInputSchema>;

export const UpdateReservationSchema = z.object({ id: IdSchema, data: ReservationInputSchema });
export type UpdateReservation = z.output<typeof UpdateReservationSchema>;
