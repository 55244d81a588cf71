import { DEFAULT_OPENING_HOURS } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { makeOffice } from '../../../../test/fixtures';
import { chargedDays, officeOptions, pickupOffice, rentalTimes } from './reservation-form';

// 2027-03-01 is a Monday, 2027-03-06 a Saturday, 2027-03-07 a Sunday.
const MONDAY = '2027-03-01';
const SATURDAY = '2027-03-06';
const SUNDAY = '2027-03-07';
const HOURS = { ...DEFAULT_OPENING_HOURS, monday: '09:00-13:00, 14:30-19:00' };

describe('the times the reservation dialog offers and takes', () => {
  it('keeps a chosen time while the day still offers it', () => {
    const times = rentalTimes(HOURS, { dates: [MONDAY, MONDAY], pickupTime: '10:30', returnTime: '15:00' });
    expect(times.pickup).toEqual({ date: MONDAY, choices: expect.arrayContaining(['10:30']), time: '10:30' });
    expect(times.return.time).toBe('15:00');
  });

  it('otherwise starts as the quote form does: 10:00 out, back by the same hour', () => {
    // 14:00 falls in the Monday's lunch break; Saturday closes at 13:00.
    const times = rentalTimes(HOURS, { dates: [MONDAY, SATURDAY], pickupTime: '14:00', returnTime: '18:00' });
    // Every half hour of both ranges, their ends included, and none in the break.
    expect(times.pickup.choices).toHaveLength(19);
    expect(times.pickup.choices.slice(7, 11)).toEqual(['12:30', '13:00', '14:30', '15:00']);
    expect(times.pickup.choices.at(-1)).toBe('19:00');
    expect(times.pickup.time).toBe('10:00');
    expect(times.return.choices.at(-1)).toBe('13:00');
    expect(times.return.time).toBe('10:00');
    // On the same day, a return after the pick-up: the last one by default.
    const sameDay = rentalTimes(HOURS, { dates: [MONDAY, MONDAY], pickupTime: '15:00', returnTime: null });
    expect(sameDay.return.choices[0]).toBe('15:30');
    expect(sameDay.return.time).toBe('19:00');
  });

  it('offers no time on a day the office is closed, and none without a day', () => {
    const times = rentalTimes(HOURS, { dates: [SUNDAY, null], pickupTime: '10:00', returnTime: '10:00' });
    expect(times.pickup).toEqual({ date: SUNDAY, choices: [], time: null });
    expect(times.return).toEqual({ date: null, choices: [], time: null });
  });

  it('offers any time where the firm recorded no office, as the server takes it', () => {
    const times = rentalTimes(undefined, { dates: [MONDAY, SUNDAY], pickupTime: null, returnTime: null });
    expect(times.pickup.choices[0]).toBe('00:00');
    expect(times.pickup.time).toBe('10:00');
    expect(times.return.choices.at(-1)).toBe('23:59');
  });

  it('counts the days as the server does, and none for a return not after the pick-up', () => {
    const days = (pickupTime: string, returnTime: string, to = '2027-03-03') =>
      chargedDays(rentalTimes(HOURS, { dates: [MONDAY, to], pickupTime, returnTime }));
    expect(days('10:00', '10:00')).toBe(2);
    expect(days('10:00', '10:30')).toBe(3);
    expect(days('10:00', '12:00', MONDAY)).toBe(1);
    // A same-day return before the pick-up is not offered: the latest one is taken instead.
    expect(days('12:00', '10:00', MONDAY)).toBe(1);
  });
});

describe('the pick-up office', () => {
  const main = makeOffice({ id: 1 });
  const lodi = makeOffice({ id: 2, name: 'Filiale di Lodi', isMainOffice: false });
  const closed = makeOffice({ id: 3, name: 'Filiale chiusa', isMainOffice: false, isActive: false });

  it('is the one chosen, else the main one', () => {
    expect(pickupOffice([lodi, main], '2')).toBe(lodi);
    expect(pickupOffice([lodi, main], null)).toBe(main);
    expect(pickupOffice([], null)).toBeUndefined();
  });

  it('is chosen among the active offices, and the booking keeps one no longer active', () => {
    expect(officeOptions([main, lodi, closed], main)).toEqual([main, lodi]);
    expect(officeOptions([main, lodi, closed], closed)).toEqual([main, lodi, closed]);
  });
});
