import { z } from 'zod';

import { ContactRequestSchema } from './answers.js';
import { holdsNone, rule, SINGLE_LINE_FORBIDDEN, wholeNumber } from './common.js';
import { CONTACT_STATUSES } from './contact-rules.js';
import { LocalDateSchema } from './reservations.js';
import { CONTACT_SERVICES } from './site.js';

// The back office's request inbox: searched, filtered and paged by the server, the filters in the
// query string as words and digits (REST) or the same values (tRPC).

export const REQUEST_SEARCH_LIMITS = { query: 100, maxPage: 100_000, maxPageSize: 100, defaultPageSize: 20 } as const;

/** GET /api/admin/contact-requests/search: the words, the filters and the page, every one optional. */
export const ContactRequestQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(REQUEST_SEARCH_LIMITS.query)
      .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters'))
      .optional()
      .meta({ description: 'Words found in the name, e-mail, phone or message, or the request id' }),
    status: z.enum(CONTACT_STATUSES).optional(),
    service: z.enum(CONTACT_SERVICES).optional(),
    vehicleId: wholeNumber(1, Number.MAX_SAFE_INTEGER, 16)
      .optional()
      .meta({ description: 'Only the requests about this vehicle' }),
    from: LocalDateSchema.optional().meta({ description: 'Received on this day (Europe/Rome) or later' }),
    to: LocalDateSchema.optional().meta({ description: 'Received on this day (Europe/Rome) or earlier' }),
    page: wholeNumber(1, REQUEST_SEARCH_LIMITS.maxPage, 9).default(1),
    pageSize: wholeNumber(1, REQUEST_SEARCH_LIMITS.maxPageSize, 9).default(REQUEST_SEARCH_LIMITS.defaultPageSize),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], params: { code: 'period_order' } });
    }
  });
export type ContactRequestQuery = z.output<typeof ContactRequestQuerySchema>;
export type ContactRequestQueryInput = z.input<typeof ContactRequestQuerySchema>;

/** One page of the inbox, how many requests match, and how many of those have each status. */
export const ContactRequestPageSchema = z
  .object({
    items: z.array(ContactRequestSchema),
    total: z.number().int().min(0),
    byStatus: z
      .object(
        Object.fromEntries(CONTACT_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
          (typeof CONTACT_STATUSES)[number],
          z.ZodNumber
        >,
      )
      .meta({ description: 'The matching requests of each status, the status filter left aside' }),
  })
  .meta({ id: 'ContactRequestPage' });
export type ContactRequestPage = z.output<typeof ContactRequestPageSchema>;
