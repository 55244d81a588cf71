import { romeInstant } from '@nbt/validation';
import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const LEGACY_TIME = '10:00';
/** A same-day rental recorded without times kept its vehicle that day: it ends at the day's usual closing. */
const LEGACY_SAME_DAY_RETURN = '18:00';

type Dated = { id: number | string; from: string | null; to: string | null };

/** The times and instants an older record gets: 10:00 at both ends, so its charged days stay the same. */
function legacyHold(from: string, to: string) {
  const returnTime = from === to ? LEGACY_SAME_DAY_RETURN : LEGACY_TIME;
  return {
    pickup_time: LEGACY_TIME,
    return_time: returnTime,
    starts_at: romeInstant(from, LEGACY_TIME),
    ends_at: romeInstant(to, returnTime),
  };
}

/**
 * Pick-up and return get a time (`HH:MM`, Europe/Rome) beside their dates, and the instants they
 * stand for (`starts_at`, `ends_at`: UTC), which the overlap rule compares: a vehicle is free again
 * from its return (plus the office's `turnaround_hours`), not from the next day. A reservation
 * records the office it is collected from. Existing requests and reservations take 10:00 at both
 * ends, so the days they were charged stay the same; a same-day one returns at 18:00.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const timeCheck = (name: string) =>
    t.pg
      ? sql.raw(`${name} IS NULL OR ${name} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)
      : sql.raw(`${name} IS NULL OR (${name} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${name} <= '23:59')`);

  await db.schema
    .alterTable('company_info')
    .addColumn('turnaround_hours', t.int, (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`turnaround_hours >= 0 AND turnaround_hours <= 72`),
    )
    .execute();

  for (const column of ['pickup_time', 'return_time']) {
    await db.schema
      .alterTable('contact_requests')
      .addColumn(column, 'text', (col) => col.check(timeCheck(column)))
      .execute();
    await db.schema
      .alterTable('reservations')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(LEGACY_TIME).check(timeCheck(column)))
      .execute();
  }
  for (const table of ['contact_requests', 'reservations']) {
    for (const column of ['starts_at', 'ends_at']) {
      await db.schema.alterTable(table).addColumn(column, t.timestamp).execute();
    }
  }
  await db.schema
    .alterTable('reservations')
    .addColumn('pickup_office_id', t.int, (col) => col.references('company_info.id').onDelete('set null'))
    .execute();

  const requests = (await db
    .selectFrom('contact_requests')
    .select(['id', 'pickup_date as from', 'return_date as to'])
    .where('pickup_date', 'is not', null)
    .where('return_date', 'is not', null)
    .execute()) as Dated[];
  for (const row of requests) {
    await db.updateTable('contact_requests').set(legacyHold(row.from!, row.to!)).where('id', '=', row.id).execute();
  }
  const main = (await db
    .selectFrom('company_info')
    .select('id')
    .orderBy('is_main_office', 'desc')
    .orderBy('id')
    .executeTakeFirst()) as { id: number } | undefined;
  const reservations = (await db
    .selectFrom('reservations')
    .select(['id', 'start_date as from', 'end_date as to'])
    .execute()) as Dated[];
  for (const row of reservations) {
    await db
      .updateTable('reservations')
      .set({ ...legacyHold(row.from!, row.to!), pickup_office_id: main?.id ?? null })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('reservations_vehicle_hold_index')
    .on('reservations')
    .columns(['vehicle_id', 'starts_at', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reservations_vehicle_hold_index').ifExists().execute();
  for (const column of ['pickup_office_id', 'ends_at', 'starts_at', 'return_time', 'pickup_time']) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
  for (const column of ['ends_at', 'starts_at', 'return_time', 'pickup_time']) {
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  }
  await db.schema.alterTable('company_info').dropColumn('turnaround_hours').execute();
}
