// Rental dates without zod: calendar days in the firm's time zone, shared by the server and the
// web app's date picker; the schemas in reservations.ts build on them.
import type { IssueData } from './messages.js';

/** The firm's time zone: every rental date is a local date there. */
export const RENTAL_TIME_ZONE = 'Europe/Rome';
/** A pick-up and a return at most this many days apart, and no date further ahead than this. */
export const MAX_RENTAL_DAYS = 365;
/** A calendar day, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` day: arithmetic on days that no daylight-saving change can bend. */
function utcMidnight(date: string): number {
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

const romeOffset = new Intl.DateTimeFormat('en-US', { timeZone: RENTAL_TIME_ZONE, timeZoneName: 'longOffset' });

/**
 * The instant a calendar day begins in Rome, as an ISO time in UTC. The offset is read at the
 * day's first hours, before any daylight-saving change (which Italy makes at 02:00 or 03:00).
 */
export function romeDayStart(date: string): string {
  const midnightUtc = utcMidnight(date);
  const name = romeOffset.formatToParts(new Date(midnightUtc)).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? [];
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(midnightUtc - offsetMs).toISOString();
}

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

/** The days a rental is charged: return − pick-up, at least one (out and back the same day). */
export function rentalDays(pickupDate: string, returnDate: string): number {
  return Math.max(1, daysBetween(pickupDate, returnDate));
}

/** The indicative price of a rental in cents: days × the daily price; null without a daily price. */
export function rentalPriceCents(
  pickupDate: string,
  returnDate: string,
  pricePerDayCents: number | null,
): number | null {
  return pricePerDayCents === null ? null : rentalDays(pickupDate, returnDate) * pricePerDayCents;
}

/** Whether two inclusive periods share at least one day. */
export function periodsOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

export interface PeriodFields {
  /** The field names the issues are reported under. */
  fromField: string;
  toField: string;
  /** Refuse a first day before `today` (a visitor's request), or allow it (the office's records). */
  notBefore?: string;
}

/**
 * What is wrong with a period of two valid dates: the last day before the first, more than a year
 * long, or (with `notBefore`) starting in the past or further ahead than a year. Empty when fine.
 */
export function periodIssues(from: string, to: string, fields: PeriodFields): IssueData[] {
  const { fromField, toField, notBefore } = fields;
  if (notBefore !== undefined && from < notBefore) {
    return [{ path: fromField, code: 'custom', params: { code: 'date_in_past' } }];
  }
  if (notBefore !== undefined && daysBetween(notBefore, from) > MAX_RENTAL_DAYS) {
    return [{ path: fromField, code: 'custom', maximum: MAX_RENTAL_DAYS, params: { code: 'date_too_far' } }];
  }
  if (to < from) return [{ path: toField, code: 'custom', params: { code: 'return_before_pickup' } }];
  if (daysBetween(from, to) > MAX_RENTAL_DAYS) {
    return [{ path: toField, code: 'custom', maximum: MAX_RENTAL_DAYS, params: { code: 'rental_too_long' } }];
  }
  return [];
}

type RentalState = { listing_type: string; available: boolean; status: string };

/** Why a vehicle cannot be booked for dates (listed for sale only, sold, not available); undefined when it can. */
export function whyNotRentable(vehicle: RentalState): 'sale_only' | 'sold' | 'unavailable' | undefined {
  if (vehicle.listing_type === 'sale') return 'sale_only';
  if (vehicle.status === 'venduto') return 'sold';
  if (!vehicle.available) return 'unavailable';
  return undefined;
}

/** A vehicle that can be booked for dates: for rent, available and not sold. */
export function isRentable(vehicle: RentalState): boolean {
  return whyNotRentable(vehicle) === undefined;
}
