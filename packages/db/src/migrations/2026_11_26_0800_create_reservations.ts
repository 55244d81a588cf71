import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Rentals by dates. A quote request may carry the pick-up and return days (local dates in
 * Europe/Rome, `YYYY-MM-DD` text on both databases: they compare and sort as text), the pick-up
 * office and the price quoted for the period. `reservations` are the office's bookings, inclusive
 * days per vehicle; the services keep them from overlapping inside the write's transaction (which
 * holds the database's write lock on both databases). Their writes bump the data version, as
 * vehicles' do, because the public availability answers are made from them. `calendar_feeds`
 * keeps the hash of the office's private calendar address token, never the token.
 */
/**
 * The first `calendar_feeds`, the office's one address: this migration makes it, and undoing
 * 2026_11_28_0200_calendar_feed_owners makes it again.
 */
export async function createFirstCalendarFeeds(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', t.int, t.id)
    /** SHA-256 of the address's token: a copy of the database does not open the calendar. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const day = (name: string) => sql.raw(`${name} IS NULL OR ${name} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);
  const sqliteDay = (name: string) =>
    sql.raw(`${name} IS NULL OR ${name} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`);
  const dayCheck = t.pg ? day : sqliteDay;

  await db.schema
    .alterTable('contact_requests')
    .addColumn('pickup_date', 'text', (col) => col.check(dayCheck('pickup_date')))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('return_date', 'text', (col) => col.check(dayCheck('return_date')))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('pickup_office_id', t.int, (col) => col.references('company_info.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('quoted_price_cents', t.int, (col) =>
      col.check(sql`quoted_price_cents IS NULL OR quoted_price_cents >= 0`),
    )
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', t.int, t.id)
    .addColumn('vehicle_id', t.int, (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (col) => col.notNull().check(dayCheck('start_date')))
    .addColumn('end_date', 'text', (col) => col.notNull().check(dayCheck('end_date')))
    .addColumn('contact_request_id', t.int, (col) => col.references('contact_requests.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addCheckConstraint('reservations_period_check', sql`end_date >= start_date`)
    .execute();
  await db.schema
    .createIndex('reservations_vehicle_id_start_date_index')
    .on('reservations')
    .columns(['vehicle_id', 'start_date'])
    .execute();
  await db.schema.createIndex('reservations_start_date_index').on('reservations').column('start_date').execute();

  await createFirstCalendarFeeds(db);

  for (const event of EVENTS) {
    const name = `reservations_${event}_data_version`;
    await sql
      .raw(
        t.pg
          ? `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON reservations FOR EACH ROW EXECUTE FUNCTION bump_data_version()`
          : `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON reservations ` +
              `BEGIN UPDATE meta SET value = value + 1 WHERE key = 'data_version'; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  for (const event of EVENTS) {
    await sql
      .raw(`DROP TRIGGER IF EXISTS reservations_${event}_data_version${pg ? ' ON reservations' : ''}`)
      .execute(db);
  }
  await db.schema.dropTable('calendar_feeds').ifExists().execute();
  await db.schema.dropTable('reservations').ifExists().execute();
  for (const column of ['quoted_price_cents', 'pickup_office_id', 'return_date', 'pickup_date']) {
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  }
}
