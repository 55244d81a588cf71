import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Keys the site signs with, kept in the database so that every server process sharing it, and
 * the same process after a restart, sign and check alike; a file per machine or a key made at
 * start-up would not. `cookie` signs the login device cookies; it is made once, here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('secrets')
    .values({ name: 'cookie', value: randomBytes(32).toString('base64url') })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('secrets').ifExists().execute();
}
