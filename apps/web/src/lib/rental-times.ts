// Times on the public pages: when a vehicle is held, which days a calendar offers, the times a
// request starts with. Apart from rental-period.ts, which the routes (every page) read: these load
// with the calendar and the quote form.

/** A stretch the vehicle is booked, as the public availability answers it (Rome's local days and times). */
export interface BusyStretch {
  from: string;
  fromTime: string;
  to: string;
  toTime: string;
}

/** A local moment written so that strings compare as the moments do. */
const moment = (day: string, time: string) => `${day}T${time}`;

/** Whether a booked stretch holds the vehicle at `time` on `day` (free again from its end). */
export function heldAt(busy: readonly BusyStretch[], day: string, time: string): boolean {
  const at = moment(day, time);
  return busy.some(
    (stretch) => moment(stretch.from, stretch.fromTime) <= at && at < moment(stretch.to, stretch.toTime),
  );
}

/**
 * What a calendar day offers for a pick-up or a return: `closed` when the office does not open,
 * `booked` when every time it offers is held, `free` when at least one is not.
 */
export function dayOffer(
  busy: readonly BusyStretch[],
  day: string,
  times: readonly string[],
): 'closed' | 'booked' | 'free' {
  if (times.length === 0) return 'closed';
  return times.some((time) => !heldAt(busy, day, time)) ? 'free' : 'booked';
}

/** Whether a rental from one local moment to another meets a booked stretch. */
export function meetsBusy(
  busy: readonly BusyStretch[],
  rental: { from: string; fromTime: string; to: string; toTime: string },
): boolean {
  const start = moment(rental.from, rental.fromTime);
  const end = moment(rental.to, rental.toTime);
  return busy.some(
    (stretch) => moment(stretch.from, stretch.fromTime) < end && start < moment(stretch.to, stretch.toTime),
  );
}

/**
 * The times a rental is picked up and returned at, given what the office offers each day and what
 * the visitor chose: a chosen time while offered; else 10:00 for the pick-up (or the first time
 * offered), and for a return on a later day the last time offered not after the pick-up time (so no
 * extra day is charged), on the same day the last time offered after the pick-up. Null where the
 * day offers none.
 */
export function rentalTimes(
  offered: { pickup: readonly string[]; return: readonly string[] },
  sameDay: boolean,
  chosen: { pickupTime?: string | undefined; returnTime?: string | undefined } = {},
): { pickupTime: string | null; returnTime: string | null; returnChoices: string[] } {
  const pick = (choices: readonly string[], wanted: string | undefined, fallback: string | undefined) =>
    wanted !== undefined && choices.includes(wanted) ? wanted : (fallback ?? null);
  const pickup = offered.pickup;
  const pickupTime = pick(pickup, chosen.pickupTime, pickup.includes('10:00') ? '10:00' : pickup[0]);
  const returnChoices =
    sameDay && pickupTime ? offered.return.filter((time) => time > pickupTime) : [...offered.return];
  const noLater = pickupTime ? returnChoices.filter((time) => time <= pickupTime) : [];
  const fallback = sameDay ? returnChoices.at(-1) : (noLater.at(-1) ?? returnChoices[0]);
  return { pickupTime, returnTime: pick(returnChoices, chosen.returnTime, fallback), returnChoices };
}
