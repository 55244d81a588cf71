import { describe, expect, it } from 'vitest';

import { formatDayRange, formatMonth } from './format-days';

describe('calendar days written out', () => {
  it('writes a period as one range, days without a leading zero', () => {
    expect(formatDayRange('2026-12-03', '2026-12-05', 'it')).toBe('3–5 dicembre');
    expect(formatDayRange('2026-11-30', '2026-12-02', 'it')).toBe('30 novembre\u2009–\u20092 dicembre');
    expect(formatDayRange('2026-12-03', '2026-12-03', 'it')).toBe('3 dicembre');
    expect(formatDayRange('2026-12-03', '2026-12-05', 'de')).toBe('3.–5. Dezember');
  });

  it('names a month and its year', () => {
    expect(formatMonth('2027-01', 'it')).toBe('gennaio 2027');
  });
});
