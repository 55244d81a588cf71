import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  addDays,
  ContactRequestInputSchema,
  daysBetween,
  isLocalDate,
  periodIssues,
  periodsOverlap,
  ReservationInputSchema,
  ReservationStatusChangeSchema,
  rentalDays,
  rentalHold,
  romeDateTime,
  romeDayStart,
  romeInstant,
  todayInRome,
  toIssueData,
  VehicleListQuerySchema,
} from './index.js';

const request = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  service: 'Noleggio Auto di Lusso',
  message: 'Per il weekend.',
  vehicleId: 4,
};

/** The rule codes a value fails with, field by field, as the API reports them. */
function failures(schema: { safeParse(value: unknown): { error?: { issues: z.core.$ZodIssue[] } } }, value: unknown) {
  return (schema.safeParse(value).error?.issues ?? [])
    .map(toIssueData)
    .map((issue) => `${issue.path}:${issue.params?.code ?? '-'}`);
}

describe('calendar days', () => {
  it('knows the month ends and the leap days', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2100-02-29')).toBe(false);
    expect(isLocalDate('2000-02-29')).toBe(true);
    expect(isLocalDate('2026-04-31')).toBe(false);
    expect(isLocalDate('2026-12-31')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-05')).toBe(false);
    expect(isLocalDate('2026-01-05T00:00')).toBe(false);
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
  });

  it('counts whole days across the daylight-saving changes (23- and 25-hour days in Rome)', () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('charges the started 24-hour periods on the clock, at least one, whatever the clocks do that night', () => {
    const rental = (pickupDate: string, returnDate: string, pickupTime?: string, returnTime?: string) => ({
      pickupDate,
      returnDate,
      pickupTime,
      returnTime,
    });
    // Without times both ends are 10:00: the dates' difference.
    expect(rentalDays(rental('2026-12-05', '2026-12-06'))).toBe(1);
    expect(rentalDays(rental('2026-12-05', '2026-12-08'))).toBe(3);
    // Friday 10:00 to Sunday 10:00 is two days; half an hour later starts a third.
    expect(rentalDays(rental('2026-12-04', '2026-12-06', '10:00', '10:00'))).toBe(2);
    expect(rentalDays(rental('2026-12-04', '2026-12-06', '10:00', '10:30'))).toBe(3);
    expect(rentalDays(rental('2026-12-04', '2026-12-06', '10:00', '09:00'))).toBe(2);
    // Out and back the same day is one day.
    expect(rentalDays(rental('2026-12-05', '2026-12-05', '09:00', '18:00'))).toBe(1);
    // The nights of 29 March (23 hours) and 25 October (25 hours) count as one day like any other.
    expect(rentalDays(rental('2026-03-28', '2026-03-29', '10:00', '10:00'))).toBe(1);
    expect(rentalDays(rental('2026-10-24', '2026-10-25', '10:00', '10:00'))).toBe(1);
  });

  it('reads a local time in Rome as its instant, across both daylight-saving changes', () => {
    expect(romeInstant('2026-12-05', '10:00')).toBe('2026-12-05T09:00:00.000Z');
    expect(romeInstant('2026-07-05', '10:00')).toBe('2026-07-05T08:00:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00. Before, after, and the hour that does not exist.
    expect(romeInstant('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(romeInstant('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(romeInstant('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(romeInstant('2026-10-25', '10:00')).toBe('2026-10-25T09:00:00.000Z');
    expect(romeDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(romeDateTime('2026-10-25T09:00:00.000Z')).toEqual({ date: '2026-10-25', time: '10:00' });
    expect(romeDateTime('2026-03-28T23:30:00.000Z')).toEqual({ date: '2026-03-29', time: '00:30' });
  });

  it('holds a vehicle from the pick-up until the return plus the turnaround, and frees it then', () => {
    const friday = { pickupDate: '2026-12-04', returnDate: '2026-12-06', pickupTime: '10:00', returnTime: '10:00' };
    expect(rentalHold(friday)).toEqual({ startsAt: '2026-12-04T09:00:00.000Z', endsAt: '2026-12-06T09:00:00.000Z' });
    expect(rentalHold(friday, 3).endsAt).toBe('2026-12-06T12:00:00.000Z');
    const sundayAfternoon = rentalHold({
      ...friday,
      pickupDate: '2026-12-06',
      returnDate: '2026-12-07',
      pickupTime: '14:00',
    });
    expect(periodsOverlap(rentalHold(friday), sundayAfternoon)).toBe(false);
    // Four hours to clean the car end at 14:00 sharp; five make 14:00 too early.
    expect(periodsOverlap(rentalHold(friday, 4), sundayAfternoon)).toBe(false);
    expect(periodsOverlap(rentalHold(friday, 5), sundayAfternoon)).toBe(true);
    // The turnaround runs on the clock: across the autumn change, 3 hours after 01:30 is 03:30 in winter time.
    const night = rentalHold(
      { pickupDate: '2026-10-24', returnDate: '2026-10-25', pickupTime: '10:00', returnTime: '01:30' },
      3,
    );
    expect(night.endsAt).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses a same-day return not after the pick-up, but not a search of one day', () => {
    const fields = { fromField: 'from', toField: 'to', returnTimeField: 'returnTime' };
    expect(periodIssues('2026-12-05', '2026-12-05', fields, {})).toEqual([
      { path: 'returnTime', code: 'custom', params: { code: 'return_not_after_pickup' } },
    ]);
    expect(periodIssues('2026-12-05', '2026-12-05', fields, { pickupTime: '09:00', returnTime: '09:00' })).toHaveLength(
      1,
    );
    expect(periodIssues('2026-12-05', '2026-12-05', fields, { pickupTime: '09:00', returnTime: '09:30' })).toEqual([]);
    expect(periodIssues('2026-12-05', '2026-12-06', fields, { pickupTime: '18:00', returnTime: '09:00' })).toEqual([]);
    expect(periodIssues('2026-12-05', '2026-12-05', fields)).toEqual([]);
  });
});

describe('today in Rome, with a pinned clock and machine time zone', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'is the Roman day whatever the machine says (%s)',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // 23:30 UTC on 31 December is already 1 January in Rome (UTC+1 in winter).
      vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
      expect(todayInRome()).toBe('2027-01-01');
      // 22:30 UTC on 30 June is 00:30 on 1 July in Rome (UTC+2 in summer).
      vi.setSystemTime(new Date('2026-06-30T22:30:00Z'));
      expect(todayInRome()).toBe('2026-07-01');
      vi.setSystemTime(new Date('2026-06-30T21:59:59Z'));
      expect(todayInRome()).toBe('2026-06-30');
    },
  );

  it("turns the day at Rome's midnight on the nights the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00; midnight is still 23:00 UTC the day before.
    vi.setSystemTime(new Date('2026-03-28T22:59:59Z'));
    expect(todayInRome()).toBe('2026-03-28');
    vi.setSystemTime(new Date('2026-03-28T23:00:00Z'));
    expect(todayInRome()).toBe('2026-03-29');
    // 25 October 2026: 03:00 becomes 02:00; that night's midnight is 22:00 UTC.
    vi.setSystemTime(new Date('2026-10-24T21:59:59Z'));
    expect(todayInRome()).toBe('2026-10-24');
    vi.setSystemTime(new Date('2026-10-24T22:00:00Z'));
    expect(todayInRome()).toBe('2026-10-25');
  });

  it('accepts a pick-up today in Rome even when it is still yesterday in UTC', () => {
    vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
    const parsed = ContactRequestInputSchema.parse({ ...request, pickupDate: '2027-01-01', returnDate: '2027-01-03' });
    expect(parsed).toMatchObject({ pickupDate: '2027-01-01', returnDate: '2027-01-03', pickupOfficeId: null });
    expect(
      failures(ContactRequestInputSchema, { ...request, pickupDate: '2026-12-31', returnDate: '2027-01-03' }),
    ).toEqual(['pickupDate:date_in_past']);
  });

  it('refuses the periods a visitor cannot ask for, naming the field', () => {
    vi.setSystemTime(new Date('2026-02-10T10:00:00Z'));
    const dated = (pickupDate: unknown, returnDate: unknown, more: object = {}) =>
      failures(ContactRequestInputSchema, { ...request, pickupDate, returnDate, ...more });
    expect(dated('2026-02-12', '2026-02-11')).toEqual(['returnDate:return_before_pickup']);
    expect(dated('2026-02-12', null)).toEqual(['returnDate:dates_together']);
    expect(dated(undefined, '2026-02-12')).toEqual(['pickupDate:dates_together']);
    expect(dated('2026-02-30', '2026-03-02')).toEqual(['pickupDate:invalid_date']);
    expect(dated('12/02/2026', '2026-03-02')).toEqual(['pickupDate:invalid_date']);
    expect(dated('2026-02-12', '2026-02-14', { vehicleId: null })).toEqual(['vehicleId:dates_need_vehicle']);
    // 365 days is the longest rental: 2026-02-12 to 2027-02-12.
    expect(dated('2026-02-12', '2027-02-12')).toEqual([]);
    expect(dated('2026-02-12', '2027-02-13')).toEqual(['returnDate:rental_too_long']);
    expect(dated('2027-02-11', '2027-02-12')).toEqual(['pickupDate:date_too_far']);
    // Leap year 2028: 29 February exists, and the same day and month a year on is 365 days later.
    vi.setSystemTime(new Date('2028-02-28T10:00:00Z'));
    expect(dated('2028-02-29', '2028-03-01')).toEqual([]);
    expect(dated('2028-02-29', '2029-02-28')).toEqual([]);
    expect(dated('2028-02-29', '2029-03-01')).toEqual(['returnDate:rental_too_long']);
  });

  it('reports the limit of a too long period with the issue', () => {
    vi.setSystemTime(new Date('2026-02-10T10:00:00Z'));
    const issue = ContactRequestInputSchema.safeParse({
      ...request,
      pickupDate: '2026-02-12',
      returnDate: '2027-06-01',
    }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['returnDate'], params: { code: 'rental_too_long', maximum: 365 } });
  });

  it('filters the vehicle list by a period from today, both ends or none', () => {
    vi.setSystemTime(new Date('2026-02-10T10:00:00Z'));
    expect(VehicleListQuerySchema.parse({})).toEqual({});
    expect(VehicleListQuerySchema.parse({ from: '2026-02-10', to: '2026-02-10' })).toEqual({
      from: '2026-02-10',
      to: '2026-02-10',
    });
    expect(failures(VehicleListQuerySchema, { from: '2026-02-09', to: '2026-02-10' })).toEqual(['from:date_in_past']);
    expect(failures(VehicleListQuerySchema, { from: '2026-02-11' })).toEqual(['to:dates_together']);
    expect(failures(VehicleListQuerySchema, { from: '2026-02-11', to: '2026-02-10' })).toEqual([
      'to:return_before_pickup',
    ]);
  });

  it('lets the office record a past reservation but not a reversed one', () => {
    vi.setSystemTime(new Date('2026-02-10T10:00:00Z'));
    expect(ReservationInputSchema.parse({ vehicleId: 1, from: '2026-01-01', to: '2026-01-03' })).toEqual({
      vehicleId: 1,
      from: '2026-01-01',
      to: '2026-01-03',
      pickupTime: '10:00',
      returnTime: '10:00',
      pickupOfficeId: null,
      contactRequestId: null,
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      note: '',
      status: 'confirmed',
      optionExpiresOn: null,
    });
    expect(failures(ReservationInputSchema, { vehicleId: 1, from: '2026-01-03', to: '2026-01-01' })).toEqual([
      'to:return_before_pickup',
    ]);
  });

  it('holds an option only with its last day, and takes kilometres with out and returned only', () => {
    const booking = { vehicleId: 1, from: '2026-03-01', to: '2026-03-03' };
    expect(failures(ReservationInputSchema, { ...booking, status: 'option' })).toEqual([
      'optionExpiresOn:option_expiry_required',
    ]);
    expect(ReservationInputSchema.parse({ ...booking, status: 'option', optionExpiresOn: '2026-02-20' })).toMatchObject(
      { status: 'option', optionExpiresOn: '2026-02-20' },
    );
    expect(failures(ReservationStatusChangeSchema, { id: 1, status: 'out' })).toEqual([
      'kilometers:kilometers_required',
    ]);
    expect(failures(ReservationStatusChangeSchema, { id: 1, status: 'cancelled', kilometers: 10 })).toEqual([
      'kilometers:kilometers_not_expected',
    ]);
    expect(failures(ReservationStatusChangeSchema, { id: 1, status: 'returned', kilometers: -1 })).toEqual([
      'kilometers:invalid_kilometers',
    ]);
    expect(ReservationStatusChangeSchema.parse({ id: 1, status: 'out', kilometers: 12_345 })).toEqual({
      id: 1,
      status: 'out',
      kilometers: 12_345,
    });
  });
});
