import { CompiledQuery } from 'kysely';

import type { DB } from '../client.js';

/** The one query of the data version (prepared by `openDatabase`). */
export const DATA_VERSION_SQL = "SELECT value FROM meta WHERE key = 'data_version'";
/** Compiled once, for connections opened elsewhere than `openDatabase`. */
const DATA_VERSION_QUERY = CompiledQuery.raw(DATA_VERSION_SQL);

/**
 * Version readers of the connections `openDatabase` opened: a statement prepared once and run
 * synchronously, since the version is read on every cached public request. Reading it outside
 * Kysely's connection queue is safe: a transaction in progress on the same connection can only
 * show its own bump early, which makes the next reader rebuild, never serve stale data.
 */
const readers = new WeakMap<DB, () => number>();

/** Called by `openDatabase`: `read` answers the data version of `db`'s connection. */
export function registerDataVersionReader(db: DB, read: () => number): void {
  readers.set(db, read);
}

/**
 * The counter that every write to vehicles or offices bumps in its own transaction (by triggers,
 * see the create_meta migration), in any process sharing the file: equal versions mean equal
 * public data, so a cache keyed on it is never stale after a committed write.
 */
export async function getDataVersion(db: DB): Promise<number> {
  const read = readers.get(db);
  if (read) return read();
  const result = await db.executeQuery<{ value: number }>(DATA_VERSION_QUERY);
  const row = result.rows[0];
  if (!row) throw new Error('meta.data_version is missing: the database is not migrated');
  return row.value;
}
