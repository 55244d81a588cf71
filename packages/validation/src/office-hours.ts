// An office's hours as a rental meets them: which times a counter serves on a day. Kept apart from
// office-rules.ts, which every public page loads: these go only with the forms that ask a time.
import { type OpeningHours, parseDayHours, pickMainOffice, type Weekday, WEEKDAYS } from './office-rules.js';

/** Every minute of every day: the times a rental may take where the firm recorded no office. */
export const ANY_HOUR: OpeningHours = Object.fromEntries(WEEKDAYS.map((day) => [day, '00:00-23:59'])) as OpeningHours;

/** The weekday of a `YYYY-MM-DD` day (the same wherever the code runs). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/**
 * Whether a counter is open at `time` (`HH:MM`) on `date`: within one of the day's ranges, its
 * opening and closing minutes included. A day written in words names no hours to hold the
 * customer to, so any time is taken.
 */
export function openAt(hours: OpeningHours, date: string, time: string): boolean {
  const day = parseDayHours(hours[weekdayOf(date)] ?? '');
  if (day.kind === 'closed') return false;
  if (day.kind === 'text') return true;
  return day.ranges.some(([opens, closes]) => opens <= time && time <= closes);
}

/** Minutes between the times a picker offers. */
export const TIME_STEP_MINUTES = 30;

/**
 * The times a picker offers on `date`: every half hour within the day's ranges (their ends
 * included); the whole day for one written in words; none when the office is closed.
 */
export function timeChoices(hours: OpeningHours, date: string, stepMinutes = TIME_STEP_MINUTES): string[] {
  const choices: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += stepMinutes) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    if (openAt(hours, date, time)) choices.push(time);
  }
  const day = parseDayHours(hours[weekdayOf(date)] ?? '');
  // A closing time off the step (13:15) is still a time the counter is open.
  if (day.kind === 'open') {
    for (const [, closes] of day.ranges) if (!choices.includes(closes)) choices.push(closes);
    choices.sort();
  }
  return choices;
}

/** The most hours an office may keep a returned vehicle before it goes out again. */
export const MAX_TURNAROUND_HOURS = 72;

/**
 * The office a rental is collected from among `offices`: the one chosen, else the main one (as the
 * server reads none); undefined where the firm recorded no office, when any hour is taken.
 */
export function pickupOfficeOf<T extends { id: number; isMainOffice: boolean }>(
  offices: readonly T[],
  id: number | null | undefined,
): T | undefined {
  return offices.find((office) => office.id === id) ?? pickMainOffice(offices);
}
