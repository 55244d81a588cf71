import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Tables whose rows the public pages and the cached API answers are made of. */
const PUBLIC_TABLES = ['vehicles', 'company_info'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * A `meta` table holding `data_version`, a counter that triggers bump inside every statement
 * writing a vehicle or an office: the bump commits or rolls back with the write itself, in
 * whichever process made it, and no code path (service, seed, restore script) can forget it.
 * Caches of public answers are keyed on it. `PRAGMA data_version` would not do: it ignores the
 * writes of the connection that reads it.
 *
 * PostgreSQL's triggers call a function, written in PL/pgSQL here, and fire for each row as
 * SQLite's do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', t.int, (col) => col.notNull())
    .execute();
  await db.insertInto('meta').values({ key: 'data_version', value: 0 }).execute();
  if (t.pg) {
    await sql
      .raw(
        `CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN UPDATE meta SET value = value + 1 WHERE key = 'data_version'; RETURN NULL; END $$`,
      )
      .execute(db);
    for (const table of PUBLIC_TABLES) {
      for (const event of EVENTS) {
        await sql
          .raw(
            `CREATE TRIGGER ${table}_${event}_data_version AFTER ${event.toUpperCase()} ON ${table} ` +
              `FOR EACH ROW EXECUTE FUNCTION bump_data_version()`,
          )
          .execute(db);
      }
    }
    return;
  }
  for (const table of PUBLIC_TABLES) {
    for (const event of EVENTS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${event}_data_version AFTER ${event.toUpperCase()} ON ${table} ` +
            `BEGIN UPDATE meta SET value = value + 1 WHERE key = 'data_version'; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  for (const table of PUBLIC_TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_data_version${pg ? ` ON ${table}` : ''}`).execute(db);
    }
  }
  if (pg) await sql.raw('DROP FUNCTION IF EXISTS bump_data_version()').execute(db);
  await db.schema.dropTable('meta').ifExists().execute();
}
