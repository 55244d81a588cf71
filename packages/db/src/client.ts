import SQLite, { type BetterSqlite3 } from './sqlite.js';
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
  readonly #sqlite: BetterSqlite3.Database;

  constructor(sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite rolls a transaction back by itself on some failures (SQLITE_FULL, SQLITE_IOERR, …); a
   * ROLLBACK then fails with "no transaction is active", and Kysely would throw that instead of
   * the error that says what happened (a full disk).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

function immediateTransactions(sqlite: BetterSqlite3.Database): Dialect {
  const base = new SqliteDialect({ database: sqlite });
  return {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new ImmediateTransactionDriver(sqlite),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (Kysely has no nested
 * transactions): services compose writes that must be stored together or not at all.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: DB;
  /** The raw connection, for pragmas, backups and integrity checks. */
  sqlite: BetterSqlite3.Database;
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
  let versionStatement: BetterSqlite3.Statement<[], { value: number }> | undefined;
  registerDataVersionReader(db, () => {
    // Inside a transaction the counter may hold a bump that is about to be rolled back: an answer
    // cached under it would be reused once a later write commits the same number.
    if (sqlite.inTransaction) return undefined;
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
