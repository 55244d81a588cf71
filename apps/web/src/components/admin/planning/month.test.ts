import { describe, expect, it } from 'vitest';

import { monthDays, shiftMonth, weekdayOf } from './month';
import { parsePlanningSearch } from './planning-search-params';

describe('the planning month', () => {
  it('has every day of the month, leap days and month ends included', () => {
    expect(monthDays('2026-12')).toHaveLength(31);
    expect(monthDays('2026-11').at(-1)).toBe('2026-11-30');
    expect(monthDays('2027-02')).toHaveLength(28);
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
    // The days of the daylight-saving change are days like the others.
    expect(monthDays('2026-03').slice(27, 31)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
  });

  it('moves a month back and forth across the years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2028-03', -1)).toBe('2028-02');
  });

  it('names the weekday of a day, Sunday 0', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-12-05')).toBe(6);
  });

  it('reads the month and the vehicles from the address, dropping what does not exist', () => {
    expect(parsePlanningSearch({ month: '2026-12', vehicles: 'all' })).toEqual({ month: '2026-12', vehicles: 'all' });
    expect(parsePlanningSearch({ month: '2026-13', vehicles: 'some' })).toEqual({
      month: undefined,
      vehicles: undefined,
    });
    expect(parsePlanningSearch({ month: 202612 })).toEqual({ month: undefined, vehicles: undefined });
  });
});
