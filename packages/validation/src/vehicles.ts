import { z } from 'zod';

import { integerBetween, optionalText, requiredText, SINGLE_LINE_FORBIDDEN } from './common.js';
import { messages } from './messages.js';
import {
  IMAGE_FIELDS,
  type ImageField,
  LISTING_TYPES,
  RENTAL_PRICE_REQUIRED_MESSAGE,
  requiresRentalPrice,
  requiresSalePrice,
  SALE_PRICE_REQUIRED_MESSAGE,
  splitFeatures,
  VEHICLE_CATEGORIES,
  VEHICLE_LIMITS,
  VEHICLE_STATUSES,
} from './vehicle-rules.js';

/** Image addresses are uploads of this site or absolute http(s) URLs; nothing else reaches an `src`. */
const ImageUrlSchema = z
  .string({ error: 'Indirizzo immagine non valido' })
  .trim()
  .max(VEHICLE_LIMITS.imageUrl, { error: messages.tooLong(VEHICLE_LIMITS.imageUrl) })
  .refine(
    // An upload name never starts with a dot: '/uploads/..' and '/uploads/.env' are not images of this site.
    (value) => value === '' || /^\/uploads\/(?!\.)[\w.-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value),
    { error: 'Indirizzo immagine non valido' },
  )
  .nullish()
  .transform((value) => (value ? value : null));

const FeaturesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? splitFeatures(value) : value),
  z
    .array(
      z
        .string({ error: 'Caratteristica non valida' })
        .trim()
        .max(VEHICLE_LIMITS.feature, { error: messages.tooLong(VEHICLE_LIMITS.feature) })
        .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: messages.controlCharacters }),
      { error: 'Elenco di caratteristiche non valido' },
    )
    .max(VEHICLE_LIMITS.features, { error: `Massimo ${VEHICLE_LIMITS.features} caratteristiche` })
    .transform((list) => list.filter((item) => item.length > 0)),
);

const currentYear = () => new Date().getFullYear();

const imageShape = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, ImageUrlSchema])) as Record<
  ImageField,
  typeof ImageUrlSchema
>;

/** POST and PUT /api/vehicles (spec §3, §5, §7): snake_case as the documented API speaks it. */
export const VehicleInputSchema = z
  .object({
    brand: requiredText(VEHICLE_LIMITS.brand),
    model: requiredText(VEHICLE_LIMITS.model),
    year: z
      .number({ error: messages.invalidNumber })
      .int({ error: messages.integer })
      .min(1900, { error: 'Anno non valido' })
      .refine((year) => year <= currentYear() + 1, { error: 'Anno non valido' }),
    kilometers: integerBetween(0, 10_000_000),
    fuel_type: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(VEHICLE_LIMITS.fuelType, { error: messages.tooLong(VEHICLE_LIMITS.fuelType) })
      .default('benzina'),
    fuel_regulation: requiredText(VEHICLE_LIMITS.fuelRegulation),
    engine_displacement: integerBetween(0, 100_000)
      .nullish()
      .transform((v) => v ?? null),
    horsepower: integerBetween(0, 10_000)
      .nullish()
      .transform((v) => v ?? null),
    transmission: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(VEHICLE_LIMITS.transmission, { error: messages.tooLong(VEHICLE_LIMITS.transmission) })
      .default('manuale'),
    doors: integerBetween(0, 10),
    seats: integerBetween(1, 100),
    color: requiredText(VEHICLE_LIMITS.color),
    price_per_day: integerBetween(0, VEHICLE_LIMITS.maxCents)
      .nullish()
      .transform((v) => v ?? null),
    sale_price: integerBetween(0, VEHICLE_LIMITS.maxCents)
      .nullish()
      .transform((v) => v ?? null),
    sale_price_euros: integerBetween(0, VEHICLE_LIMITS.maxEuros)
      .nullish()
      .transform((v) => v ?? null),
    hide_price: z.boolean({ error: 'Valore non valido' }).default(false),
    vehicle_category: z.enum(VEHICLE_CATEGORIES, { error: messages.invalidChoice }).default('auto'),
    listing_type: z.enum(LISTING_TYPES, { error: messages.invalidChoice }).default('rental'),
    available: z.boolean({ error: 'Valore non valido' }).default(true),
    status: z.enum(VEHICLE_STATUSES, { error: messages.invalidChoice }).default('disponibile'),
    description: optionalText(VEHICLE_LIMITS.description, { multiline: true }),
    features: FeaturesSchema.default([]),
    ...imageShape,
  })
  .superRefine((vehicle, ctx) => {
    if (requiresRentalPrice(vehicle.listing_type) && vehicle.price_per_day === null) {
      ctx.addIssue({ code: 'custom', path: ['price_per_day'], message: RENTAL_PRICE_REQUIRED_MESSAGE });
    }
    if (requiresSalePrice(vehicle.listing_type) && vehicle.sale_price_euros === null) {
      ctx.addIssue({ code: 'custom', path: ['sale_price_euros'], message: SALE_PRICE_REQUIRED_MESSAGE });
    }
  });
export type VehicleInput = z.input<typeof VehicleInputSchema>;
export type VehicleData = z.output<typeof VehicleInputSchema>;
