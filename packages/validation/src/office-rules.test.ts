import { describe, expect, it } from 'vitest';

import { EXAMPLE_HOURS } from './examples.js';
import { ANY_HOUR, openAt, timeChoices, weekdayOf } from './office-hours.js';
import { parseDayHours } from './office-rules.js';

describe('parseDayHours', () => {
  it('reads closed days, ranges as HH:MM pairs, and anything else as words', () => {
    expect(parseDayHours(' chiuso ')).toEqual({ kind: 'closed' });
    expect(parseDayHours('')).toEqual({ kind: 'closed' });
    expect(parseDayHours('8.30-12.30 e 14:00-18:00')).toEqual({
      kind: 'open',
      ranges: [
        ['08:30', '12:30'],
        ['14:00', '18:00'],
      ],
    });
    // Words around a range make the whole day words: no opening hours are guessed out of them.
    expect(parseDayHours('09:00-13:00 su appuntamento')).toEqual({ kind: 'text', text: '09:00-13:00 su appuntamento' });
    expect(parseDayHours('22:00-02:00')).toEqual({ kind: 'text', text: '22:00-02:00' });
  });
});

describe('the counter hours a rental must fall in', () => {
  it('names the weekday of a date wherever the code runs', () => {
    expect(['2026-11-30', '2026-12-05', '2026-12-06', '2026-03-29'].map(weekdayOf)).toEqual([
      'monday',
      'saturday',
      'sunday',
      'sunday',
    ]);
  });

  it('is open within a range, its ends included, and never on a closed day', () => {
    // EXAMPLE_HOURS: 08:00-18:00 on weekdays, 08:00-13:00 on Saturday, closed on Sunday.
    expect(openAt(EXAMPLE_HOURS, '2026-11-30', '08:00')).toBe(true);
    expect(openAt(EXAMPLE_HOURS, '2026-11-30', '18:00')).toBe(true);
    expect(openAt(EXAMPLE_HOURS, '2026-11-30', '18:01')).toBe(false);
    expect(openAt(EXAMPLE_HOURS, '2026-11-30', '07:59')).toBe(false);
    expect(openAt(EXAMPLE_HOURS, '2026-12-05', '14:00')).toBe(false);
    expect(openAt(EXAMPLE_HOURS, '2026-12-06', '10:00')).toBe(false);
    const split = { ...EXAMPLE_HOURS, monday: '09:00-12:30, 14:30-19:00' };
    expect(openAt(split, '2026-11-30', '13:00')).toBe(false);
    expect(openAt(split, '2026-11-30', '14:30')).toBe(true);
    // A day in words names no hours to hold anyone to.
    expect(openAt({ ...EXAMPLE_HOURS, sunday: 'Su appuntamento' }, '2026-12-06', '22:00')).toBe(true);
  });

  it('offers the half hours of the day, a closing off the half hour too, and nothing when closed', () => {
    expect(timeChoices(EXAMPLE_HOURS, '2026-12-05')).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
    expect(timeChoices({ ...EXAMPLE_HOURS, monday: '09:00-10:15' }, '2026-11-30')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:15',
    ]);
    expect(timeChoices(EXAMPLE_HOURS, '2026-12-06')).toEqual([]);
    expect(timeChoices(ANY_HOUR, '2026-12-06')).toHaveLength(49);
  });
});
