import { intlLocale, type Locale } from './i18n';

const TIME_RANGE = /^(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})$/;
const RANGE_SEPARATOR = /\s*(?:[,;/&]|\be\b)\s*/;

function timeOfDay(hours: string, minutes: string): Date | undefined {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return undefined;
  return new Date(Date.UTC(2000, 0, 1, h, m));
}

/** Opening hours as the visitor's language writes them, and the direction they read in. */
export interface OpeningHoursText {
  text: string;
  dir: 'ltr' | 'auto';
}

/**
 * One day's opening hours as an office record holds them: '09:00-18:00', several ranges
 * ('09:00-13:00, 14:30-19:00'), 'Chiuso' or empty. Empty and 'Chiuso' give the `closed` label of
 * the visitor's language. Other languages get the ranges through Intl ('9:00 AM – 6:00 PM' in
 * English, '09:00–18:00 Uhr' in German); Italian, and any text that is not a list of ranges, are
 * shown as the office wrote them, left to right.
 */
export function formatOpeningHours(value: string, locale: Locale, closed: string): OpeningHoursText {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'chiuso') return { text: closed, dir: 'auto' };
  if (locale === 'it') return { text, dir: 'ltr' };
  const tag = intlLocale(locale);
  const times = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const ranges: string[] = [];
  for (const part of text.split(RANGE_SEPARATOR)) {
    const match = TIME_RANGE.exec(part);
    const from = match && timeOfDay(match[1]!, match[2]!);
    const to = match && timeOfDay(match[3]!, match[4]!);
    if (!from || !to || to <= from) return { text, dir: 'ltr' };
    ranges.push(times.formatRange(from, to));
  }
  return {
    text: new Intl.ListFormat(tag, { type: 'conjunction', style: 'narrow' }).format(ranges),
    dir: 'auto',
  };
}
