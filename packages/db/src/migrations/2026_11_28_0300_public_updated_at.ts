import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * When something a visitor sees of a vehicle last changed: the public answers, the vehicle page
 * and the sitemap date a vehicle by it, so an edit of the office's own fields (plate, chassis,
 * notes, the recorded sale) does not make every copy of the public page stale. Existing vehicles
 * start from their update time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('vehicles').addColumn('public_updated_at', t.timestamp).execute();
  await db
    .updateTable('vehicles')
    .set({ public_updated_at: sql.ref('updated_at') })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicles').dropColumn('public_updated_at').execute();
}
