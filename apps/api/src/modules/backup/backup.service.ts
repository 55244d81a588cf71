import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describeDatabaseFile, dumpPostgresDatabase, PG_DUMP_MISSING, snapshotDatabase } from '@nbt/db/backup';

import type { Actor, Dependencies } from '../../context.js';
import type { AppConfig } from '../../env.js';
import { AppError, forbidden } from '../../errors.js';
import { mayReadAccessLog, recordRead } from '../access-logs/access-logs.service.js';
import type { ObjectStore } from '../../lib/object-store.js';
import { type TarEntry, tarStream } from './archive.js';
import { romeClock } from '../../lib/rome-clock.js';

/**
 * Names inside a backup: the same layout as DATA_DIR, so restoring is copying it back. On
 * PostgreSQL the database is a pg_dump archive, `nbt.dump`, restored with pg_restore.
 */
export const BACKUP_DATABASE_FILE = 'nbt.db';
export const BACKUP_POSTGRES_DUMP = 'nbt.dump';
export const BACKUP_UPLOADS_DIR = 'uploads';
export const BACKUP_MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  format: 'nbt-backup/1';
  createdAt: string;
  database: {
    file: string;
    /** SQLite: pages copied. Not set for a PostgreSQL dump. */
    pages?: number;
    /** Set for a PostgreSQL dump: `pg_dump`, restored with pg_restore. */
    format?: 'pg_dump';
    integrity: string;
    counts: Record<string, number>;
  };
  uploads: {
    files: number;
    bytes: number;
    /** Where the photos were copied from: the uploads folder, or the bucket of STORAGE_URL. */
    copiedFrom: string;
  };
  /**
   * Images the snapshot's vehicles refer to that were not found in uploads/: deleted by the site
   * between the snapshot and the copy (an edit that dropped them). Normally empty.
   */
  missingImages: string[];
}

/** The database settings, and the photos wherever they are kept (a folder or a bucket). */
type BackupSource = Pick<AppConfig, 'dataDir' | 'databaseFile' | 'databaseUrl'> & { objects: ObjectStore };

/**
 * Copies every photo not yet in `target` (a hard link where the store is a folder on this disk);
 * one deleted meanwhile is skipped.
 */
async function copyUploads(objects: ObjectStore, target: string, done: Set<string>, mode: 'copy' | 'link') {
  for await (const { name } of objects.list()) {
    if (done.has(name)) continue;
    if (await objects.copyToFile(name, join(target, name), { link: mode === 'link' })) done.add(name);
  }
}

/**
 * Fills `target` with a consistent copy of the site's data while it runs: the uploads, then an
 * online snapshot of the database, then the uploads written meanwhile. Every image the snapshot
 * refers to existed when it was taken, so it is in one pass or the other unless the site deleted
 * it in between; those are listed in the manifest.
 */
