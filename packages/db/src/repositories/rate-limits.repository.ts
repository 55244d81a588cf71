import type { DB } from '../client.js';

export interface RateLimitState {
  count: number;
  windowStart: string;
  lockedUntil: string | null;
}

/**
 * The counter of `key`, created empty when there is none, held for the rest of the transaction:
 * the upsert takes the row lock on PostgreSQL (concurrent attempts for one key wait for each
 * other), and SQLite's write transactions hold the whole file already. Reading first and writing
 * later without that lock would let concurrent attempts all read the same count.
 */
export async function lockRateLimit(db: DB, key: string, now: string): Promise<RateLimitState> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 0, window_start: now, locked_until: null })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .returning(['count', 'window_start', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { count: row.count, windowStart: row.window_start, lockedUntil: row.locked_until };
}

export async function saveRateLimit(db: DB, key: string, state: RateLimitState): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, count: state.count, window_start: state.windowStart, locked_until: state.lockedUntil })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: state.count,
        window_start: state.windowStart,
        locked_until: state.lockedUntil,
      }),
    )
    .execute();
}

export async function deleteRateLimit(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops counters whose window and lock both ended before `before`. */
export async function deleteExpiredRateLimits(db: DB, before: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
    .execute();
}
