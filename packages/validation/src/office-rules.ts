// Offices without zod: the web app's public pages import these, the schemas in offices.ts build on them.

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

/** The opening hours a new office's form starts with. */
export const DEFAULT_OPENING_HOURS: Record<Weekday, string> = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '09:00-13:00',
  sunday: 'Chiuso',
};

export type OpeningHours = Record<Weekday, string>;

/** Picks the office the public pages show: the main one, else the first. */
export function pickMainOffice<T extends { isMainOffice: boolean }>(offices: readonly T[]): T | undefined {
  return offices.find((office) => office.isMainOffice) ?? offices[0];
}
