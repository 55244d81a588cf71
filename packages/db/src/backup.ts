import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, delimiter, join } from 'node:path';

import pg from 'pg';

import SQLite from './sqlite.js';

export interface DatabaseSnapshot {
  /** Pages copied by the last pass of the online backup. */
  pages: number;
  /** `PRAGMA integrity_check` of the copy: `ok` or the first problems found. */
  integrity: string;
}

/** Pages copied per step: big enough that a small site's database goes in one or two steps. */
const PAGES_PER_STEP = 4096;

/**
 * Copies the live SQLite database at `source` into `destination` (a file that must not exist yet)
 * with SQLite's online backup API: a consistent snapshot taken while the site, in this process
 * or another one, keeps reading and writing. The copy is switched out of WAL mode so it is one
 * self-contained file, and checked with `PRAGMA integrity_check` before it is answered.
 */
export async function snapshotDatabase(source: string, destination: string): Promise<DatabaseSnapshot> {
  if (existsSync(destination)) throw new Error(`The backup file ${destination} exists already`);
  // A connection of our own: the backup API needs one, and the site's own connection stays untouched.
  const connection = new SQLite(source, { fileMustExist: true });
  let pages = 0;
  try {
    connection.pragma('busy_timeout = 5000');
    const progress = await connection.backup(destination, { progress: () => PAGES_PER_STEP });
    pages = progress.totalPages;
  } finally {
    connection.close();
  }
  const copy = new SQLite(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    return { pages, integrity: rows.map((row) => row.integrity_check).join('; ') };
  } finally {
    copy.close();
  }
}

/** `PRAGMA integrity_check` of a database file, opened read-only: `ok` when the file is sound. */
export function checkDatabaseFile(file: string): string {
  const connection = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const rows = connection.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  } finally {
    connection.close();
  }
}

export interface SnapshotContents {
  /** Rows per table. */
  counts: Record<string, number>;
  /** Every `/uploads/...` address the vehicles and the gallery refer to. */
  imageUrls: string[];
}

const COUNTED_TABLES = [
  'vehicles',
  'company_info',
  'users',
  'contact_requests',
  'contact_request_notes',
  'contact_request_replies',
  'reservations',
  'reservation_events',
  'rental_options',
  'gallery_images',
  'access_logs',
];
const IMAGE_COLUMNS = Array.from({ length: 10 }, (_, index) => `image${index + 1}`);

/** Runs a query and answers its rows: the same questions asked of either database. */
type RowReader = (query: string) => Promise<Record<string, unknown>[]>;

async function describeContents(rows: RowReader): Promise<SnapshotContents> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    counts[table] = Number((await rows(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  }
  const urls = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) urls.add(value);
  };
  for (const row of await rows(`SELECT ${IMAGE_COLUMNS.join(', ')} FROM vehicles`)) {
    for (const value of Object.values(row)) add(value);
  }
  for (const row of await rows('SELECT image_path FROM gallery_images')) add(row.image_path);
  return { counts, imageUrls: [...urls].sort() };
}

/** What a database file holds, in brief: for a backup's manifest and its check that no image is missing. */
export async function describeDatabaseFile(file: string): Promise<SnapshotContents> {
  const connection = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    return await describeContents((query) =>
      Promise.resolve(connection.prepare(query).all() as Record<string, unknown>[]),
    );
  } finally {
    connection.close();
  }
}

/**
 * The environment pg_dump and pg_restore run in: this process's own (PATH, locale, PG* defaults of
 * the machine), which the tools read as the server does. No setting of the site is read from it.
 */
// eslint-disable-next-line no-restricted-properties -- passed on to the child tools, not read as settings
const toolEnvironment = (): NodeJS.ProcessEnv => process.env;

/**
 * Where pg_dump and pg_restore are looked for: Debian's versioned folders, newest first (a dump
 * needs a pg_dump at least as new as the server), then PATH.
 */
export function postgresToolDirs(): string[] {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return [
    ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`),
    ...(toolEnvironment().PATH ?? '').split(delimiter).filter(Boolean),
  ];
}

export function findPostgresTool(name: 'pg_dump' | 'pg_restore', dirs = postgresToolDirs()): string | undefined {
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

/** Why there is no pg_dump here, and what to do: told to the admin and the operator alike. */
export const PG_DUMP_MISSING =
  'pg_dump was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client, ' +
  "of the server's major version or newer), or leave backups to the PostgreSQL server (pg_dump there, " +
  'or the hosting\u2019s snapshots; see docs/operations.md)';

/**
 * The address without its password, and the password apart: handed to pg_dump through PGPASSWORD,
 * never on its command line, which every user of the machine can read.
 */
function toolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...toolEnvironment() };
  if (password) env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${basename(tool)} failed: ${stderr.trim() || error.message}`, { cause: error }));
      else resolve(stdout);
    });
  });
}

export interface PostgresDump {
  /** `ok` when pg_restore reads the archive's table of contents back. */
  integrity: string;
  /** Rows per table and image addresses, read in the very snapshot the dump holds. */
  contents: SnapshotContents;
}

/**
 * Dumps the PostgreSQL database at `url` into `destination` (pg_dump's custom format, for
 * pg_restore) while the site keeps writing. A read-only REPEATABLE READ transaction exports its
 * snapshot, the manifest's counts and image addresses are read in it, and pg_dump dumps that same
 * snapshot: the manifest describes exactly what the dump holds.
 */
export async function dumpPostgresDatabase(
  url: string,
  destination: string,
  toolDirs = postgresToolDirs(),
): Promise<PostgresDump> {
  if (existsSync(destination)) throw new Error(`The backup file ${destination} exists already`);
  const pgDump = findPostgresTool('pg_dump', toolDirs);
  const pgRestore = findPostgresTool('pg_restore', toolDirs);
  if (!pgDump || !pgRestore) throw new Error(PG_DUMP_MISSING);
  const connection = toolConnection(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let contents: SnapshotContents;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    contents = await describeContents(async (query) => (await client.query(query)).rows);
    // The exporting transaction stays open until pg_dump has taken the snapshot over and finished.
    await runTool(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${destination}`,
        connection.url,
      ],
      connection.env,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  const listing = await runTool(pgRestore, ['--list', destination], toolEnvironment()).catch((error: Error) => error);
  const integrity = listing instanceof Error ? listing.message : 'ok';
  return { integrity, contents };
}

/**
 * Loads a dump made by `dumpPostgresDatabase` into the empty PostgreSQL database at `url`: what an
 * operator does with pg_restore to restore a backup, for the tests and the docs to agree.
 */
export async function restorePostgresDump(file: string, url: string): Promise<void> {
  const pgRestore = findPostgresTool('pg_restore');
  if (!pgRestore) throw new Error(PG_DUMP_MISSING.replace('pg_dump was', 'pg_restore was'));
  const connection = toolConnection(url);
  await runTool(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, file],
    connection.env,
  );
}
