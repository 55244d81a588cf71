import { z } from 'zod';

import { optionalText, requiredText, rule, typeRule } from './common.js';
import { MAX_TURNAROUND_HOURS } from './office-hours.js';
import { DEFAULT_OPENING_HOURS, OFFICE_LIMITS, type Weekday, WEEKDAYS } from './office-rules.js';

export const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, optionalText(OFFICE_LIMITS.hours)])) as Record<
    Weekday,
    ReturnType<typeof optionalText>
  >,
);

const EmailOrEmpty = z
  .string(typeRule('invalid_email'))
  .trim()
  .max(OFFICE_LIMITS.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, rule('invalid_email'))
  .nullish()
  .transform((value) => value ?? '');

/** POST and PUT /api/company-info. */
export const OfficeInputSchema = z.object({
  name: requiredText(OFFICE_LIMITS.name),
  phone: optionalText(OFFICE_LIMITS.phone),
  email: EmailOrEmpty,
  address: optionalText(OFFICE_LIMITS.address),
  city: optionalText(OFFICE_LIMITS.city),
  postalCode: optionalText(OFFICE_LIMITS.postalCode),
  country: optionalText(OFFICE_LIMITS.country).transform((value) => value || 'Italia'),
  openingHours: OpeningHoursSchema.nullish().transform((value) => value ?? { ...DEFAULT_OPENING_HOURS }),
  isMainOffice: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /** Hours between a return and the next pick-up of the same vehicle. */
  turnaroundHours: z.int().min(0).max(MAX_TURNAROUND_HOURS).default(0),
  /** Charged once for a car returned here from another office, in cents; null: no one-way return here. */
  oneWayFeeCents: z
    .int()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((value) => value ?? null),
});
export type OfficeInput = z.input<typeof OfficeInputSchema>;
export type OfficeData = z.output<typeof OfficeInputSchema>;
