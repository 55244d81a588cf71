import { describe, expect, it } from 'vitest';

import { monthDays } from './month';
import { layoutRow } from './row-layout';

const december = monthDays('2026-12');
const spans = (cells: ReturnType<typeof layoutRow>) =>
  cells.map((cell) => (cell.kind === 'free' ? 1 : cell.span)).reduce((a, b) => a + b, 0);

describe('a vehicle row of the planning', () => {
  it('places a booking over its days and leaves the others free', () => {
    const cells = layoutRow(december, [{ from: '2026-12-03', to: '2026-12-05' }]);
    expect(cells).toHaveLength(29);
    expect(cells[2]).toMatchObject({ kind: 'booking', day: '2026-12-03', span: 3 });
    expect(spans(cells)).toBe(31);
  });

  it('clips bookings that start before the month or end after it', () => {
    const cells = layoutRow(december, [
      { from: '2026-11-28', to: '2026-12-02' },
      { from: '2026-12-30', to: '2027-01-04' },
    ]);
    expect(cells[0]).toMatchObject({ kind: 'booking', day: '2026-12-01', span: 2 });
    expect(cells.at(-1)).toMatchObject({ kind: 'booking', day: '2026-12-30', span: 2 });
    expect(spans(cells)).toBe(31);
  });

  // 'Mese successivo' froze the tab: the previous month's bookings were laid over the new month's
  // days while it loaded, a booking wholly before the month got a span of 0 and the loop never advanced.
  it('ends, with every day covered once, when handed bookings of another month', () => {
    const november = [
      { from: '2026-11-02', to: '2026-11-06' },
      { from: '2026-11-10', to: '2026-11-30' },
      { from: '2027-01-10', to: '2027-01-12' },
    ];
    const cells = layoutRow(december, november);
    expect(cells.every((cell) => cell.kind === 'free')).toBe(true);
    expect(cells).toHaveLength(31);
  });

  it('never lets two bookings share a day, nor an upside-down one take any', () => {
    const cells = layoutRow(december, [
      { from: '2026-12-10', to: '2026-12-14' },
      { from: '2026-12-12', to: '2026-12-16' },
      { from: '2026-12-10', to: '2026-12-11' },
      { from: '2026-12-20', to: '2026-12-18' },
    ]);
    expect(spans(cells)).toBe(31);
    expect(cells.filter((cell) => cell.kind === 'booking')).toHaveLength(1);
  });

  it('has no cells for a month without days', () => {
    expect(layoutRow([], [{ from: '2026-12-01', to: '2026-12-02' }])).toEqual([]);
  });
});
