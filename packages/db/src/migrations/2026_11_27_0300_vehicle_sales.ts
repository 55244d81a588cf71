import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The sale of a vehicle as the office records it: the price it went for (whole euros), the day
 * (`YYYY-MM-DD`, Europe/Rome) and, optionally, the buyer. Null while the vehicle is not sold; a
 * buy-back empties them (the access log keeps every sale).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('vehicles')
    .addColumn('sold_price_euros', t.int, (col) =>
      col.check(sql`sold_price_euros IS NULL OR sold_price_euros BETWEEN 1 AND 100000000`),
    )
    .execute();
  await db.schema
    .alterTable('vehicles')
    .addColumn('sold_on', 'text', (col) => col.check(sql`sold_on IS NULL OR length(sold_on) = 10`))
    .execute();
  await db.schema
    .alterTable('vehicles')
    .addColumn('sold_to', 'text', (col) => col.check(sql`sold_to IS NULL OR length(sold_to) BETWEEN 1 AND 200`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['sold_to', 'sold_on', 'sold_price_euros']) {
    await db.schema.alterTable('vehicles').dropColumn(column).execute();
  }
}
