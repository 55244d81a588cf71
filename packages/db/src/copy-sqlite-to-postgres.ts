import { existsSync } from 'node:fs';

import { sql } from 'kysely';

import type { PostgresDatabaseHandle } from './client.js';
import { migrateToLatest, migrationNames } from './migrate.js';
import SQLite, { type BetterSqlite3 } from './sqlite.js';

export interface TableCopy {
  table: string;
  /** Rows in the SQLite file. */
  source: number;
  /** Rows in PostgreSQL after the copy. */
  target: number;
}

export interface SqliteCopyResult {
  tables: TableCopy[];
  /** True when every table holds as many rows in PostgreSQL as in SQLite. */
  countsMatch: boolean;
}

/** Rows sent per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The site's tables in the SQLite file, parents before the tables that refer to them. */
function tablesInCopyOrder(source: BetterSqlite3.Database): string[] {
  const tables = (
    source
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_'));
  const parents = new Map(
    tables.map((table) => [
      table,
      (source.prepare(`PRAGMA foreign_key_list(${quote(table)})`).all() as { table: string }[])
        .map((key) => key.table)
        .filter((parent) => parent !== table),
    ]),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  // Last: inserting vehicles and offices bumps the data version, which then takes the file's value.
  return [...ordered.filter((table) => table !== 'meta'), ...ordered.filter((table) => table === 'meta')];
}

/** Copies every table's rows, ids included, in one transaction, then moves the identity sequences on. */
async function copyTables(
  source: BetterSqlite3.Database,
  target: PostgresDatabaseHandle,
  tables: string[],
  log: (line: string) => void,
): Promise<TableCopy[]> {
  return target.db.transaction().execute(async (trx) => {
    const copied: TableCopy[] = [];
    for (const table of tables) {
      const targetColumns = new Set(
        (
          await sql<{ name: string }>`
            SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table}`.execute(trx)
        ).rows.map((row) => row.name),
      );
      if (targetColumns.size === 0) throw new Error(`PostgreSQL has no table ${table} after the migrations`);
      const columns = (source.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[])
        .map((column) => column.name)
        .filter((name) => targetColumns.has(name));
      // The migrations' own rows (meta's data_version) give way to the ones being moved.
      await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await trx
          .insertInto(table as never)
          .values(batch as never)
          .execute();
        batch = [];
      };
      let rows = 0;
      const select = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`);
      for (const row of select.iterate() as Iterable<Record<string, unknown>>) {
        batch.push(row);
        rows++;
        if (batch.length === BATCH_ROWS) await flush();
      }
      await flush();
      const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(trx);
      copied.push({ table, source: rows, target: Number(counted.rows[0]!.n) });
      log(`${table}: ${rows} rows`);
    }
    // Ids the database hands out next start after the largest one copied.
    const identities = await sql<{ table: string; column: string }>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(trx);
    for (const { table, column } of identities.rows) {
      await sql`SELECT setval(pg_get_serial_sequence(${quote(table)}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) FROM ${sql.table(table)}`.execute(
        trx,
      );
    }
    return copied;
  });
}

/** Drops what the migrations made: the database is empty again, as it was before the move. */
async function emptySchema(target: PostgresDatabaseHandle): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(target.db);
  for (const { name } of tables.rows) await sql`DROP TABLE IF EXISTS ${sql.table(name)} CASCADE`.execute(target.db);
  await sql`DROP FUNCTION IF EXISTS bump_data_version()`.execute(target.db);
}

/**
 * Copies the site's SQLite database `sqliteFile` into the empty PostgreSQL database of `target`:
 * the schema by the same migrations the server runs, then every table's rows with their ids, then
 * each identity sequence moved past the largest id, in one transaction. A failure removes what the
 * migrations made, so the PostgreSQL database is as empty as it was and the move can be run again.
 * The counts of both sides are compared at the end. The SQLite file is only read; the uploads are
 * files and are not part of it.
 */
export async function copySqliteToPostgres(
  sqliteFile: string,
  target: PostgresDatabaseHandle,
  log: (line: string) => void = () => undefined,
): Promise<SqliteCopyResult> {
  if (!existsSync(sqliteFile)) throw new Error(`No SQLite database at ${sqliteFile}`);
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const applied = (source.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map(
      (row) => row.name,
    );
    if (applied.join() !== migrationNames.join()) {
      throw new Error(
        'The SQLite database is not at this version of the site: start the site once on it (it migrates on start), stop it, then move it',
      );
    }
    const existing = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
      target.db,
    );
    if (existing.rows.length > 0) {
      throw new Error(
        `The PostgreSQL database is not empty (it has ${existing.rows.map((row) => row.name).join(', ')}): ` +
          'move into a new, empty database',
      );
    }
    try {
      await migrateToLatest(target.db);
      // One read transaction on SQLite: every table is copied from the same moment.
      source.exec('BEGIN');
      const copies = await copyTables(source, target, tablesInCopyOrder(source), log);
      // Counted again outside the copy's transaction: what the site will see.
      const tables: TableCopy[] = [];
      for (const copy of copies) {
        const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(copy.table)}`.execute(target.db);
        tables.push({ ...copy, target: Number(counted.rows[0]!.n) });
      }
      source.exec('COMMIT');
      return { tables, countsMatch: tables.every((copy) => copy.source === copy.target) };
    } catch (error) {
      await emptySchema(target);
      throw error;
    }
  } finally {
    if (source.inTransaction) source.exec('ROLLBACK');
    source.close();
  }
}
