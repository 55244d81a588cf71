import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

import { isPostgres } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The column types of each database. SQLite keeps what it always had: integers, text timestamps
 * and JSON text checked by json_valid, flags as 0/1 under a CHECK. PostgreSQL gets its own types:
 * bigint (ids reach Number.MAX_SAFE_INTEGER in the API's checks), identity ids, boolean flags,
 * timestamptz and json (kept as written, like SQLite's text), which check themselves; the pg client reads them back in SQLite's shapes
 * (see openPostgresDatabase).
 */
export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    pg,
    int: pg ? ('bigint' as const) : ('integer' as const),
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    json: pg ? ('json' as const) : ('text' as const),
    /** An id the database numbers. */
    id: (col: ColumnDefinitionBuilder) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    flagType: pg ? ('boolean' as const) : ('integer' as const),
    /** A NOT NULL flag defaulting to `initial` (0 or 1). */
    flag: (name: string, initial: 0 | 1) => (col: ColumnDefinitionBuilder) =>
      pg
        ? col.notNull().defaultTo(initial === 1)
        : col
            .notNull()
            .defaultTo(initial)
            .check(sql.raw(`${name} IN (0, 1)`)),
    /** A JSON column defaulting to `initial`; SQLite checks the text is JSON, PostgreSQL's json type checks it. */
    jsonColumn: (name: string, initial?: string) => (col: ColumnDefinitionBuilder) => {
      const base = initial === undefined ? col.notNull() : col.notNull().defaultTo(initial);
      return pg ? base : base.check(sql.raw(`json_valid(${name})`));
    },
  };
}
