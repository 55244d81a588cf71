import { createHash } from 'node:crypto';

import type { DB } from '../client.js';
import { nowIso } from '../time.js';
import { daysHold, holdsVehicleDuring } from './reservation-holds.repository.js';

/** An administrator's calendar address as the back office sees it: never its token. */
export interface CalendarFeedRow {
  userId: number;
  username: string;
  includeNames: boolean;
  createdAt: string;
  lastReadAt: string | null;
}

/** What reading an address needs to know of it, once it is known to be live. */
export interface LiveCalendarFeed {
  id: number;
  username: string;
  includeNames: boolean;
}

/** One event of the calendar: the vehicle and its days, the customer's name only when asked for. */
export interface CalendarEventRow {
  id: number;
  vehicleLabel: string;
  from: string;
  to: string;
  /** The pick-up and return times, `HH:MM` in Rome. */
  pickupTime: string;
  returnTime: string;
  customerName: string | null;
  updatedAt: string;
}

/**
 * The fingerprint of a password hash: every new password is hashed with a new salt, so it changes
 * whenever the password is set, and the hash itself is never copied or read out of this module.
 */
const stampOf = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('hex');

/**
 * Makes (or remakes) `userId`'s address: one row per user, so a second mint, concurrent or not,
 * replaces that user's own token and nobody else's. Undefined when the user no longer exists.
 */
export async function saveCalendarFeed(
  db: DB,
  feed: { userId: number; tokenHash: string; includeNames: boolean },
): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', feed.userId).executeTakeFirst();
  if (!user) return undefined;
  const now = nowIso();
  const values = {
    token_hash: feed.tokenHash,
    password_stamp: stampOf(user.password_hash),
    include_names: feed.includeNames ? (1 as const) : (0 as const),
    created_at: now,
    last_read_at: null,
  };
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: feed.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return now;
}

/** The addresses that exist, with their makers' names: one user's, or everyone's; by maker. */
export async function listCalendarFeeds(db: DB, userId?: number): Promise<CalendarFeedRow[]> {
  let query = db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select([
      'calendar_feeds.user_id',
      'users.username',
      'calendar_feeds.include_names',
      'calendar_feeds.created_at',
      'calendar_feeds.last_read_at',
    ]);
  if (userId !== undefined) query = query.where('calendar_feeds.user_id', '=', userId);
  const rows = await query.orderBy('calendar_feeds.user_id').execute();
  return rows.map((row) => ({
    userId: Number(row.user_id),
    username: row.username,
    includeNames: row.include_names === 1,
    createdAt: row.created_at,
    lastReadAt: row.last_read_at,
  }));
}

/** Ends `userId`'s address; false when there was none. */
export async function deleteCalendarFeed(db: DB, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The address whose token hashes to `tokenHash`, if its maker still exists with the password they
 * had when they made it; its reading time is noted.
 */
export async function readLiveCalendarFeed(db: DB, tokenHash: string): Promise<LiveCalendarFeed | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['calendar_feeds.id', 'calendar_feeds.password_stamp', 'calendar_feeds.include_names', 'users.username'])
    .select('users.password_hash')
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.password_stamp !== stampOf(row.password_hash)) return undefined;
  await db.updateTable('calendar_feeds').set({ last_read_at: nowIso() }).where('id', '=', row.id).execute();
  return { id: Number(row.id), username: row.username, includeNames: row.include_names === 1 };
}

/**
 * The reservations a calendar shows: those holding their vehicle on `since` or later (no cancelled
 * booking, no lapsed option), by first day. Only the
 * columns an event needs are read; the name only when `includeNames`, the note never.
 */
export async function listCalendarEvents(
  db: DB,
  { since, includeNames }: { since: string; includeNames: boolean },
): Promise<CalendarEventRow[]> {
  const rows = await db
    .selectFrom('reservations')
    .innerJoin('vehicles', 'vehicles.id', 'reservations.vehicle_id')
    .select([
      'reservations.id',
      'reservations.start_date',
      'reservations.end_date',
      'reservations.pickup_time',
      'reservations.return_time',
      'reservations.updated_at',
      'vehicles.brand',
      'vehicles.model',
    ])
    .$if(includeNames, (query) => query.select('reservations.customer_name'))
    .where(holdsVehicleDuring(daysHold({ from: since })))
    .orderBy('reservations.start_date')
    .orderBy('reservations.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    vehicleLabel: `${row.brand} ${row.model}`,
    from: row.start_date,
    to: row.end_date,
    pickupTime: row.pickup_time,
    returnTime: row.return_time,
    customerName: includeNames ? (row.customer_name ?? '') : null,
    updatedAt: row.updated_at,
  }));
}
