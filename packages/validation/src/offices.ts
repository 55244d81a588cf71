import { z } from 'zod';

import { messages, optionalText, requiredText } from './common.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const OFFICE_LIMITS = {
  name: 100,
  phone: 20,
  email: 100,
  address: 255,
  city: 50,
  postalCode: 10,
  country: 50,
  hours: 50,
} as const;

/** Form defaults for a new office (spec §3 company_info). */
export const DEFAULT_OPENING_HOURS: Record<Weekday, string> = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '09:00-13:00',
  sunday: 'Chiuso',
};

export const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, optionalText(OFFICE_LIMITS.hours)])) as Record<
    Weekday,
    ReturnType<typeof optionalText>
  >,
);
export type OpeningHours = Record<Weekday, string>;

const EmailOrEmpty = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(OFFICE_LIMITS.email, { error: messages.tooLong(OFFICE_LIMITS.email) })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: messages.invalidEmail })
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
  country: z
    .string({ error: messages.required })
    .trim()
    .max(OFFICE_LIMITS.country, { error: messages.tooLong(OFFICE_LIMITS.country) })
    .nullish()
    .transform((value) => (value ? value : 'Italia')),
  openingHours: OpeningHoursSchema.nullish().transform((value) => value ?? { ...DEFAULT_OPENING_HOURS }),
  isMainOffice: z.boolean({ error: 'Valore non valido' }).default(false),
  isActive: z.boolean({ error: 'Valore non valido' }).default(true),
});
export type OfficeInput = z.input<typeof OfficeInputSchema>;
export type OfficeData = z.output<typeof OfficeInputSchema>;

/** An office (company_info row) as the API answers it. */
export interface Office extends OfficeData {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** Picks the office the public pages show: the main one, else the first. */
export function pickMainOffice<T extends { isMainOffice: boolean }>(offices: readonly T[]): T | undefined {
  return offices.find((office) => office.isMainOffice) ?? offices[0];
}
