import { z } from 'zod';

import { holdsNone, IdSchema, rule, SINGLE_LINE_FORBIDDEN, wholeNumber } from './common.js';
import {
  ADMIN_VEHICLE_LIMITS,
  ADMIN_VEHICLE_SORTS,
  LISTING_TYPES,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
} from './vehicle-rules.js';

// The back office's vehicle search and its changes to several vehicles at once. A query string
// carries only text, so every filter is a word and the numbers are read from digits; a tRPC call
// sends the same words and either numbers or digits.

const flag = z.enum(['true', 'false']);

/** What narrows the search: the words typed and the filters chosen; every one optional. */
export const AdminVehicleFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_VEHICLE_LIMITS.query)
    .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters'))
    .optional()
    .meta({ description: 'Words found in the brand, model, plate or chassis number, or the id' }),
  category: z.enum(VEHICLE_CATEGORIES).optional(),
  listing: z.enum(LISTING_TYPES).optional(),
  status: z.enum(VEHICLE_STATUSES).optional(),
  availability: z.enum(['available', 'unavailable']).optional(),
  hiddenPrice: flag
    .optional()
    .meta({ description: '`true`: only vehicles whose price is hidden; `false`: the others' }),
  rentable: flag.optional().meta({
    description: '`true`: only vehicles that can be booked (for rent, available, not sold); `false`: the others',
  }),
  photos: flag.optional().meta({ description: '`false`: only vehicles without any photo; `true`: those with one' }),
});
export type AdminVehicleFilter = z.output<typeof AdminVehicleFilterSchema>;

/** GET /api/admin/vehicles: the filters, the order and the page. */
export const AdminVehicleQuerySchema = AdminVehicleFilterSchema.extend({
  sort: z
    .enum(ADMIN_VEHICLE_SORTS)
    .default('newest')
    .meta({
      description:
        'The order of the whole search: by creation (`newest`, `oldest`), listed price (the daily rate, else the ' +
        'sale price; none last), year, kilometres, plate (none last), brand and model, or status; ties by id',
    }),
  page: wholeNumber(1, ADMIN_VEHICLE_LIMITS.maxPage, 9).default(1),
  pageSize: wholeNumber(1, ADMIN_VEHICLE_LIMITS.maxPageSize, 9).default(ADMIN_VEHICLE_LIMITS.defaultPageSize),
});
export type AdminVehicleQuery = z.output<typeof AdminVehicleQuerySchema>;
export type AdminVehicleQueryInput = z.input<typeof AdminVehicleQuerySchema>;

/** What a bulk change does to each vehicle it selects. */
export const BulkVehicleChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('available'), value: z.boolean() }),
  z.object({ kind: z.literal('status'), value: z.enum(VEHICLE_STATUSES) }),
  z.object({ kind: z.literal('hide_price'), value: z.boolean() }),
  z.object({ kind: z.literal('delete') }),
]);
export type BulkVehicleChange = z.output<typeof BulkVehicleChangeSchema>;

/**
 * POST /api/admin/vehicles/bulk: the vehicles by id (those ticked) or by search (all that match),
 * and the change.
 */
export const BulkVehicleInputSchema = z
  .object({
    ids: z
      .array(IdSchema)
      .min(1)
      .max(ADMIN_VEHICLE_LIMITS.maxBulk, rule('bulk_too_many'))
      .transform((ids) => [...new Set(ids)])
      .optional(),
    match: AdminVehicleFilterSchema.optional(),
    change: BulkVehicleChangeSchema,
  })
  .superRefine((input, ctx) => {
    if ((input.ids === undefined) === (input.match === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], params: { code: 'bulk_selection' } });
    }
  });
export type BulkVehicleInput = z.input<typeof BulkVehicleInputSchema>;
export type BulkVehicleData = z.output<typeof BulkVehicleInputSchema>;
