/** A reservation as the grid places it: the days it covers, inclusive, `YYYY-MM-DD`. */
export interface DaySpan {
  from: string;
  to: string;
}

/** One cell of a vehicle's row: a free day, or a booking spanning `span` days of the month. */
export type RowCell<T> = { kind: 'free'; day: string } | { kind: 'booking'; day: string; span: number; item: T };

/**
 * Lays one vehicle's bookings over the month's days. Only bookings that share a day with the month
 * are placed, clipped to it; a booking that starts inside one already placed is left out (the
 * server never stores such a pair). Every cell covers at least one day, so a row always ends,
 * whatever the list holds (while the next month loads, the previous month's list is still shown).
 */
export function layoutRow<T extends DaySpan>(days: readonly string[], items: readonly T[]): RowCell<T>[] {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const startsAt = new Map<number, { item: T; end: number }>();
  for (const item of items) {
    if (item.to < first || item.from > last || item.to < item.from) continue;
    const start = item.from < first ? 0 : days.indexOf(item.from);
    const end = item.to > last ? days.length - 1 : days.indexOf(item.to);
    if (start < 0 || end < start) continue;
    const placed = startsAt.get(start);
    if (!placed || end > placed.end) startsAt.set(start, { item, end });
  }
  const cells: RowCell<T>[] = [];
  for (let index = 0; index < days.length;) {
    const booking = startsAt.get(index);
    if (booking) {
      cells.push({ kind: 'booking', day: days[index]!, span: booking.end - index + 1, item: booking.item });
      index = booking.end + 1;
    } else {
      cells.push({ kind: 'free', day: days[index]! });
      index += 1;
    }
  }
  return cells;
}
