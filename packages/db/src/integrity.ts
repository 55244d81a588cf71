import { sql } from 'kysely';

import type { DatabaseHandle } from './client.js';

/**
 * Checks that the database reads back whole: `ok`, or the problems found. On SQLite that is
 * `PRAGMA integrity_check`. PostgreSQL has no single equivalent: every table of the schema is read
 * through (a damaged page fails the read), and with the amcheck extension installed every B-tree
 * index is checked against its table as well.
 */
export async function checkDatabase(handle: DatabaseHandle): Promise<string> {
  if (handle.dialect === 'sqlite') {
    const rows = handle.sqlite.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  }
  const problems: string[] = [];
  const tables = await sql<{ name: string }>`
    SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
    handle.db,
  );
  for (const { name } of tables.rows) {
    try {
      await sql`SELECT count(*) FROM ${sql.raw(name)}`.execute(handle.db);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const amcheck = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'amcheck'`.execute(handle.db);
  if (amcheck.rows[0]!.n > 0) {
    const indexes = await sql<{ name: string }>`
      SELECT c.oid::regclass::text AS name FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'btree' AND c.relnamespace = current_schema()::regnamespace`.execute(handle.db);
    for (const { name } of indexes.rows) {
      try {
        await sql`SELECT bt_index_check(${name}::regclass, true)`.execute(handle.db);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
  }
  return problems.length === 0 ? 'ok' : problems.join('; ');
}
