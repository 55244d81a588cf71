// Numbers and amounts as the site writes them in each language: the web app's pages and the
// mails the server sends share these, so a price reads the same on the page and in the inbox.
import { type Language, languageInfo } from './site.js';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, decimals: 0 | 2, currency: boolean): Intl.NumberFormat {
  const key = `${language}:${decimals}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageInfo(language).intl, {
      ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Italian leaves four-digit numbers ungrouped by default ('1120'): the site writes '1.120'.
      useGrouping: 'always',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in euros for a language. Italian is written '€ 1.120,00' (symbol first, the firm's
 * own style rather than Intl's '1120,00 €'); other languages use their own currency layout.
 */
export function formatEuro(amount: number, language: Language, decimals: 0 | 2): string {
  if (language === 'it') return `€ ${numberFormat('it', decimals, false).format(amount)}`;
  return numberFormat(language, decimals, true).format(amount);
}

/** A plain whole number with the language's grouping, e.g. kilometres: 12.500. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, 0, false).format(value);
}
