import type { DB } from '../client.js';

export interface RateLimitState {
  count: number;
  windowStart: string;
  lockedUntil: string | null;
}

export async function findRateLimit(db: DB, key: string): Promise<RateLimitState | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start', 'locked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { count: row.count, windowStart: row.window_start, lockedUntil: row.locked_until };
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
