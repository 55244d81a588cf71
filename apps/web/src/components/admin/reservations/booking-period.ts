import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { formatDayMonth, formatRentalTime } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';

/** A booking's pick-up and return: days `YYYY-MM-DD` and times `HH:MM`, in Rome. */
export interface BookingPeriod {
  from: string;
  to: string;
  pickupTime: string;
  returnTime: string;
}

/**
 * A booking's pick-up and return in a line, written the active language's way: '3 dicembre, 10:00 –
 * 5 dicembre, 18:00', or '3 dicembre, 10:00–18:00' within one day.
 */
export function formatBookingPeriod(period: BookingPeriod, i18n: I18n): string {
  const locale = localeOf(i18n.locale);
  const pickup = formatRentalTime(period.from, period.pickupTime, locale);
  const back = formatRentalTime(period.to, period.returnTime, locale);
  if (period.from === period.to) {
    const day = formatDayMonth(period.from, locale);
    return i18n._(msg`${day}, ${pickup}–${back}`);
  }
  const fromDay = formatDayMonth(period.from, locale);
  const toDay = formatDayMonth(period.to, locale);
  return i18n._(msg`${fromDay}, ${pickup} – ${toDay}, ${back}`);
}
