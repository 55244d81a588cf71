import { addDays, todayInRome } from '@nbt/validation/rules';

/** The month (`YYYY-MM`) a day (`YYYY-MM-DD`) falls in. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month it is in Rome now. */
export const currentMonth = () => monthOf(todayInRome());

/** Every day of a month, `YYYY-MM-DD`, in order. */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month before (-1) or after (+1) another. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const days = monthDays(month);
  return monthOf(by < 0 ? addDays(days[0]!, -1) : addDays(days.at(-1)!, 1));
}

/** The day of the week of a calendar day: 0 Sunday … 6 Saturday, as Intl's week info counts. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
