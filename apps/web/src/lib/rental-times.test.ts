import { describe, expect, it } from 'vitest';

import { dayOffer, heldAt, meetsBusy, rentalTimes } from './rental-times';

const HALF_HOURS_9_TO_18 = Array.from({ length: 19 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

describe('rental times on the public pages', () => {
  const returnedAtTen = [{ from: '2026-12-05', fromTime: '10:00', to: '2026-12-07', toTime: '10:00' }];

  it('holds the vehicle from the pick-up until the return, free again at the return time', () => {
    expect(heldAt(returnedAtTen, '2026-12-05', '09:30')).toBe(false);
    expect(heldAt(returnedAtTen, '2026-12-05', '10:00')).toBe(true);
    expect(heldAt(returnedAtTen, '2026-12-07', '09:30')).toBe(true);
    expect(heldAt(returnedAtTen, '2026-12-07', '10:00')).toBe(false);
  });

  it('tells a closed day, a day with no free time, and a day with some', () => {
    expect(dayOffer(returnedAtTen, '2026-12-06', [])).toBe('closed');
    expect(dayOffer(returnedAtTen, '2026-12-06', HALF_HOURS_9_TO_18)).toBe('booked');
    expect(dayOffer(returnedAtTen, '2026-12-05', HALF_HOURS_9_TO_18)).toBe('free');
    expect(dayOffer(returnedAtTen, '2026-12-07', HALF_HOURS_9_TO_18)).toBe('free');
  });

  it('finds a rental that meets a booking, not one that starts when it ends', () => {
    expect(meetsBusy(returnedAtTen, { from: '2026-12-07', fromTime: '10:00', to: '2026-12-08', toTime: '10:00' })).toBe(
      false,
    );
    expect(meetsBusy(returnedAtTen, { from: '2026-12-07', fromTime: '09:00', to: '2026-12-08', toTime: '10:00' })).toBe(
      true,
    );
    expect(meetsBusy(returnedAtTen, { from: '2026-12-01', fromTime: '10:00', to: '2026-12-05', toTime: '10:30' })).toBe(
      true,
    );
  });

  it('starts at 10:00 and brings the car back by the same hour, or keeps what the visitor chose while offered', () => {
    const offered = { pickup: HALF_HOURS_9_TO_18, return: ['08:00', '09:00', '12:00', '13:00'] };
    expect(rentalTimes(offered, false)).toMatchObject({ pickupTime: '10:00', returnTime: '09:00' });
    expect(rentalTimes(offered, false, { pickupTime: '12:00' })).toMatchObject({
      pickupTime: '12:00',
      returnTime: '12:00',
    });
    expect(rentalTimes(offered, false, { returnTime: '13:00' })).toMatchObject({ returnTime: '13:00' });
    // A time no longer offered (another office, another day) gives way to the default.
    expect(rentalTimes(offered, false, { pickupTime: '07:00' })).toMatchObject({ pickupTime: '10:00' });
    // The same day: a return after the pick-up, the latest by default.
    const sameDay = rentalTimes({ pickup: HALF_HOURS_9_TO_18, return: HALF_HOURS_9_TO_18 }, true, {
      pickupTime: '17:00',
    });
    expect(sameDay).toMatchObject({ returnTime: '18:00', returnChoices: ['17:30', '18:00'] });
    // No time on a closed day.
    expect(rentalTimes({ pickup: [], return: HALF_HOURS_9_TO_18 }, false)).toMatchObject({ pickupTime: null });
    expect(rentalTimes({ pickup: ['09:00'], return: [] }, false)).toMatchObject({ returnTime: null });
  });
});
