import SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Dialect, Kysely, SqliteDialect, SqliteDriver } from 'kysely';

import { DATA_VERSION_SQL, registerDataVersionReader } from './repositories/meta.repository.js';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

/**
 * Transactions start with BEGIN IMMEDIATE, taking the write lock up front (waiting up to the busy
 * timeout for it). Kysely's plain BEGIN defers it to the first write: a transaction that reads
 * first (a rate-limit counter, the user count of create-admin) then fails at once with
 * SQLITE_BUSY_SNAPSHOT whenever another process committed in between, and the busy timeout can't
 * help. Every transaction of the site writes, so nothing is lost by locking early.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function immediateTransactions(sqlite: SQLite.Database): Dialect {
  const base = new SqliteDialect({ database: sqlite });
  return {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new ImmediateTransactionDriver({ database: sqlite }),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
}

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
  const db = new Kysely<Database>({ dialect: immediateTransactions(sqlite) });
  // Prepared on first use: the meta table exists only once the migrations ran.
  let versionStatement: SQLite.Statement<[], { value: number }> | undefined;
  registerDataVersionReader(db, () => {
    versionStatement ??= sqlite.prepare<[], { value: number }>(DATA_VERSION_SQL);
    const row = versionStatement.get();
    if (!row) throw new Error('meta.data_version is missing: the database is not migrated');
    return row.value;
  });
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
