import { intlLocale, type Locale } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: 0 | 2, currency: boolean): Intl.NumberFormat {
  const key = `${locale}:${decimals}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    numberFormats.set(key, format);
  }
  return format;
}

// The same formats as @nbt/validation's formats.ts, which the mails use: importing that module here
// splits a bundler runtime chunk into every public page (+0.8 KB gzip, scripts/budgets.mjs), so the
// pages keep this copy, and format.test.ts holds the two to the same answers.

/**
 * An amount in euros for the visitor's language. Italian is written '€ 50,00' (symbol first, the
 * firm's own style rather than Intl's '50,00 €'); other languages use their own currency layout.
 * The currency is always EUR.
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
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) written out for the locale: '27 gennaio 2025', '27 January 2025'. */
export function formatLongDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));
}
