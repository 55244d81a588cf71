import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import type { Database } from './schema.js';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  /** The raw connection, for pragmas, backups and integrity checks. */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file at `filename` with the settings every process
 * sharing it relies on: WAL so readers never block the writer, foreign keys enforced, and a
 * busy timeout so concurrent writers from several processes wait instead of failing.
 */
export function openDatabase(filename: string): DatabaseHandle {
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL is durable across process crashes in WAL mode; only a power loss may drop the last commits.
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    db,
    sqlite,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
