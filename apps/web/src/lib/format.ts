import { formatEuro } from '@nbt/validation/rules';
import { intlLocale, type Locale } from './i18n';

// Amounts and numbers as the mails write them: one rule for the pages and the server.
export { formatEuro, formatNumber } from '@nbt/validation/rules';

/** price_per_day (cents) as '€ 50,00' (add the '/giorno' suffix through lingui). */
export function formatDailyPrice(cents: number, locale: Locale): string {
  return formatEuro(cents / 100, locale, 2);
}

/** sale_price_euros (whole euros) as '€ 89.000' (add the ' vendita' suffix through lingui). */
export function formatSalePrice(euros: number, locale: Locale): string {
  return formatEuro(euros, locale, 0);
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
