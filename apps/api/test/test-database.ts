import { join } from 'node:path';

import { checkDatabaseFile, restorePostgresDump } from '@nbt/db/backup';
import { type DatabaseHandle, openDatabase, openPostgresDatabase } from '@nbt/db/client';
import { checkDatabase } from '@nbt/db/integrity';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase, testPostgresUrl } from '@nbt/db/testing';

/**
 * Which database the API tests run on: SQLite files by default, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/with-postgres.sh starts one), a database of its own on that server for
 * every data directory a test makes, as each has its own SQLite file.
 */
export const POSTGRES_SERVER = testPostgresUrl();
export const ON_POSTGRES = POSTGRES_SERVER !== undefined;

const databases = new Map<string, Promise<ScratchPostgresDatabase>>();

/**
 * The settings that put a server on `dataDir`'s database: none on SQLite (the file in DATA_DIR),
 * DATABASE_URL of the data directory's own PostgreSQL database otherwise, made on first use.
 */
export async function databaseEnvFor(dataDir: string): Promise<Record<string, string>> {
  if (!POSTGRES_SERVER) return {};
  let database = databases.get(dataDir);
  if (!database) {
    database = createScratchPostgresDatabase(POSTGRES_SERVER);
    databases.set(dataDir, database);
  }
  return { DATABASE_URL: (await database).url };
}

/** Drops `dataDir`'s PostgreSQL database, if it has one (what removing the data dir does on SQLite). */
export async function dropDatabaseOf(dataDir: string): Promise<void> {
  const database = databases.get(dataDir);
  if (!database) return;
  databases.delete(dataDir);
  await (await database).drop();
}

/** Opens the database of `dataDir` (its SQLite file or its PostgreSQL database), e.g. after a server exited. */
export async function openDatabaseOf(dataDir: string): Promise<DatabaseHandle> {
  const env = await databaseEnvFor(dataDir);
  return env.DATABASE_URL
    ? openPostgresDatabase(env.DATABASE_URL, { poolSize: 2 })
    : openDatabase(join(dataDir, 'nbt.db'));
}

/** `ok` when the database of `dataDir` reads back whole (see checkDatabase). */
export async function checkDatabaseOf(dataDir: string): Promise<string> {
  if (!ON_POSTGRES) return checkDatabaseFile(join(dataDir, 'nbt.db'));
  const handle = await openDatabaseOf(dataDir);
  try {
    return await checkDatabase(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Restores the database of a backup extracted into `dataDir`: nothing to do on SQLite (nbt.db is
 * the database), pg_restore of nbt.dump into the data directory's own new database on PostgreSQL.
 */
export async function restoreBackupDatabase(dataDir: string): Promise<void> {
  const env = await databaseEnvFor(dataDir);
  if (env.DATABASE_URL) await restorePostgresDump(join(dataDir, 'nbt.dump'), env.DATABASE_URL);
}

/** The raw SQLite connection, for the tests that work below Kysely; they run on SQLite only. */
export function sqliteOf(handle: DatabaseHandle) {
  if (handle.dialect !== 'sqlite') throw new Error('This test works on the SQLite file itself: SQLite only');
  return handle.sqlite;
}
