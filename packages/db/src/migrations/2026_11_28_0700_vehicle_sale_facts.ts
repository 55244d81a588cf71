import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Selling as buyers compare: the sale facts of a vehicle (each null when not stated), the office's
 * finance terms (one row, or none when it offers no finance) and the car a visitor offers in part
 * exchange with a request (JSON, null without one). The finance terms change what vehicle pages
 * show, so their writes move the data version like the vehicles'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const check = (condition: string) => sql.raw(condition);
  const integers: [string, number, number][] = [
    ['previous_owners', 0, 20],
    ['warranty_months', 0, 120],
    ['co2_g_km', 0, 999],
    ['kerb_weight_kg', 300, 60_000],
  ];
  for (const [name, min, max] of integers) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, t.int, (col) => col.check(check(`${name} IS NULL OR ${name} BETWEEN ${min} AND ${max}`)))
      .execute();
  }
  const decimal = t.pg ? 'double precision' : 'real';
  for (const [name, max] of [
    ['consumption_l_100km', 50],
    ['consumption_kwh_100km', 100],
  ] as const) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, decimal, (col) => col.check(check(`${name} IS NULL OR ${name} BETWEEN 0 AND ${max}`)))
      .execute();
  }
  for (const name of ['service_history', 'vat_deductible']) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, t.flagType, (col) => (t.pg ? col : col.check(check(`${name} IS NULL OR ${name} IN (0, 1)`))))
      .execute();
  }
  await db.schema
    .alterTable('vehicles')
    .addColumn('first_registration', 'text', (col) =>
      col.check(check('first_registration IS NULL OR length(first_registration) = 7')),
    )
    .execute();
  const choices: [string, string[]][] = [
    ['condition', ['nuovo', 'usato', 'km0', 'aziendale']],
    ['body_type', ['berlina', 'station_wagon', 'suv', 'coupe', 'cabrio', 'furgone']],
  ];
  for (const [name, values] of choices) {
    const list = values.map((value) => `'${value}'`).join(', ');
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, 'text', (col) => col.check(check(`${name} IS NULL OR ${name} IN (${list})`)))
      .execute();
  }

  await db.schema
    .createTable('finance_terms')
    .addColumn('id', t.int, (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('tan_basis_points', t.int, (col) => col.notNull().check(sql`tan_basis_points BETWEEN 0 AND 3000`))
    .addColumn('setup_fee_cents', t.int, (col) => col.notNull().check(sql`setup_fee_cents BETWEEN 0 AND 1000000`))
    .addColumn('monthly_fee_cents', t.int, (col) => col.notNull().check(sql`monthly_fee_cents BETWEEN 0 AND 100000`))
    .addColumn('months', t.json, t.jsonColumn('months'))
    .addColumn('min_down_payment_percent', t.int, (col) =>
      col.notNull().check(sql`min_down_payment_percent BETWEEN 0 AND 90`),
    )
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  for (const event of EVENTS) {
    const name = `finance_terms_${event}_data_version`;
    await sql
      .raw(
        t.pg
          ? `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON finance_terms FOR EACH ROW EXECUTE FUNCTION bump_data_version()`
          : `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON finance_terms ` +
              `BEGIN UPDATE meta SET value = value + 1 WHERE key = 'data_version'; END`,
      )
      .execute(db);
  }

  await db.schema
    .alterTable('contact_requests')
    .addColumn('trade_in', t.json, (col) => (t.pg ? col : col.check(sql`trade_in IS NULL OR json_valid(trade_in)`)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  await db.schema.alterTable('contact_requests').dropColumn('trade_in').execute();
  for (const event of EVENTS) {
    await sql
      .raw(`DROP TRIGGER IF EXISTS finance_terms_${event}_data_version${pg ? ' ON finance_terms' : ''}`)
      .execute(db);
  }
  await db.schema.dropTable('finance_terms').execute();
  for (const column of [
    'body_type',
    'condition',
    'first_registration',
    'vat_deductible',
    'service_history',
    'consumption_kwh_100km',
    'consumption_l_100km',
    'kerb_weight_kg',
    'co2_g_km',
    'warranty_months',
    'previous_owners',
  ]) {
    await db.schema.alterTable('vehicles').dropColumn(column).execute();
  }
}
