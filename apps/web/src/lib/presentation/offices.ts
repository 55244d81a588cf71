import { COMPANY, type OpeningHours } from '@nbt/validation/rules';
import { intlLocale, type Locale } from '../i18n';

/**
 * How an office's opening hours are read and shown. Each day is the text the office record holds:
 * '09:00-18:00', several ranges ('09:00-13:00, 14:30-19:00'), 'Chiuso' or empty (closed), or any
 * other words ('Su appuntamento'), which are shown as written.
 */

/** One day read: closed, open in these ranges (times as 'HH:MM', each closing after it opens), or words. */
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

/** Opening hours as the visitor's language writes them, and the direction they read in. */
export interface OpeningHoursText {
  text: string;
  dir: 'ltr' | 'auto';
}

function clock(time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes));
}

/**
 * One day's hours in the visitor's language: closed days as its `closed` label, ranges through
 * Intl ('09:00 – 18:00' in French, '09:00–18:00 Uhr' in German). Italian, and words
 * that are not ranges, are shown as the office wrote them, left to right.
 */
export function formatOpeningHours(value: string, locale: Locale, closed: string): OpeningHoursText {
  const day = parseDayHours(value);
  if (day.kind === 'closed') return { text: closed, dir: 'auto' };
  if (day.kind === 'text' || locale === 'it') return { text: value.trim(), dir: 'ltr' };
  const tag = intlLocale(locale);
  const times = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const ranges = day.ranges.map(([opens, closes]) => times.formatRange(clock(opens), clock(closes)));
  return { text: new Intl.ListFormat(tag, { type: 'conjunction', style: 'narrow' }).format(ranges), dir: 'auto' };
}

/** The firm's stated hours, day by day, shown where no office is configured. */
export const FIRM_OPENING_HOURS: OpeningHours = {
  monday: COMPANY.hours.weekdays,
  tuesday: COMPANY.hours.weekdays,
  wednesday: COMPANY.hours.weekdays,
  thursday: COMPANY.hours.weekdays,
  friday: COMPANY.hours.weekdays,
  saturday: COMPANY.hours.saturday,
  sunday: COMPANY.hours.sunday,
};
