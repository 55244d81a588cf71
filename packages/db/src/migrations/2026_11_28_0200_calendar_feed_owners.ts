import type { Kysely } from 'kysely';

import { createFirstCalendarFeeds } from './2026_11_26_0800_create_reservations.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Each administrator's own private calendar address, at most one each. A row names its maker
 * (deleted with them) and a fingerprint of the maker's password hash when it was made: a new
 * password makes a new hash, so the address stops working without the password change knowing of
 * it. `include_names` is the maker's choice to put customers' names in the events; `last_read_at`
 * is the last time a calendar read it. The one address nobody owned is dropped: whoever wants it
 * makes their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    /** SHA-256 of the address's token: a copy of the database does not open the calendar. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    /** SHA-256 of the maker's password hash at the time. */
    .addColumn('password_stamp', 'text', (col) => col.notNull())
    .addColumn('include_names', t.flagType, t.flag('include_names', 0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_read_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await createFirstCalendarFeeds(db);
}
