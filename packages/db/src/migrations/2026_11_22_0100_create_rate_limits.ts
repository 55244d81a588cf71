import type { Kysely } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Failure counters of rate-limited actions, in the database so they survive restarts and span processes. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', t.int, (col) => col.notNull())
    .addColumn('window_start', t.timestamp, (col) => col.notNull())
    .addColumn('locked_until', t.timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
