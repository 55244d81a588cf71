import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * The rental offer. A vehicle's lower daily prices from a number of days on (`price_tiers`, a JSON
 * list), the office's catalogue of options (protection, extras) a visitor adds to a rental, the
 * fee an office charges when a car is returned there from another one, and the request's return
 * office and priced breakdown (`quote`, JSON), frozen when it is sent and carried into the booking.
 * The catalogue is public data: its writes bump the data version, as the vehicles' do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const nullableJson = (name: string) => (col: any) =>
    t.pg ? col : col.check(sql.raw(`${name} IS NULL OR json_valid(${name})`));

  await db.schema.alterTable('vehicles').addColumn('price_tiers', t.json, t.jsonColumn('price_tiers', '[]')).execute();
  await db.schema
    .alterTable('company_info')
    .addColumn('one_way_fee_cents', t.int, (col) =>
      col.check(sql`one_way_fee_cents IS NULL OR one_way_fee_cents BETWEEN 0 AND 100000000`),
    )
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('return_office_id', t.int, (col) => col.references('company_info.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('quote', t.json, nullableJson('quote')).execute();
  await db.schema.alterTable('reservations').addColumn('quote', t.json, nullableJson('quote')).execute();

  await db.schema
    .createTable('rental_options')
    .addColumn('id', t.int, t.id)
    .addColumn('name', t.json, t.jsonColumn('name'))
    .addColumn('description', t.json, t.jsonColumn('description', '{}'))
    .addColumn('price_cents', t.int, (col) => col.notNull().check(sql`price_cents BETWEEN 0 AND 100000000`))
    .addColumn('per', 'text', (col) => col.notNull().check(sql`per IN ('day', 'rental')`))
    .addColumn('max_quantity', t.int, (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`max_quantity BETWEEN 1 AND 99`),
    )
    .addColumn('categories', t.json, t.jsonColumn('categories', '[]'))
    .addColumn('is_active', t.flagType, t.flag('is_active', 1))
    .addColumn('sort_order', t.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  for (const event of EVENTS) {
    const body = t.pg
      ? 'FOR EACH ROW EXECUTE FUNCTION bump_data_version()'
      : "BEGIN UPDATE meta SET value = value + 1 WHERE key = 'data_version'; END";
    await sql
      .raw(`CREATE TRIGGER rental_options_${event}_data_version AFTER ${event.toUpperCase()} ON rental_options ${body}`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rental_options').ifExists().execute();
  await db.schema.alterTable('reservations').dropColumn('quote').execute();
  await db.schema.alterTable('contact_requests').dropColumn('quote').execute();
  await db.schema.alterTable('contact_requests').dropColumn('return_office_id').execute();
  await db.schema.alterTable('company_info').dropColumn('one_way_fee_cents').execute();
  await db.schema.alterTable('vehicles').dropColumn('price_tiers').execute();
}
