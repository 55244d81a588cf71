import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The cookie signing key leaves the database: whoever holds a backup or a copy of it could sign
 * device cookies with it. The site now reads COOKIE_SECRET or a key file in DATA_DIR; cookies
 * signed with the old key stop counting, and their browsers sign in as any other does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('secrets').where('name', '=', 'cookie').execute();
}

/** A new key for the earlier version, which reads it from the table (the old one is gone). */
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('secrets')
    .values({ name: 'cookie', value: randomBytes(32).toString('base64url') })
    .execute();
}
