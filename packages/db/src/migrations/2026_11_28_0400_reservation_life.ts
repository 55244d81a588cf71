import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const STATES = "'option', 'confirmed', 'out', 'returned', 'cancelled', 'no_show'";
const REQUIRED_REFERENCE = ['insert', 'update'] as const;

/** The year of an instant in Rome: a booking made on New Year's night counts in the new year. */
const romeYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

/**
 * A booking's life. Each reservation gets its reference (`NBT-2026-00042`: the year it was made in
 * Rome and its number in that year, unique), its state (an `option` held until
 * `option_expires_on`, then `confirmed`, `out`, `returned`, or `cancelled` and `no_show`), the
 * customer's e-mail and phone, the odometer at pick-up and return, and `mail_sequence`, the
 * SEQUENCE of the last calendar file mailed to the customer. `reservation_events` keeps every state
 * a booking took, with who moved it and when. Existing bookings are confirmed ones: they are
 * numbered in id order within their year and get one event each, at their creation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const dayCheck = (name: string) =>
    t.pg
      ? sql.raw(`${name} IS NULL OR ${name} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
      : sql.raw(`${name} IS NULL OR ${name} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`);
  const reservations = () => db.schema.alterTable('reservations');

  await reservations().addColumn('reference', 'text').execute();
  await reservations()
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('confirmed')
        .check(sql.raw(`status IN (${STATES})`)),
    )
    .execute();
  await reservations()
    .addColumn('option_expires_on', 'text', (col) => col.check(dayCheck('option_expires_on')))
    .execute();
  await reservations()
    .addColumn('customer_email', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await reservations()
    .addColumn('customer_phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const column of ['km_out', 'km_in']) {
    await reservations()
      .addColumn(column, t.int, (col) => col.check(sql.raw(`${column} IS NULL OR ${column} >= 0`)))
      .execute();
  }
  await reservations()
    .addColumn('mail_sequence', t.int, (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`mail_sequence >= 0`),
    )
    .execute();

  const existing = await db.selectFrom('reservations').select(['id', 'created_at']).orderBy('id').execute();
  const counters = new Map<string, number>();
  for (const row of existing as { id: number | string; created_at: string | Date }[]) {
    const year = romeYear.format(new Date(row.created_at));
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    await db
      .updateTable('reservations')
      .set({ reference: `NBT-${year}-${String(number).padStart(5, '0')}` })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('reservations_reference_unique')
    .on('reservations')
    .column('reference')
    .unique()
    .execute();
  if (t.pg) {
    await sql`ALTER TABLE reservations ALTER COLUMN reference SET NOT NULL`.execute(db);
  } else {
    // SQLite adds no NOT NULL column without a default to a table with rows: triggers require it instead.
    for (const event of REQUIRED_REFERENCE) {
      await sql
        .raw(
          `CREATE TRIGGER reservations_${event}_reference BEFORE ${event.toUpperCase()} ON reservations ` +
            `WHEN NEW.reference IS NULL BEGIN SELECT RAISE(ABORT, 'NOT NULL constraint failed: reservations.reference'); END`,
        )
        .execute(db);
    }
  }

  await db.schema
    .createTable('reservation_events')
    .addColumn('id', t.int, t.id)
    .addColumn('reservation_id', t.int, (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql.raw(`status IN (${STATES})`)))
    .addColumn('kilometers', t.int, (col) => col.check(sql`kilometers IS NULL OR kilometers >= 0`))
    /** The administrator who made the move, as they were named then; null for the backfilled ones. */
    .addColumn('username', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_events_reservation_id_index')
    .on('reservation_events')
    .columns(['reservation_id', 'id'])
    .execute();
  await sql`
    INSERT INTO reservation_events (reservation_id, status, kilometers, username, created_at)
    SELECT id, status, NULL, NULL, created_at FROM reservations ORDER BY id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  await db.schema.dropTable('reservation_events').ifExists().execute();
  if (!pg) {
    for (const event of REQUIRED_REFERENCE) {
      await sql.raw(`DROP TRIGGER IF EXISTS reservations_${event}_reference`).execute(db);
    }
  }
  await db.schema.dropIndex('reservations_reference_unique').ifExists().execute();
  for (const column of [
    'mail_sequence',
    'km_in',
    'km_out',
    'customer_phone',
    'customer_email',
    'option_expires_on',
    'status',
    'reference',
  ]) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
}
