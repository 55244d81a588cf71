import { z } from 'zod';

import {
  holdsNone,
  IdSchema,
  integerBetween,
  optionalText,
  requiredText,
  rule,
  typeRule,
  SINGLE_LINE_FORBIDDEN,
} from './common.js';
import {
  IMAGE_FIELDS,
  normalizeIdentifier,
  PLATE_PATTERN,
  VIN_PATTERN,
  type ImageField,
  LISTING_TYPES,
  requiresRentalPrice,
  requiresSalePrice,
  splitFeatures,
  VEHICLE_CATEGORIES,
  VEHICLE_LIMITS,
  VEHICLE_STATUSES,
} from './vehicle-rules.js';
import { addCategoryIssues, heavyFleetShape } from './heavy-fleet-schemas.js';
import { todayInRome } from './rental-dates.js';
import { addSaleFactIssues, SaleFactsInputShape } from './sale-facts.js';
import { addPriceTierIssues, PriceTiersSchema } from './rental-offer.js';
import { LocalDateSchema } from './reservations.js';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './site.js';
import { readTranslations } from './vehicle-texts.js';

/** Image addresses are uploads of this site or absolute http(s) URLs; nothing else reaches an `src`. */
const ImageUrlSchema = z
  .string(typeRule('invalid_image_url'))
  .trim()
  .max(VEHICLE_LIMITS.imageUrl)
  .refine(
    // An upload name never starts with a dot: '/uploads/..' and '/uploads/.env' are not images of this site.
    (value) =>
      value === '' ||
      /^\/uploads\/(?!\.)[\w.-]+$/.test(value) ||
      (/^https?:\/\/[^\s"'<>]+$/.test(value) && !SINGLE_LINE_FORBIDDEN.test(value)),
    rule('invalid_image_url'),
  )
  .nullish()
  .transform((value) => (value ? value : null));

const FeaturesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? splitFeatures(value) : value),
  z
    .array(
      z
        .string(typeRule('invalid_feature'))
        .trim()
        .max(VEHICLE_LIMITS.feature)
        .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters')),
      typeRule('invalid_features'),
    )
    .max(VEHICLE_LIMITS.features, rule('too_many_features'))
    .transform((list) => list.filter((item) => item.length > 0)),
);

/** One language's texts, under the same rules as the Italian fields; the colour may be left empty there. */
const VehicleTextInputSchema = z.strictObject({
  description: optionalText(VEHICLE_LIMITS.description, { multiline: true }),
  features: FeaturesSchema.default([]),
  color: optionalText(VEHICLE_LIMITS.color),
});

/**
 * The texts in the other languages, by language code; a code the site has not (`xx`, or `it`,
 * whose texts are the vehicle's own fields) is refused. Languages left empty are dropped.
 */
export const VehicleTranslationsInputSchema = z
  .strictObject(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((code) => [code, VehicleTextInputSchema.optional()])) as Record<
      TranslationLanguage,
      z.ZodOptional<typeof VehicleTextInputSchema>
    >,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_language' : undefined) },
  )
  .nullish()
  .transform(readTranslations);

const currentYear = () => new Date().getFullYear();

const imageShape = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, ImageUrlSchema])) as Record<
  ImageField,
  typeof ImageUrlSchema
>;

/**
 * A plate or chassis number: normalised, checked against `pattern` (and `max`, when the pattern
 * has no length of its own); empty or missing is null.
 */
