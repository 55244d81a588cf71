import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  SqliteDialect,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';

import { type DatabaseDialect, describePostgresUrl, isPostgresUrl } from './dialect.js';
import { DATA_VERSION_SQL, registerDataVersionReader } from './repositories/meta.repository.js';
import SQLite, { type BetterSqlite3 } from './sqlite.js';
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

interface BaseHandle {
  dialect: DatabaseDialect;
  db: DB;
  close(): Promise<void>;
}

export interface SqliteDatabaseHandle extends BaseHandle {
  dialect: 'sqlite';
  /** The database file. */
  file: string;
  /** The raw connection, for pragmas, backups and integrity checks. */
  sqlite: BetterSqlite3.Database;
}

export interface PostgresDatabaseHandle extends BaseHandle {
  dialect: 'postgres';
  /** The server's address as configured (with its password: never print it, see describePostgresUrl). */
  url: string;
  pool: pg.Pool;
}

/** An open database: SQLite's connection or PostgreSQL's pool; `dialect` tells which. */
export type DatabaseHandle = SqliteDatabaseHandle | PostgresDatabaseHandle;

/**
 * Opens (creating if needed) the SQLite file at `filename` with the settings every process
 * sharing it relies on: WAL so readers never block the writer, foreign keys enforced, and a
 * busy timeout so concurrent writers from several processes wait instead of failing.
 */
export function openDatabase(filename: string): SqliteDatabaseHandle {
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
    dialect: 'sqlite',
    db,
    file: filename,
    sqlite,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * An arbitrary constant naming the site's write lock among PostgreSQL's advisory locks (they are
 * per database, so sites sharing a server never wait for each other).
 */
const WRITE_LOCK_KEY = 0x6e6274;

/**
 * Every transaction takes the database's write lock first, as BEGIN IMMEDIATE does on SQLite:
 * transactions that read then write (the rate-limit counters, create-admin's count of users then
 * insert, the sessions of a password change, the mail outbox) run one at a time across every
 * process and machine, so none decides on a count another one is changing. The site's
 * transactions are few and short; plain statements outside a transaction and every read take no
 * such lock. A wait longer than the statement timeout fails like SQLITE_BUSY would.
 */
class WriteLockedPostgresDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`));
  }
}

function writeLockedPostgres(pool: pg.Pool): Dialect {
  const base = new PostgresDialect({ pool });
  return {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new WriteLockedPostgresDriver({ pool }),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
}

const { types } = pg;
const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = types.getTypeParser(TIMESTAMPTZ_OID) as (value: string) => Date;

/**
 * Values read back in the shapes the repositories know from SQLite, so no code above this package
 * tells the databases apart: booleans as 0/1, bigints (ids, counts) as numbers (the API accepts
 * none beyond Number.MAX_SAFE_INTEGER), timestamps as ISO-8601 text in UTC, JSON as its text.
 * Writes need nothing: PostgreSQL reads '1', '2026-…Z' and '["…"]' as the column's type.
 */
const valueParsers: Record<number, (value: string) => unknown> = {
  16: (value) => (value === 't' ? 1 : 0),
  20: Number,
  [TIMESTAMPTZ_OID]: (value) => {
    const date = parseTimestamptz(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  },
  114: (value) => value,
  3802: (value) => value,
};

const customTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    valueParsers[oid] ?? types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
};

export interface PostgresOptions {
  /** Connections kept open at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** A statement (or a wait for a lock) running longer than this is cancelled (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** How long to wait for a connection to the server before giving up. */
  connectTimeoutMs?: number;
}

/**
 * Opens a pool on the PostgreSQL server at `url` and makes sure the server answers: a start-up
 * that cannot reach it stops with a message naming the server (never its password) and the
 * reason, instead of failing on the first request.
 */
export async function openPostgresDatabase(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresDatabaseHandle> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  /**
   * Opening a connection gives up after the connect timeout, but a request waiting for a free
   * connection of a busy pool waits its turn, as requests queue for SQLite's one connection: a
   * burst (a login flood) is slow, not answered 500 (pg's pool would apply one timeout to both).
   */
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    Client: TimedClient,
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: 0,
    // Every session in UTC, whatever the server's default: timestamps print the same everywhere.
    options: '-c TimeZone=UTC',
    types: customTypes,
  });
  // A connection the server drops while idle in the pool (a restart, a timeout) is an event here,
  // not an uncaught error that would end the process; the pool opens a new one when needed.
  pool.on('error', () => undefined);
  // A connection lost while a request holds it (the server stopped mid-query or mid-transaction) is
  // also reported as an 'error' event on the client, which the pool listens to only while the
  // client is idle: unheard, it would end the process. The query itself fails with the error, and
  // the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message || (error as { code?: string }).code : String(error);
    throw new Error(`Cannot reach the PostgreSQL server of DATABASE_URL (${describePostgresUrl(url)}): ${reason}`, {
      cause: error,
    });
  }
  const db = new Kysely<Database>({ dialect: writeLockedPostgres(pool) });
  // Prepared once per connection: the version is read for the cached public answers.
  registerDataVersionReader(db, async () => {
    const result = await pool.query<{ value: number }>({ name: 'nbt_data_version', text: DATA_VERSION_SQL });
    const row = result.rows[0];
    if (!row) throw new Error('meta.data_version is missing: the database is not migrated');
    return row.value;
  });
  let closed = false;
  return {
    dialect: 'postgres',
    db,
    url,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

export interface DatabaseSettings {
  /** DATABASE_URL: unset or `sqlite:…` for the SQLite file, `postgres://…` for a PostgreSQL server. */
  url?: string | undefined;
  /** The SQLite file used when `url` names no PostgreSQL server. */
  file: string;
  poolSize?: number | undefined;
  statementTimeoutMs?: number | undefined;
}

/** Opens the database the settings choose: PostgreSQL when DATABASE_URL names a server, else the SQLite file. */
export async function connectDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (isPostgresUrl(settings.url)) {
    return openPostgresDatabase(settings.url, {
      ...(settings.poolSize === undefined ? {} : { poolSize: settings.poolSize }),
      ...(settings.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: settings.statementTimeoutMs }),
    });
  }
  return openDatabase(settings.file);
}
