// The details a quote request gives for its service, without zod: their limits and the office's
// half days, which the schemas in service-details.ts, the server and the web form's fields read.
import { HEAVY_LIMITS } from './heavy-fleet.js';
import { parseDayHours, type OpeningHours } from './office-rules.js';
import { weekdayOf } from './office-hours.js';

export const SERVICE_DETAIL_LIMITS = {
  /** A place: a town, or a street with its number and town. */
  place: 150,
  load: 500,
  /** The heavy fleet's own ceiling: far above any road load, far below a slip of the keyboard. */
  weightKg: HEAVY_LIMITS.weightKg,
  minDays: 1,
  maxDays: 365,
} as const;

/** The half days the workshop and the car wash take vehicles in. */
export const WORKSHOP_SLOTS = ['morning', 'afternoon'] as const;
export type WorkshopSlot = (typeof WORKSHOP_SLOTS)[number];

/** Where the morning ends: a range opening before it serves mornings, one closing after it afternoons. */
const NOON = '13:00';

/**
 * Whether the office takes vehicles in on `date` in `slot`: not on a closed day, nor in a half day
 * its hours do not reach (Saturday 09:00-13:00 has no afternoon). A day written in words names no
 * hours to hold the visitor to, so either half is taken.
 */
export function workshopSlotOpen(hours: OpeningHours, date: string, slot: WorkshopSlot): boolean {
  const day = parseDayHours(hours[weekdayOf(date)] ?? '');
  if (day.kind === 'closed') return false;
  if (day.kind === 'text') return true;
  return day.ranges.some(([opens, closes]) => (slot === 'morning' ? opens < NOON : closes > NOON));
}
