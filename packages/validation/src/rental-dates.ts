// Rental dates without zod: calendar days in the firm's time zone, shared by the server and the
// web app's date picker; the schemas in reservations.ts build on them.
import type { IssueData } from './messages.js';

/** The firm's time zone: every rental date is a local date there. */
export const RENTAL_TIME_ZONE = 'Europe/Rome';
/** A pick-up and a return at most this many days apart, and no date further ahead than this. */
export const MAX_RENTAL_DAYS = 365;
/** A calendar day, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A time of day, `HH:MM` from 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The time a pick-up or a return takes when only its date is given. */
export const DEFAULT_RENTAL_TIME = '10:00';

const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` day: arithmetic on days that no daylight-saving change can bend. */
export function utcMidnight(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30, no 2025-02-29). */
export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1970 && year <= 9999 && formatUtc(utcMidnight(value)) === value;
}

const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: RENTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Rome at `now`, whatever the machine's own time zone. */
export function todayInRome(now: Date = new Date()): string {
  return romeDay.format(now);
}

/** The day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return formatUtc(utcMidnight(date) + days * DAY_MS);
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** A rental's dates with their times (`HH:MM`, DEFAULT_RENTAL_TIME when not given). */
export interface TimedPeriod {
  pickupDate: string;
  returnDate: string;
  pickupTime?: string | null | undefined;
  returnTime?: string | null | undefined;
}

/**
 * The days a rental is charged: the started 24-hour periods from pick-up to return, counted on the
 * clock the customer reads (Friday 10:00 to Sunday 10:00 is 2, to Sunday 10:30 is 3), so the night
 * the clocks change costs nothing more or less; at least one.
 */
export function rentalDays(period: TimedPeriod): number {
  const pickupTime = period.pickupTime ?? DEFAULT_RENTAL_TIME;
  const returnTime = period.returnTime ?? DEFAULT_RENTAL_TIME;
  return Math.max(1, daysBetween(period.pickupDate, period.returnDate) + (returnTime > pickupTime ? 1 : 0));
}

export interface PeriodFields {
  /** The field names the issues are reported under. */
  fromField: string;
  toField: string;
  /** Where a return not after the pick-up on the same day is reported. */
  returnTimeField?: string;
  /** Refuse a first day before `today` (a visitor's request), or allow it (the office's records). */
  notBefore?: string;
}

/**
 * What is wrong with a period of two valid dates (and a rental's times): the last day before the
 * first, a return not after the pick-up on the same day, more than a year long, or (with `notBefore`) starting in the past
 * or further ahead than a year. Empty when fine.
 */
export function periodIssues(
  from: string,
  to: string,
  fields: PeriodFields,
  /** The times of a rental (10:00 where null); a period of days alone (a search) leaves them out. */
  times?: { pickupTime?: string | null | undefined; returnTime?: string | null | undefined },
): IssueData[] {
  const { fromField, toField, notBefore } = fields;
  if (notBefore !== undefined && from < notBefore) {
    return [{ path: fromField, code: 'custom', params: { code: 'date_in_past' } }];
  }
  if (notBefore !== undefined && daysBetween(notBefore, from) > MAX_RENTAL_DAYS) {
    return [{ path: fromField, code: 'custom', maximum: MAX_RENTAL_DAYS, params: { code: 'date_too_far' } }];
  }
  if (to < from) return [{ path: toField, code: 'custom', params: { code: 'return_before_pickup' } }];
  if (times && to === from && (times.returnTime ?? DEFAULT_RENTAL_TIME) <= (times.pickupTime ?? DEFAULT_RENTAL_TIME)) {
    return [{ path: fields.returnTimeField ?? toField, code: 'custom', params: { code: 'return_not_after_pickup' } }];
  }
  if (daysBetween(from, to) > MAX_RENTAL_DAYS) {
    return [{ path: toField, code: 'custom', maximum: MAX_RENTAL_DAYS, params: { code: 'rental_too_long' } }];
  }
  return [];
}