async function stageBackup(source: BackupSource, target: string, mode: 'copy' | 'link'): Promise<BackupManifest> {
  const uploadsTarget = join(target, BACKUP_UPLOADS_DIR);
  await mkdir(uploadsTarget, { recursive: true });
  const copied = new Set<string>();
  await copyUploads(source.objects, uploadsTarget, copied, mode);
  let database: BackupManifest['database'];
  let contents: Awaited<ReturnType<typeof describeDatabaseFile>>;
  if (source.databaseUrl) {
    const dump = await dumpPostgresDatabase(source.databaseUrl, join(target, BACKUP_POSTGRES_DUMP));
    if (dump.integrity !== 'ok') throw new Error(`The database dump is damaged: ${dump.integrity}`);
    contents = dump.contents;
    database = { file: BACKUP_POSTGRES_DUMP, format: 'pg_dump', integrity: dump.integrity, counts: contents.counts };
  } else {
    const databaseFile = join(target, BACKUP_DATABASE_FILE);
    const snapshot = await snapshotDatabase(source.databaseFile, databaseFile);
    if (snapshot.integrity !== 'ok') throw new Error(`The database snapshot is damaged: ${snapshot.integrity}`);
    contents = await describeDatabaseFile(databaseFile);
    database = {
      file: BACKUP_DATABASE_FILE,
      pages: snapshot.pages,
      integrity: snapshot.integrity,
      counts: contents.counts,
    };
  }
  await copyUploads(source.objects, uploadsTarget, copied, mode);

  const missingImages = contents.imageUrls.filter((url) => !copied.has(url.slice('/uploads/'.length)));
  let bytes = 0;
  for (const name of copied) bytes += (await stat(join(uploadsTarget, name))).size;
  const manifest: BackupManifest = {
    format: 'nbt-backup/1',
    createdAt: new Date().toISOString(),
    database,
    uploads: { files: copied.size, bytes, copiedFrom: source.objects.description },
    missingImages,
  };
  await writeFile(join(target, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** `2026-11-22_14-05-09`, in the firm's time zone (like the Excel export's date). */
export function backupStamp(now = new Date()): string {
  const { year, month, day, hour, minute, second } = romeClock(now);
  return `${year}-${month}-${day}_${hour}-${minute}-${second}`;
}

/**
 * Writes a backup folder `nbt-backup-<date>_<time>` into `outDir`: `nbt.db`, `uploads/` and
 * `manifest.json`, the layout of DATA_DIR. It is built under a `.partial` name and renamed when
 * complete, so a folder with the final name is always a whole backup.
 */
export async function createBackupFolder(
  source: BackupSource,
  outDir: string,
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  if (!source.databaseUrl && !existsSync(source.databaseFile)) throw new Error(`No database at ${source.databaseFile}`);
  await mkdir(outDir, { recursive: true });
  let dir = join(outDir, `nbt-backup-${backupStamp(now)}`);
  for (let n = 2; existsSync(dir) || existsSync(`${dir}.partial`); n++) {
    dir = join(outDir, `nbt-backup-${backupStamp(now)}-${n}`);
  }
  const partial = `${dir}.partial`;
  try {
    const manifest = await stageBackup(source, partial, 'copy');
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** `.backup-<pid>-<random>`: the process that stages a download names itself, so others can tell it is gone. */
const STAGING_PREFIX = '.backup-';
const STALE_STAGING_MS = 3_600_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes staging folders (a copy of the database: password hashes, leads) that no download
 * needs any more: those of a process that is gone (a crash, a restart), and any older than an
 * hour. Run at start-up and before every download.
 */
export async function removeStaleStaging(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(STAGING_PREFIX)) continue;
    const path = join(dataDir, entry.name);
    const pid = Number(/^\.backup-(\d+)-/.exec(entry.name)?.[1] ?? Number.NaN);
    const info = await stat(path).catch(() => undefined);
    const orphaned = !Number.isInteger(pid) || (pid !== process.pid && !processAlive(pid));
    if (orphaned || (info && Date.now() - info.mtimeMs > STALE_STAGING_MS)) {
      await rm(path, { recursive: true, force: true });
    }
  }
}

async function* archiveEntries(staging: string, manifest: BackupManifest): AsyncGenerator<TarEntry> {
  const mtime = Math.floor(Date.now() / 1000);
  const fileEntry = async (path: string, name: string): Promise<TarEntry> => {
    const info = await stat(path);
    return {
      name,
      mtime: Math.floor(info.mtimeMs / 1000),
      content: { size: info.size, chunks: createReadStream(path) },
    };
  };
  yield fileEntry(join(staging, manifest.database.file), manifest.database.file);
  yield { name: `${BACKUP_UPLOADS_DIR}/`, mtime };
  for (const name of (await readdir(join(staging, BACKUP_UPLOADS_DIR))).sort()) {
    yield fileEntry(join(staging, BACKUP_UPLOADS_DIR, name), `${BACKUP_UPLOADS_DIR}/${name}`);
  }
  yield { name: BACKUP_MANIFEST_FILE, mtime, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
}

/**
 * GET /api/admin/backup: a .tar of a fresh backup (the same layout as the folder), streamed. It
 * is staged in DATA_DIR with hard links, so even a large uploads folder costs no copy; the
 * staging folder is removed when the download ends or is abandoned. Only the main administrator
 * may take it: it holds the access log and every user's password hash.
 */
export async function streamBackupArchive(
  { db, config, storage }: Pick<Dependencies, 'db' | 'config' | 'storage'>,
  actor: Actor,
  now = new Date(),
): Promise<{
  fileName: string;
  manifest: BackupManifest;
  chunks: AsyncGenerator<Buffer>;
  /** Removes the staging copy; the route calls it when the connection closes, finished or not. */
  cleanup: () => Promise<void>;
}> {
  // Refused before anything is copied: another administrator's request leaves no trace on disk.
  if (!mayReadAccessLog(actor)) throw forbidden('ACCESS_LOG_DENIED');
  await removeStaleStaging(config.dataDir);
  const staging = join(config.dataDir, `${STAGING_PREFIX}${process.pid}-${randomBytes(8).toString('hex')}`);
  const cleanup = () => rm(staging, { recursive: true, force: true });
  let manifest: BackupManifest;
  try {
    manifest = await stageBackup({ ...config, objects: storage.objects }, staging, 'link');
  } catch (error) {
    await cleanup();
    if (error instanceof Error && error.message === PG_DUMP_MISSING) {
      // Not something a retry fixes: the admin is told who takes the backups instead.
      throw new AppError('UNAVAILABLE', 'BACKUP_NO_PG_DUMP', { cause: error });
    }
    throw new AppError('UNAVAILABLE', 'BACKUP_FAILED', { cause: error });
  }
  try {
    await recordRead(
      db,
      actor,
      'BACKUP_DOWNLOADED',
      `${manifest.database.counts.vehicles ?? 0} veicoli, ${manifest.uploads.files} immagini`,
    );
  } catch (error) {
    await cleanup();
    throw error;
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      yield* tarStream(archiveEntries(staging, manifest));
    } finally {
      await cleanup();
    }
  }
  return { fileName: `nbt_backup_${backupStamp(now)}.tar`, manifest, chunks: chunks(), cleanup };
}
