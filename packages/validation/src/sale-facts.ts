import { z } from 'zod';

import { integerBetween } from './common.js';
import { noviceDriverAllowed } from './novice-drivers.js';
import {
  BODY_TYPES,
  firstRegistrationFits,
  MONTH_PATTERN,
  SALE_FACT_LIMITS,
  VEHICLE_CONDITIONS,
} from './sale-rules.js';

// What a buyer compares before buying a car, as the office states it: each fact null when not
// stated. The input fields join VehicleInputSchema, the answer fields VehicleSchema.

/** A number in [0, max] with at most one decimal (5.9 l/100 km), or null. */
const oneDecimal = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9)
    .nullish()
    .transform((value) => value ?? null);

const optionalInteger = (min: number, max: number) =>
  integerBetween(min, max)
    .nullish()
    .transform((value) => value ?? null);

const optionalFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .enum(choices)
    .nullish()
    .transform((value) => value ?? null);

/** The sale facts of POST and PUT /api/vehicles, each null (or left out) when not stated. */
export const SaleFactsInputShape = {
  first_registration: z
    .string()
    .regex(MONTH_PATTERN)
    .nullish()
    .transform((value) => value ?? null),
  previous_owners: optionalInteger(0, SALE_FACT_LIMITS.previousOwners),
  warranty_months: optionalInteger(0, SALE_FACT_LIMITS.warrantyMonths),
  service_history: optionalFlag,
  vat_deductible: optionalFlag,
  condition: optionalChoice(VEHICLE_CONDITIONS),
  body_type: optionalChoice(BODY_TYPES),
  consumption_l_100km: oneDecimal(SALE_FACT_LIMITS.consumptionL),
  consumption_kwh_100km: oneDecimal(SALE_FACT_LIMITS.consumptionKwh),
  co2_g_km: optionalInteger(0, SALE_FACT_LIMITS.co2),
  kerb_weight_kg: optionalInteger(SALE_FACT_LIMITS.minKerbWeight, SALE_FACT_LIMITS.maxKerbWeight),
};

/** The rules between a vehicle's fields: a first registration within its model year's reach. */
export function addSaleFactIssues(
  vehicle: { first_registration: string | null; year: number },
  ctx: z.RefinementCtx,
): void {
  if (vehicle.first_registration !== null && !firstRegistrationFits(vehicle.first_registration, vehicle.year)) {
    ctx.addIssue({
      code: 'custom',
      path: ['first_registration'],
      input: vehicle.first_registration,
      params: { code: 'first_registration_range' },
    });
  }
}

const integer = () => z.number().meta({ type: 'integer' });

/** The same facts as every vehicle answer carries them, and whether a newly licensed driver may drive it. */
export const SaleFactsAnswerShape = {
  first_registration: z
    .string()
    .nullable()
    .meta({ description: 'First registration, `YYYY-MM`; null when not stated' }),
  previous_owners: integer().nullable().meta({ description: 'Previous owners; null when not stated' }),
  warranty_months: integer().nullable().meta({ description: 'Months of warranty; null when not stated' }),
  service_history: z.boolean().nullable().meta({ description: 'Services certified (tagliandi certificati)' }),
  vat_deductible: z.boolean().nullable().meta({ description: "VAT deductible by a company ('IVA esposta')" }),
  condition: z.enum(VEHICLE_CONDITIONS).nullable().meta({ description: 'New, used, km 0 or ex-company' }),
  body_type: z.enum(BODY_TYPES).nullable(),
  consumption_l_100km: z.number().nullable().meta({ description: 'Combined consumption, litres per 100 km' }),
  consumption_kwh_100km: z.number().nullable().meta({ description: 'Electric consumption, kWh per 100 km' }),
  co2_g_km: integer().nullable().meta({ description: 'CO2 emissions, g/km' }),
  kerb_weight_kg: integer().nullable().meta({ description: 'Kerb weight (tara), kg' }),
  novice_driver_ok: z
    .boolean()
    .nullable()
    .meta({
      description:
        'Whether a driver in the first three years of a B licence may drive it (art. 117 Codice della Strada); ' +
        'null when the power or the kerb weight is not stated, or for a truck',
    }),
};

export type SaleFacts = {
  [K in Exclude<keyof typeof SaleFactsAnswerShape, 'novice_driver_ok'>]: z.output<(typeof SaleFactsAnswerShape)[K]>;
};

/** The answer's facts from the stored ones, with the newly-licensed rule worked out. */
export function saleFactsAnswer(
  facts: SaleFacts,
  vehicle: { horsepower: number | null; seats: number; vehicle_category: string },
): SaleFacts & { novice_driver_ok: boolean | null } {
  return {
    ...facts,
    novice_driver_ok:
      vehicle.vehicle_category === 'auto'
        ? noviceDriverAllowed({
            horsepower: vehicle.horsepower,
            kerbWeightKg: facts.kerb_weight_kg,
            seats: vehicle.seats,
          })
        : null,
  };
}
