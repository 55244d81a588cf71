// The back office's ways of writing calendar days (YYYY-MM-DD): kept apart from format.ts, which the
// public pages load first, so that the planning's formatters travel with the back office only.
import { RENTAL_TIME_ZONE, romeInstant } from '@nbt/validation/rules';

import { intlLocale, type Locale } from './i18n';

const UTC_DAY = (day: string) => new Date(`${day}T00:00:00Z`);

/** Two calendar days as one period, written the locale's way: '3–5 dicembre', '30 novembre – 2 dicembre'. */
export function formatDayRange(from: string, to: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  // ICU writes a range's days with two digits in some languages ('03–05 dicembre'): one is enough.
  return format
    .formatRangeToParts(UTC_DAY(from), UTC_DAY(to))
    .map((part) => (part.type === 'day' ? part.value.replace(/^0(?=\d)/, '') : part.value))
    .join('');
}

/** A month (`YYYY-MM`) and its year: 'dicembre 2026'. */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    UTC_DAY(`${month}-01`),
  );
}

/** A calendar day's weekday, short: 'lun', 'Mon'. */
export function formatWeekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(UTC_DAY(day));
}

/** A calendar day with its month, no year: '3 dicembre', '3 December'. */
export function formatDayMonth(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    UTC_DAY(day),
  );
}

/**
 * A rental's time (`HH:MM` in Rome on `day`) as the language writes a time: Italian reads the
 * 24-hour clock as stored, other languages their own short time ('10:00 AM' in American English).
 */
export function formatRentalTime(day: string, time: string, locale: Locale): string {
  if (locale === 'it') return time;
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: RENTAL_TIME_ZONE }).format(
    new Date(romeInstant(day, time)),
  );
}
