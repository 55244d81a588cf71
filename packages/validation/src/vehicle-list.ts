import { z } from 'zod';

import { VehicleSchema } from './answers.js';
import { holdsNone, rule, wholeNumber } from './common.js';
import { addPeriodIssues, LocalDateSchema } from './reservations.js';
import { SINGLE_LINE_FORBIDDEN } from './text-rules.js';
import {
  MAX_SEATS_FILTER,
  MAX_VEHICLE_PAGE,
  MAX_VEHICLE_PAGE_SIZE,
  VEHICLE_FILTER_MAX,
  VEHICLE_SORTS,
  LIST_TABS,
} from './vehicle-browse.js';
import { VEHICLE_LIMITS } from './vehicle-rules.js';
import { BODY_TYPES, MONTH_PATTERN, SALE_FACT_LIMITS, VEHICLE_CONDITIONS } from './sale-rules.js';
import { HEAVY_LIMITS, MACHINE_TYPES } from './heavy-fleet.js';

/** A filter's text: trimmed, one line, at most 100 characters; empty means no filter. */
const filterText = z
  .string()
  .trim()
  .max(VEHICLE_FILTER_MAX)
  .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters'))
  .transform((value) => value || undefined);

/**
 * The query of the vehicle list. `from` and `to`: both or neither; from today, the last day not
 * before the first, at most a year. The filters, the site's tab and the order narrow and order it;
 * `page` and `per_page` cut it into pages (the whole list without them).
 */
export const VehicleListQuerySchema = z
  .object({
    from: LocalDateSchema.optional(),
    to: LocalDateSchema.optional(),
    tab: z
      .enum(LIST_TABS)
      .optional()
      .meta({
        description:
          "The site's tabs: `noleggio` (for rent), `auto` (every car for sale, for rent and sale too; sold ones " +
          'last), `tir` (trucks), `movimento-terra` (earth-moving machines)',
      }),
    q: filterText.optional().meta({ description: 'Words that must all appear in the brand or model' }),
    brand: filterText.optional(),
    fuel_type: filterText.optional(),
    transmission: filterText.optional(),
    // Whole euros: the daily rate (the sale price on the `auto` and `tir` tabs), as the operation says.
    min_price: wholeNumber(0, VEHICLE_LIMITS.maxEuros).optional(),
    max_price: wholeNumber(0, VEHICLE_LIMITS.maxEuros).optional(),
    // At least this many seats.
    seats: wholeNumber(1, MAX_SEATS_FILTER).optional(),
    // What a buyer compares: a vehicle that does not state a fact matches no filter on it.
    condition: z.enum(VEHICLE_CONDITIONS).optional(),
    body_type: z.enum(BODY_TYPES).optional(),
    registered_from: z
      .string()
      .regex(MONTH_PATTERN)
      .optional()
      .meta({ description: 'First registered in this month (`YYYY-MM`) or later' }),
    max_km: wholeNumber(0, 10_000_000).optional(),
    max_owners: wholeNumber(0, SALE_FACT_LIMITS.previousOwners).optional(),
    vat_deductible: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
      .optional()
      .meta({ description: "`true`: only vehicles whose VAT a company may deduct ('IVA esposta')" }),
    // Trucks and machines, only those that state the figure: a payload of at least so many kg, so
    // many axles, a type, an operating weight of at most so many kg, and `with_operator` `true` for
    // machines that come with an operator, `false` for those rented without one.
    min_payload_kg: wholeNumber(0, HEAVY_LIMITS.weightKg).optional(),
    axles: wholeNumber(HEAVY_LIMITS.minAxles, HEAVY_LIMITS.maxAxles).optional(),
    machine_type: z.enum(MACHINE_TYPES).optional(),
    max_operating_weight_kg: wholeNumber(1, HEAVY_LIMITS.weightKg).optional(),
    with_operator: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
    sort: z.enum(VEHICLE_SORTS).optional(),
    page: wholeNumber(1, MAX_VEHICLE_PAGE).optional(),
    per_page: wholeNumber(1, MAX_VEHICLE_PAGE_SIZE).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], params: { code: 'dates_together' } });
    }
    addPeriodIssues(ctx, query.from, query.to, { fromField: 'from', toField: 'to', notBeforeToday: true });
    if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], params: { code: 'price_range' } });
    }
  });
export type VehicleListQuery = z.output<typeof VehicleListQuerySchema>;
export type VehicleListQueryInput = z.input<typeof VehicleListQuerySchema>;

const count = z.number().int().min(0);

/** A page of the list as the site's list page reads it: the vehicles, the totals and the filters' choices. */
export const VehiclePageSchema = z.object({
  vehicles: z.array(VehicleSchema),
  total: count,
  page: count,
  per_page: count,
  pages: count,
  tabs: z.object({ noleggio: count, auto: count, tir: count, 'movimento-terra': count }),
  options: z.object({
    machine_types: z.array(z.enum(MACHINE_TYPES)),
    axles: z.array(count),
    brands: z.array(z.string()),
    fuels: z.array(z.string()),
    transmissions: z.array(z.string()),
    seats: z.array(count),
  }),
});
