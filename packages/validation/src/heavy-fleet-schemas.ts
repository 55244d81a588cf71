import { z } from 'zod';

import { holdsNone, integerBetween, rule } from './common.js';
import {
  CATEGORY_FIELDS,
  type CategoryField,
  HEAVY_LIMITS,
  MACHINE_TYPES,
  OPERATOR_CHOICES,
  requiresDoorsAndSeats,
  takesDoorsAndSeats,
  WHEEL_FORMULAS,
} from './heavy-fleet.js';
import { SINGLE_LINE_FORBIDDEN } from './text-rules.js';
import type { VehicleCategory } from './vehicle-rules.js';

/** A whole number in [min, max], or null when not stated. */
const figure = (min: number, max: number) =>
  integerBetween(min, max)
    .nullish()
    .transform((value) => value ?? null);

/** One of `values`, or null when not stated (an empty text included, as a form or a sheet sends it). */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? null : value), z.enum(values).nullish()).transform((value) => value ?? null);

/** The heavy fleet's figures in the vehicle input, each null when the office states none. */
export const heavyFleetShape = {
  gross_weight_kg: figure(1, HEAVY_LIMITS.weightKg),
  payload_kg: figure(0, HEAVY_LIMITS.weightKg),
  axles: figure(HEAVY_LIMITS.minAxles, HEAVY_LIMITS.maxAxles),
  wheel_formula: choice(WHEEL_FORMULAS),
  cab: z
    .string()
    .trim()
    .max(HEAVY_LIMITS.cab)
    .refine(holdsNone(SINGLE_LINE_FORBIDDEN), rule('control_characters'))
    .nullish()
    .transform((value) => value || null),
  machine_type: choice(MACHINE_TYPES),
  operating_weight_kg: figure(1, HEAVY_LIMITS.weightKg),
  engine_hours: figure(0, HEAVY_LIMITS.engineHours),
  max_digging_depth_mm: figure(0, HEAVY_LIMITS.diggingDepthMm),
  bucket_capacity_l: figure(0, HEAVY_LIMITS.bucketLitres),
  with_operator: choice(OPERATOR_CHOICES),
  // A car's figures: required for cars only (see addCategoryIssues), 0 stored when not stated.
  doors: figure(0, 10),
  seats: figure(0, 100),
};

type Figures = { vehicle_category: VehicleCategory; doors: number | null; seats: number | null } & Record<
  CategoryField,
  unknown
>;

const ALL_FIELDS = [...new Set(Object.values(CATEGORY_FIELDS).flat())];

/**
 * The rules between a vehicle's category and its figures: a figure of another category is refused
 * (the same zod code as a value outside a list), doors and seats are required for a car (as a
 * missing number is) and refused for a machine, and a truck's payload stays under its gross weight.
 */
export function addCategoryIssues(vehicle: Figures, ctx: z.RefinementCtx): void {
  const own = CATEGORY_FIELDS[vehicle.vehicle_category];
  for (const field of ALL_FIELDS) {
    if (vehicle[field] !== null && !own.includes(field)) {
      ctx.addIssue({ code: 'invalid_value', path: [field], values: [], input: vehicle[field] });
    }
  }
  for (const field of ['doors', 'seats'] as const) {
    const value = vehicle[field];
    if (requiresDoorsAndSeats(vehicle.vehicle_category)) {
      if (value === null) ctx.addIssue({ code: 'invalid_type', path: [field], expected: 'number', input: value });
      else if (field === 'seats' && value < 1) {
        ctx.addIssue({ code: 'too_small', path: [field], origin: 'number', minimum: 1, inclusive: true, input: value });
      }
    } else if (!takesDoorsAndSeats(vehicle.vehicle_category) && value !== null && value !== 0) {
      ctx.addIssue({ code: 'invalid_value', path: [field], values: [], input: value });
    }
  }
  const { payload_kg: payload, gross_weight_kg: gross } = vehicle;
  if (typeof payload === 'number' && typeof gross === 'number' && payload >= gross) {
    ctx.addIssue({
      code: 'too_big',
      path: ['payload_kg'],
      origin: 'number',
      maximum: gross - 1,
      inclusive: true,
      input: payload,
    });
  }
}

/**
 * The same figures in every answer, public ones included (a haulier compares them before asking):
 * null when not stated, and always null for a vehicle of another category.
 */
const stated = (description: string) => z.number().meta({ type: 'integer', description }).nullable();
export const heavyFleetAnswerShape = {
  gross_weight_kg: stated('Truck: gross vehicle weight (massa complessiva), kg'),
  payload_kg: stated('Truck: payload (portata utile), kg'),
  axles: stated('Truck: number of axles, 2 to 5'),
  wheel_formula: z.enum(WHEEL_FORMULAS).nullable().meta({ description: 'Truck: wheel formula' }),
  cab: z.string().nullable().meta({ description: 'Truck: the cab, in short (e.g. `Globetrotter XL, letto`)' }),
  machine_type: z.enum(MACHINE_TYPES).nullable().meta({ description: 'Earth-moving machine: its type' }),
  operating_weight_kg: stated('Earth-moving machine: operating weight, kg'),
  engine_hours: stated('Earth-moving machine: engine hours (ore motore)'),
  max_digging_depth_mm: stated('Earth-moving machine: maximum digging depth, mm'),
  bucket_capacity_l: stated('Earth-moving machine: bucket capacity, litres'),
  with_operator: z
    .enum(OPERATOR_CHOICES)
    .nullable()
    .meta({
      description:
        'Earth-moving machine: rented with its operator (`always`, noleggio a caldo), without (`no`, a freddo) ' +
        'or as the customer asks (`optional`: a request then says `withOperator`)',
    }),
};
