import { z } from 'zod';

import { SuccessSchema } from './answers.js';
import {
  holdsNone,
  IdSchema,
  MULTI_LINE_FORBIDDEN,
  requiredText,
  rule,
  SINGLE_LINE_FORBIDDEN,
  typeRule,
} from './common.js';
import { CONTACT_LIMITS, CONTACT_PAGE_PATTERN, CONTACT_PHONE_PATTERN, CONTACT_STATUSES } from './contact-rules.js';
import { ChosenOptionsSchema } from './rental-offer.js';
import { addPeriodIssues, LocalDateSchema, TimeOfDaySchema } from './reservations.js';
import { CONTACT_SERVICES, LANGUAGE_CODES, SOURCE_LANGUAGE } from './site.js';
import { EMAIL_PATTERN, ENCODED_WORD } from './text-rules.js';
import { ServiceDetailsInputSchema } from './service-details.js';
import { detailKindOf } from './service-kinds.js';
import { TradeInInputSchema } from './trade-in.js';

/** A name: one line, and no encoded-word, which a mail reader would decode in the office mail's headers. */
const name = requiredText(CONTACT_LIMITS.name).refine(holdsNone(ENCODED_WORD), rule('encoded_word'));

/** POST /api/contact: the whole body the form sends. `website` is a honeypot that people never fill. */
export const ContactRequestInputSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z
      .string()
      .trim()
      .min(1)
      .max(CONTACT_LIMITS.email)
      .pipe(z.email({ pattern: EMAIL_PATTERN })),
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone)
      .regex(CONTACT_PHONE_PATTERN, rule('invalid_phone'))
      .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('invalid_phone'))
      .nullish()
      .transform((value) => value ?? ''),
    service: z.enum(CONTACT_SERVICES, rule('choose_service')),
    message: z
      .string()
      .trim()
      .min(1)
      .max(CONTACT_LIMITS.message)
      .refine(holdsNone(MULTI_LINE_FORBIDDEN), rule('control_characters')),
    vehicleId: IdSchema.nullish().transform((value) => value ?? null),
    /** The visitor's language, for the confirmation e-mail. */
    language: z.enum(LANGUAGE_CODES).default(SOURCE_LANGUAGE),
    /** The path of the page the form was sent from (no address of another site). */
    page: z
      .string(typeRule('invalid_page'))
      .trim()
      .max(CONTACT_LIMITS.page)
      .regex(CONTACT_PAGE_PATTERN, rule('invalid_page'))
      .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('invalid_page'))
      .nullish()
      .transform((value) => value || null),
    website: z.string().max(500).optional(),
    /** The rental's first and last day: both or neither, only with a vehicle, from today, at most a year. */
    pickupDate: LocalDateSchema.nullish().transform((value) => value ?? null),
    returnDate: LocalDateSchema.nullish().transform((value) => value ?? null),
    /** The times of the pick-up and the return (Europe/Rome, 10:00 when only the dates are given). */
    pickupTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    returnTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    /** The office the vehicle is collected from. */
    pickupOfficeId: IdSchema.nullish().transform((value) => value ?? null),
    /** The visitor's car offered in part exchange: only with a request about a car for sale. */
    tradeIn: TradeInInputSchema.nullish().transform((value) => value ?? null),
    /** The rental's options and the office the vehicle goes back to (the pick-up one when null). */
    options: ChosenOptionsSchema,
    returnOfficeId: IdSchema.nullish().transform((value) => value ?? null),
    /** For a machine the office rents with or without its operator: whether the visitor wants one. */
    withOperator: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    /** What the chosen service needs to be quoted (a transport's route, a workshop's plate); optional, the message may say it. */
    serviceDetails: ServiceDetailsInputSchema.nullish()
      // OpenAPI 3.0 states `nullable` only beside a `type`; each of the shapes is an object.
      .meta({ type: 'object' })
      .transform((value) => value ?? null),
  })
  .superRefine((request, ctx) => {
    if (request.serviceDetails !== null && request.serviceDetails.kind !== detailKindOf(request.service)) {
      ctx.addIssue({ code: 'custom', path: ['serviceDetails', 'kind'], params: { code: 'details_other_service' } });
    }
    const { pickupDate, returnDate } = request;
    if ((pickupDate === null) !== (returnDate === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [pickupDate === null ? 'pickupDate' : 'returnDate'],
        params: { code: 'dates_together' },
      });
    }
    for (const field of ['pickupTime', 'returnTime'] as const) {
      if (request[field] !== null && pickupDate === null && returnDate === null) {
        ctx.addIssue({ code: 'custom', path: [field], params: { code: 'times_need_dates' } });
      }
    }
    if (request.tradeIn !== null && request.vehicleId === null) {
      ctx.addIssue({ code: 'custom', path: ['tradeIn'], params: { code: 'trade_in_not_for_sale' } });
    }
    if (pickupDate !== null && request.vehicleId === null) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], params: { code: 'dates_need_vehicle' } });
    }
    addPeriodIssues(
      ctx,
      pickupDate,
      returnDate,
      { fromField: 'pickupDate', toField: 'returnDate', returnTimeField: 'returnTime', notBeforeToday: true },
      request,
    );
  });
export type ContactRequestInput = z.input<typeof ContactRequestInputSchema>;
export type ContactRequestData = z.output<typeof ContactRequestInputSchema>;

export const UpdateContactStatusSchema = z.object({
  id: IdSchema,
  status: z.enum(CONTACT_STATUSES),
});
export type UpdateContactStatus = z.infer<typeof UpdateContactStatusSchema>;

/**
 * A received quote request, and what the visitor is told next: whether the site mails the office
 * itself (then the form opens no e-mail draft) and whether a confirmation is on its way to them.
 */
export const ContactReceivedSchema = SuccessSchema.extend({
  mailed: z.boolean().meta({ description: 'The site e-mails the office itself (`SMTP_URL` set)' }),
  confirmation: z.boolean().meta({ description: "A confirmation e-mail is queued for the visitor's address" }),
}).meta({ id: 'ContactReceived' });
export type ContactReceived = z.output<typeof ContactReceivedSchema>;
