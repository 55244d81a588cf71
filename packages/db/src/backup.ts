import { existsSync } from 'node:fs';

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

const COUNTED_TABLES = ['vehicles', 'company_info', 'users', 'contact_requests', 'gallery_images', 'access_logs'];
const IMAGE_COLUMNS = Array.from({ length: 10 }, (_, index) => `image${index + 1}`);

/** What a database file holds, in brief: for a backup's manifest and its check that no image is missing. */
export function describeDatabaseFile(file: string): SnapshotContents {
  const connection = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      counts[table] = (connection.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    }
    const urls = new Set<string>();
    const add = (value: unknown) => {
      if (typeof value === 'string' && value.startsWith('/uploads/')) urls.add(value);
    };
    for (const row of connection.prepare(`SELECT ${IMAGE_COLUMNS.join(', ')} FROM vehicles`).iterate()) {
      for (const value of Object.values(row as Record<string, unknown>)) add(value);
    }
    for (const row of connection.prepare('SELECT image_path FROM gallery_images').iterate()) {
      add((row as { image_path: unknown }).image_path);
    }
    return { counts, imageUrls: [...urls].sort() };
  } finally {
    connection.close();
  }
}
