import { describe, expect, it } from 'vitest';

import { formatDayMonth, formatDayRange, formatMonth, formatRentalTime } from './format-days';

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

  it("writes a rental's time as the language does: Italian as stored, others their own short time", () => {
    expect(formatRentalTime('2026-12-03', '08:30', 'it')).toBe('08:30');
    expect(formatRentalTime('2026-12-03', '18:30', 'en')).toBe('18:30');
    expect(formatRentalTime('2026-12-03', '08:30', 'es')).toBe('8:30');
    // Summer time: the same wall time in Rome, whatever the machine's zone.
    expect(formatRentalTime('2027-07-01', '09:00', 'de')).toBe('09:00');
    expect(formatDayMonth('2026-12-03', 'it')).toBe('3 dicembre');
  });
});
