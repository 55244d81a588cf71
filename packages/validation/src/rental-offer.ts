import { z } from 'zod';

import { IdSchema, integerBetween, optionalText, requiredText } from './common.js';
import { addPeriodIssues, LocalDateSchema, TimeOfDaySchema } from './reservations.js';
import { MAX_OPTION_QUANTITY, MAX_PRICE_TIERS, RENTAL_OPTION_PER } from './rental-quote.js';
import { MAX_RENTAL_DAYS } from './rental-dates.js';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './site.js';
import { type ListingType, requiresRentalPrice, VEHICLE_CATEGORIES, VEHICLE_LIMITS } from './vehicle-rules.js';

export const RENTAL_OPTION_LIMITS = { name: 80, description: 500, options: 20, sortOrder: 10_000 } as const;

/** A vehicle's tiers as written: whole days from 2 on (day 1 is the daily price) and cents. */
export const PriceTiersSchema = z
  .array(
    z.strictObject({
      min_days: integerBetween(2, MAX_RENTAL_DAYS),
      price_per_day: integerBetween(0, VEHICLE_LIMITS.maxCents),
    }),
  )
  .max(MAX_PRICE_TIERS)
  .nullish()
  .transform((tiers) => tiers ?? []);

/**
 * The tiers' rules, beside the vehicle's: only a rental listing has them, each from more days than
 * the one before and cheaper than it (the first cheaper than the daily price). Each issue names the
 * tier's field, its rule and the bound it broke, so the message says what would do.
 */
export function addPriceTierIssues(
  ctx: z.core.$RefinementCtx,
  vehicle: {
    listing_type: ListingType;
    price_per_day: number | null;
    price_tiers: readonly { min_days: number; price_per_day: number }[];
  },
): void {
  const tiers = vehicle.price_tiers;
  if (tiers.length === 0) return;
  if (!requiresRentalPrice(vehicle.listing_type)) {
    ctx.addIssue({ code: 'custom', path: ['price_tiers'], params: { code: 'tiers_need_rental' } });
    return;
  }
  let days = 0;
  let price = vehicle.price_per_day;
  tiers.forEach((tier, index) => {
    if (index > 0 && tier.min_days <= days) {
      const params = { code: 'tier_days_order', minimum: days + 1 };
      ctx.addIssue({ code: 'custom', path: ['price_tiers', index, 'min_days'], params });
    }
    if (price !== null && tier.price_per_day >= price) {
      const params = { code: 'tier_not_cheaper', maximum: price - 1 };
      ctx.addIssue({ code: 'custom', path: ['price_tiers', index, 'price_per_day'], params });
    }
    days = Math.max(days, tier.min_days);
    price = price === null ? tier.price_per_day : Math.min(price, tier.price_per_day);
  });
}

/** A text in Italian (required) and the other languages (optional; empty ones are dropped). */
function localizedText(max: number, required: boolean) {
  const other = Object.fromEntries(TRANSLATION_LANGUAGES.map((code) => [code, optionalText(max).optional()])) as Record<
    TranslationLanguage,
    z.ZodOptional<ReturnType<typeof optionalText>>
  >;
  return z
    .strictObject(
      { it: required ? requiredText(max) : optionalText(max), ...other },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_language' : undefined),
      },
    )
    .transform((text) => Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as { it: string });
}

/** POST and PUT /api/admin/rental-options: an option of the rental offer. */
export const RentalOptionInputSchema = z.object({
  name: localizedText(RENTAL_OPTION_LIMITS.name, true),
  description: localizedText(RENTAL_OPTION_LIMITS.description, false)
    .nullish()
    .transform((text) => text ?? {}),
  price_cents: integerBetween(0, VEHICLE_LIMITS.maxCents),
  per: z.enum(RENTAL_OPTION_PER),
  max_quantity: integerBetween(1, MAX_OPTION_QUANTITY).default(1),
  categories: z
    .array(z.enum(VEHICLE_CATEGORIES))
    .min(1)
    .max(VEHICLE_CATEGORIES.length)
    .default([...VEHICLE_CATEGORIES])
    .transform((list) => [...new Set(list)]),
  active: z.boolean().default(true),
  sort_order: integerBetween(-RENTAL_OPTION_LIMITS.sortOrder, RENTAL_OPTION_LIMITS.sortOrder).default(0),
});
export type RentalOptionInput = z.input<typeof RentalOptionInputSchema>;
export type RentalOptionData = z.output<typeof RentalOptionInputSchema>;

/** An option chosen for a rental, and how many. */
export const ChosenOptionsSchema = z
  .array(z.strictObject({ id: IdSchema, quantity: integerBetween(1, MAX_OPTION_QUANTITY) }))
  .max(RENTAL_OPTION_LIMITS.options)
  .nullish()
  .transform((options) => options ?? []);
export type ChosenOption = z.output<typeof ChosenOptionsSchema>[number];

/** POST /api/quote: a rental priced, nothing stored. */
export const QuoteInputSchema = z
  .object({
    vehicleId: IdSchema,
    pickupDate: LocalDateSchema,
    returnDate: LocalDateSchema,
    pickupTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    returnTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    options: ChosenOptionsSchema,
    pickupOfficeId: IdSchema.nullish().transform((value) => value ?? null),
    returnOfficeId: IdSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((quote, ctx) => {
    addPeriodIssues(
      ctx,
      quote.pickupDate,
      quote.returnDate,
      { fromField: 'pickupDate', toField: 'returnDate', returnTimeField: 'returnTime', notBeforeToday: true },
      quote,
    );
  });
export type QuoteInput = z.input<typeof QuoteInputSchema>;
export type QuoteData = z.output<typeof QuoteInputSchema>;
