import type { Locale } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: 0 | 2, currency: boolean): Intl.NumberFormat {
  const key = `${locale}:${decimals}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : locale, {
      ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in euros for the visitor's language. Italian follows the spec's '€ 50,00' (symbol
 * first); other languages use their own currency layout. The currency is always EUR.
 */
export function formatEuro(amount: number, locale: Locale, decimals: 0 | 2): string {
  if (locale === 'it') return `€ ${numberFormat('it', decimals, false).format(amount)}`;
  return numberFormat(locale, decimals, true).format(amount);
}

/** price_per_day (cents) as '€ 50,00' (add the '/giorno' suffix through lingui). */
export function formatDailyPrice(cents: number, locale: Locale): string {
  return formatEuro(cents / 100, locale, 2);
}

/** sale_price_euros (whole euros) as '€ 89.000' (add the ' vendita' suffix through lingui). */
export function formatSalePrice(euros: number, locale: Locale): string {
  return formatEuro(euros, locale, 0);
}

/** A plain number with the locale's grouping, e.g. kilometres: 12.500 km. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, 0, false).format(value);
}

/** A date (ISO string) for the locale, e.g. 22/11/2026. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

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
  const intlLocale = locale === 'zh' ? 'zh-CN' : locale;
  const times = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const ranges: string[] = [];
  for (const part of text.split(RANGE_SEPARATOR)) {
    const match = TIME_RANGE.exec(part);
    const from = match && timeOfDay(match[1]!, match[2]!);
    const to = match && timeOfDay(match[3]!, match[4]!);
    if (!from || !to || to <= from) return { text, dir: 'ltr' };
    ranges.push(times.formatRange(from, to));
  }
  return {
    text: new Intl.ListFormat(intlLocale, { type: 'conjunction', style: 'narrow' }).format(ranges),
    dir: 'auto',
  };
}
