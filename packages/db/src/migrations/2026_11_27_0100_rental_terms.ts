import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The terms of a rental, written by the office per vehicle: the deposit (whole euros), the
 * kilometres included per day and the price of each kilometre beyond them (cents), the driver's
 * minimum age, and whether the vehicle is delivered on request. Null is 'not stated'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const between = (column: string, min: number, max: number) =>
    sql.raw(`${column} IS NULL OR ${column} BETWEEN ${min} AND ${max}`);
  const columns: [string, number, number][] = [
    ['deposit_euros', 0, 100_000_000],
    ['km_per_day', 1, 100_000],
    ['extra_km_cents', 0, 100_000],
    ['min_driver_age', 18, 99],
  ];
  for (const [name, min, max] of columns) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, t.int, (col) => col.check(between(name, min, max)))
      .execute();
  }
  await db.schema
    .alterTable('vehicles')
    .addColumn('delivery_on_request', t.flagType, t.flag('delivery_on_request', 0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['delivery_on_request', 'min_driver_age', 'extra_km_cents', 'km_per_day', 'deposit_euros']) {
    await db.schema.alterTable('vehicles').dropColumn(column).execute();
  }
}
