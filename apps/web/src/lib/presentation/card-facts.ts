import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleCondition } from '@nbt/validation/rules';
import { intlLocale, type Locale } from '../i18n';

/** The buyer's facts a vehicle's card shows: its condition and the month of its first registration. */

const CONDITION_LABELS: Record<VehicleCondition, MessageDescriptor> = {
  nuovo: msg`Nuovo`,
  usato: msg`Usato`,
  km0: msg`Km 0`,
  aziendale: msg`Aziendale`,
};

export const conditionLabel = (i18n: I18n, value: VehicleCondition) => i18n._(CONDITION_LABELS[value]);

/** A first registration in a card's few characters: '03/2021', '2021/03' as each language orders it. */
export function shortMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}
