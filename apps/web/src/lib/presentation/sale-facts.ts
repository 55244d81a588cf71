import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type BodyType, cvToKw } from '@nbt/validation/rules';
import { intlLocale, type Locale } from '../i18n';
import { formatNumber } from '../format';

/** The words for what a buyer compares: the vehicle page's characteristics and the comparison share them. */

const BODY_LABELS: Record<BodyType, MessageDescriptor> = {
  berlina: msg`Berlina`,
  station_wagon: msg`Station wagon`,
  suv: msg`SUV`,
  coupe: msg`Coupé`,
  cabrio: msg`Cabrio`,
  furgone: msg`Furgone`,
};

export const bodyTypeLabel = (i18n: I18n, value: BodyType) => i18n._(BODY_LABELS[value]);

// A card shows the condition too: its words are apart, so the list's first files carry only those.
export { conditionLabel } from './card-facts';

/** A first registration ('2021-03') as the page's language writes a month: 'marzo 2021', 'March 2021'. */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}

/** A power in CV as a buyer reads it, in kW first as the registration papers do: '375 kW (510 CV)'. */
export function formatPower(i18n: I18n, horsepower: number, locale: Locale): string {
  const kw = formatNumber(Math.round(cvToKw(horsepower)), locale);
  const cv = formatNumber(horsepower, locale);
  return i18n._(msg`${kw} kW (${cv} CV)`);
}

/** A figure with at most `digits` decimals in the page's language: a consumption '5,9', a bucket '0,08'. */
export function formatDecimal(value: number, locale: Locale, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
}
