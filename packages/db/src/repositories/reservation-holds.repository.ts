// What holds a vehicle, and when: the SQL of `holdsVehicle` (@nbt/validation) joined with time,
// and the availability read from it.
import { addDays, type HalfOpenPeriod, romeDateTime, romeDayStart, todayInRome } from '@nbt/validation';
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';

import type { DB } from '../client.js';
import type { Database } from '../schema.js';
import { overlapping, type SqlPeriod } from '../vehicle-state-sql.js';

/** An inclusive period of days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

/** A stretch of time, `[startsAt, endsAt)` as ISO instants; an end left out is open. */
export type Hold = SqlPeriod;

/** The days of `period` in Rome as a stretch of time: from the first day's midnight to the next after the last. */
export function daysHold(period: Partial<Period>): HalfOpenPeriod {
  return {
    ...(period.from === undefined ? {} : { startsAt: romeDayStart(period.from) }),
    ...(period.to === undefined ? {} : { endsAt: romeDayStart(addDays(period.to, 1)) }),
  };
}

/** A reservation's hold: from its pick-up until its return plus the turnaround. */
export const HELD = { startsAt: 'reservations.starts_at', endsAt: 'reservations.ends_at' } as const;

/**
 * The SQL of `holdsVehicle` (@nbt/validation) joined with time: a reservation that keeps its
 * vehicle during some moment of `hold`, from its pick-up until its return plus the office's
 * turnaround (a return at 10:00 leaves the vehicle free for a pick-up at 14:00). Cancelled and
 * no-show bookings never do; an option does until its expiry day, included. Every query that asks
 * whether a vehicle is taken uses it.
 */
export function holdsVehicleDuring(hold: Hold, today: string = todayInRome()): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'reservations'>();
  return eb.and([
    eb('reservations.status', 'not in', ['cancelled', 'no_show']),
    eb.or([
      eb('reservations.status', '<>', 'option'),
      eb('reservations.option_expires_on', 'is', null),
      eb('reservations.option_expires_on', '>=', today),
    ]),
    overlapping(eb, HELD, hold),
  ]);
}

/** All of time: a hold with no ends. */
export const ALWAYS: Hold = {};

/** A booked stretch as the public sees it: from the pick-up until the vehicle is free again, in Rome. */
export interface BusyPeriod {
  from: string;
  fromTime: string;
  to: string;
  toTime: string;
}

/**
 * The stretches a vehicle is held during the days of `window`, from the pick-up until it is free
 * again (the return plus the office's turnaround), local times in Rome; one begun before the window
 * is shown from its first midnight. No names.
 */
export async function listBusyPeriods(
  db: DB,
  vehicleId: number,
  window: Period,
  today: string = todayInRome(),
): Promise<BusyPeriod[]> {
  const hold = daysHold(window);
  const rows = await db
    .selectFrom('reservations')
    .select(['starts_at', 'ends_at'])
    .where('vehicle_id', '=', vehicleId)
    .where(holdsVehicleDuring(hold, today))
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => {
    const start = romeDateTime(row.starts_at < String(hold.startsAt) ? String(hold.startsAt) : row.starts_at);
    const end = romeDateTime(row.ends_at);
    return { from: start.date, fromTime: start.time, to: end.date, toTime: end.time };
  });
}

/** The vehicles held at some moment of `hold` (the days of a search, or a rental's times). */
export async function listVehicleIdsBookedDuring(
  db: DB,
  hold: Hold,
  today: string = todayInRome(),
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('reservations')
    .select('vehicle_id')
    .distinct()
    .where(holdsVehicleDuring(hold, today))
    .execute();
  return new Set(rows.map((row) => Number(row.vehicle_id)));
}
