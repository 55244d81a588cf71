import type { Kysely } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A vehicle's description, features and colour in the languages besides Italian, as one JSON
 * object by language code. The Italian stays in its own columns, which the documented API answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('vehicles')
    .addColumn('translations', t.json, t.jsonColumn('translations', '{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicles').dropColumn('translations').execute();
}
