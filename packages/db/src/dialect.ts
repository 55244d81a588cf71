import { type Kysely, PostgresAdapter } from 'kysely';

/** The two databases the site runs on: SQLite in one file (the default) or a PostgreSQL server. */
export type DatabaseDialect = 'sqlite' | 'postgres';

/** Which database `db` talks to (a transaction answers for its database). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return dialectOf(db) === 'postgres';
}

/** A database setting is a PostgreSQL server's address (`postgres://` or `postgresql://`). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** SQLite's unique or primary-key failure, or PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The address of a PostgreSQL server without the password: safe for messages and logs. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}
