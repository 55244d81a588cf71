import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What a quote request says about its service beyond the message (a transport's route and load, an
 * earth-moving job's site and machine, a workshop visit's plate and half day): JSON whose `kind`
 * names its shape, null without any. Existing requests have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('contact_requests')
    .addColumn('service_details', t.json, (col) =>
      t.pg ? col : col.check(sql`service_details IS NULL OR json_valid(service_details)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').dropColumn('service_details').execute();
}
