// Offices without zod: the web app's public pages import these, the schemas in offices.ts build on them.
import { COMPANY } from './site.js';

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

/** The firm's stated hours, day by day: what counts where no office is configured. */
export const FIRM_OPENING_HOURS: OpeningHours = {
  monday: COMPANY.hours.weekdays,
  tuesday: COMPANY.hours.weekdays,
  wednesday: COMPANY.hours.weekdays,
  thursday: COMPANY.hours.weekdays,
  friday: COMPANY.hours.weekdays,
  saturday: COMPANY.hours.saturday,
  sunday: COMPANY.hours.sunday,
};

/** Picks the office the public pages show: the main one, else the first. */
export function pickMainOffice<T extends { isMainOffice: boolean }>(offices: readonly T[]): T | undefined {
  return offices.find((office) => office.isMainOffice) ?? offices[0];
}

/**
 * One day of an office's hours read: closed, open in these ranges (times as 'HH:MM', each closing
 * after it opens), or words ('Su appuntamento') that name no hours. Each day is the text the office
 * record holds: '09:00-18:00', several ranges ('09:00-13:00, 14:30-19:00'), 'Chiuso' or empty.
 */
export type DayHours =
  { kind: 'closed' } | { kind: 'open'; ranges: [opens: string, closes: string][] } | { kind: 'text'; text: string };

const TIME_RANGE = /^(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})$/;
const RANGE_SEPARATOR = /\s*(?:[,;/&]|\be\b)\s*/;

/** 'H:MM' or 'HH.MM' as 'HH:MM'; undefined for a time that does not exist. */
function timeOfDay(hours: string, minutes: string): string | undefined {
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

export function parseDayHours(value: string): DayHours {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'chiuso') return { kind: 'closed' };
  const ranges: [string, string][] = [];
  for (const part of text.split(RANGE_SEPARATOR)) {
    const match = TIME_RANGE.exec(part);
    const opens = match && timeOfDay(match[1]!, match[2]!);
    const closes = match && timeOfDay(match[3]!, match[4]!);
    if (!opens || !closes || closes <= opens) return { kind: 'text', text };
    ranges.push([opens, closes]);
  }
  return { kind: 'open', ranges };
}