function identifier(pattern: RegExp, code: 'invalid_plate' | 'invalid_vin', max?: number) {
  const checked = z.string().refine((value) => value === '' || pattern.test(value), rule(code));
  return z
    .string(typeRule(code))
    .transform(normalizeIdentifier)
    .pipe(max === undefined ? checked : z.string().max(max).pipe(checked))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A whole number in [min, max], or null when missing. */
const optionalInteger = (min: number, max: number) =>
  integerBetween(min, max)
    .nullish()
    .transform((value) => value ?? null);

/** What names a car and its use, checked alike wherever a car is described (a listing, a trade-in). */
export const VehicleIdentityShape = {
  brand: requiredText(VEHICLE_LIMITS.brand),
  model: requiredText(VEHICLE_LIMITS.model),
  year: z
    .number()
    .int()
    .min(1900, rule('invalid_year'))
    .refine((year) => year <= currentYear() + 1, rule('invalid_year')),
  kilometers: integerBetween(0, 10_000_000),
};

/** POST and PUT /api/vehicles: snake_case as the documented API speaks it. */
export const VehicleInputSchema = z
  .object({
    ...VehicleIdentityShape,
    fuel_type: requiredText(VEHICLE_LIMITS.fuelType).default('benzina'),
    fuel_regulation: requiredText(VEHICLE_LIMITS.fuelRegulation),
    engine_displacement: optionalInteger(0, 100_000),
    horsepower: optionalInteger(0, 10_000),
    transmission: requiredText(VEHICLE_LIMITS.transmission).default('manuale'),
    color: requiredText(VEHICLE_LIMITS.color),
    price_per_day: optionalInteger(0, VEHICLE_LIMITS.maxCents),
    sale_price: optionalInteger(0, VEHICLE_LIMITS.maxCents),
    sale_price_euros: optionalInteger(0, VEHICLE_LIMITS.maxEuros),
    hide_price: z.boolean().default(false),
    vehicle_category: z.enum(VEHICLE_CATEGORIES).default('auto'),
    listing_type: z.enum(LISTING_TYPES).default('rental'),
    available: z.boolean().default(true),
    status: z.enum(VEHICLE_STATUSES).default('disponibile'),
    description: optionalText(VEHICLE_LIMITS.description, { multiline: true }),
    features: FeaturesSchema.default([]),
    translations: VehicleTranslationsInputSchema,
    ...imageShape,
    // The office's own fields: only administrators write and read them.
    plate: identifier(PLATE_PATTERN, 'invalid_plate', VEHICLE_LIMITS.plate),
    vin: identifier(VIN_PATTERN, 'invalid_vin'),
    internalNotes: optionalText(VEHICLE_LIMITS.internalNotes, { multiline: true }),
    // Rental terms, each null when the office states none.
    deposit_euros: optionalInteger(0, VEHICLE_LIMITS.maxEuros),
    km_per_day: optionalInteger(1, VEHICLE_LIMITS.kmPerDay),
    extra_km_cents: optionalInteger(0, VEHICLE_LIMITS.extraKmCents),
    min_driver_age: optionalInteger(VEHICLE_LIMITS.minDriverAge, VEHICLE_LIMITS.maxDriverAge),
    delivery_on_request: z.boolean().default(false),
    // What a buyer compares, each null when not stated.
    ...SaleFactsInputShape,
    price_tiers: PriceTiersSchema,
    // Doors and seats, and the figures of trucks and earth-moving machines.
    ...heavyFleetShape,
  })
  .superRefine((vehicle, ctx) => {
    addSaleFactIssues(vehicle, ctx);
    addCategoryIssues(vehicle, ctx);
    // An extra kilometre is one beyond those included: without them the price would mean nothing.
    if (vehicle.extra_km_cents !== null && vehicle.km_per_day === null) {
      ctx.addIssue({ code: 'custom', path: ['extra_km_cents'], params: { code: 'extra_km_needs_km' } });
    }
    if (requiresRentalPrice(vehicle.listing_type) && vehicle.price_per_day === null) {
      ctx.addIssue({ code: 'custom', path: ['price_per_day'], params: { code: 'rental_price_required' } });
    }
    if (requiresSalePrice(vehicle.listing_type) && vehicle.sale_price_euros === null) {
      ctx.addIssue({ code: 'custom', path: ['sale_price_euros'], params: { code: 'sale_price_required' } });
    }
    addPriceTierIssues(ctx, vehicle);
  });
export type VehicleInput = z.input<typeof VehicleInputSchema>;
export type VehicleData = z.output<typeof VehicleInputSchema>;

/**
 * The sale 'Vendi' records, every part optional (selling with no body is the documented call):
 * the price it went for in whole euros (at least 1), the day it was sold (not after today; today
 * when left out) and the buyer.
 */
export const VehicleSaleInputSchema = z
  .strictObject({
    priceEuros: integerBetween(1, VEHICLE_LIMITS.maxEuros).optional(),
    date: LocalDateSchema.refine((day) => day <= todayInRome(), rule('sale_in_future')).optional(),
    buyer: optionalText(VEHICLE_LIMITS.buyer),
  })
  // Written out where it is used (no $ref): an empty body is null, and OpenAPI 3.0 says so with `nullable` beside a type.
  .meta({ description: 'The sale; an empty body records the asking price and today' });
export type VehicleSaleInput = z.input<typeof VehicleSaleInputSchema>;

/** PUT /api/vehicles/{id}/sell: the vehicle and, in the body, its sale (none: an empty body). */
export const SellVehicleSchema = z.object({ id: IdSchema, sale: VehicleSaleInputSchema.nullish() });
export type SellVehicle = z.output<typeof SellVehicleSchema>;
