import { parseDayHours } from '@nbt/validation/rules';
import { intlLocale, type Locale } from '../i18n';

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
