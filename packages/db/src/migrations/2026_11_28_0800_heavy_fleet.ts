import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const OLD_CATEGORIES = "vehicle_category IN ('auto', 'camion')";
const NEW_CATEGORIES = "vehicle_category IN ('auto', 'camion', 'movimento_terra')";

/** The heavy fleet's figures: name, type and the check of a stated value (null is 'not stated'). */
const FIGURES: [string, 'int' | 'text', string][] = [
  ['gross_weight_kg', 'int', 'gross_weight_kg BETWEEN 1 AND 250000'],
  ['payload_kg', 'int', 'payload_kg BETWEEN 0 AND 250000'],
  ['axles', 'int', 'axles BETWEEN 2 AND 5'],
  ['wheel_formula', 'text', "wheel_formula IN ('4x2', '6x2', '6x4', '8x4')"],
  ['cab', 'text', 'length(cab) BETWEEN 1 AND 50'],
  [
    'machine_type',
    'text',
    "machine_type IN ('escavatore', 'miniescavatore', 'pala_gommata', 'terna', 'dumper', 'rullo', 'sollevatore')",
  ],
  ['operating_weight_kg', 'int', 'operating_weight_kg BETWEEN 1 AND 250000'],
  ['engine_hours', 'int', 'engine_hours BETWEEN 0 AND 1000000'],
  ['max_digging_depth_mm', 'int', 'max_digging_depth_mm BETWEEN 0 AND 50000'],
  ['bucket_capacity_l', 'int', 'bucket_capacity_l BETWEEN 0 AND 50000'],
  ['with_operator', 'text', "with_operator IN ('no', 'optional', 'always')"],
];

/**
 * The heavy fleet: a third category, `movimento_terra` (earth-moving machines), and the figures
 * trucks and machines are compared on, each null when not stated; a request for a machine rented
 * with or without its operator says which (`with_operator`, null when not asked). Existing
 * vehicles keep their category and state none of the new figures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceCategoryCheck(db, OLD_CATEGORIES, NEW_CATEGORIES);
  const t = columnTypes(db);
  for (const [name, type, check] of FIGURES) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, type === 'int' ? t.int : 'text', (col) => col.check(sql.raw(`${name} IS NULL OR ${check}`)))
      .execute();
  }
  await db.schema
    .createIndex('vehicles_vehicle_category_index')
    .on('vehicles')
    .columns(['vehicle_category', 'created_at'])
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('with_operator', t.flagType, (col) =>
      t.pg ? col : col.check(sql`with_operator IS NULL OR with_operator IN (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_requests').dropColumn('with_operator').execute();
  await db.schema.dropIndex('vehicles_vehicle_category_index').execute();
  for (const [name] of [...FIGURES].reverse()) {
    await db.schema.alterTable('vehicles').dropColumn(name).execute();
  }
  // The older schema has no place for a machine.
  await db.deleteFrom('vehicles').where('vehicle_category', '=', 'movimento_terra').execute();
  await replaceCategoryCheck(db, NEW_CATEGORIES, OLD_CATEGORIES);
}

/**
 * Swaps the check of `vehicles.vehicle_category`. PostgreSQL alters the constraint. SQLite changes
 * no constraint in place: the table is rebuilt under its own definition with the new check (copied
 * row for row, the old one dropped, the copy renamed), then its indexes, triggers and id counter are
 * put back. Dropping the old table with foreign keys enforced would delete the bookings of every
 * vehicle (their ON DELETE CASCADE), so this runs only where `migrateToLatest` has turned them off
 * for the migrations and checks them afterwards.
 */
async function replaceCategoryCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (columnTypes(db).pg) {
    await sql
      .raw(
        'ALTER TABLE vehicles DROP CONSTRAINT vehicles_vehicle_category_check, ' +
          `ADD CONSTRAINT vehicles_vehicle_category_check CHECK (${to})`,
      )
      .execute(db);
    return;
  }
  const enforced = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
  if (enforced.rows[0]?.foreign_keys !== 0) throw new Error('vehicles: rebuilt only with foreign keys off');
  const schema = await sql<{ type: string; sql: string | null }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = 'vehicles' ORDER BY type = 'table' DESC`.execute(db);
  const [table, ...dependents] = schema.rows;
  const definition = table?.sql?.replace(/^CREATE TABLE "?vehicles"? /, 'CREATE TABLE "vehicles_rebuilt" ');
  if (!definition?.includes(from) || definition === table?.sql) throw new Error(`vehicles: no check ${from}`);
  const sequence = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'vehicles'`.execute(db);
  await sql.raw(definition.replace(from, to)).execute(db);
  await sql`INSERT INTO vehicles_rebuilt SELECT * FROM vehicles`.execute(db);
  await sql`DROP TABLE vehicles`.execute(db);
  await sql`ALTER TABLE vehicles_rebuilt RENAME TO vehicles`.execute(db);
  for (const dependent of dependents) if (dependent.sql) await sql.raw(dependent.sql).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) await sql`UPDATE sqlite_sequence SET seq = ${seq} WHERE name = 'vehicles'`.execute(db);
}
