import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type OpeningHours, parseDayHours, type Weekday, WEEKDAYS } from '@nbt/validation/rules';
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

/** One line of an office's week: the days it names and their hours as the office wrote them. */
export interface OpeningHoursLine {
  /** The first day of the line, unique within the week. */
  key: Weekday;
  days: string;
  hours: string;
}

const WORKING_DAYS = WEEKDAYS.slice(0, 5);

const SHORT_DAY_NAMES: Record<Weekday, MessageDescriptor> = {
  monday: msg({ message: 'Lun', comment: 'Lunedì, abbreviato negli orari di apertura' }),
  tuesday: msg({ message: 'Mar', comment: 'Martedì, abbreviato negli orari di apertura' }),
  wednesday: msg({ message: 'Mer', comment: 'Mercoledì, abbreviato negli orari di apertura' }),
  thursday: msg({ message: 'Gio', comment: 'Giovedì, abbreviato negli orari di apertura' }),
  friday: msg({ message: 'Ven', comment: 'Venerdì, abbreviato negli orari di apertura' }),
  saturday: msg`Sabato`,
  sunday: msg`Domenica`,
};

/** What a day's hours mean, so '9.00-18.00' and '09:00 - 18:00' (or '' and 'Chiuso') count as the same. */
function sameHoursKey(value: string): string {
  const day = parseDayHours(value);
  if (day.kind === 'closed') return 'closed';
  if (day.kind === 'text') return `text ${day.text}`;
  return day.ranges.map(([opens, closes]) => `${opens}-${closes}`).join(',');
}

function daysLabel(first: Weekday, last: Weekday, i18n: I18n): string {
  if (first === last) return i18n._(SHORT_DAY_NAMES[first]);
  if (first === 'monday' && last === 'friday') return i18n._(msg`Lun-Ven`);
  const from = i18n._(SHORT_DAY_NAMES[first]);
  const to = i18n._(SHORT_DAY_NAMES[last]);
  return i18n._(msg({ message: `${from}-${to}`, comment: 'Giorni consecutivi con lo stesso orario, es. Mer-Ven' }));
}

/**
 * An office's week as the public pages and the back office list it. Monday to Friday are one
 * line when they share their hours, else one line per run of consecutive days that do ('Lun',
 * 'Mar', 'Mer-Ven'); Saturday and Sunday keep a line each. Hours stay as the office wrote them
 * (the first day's of a run): `formatOpeningHours` writes them in the visitor's language.
 */
export function openingHoursLines(hours: OpeningHours, i18n: I18n): OpeningHoursLine[] {
  const lines: OpeningHoursLine[] = [];
  let first = 0;
  for (let index = 1; index <= WORKING_DAYS.length; index++) {
    const day = WORKING_DAYS[index];
    if (day && sameHoursKey(hours[day]) === sameHoursKey(hours[WORKING_DAYS[first]!])) continue;
    const start = WORKING_DAYS[first]!;
    lines.push({ key: start, days: daysLabel(start, WORKING_DAYS[index - 1]!, i18n), hours: hours[start] });
    first = index;
  }
  for (const day of ['saturday', 'sunday'] as const) {
    lines.push({ key: day, days: daysLabel(day, day, i18n), hours: hours[day] });
  }
  return lines;
}
