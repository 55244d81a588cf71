import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { describeDatabaseFile } from '@nbt/db/backup';
import { extract, type Header } from 'tar-stream';

import type { AppConfig } from '../../env.js';
import { isObjectName } from '../../lib/object-store.js';
import { BACKUP_DATABASE_FILE, BACKUP_MANIFEST_FILE, BACKUP_UPLOADS_DIR } from './backup.service.js';

type RestoreTarget = Pick<AppConfig, 'dataDir' | 'databaseFile' | 'databaseUrl' | 'storage' | 'uploadsDir'>;

export interface RestoreResult {
  counts: Record<string, number>;
  uploads: number;
}

/** The manifest is a few hundred bytes; anything much larger is not one. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

/** Where an entry of a backup goes inside the staging folder, or undefined when no backup holds it. */
function placeOf(header: Header): 'skip' | 'manifest' | string | undefined {
  const name = header.name.replace(/^\.\//, '');
  if (header.type === 'directory')
    return name === BACKUP_UPLOADS_DIR || name === `${BACKUP_UPLOADS_DIR}/` ? 'skip' : undefined;
  if (header.type !== 'file') return undefined;
  if (name === BACKUP_DATABASE_FILE) return BACKUP_DATABASE_FILE;
  if (name === BACKUP_MANIFEST_FILE) return 'manifest';
  const [folder, file, ...rest] = name.split('/');
  if (folder === BACKUP_UPLOADS_DIR && file && rest.length === 0 && isObjectName(file))
    return join(BACKUP_UPLOADS_DIR, file);
  return undefined;
}

function describeEntry(header: Header): string {
  const link = header.linkname ? ` → ${header.linkname}` : '';
  return `"${header.name}" (${header.type ?? 'file'}${link})`;
}

async function readManifest(stream: AsyncIterable<unknown>): Promise<void> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.length > MAX_MANIFEST_BYTES) throw new Error(`${BACKUP_MANIFEST_FILE} is too large to be a manifest`);
  }
  const format = (JSON.parse(text) as { format?: unknown }).format;
  if (format !== 'nbt-backup/1') throw new Error(`${BACKUP_MANIFEST_FILE} is not a backup manifest of this site`);
}

/** Unpacks a backup archive into `staging`, refusing the whole archive at its first entry that a backup never holds. */
async function unpack(archive: string, staging: string): Promise<{ database: boolean; uploads: number }> {
  const entries = extract();
  const reading = pipeline(createReadStream(archive), entries);
  // Refusing an entry tears the reading down; its failure is then the refusal's, not one of its own.
  reading.catch(() => undefined);
  let database = false;
  let uploads = 0;
  for await (const entry of entries) {
    const place = placeOf(entry.header);
    if (place === undefined) {
      throw new Error(
        `The archive's entry ${describeEntry(entry.header)} is not part of a backup: only ${BACKUP_DATABASE_FILE}, ` +
          `${BACKUP_MANIFEST_FILE} and plain files in ${BACKUP_UPLOADS_DIR}/ are. Nothing was restored.`,
      );
    }
    if (place === 'skip') entry.resume();
    else if (place === 'manifest') await readManifest(entry);
    else {
      // 'wx': an entry named twice is refused rather than written over.
      await pipeline(entry, createWriteStream(join(staging, place), { flags: 'wx', mode: 0o600 }));
      if (place === BACKUP_DATABASE_FILE) database = true;
      else uploads++;
    }
  }
  await reading;
  return { database, uploads };
}

/**
 * Restores a backup archive (the back office's download, or a backup folder packed with tar) into
 * an empty data folder. The archive is checked whole before anything is put in place: only the
 * database file, the manifest and plain image files under uploads/ are taken; a link, a device,
 * a path leading elsewhere or any other name refuses the archive. The database must open as the
 * site's. Files are unpacked into a staging folder inside DATA_DIR and moved in at the end, the
 * database last.
 */
export async function restoreArchive(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  if (target.databaseUrl) {
    throw new Error(
      'DATABASE_URL names a PostgreSQL server: restore its nbt.dump with pg_restore (docs/operations.md)',
    );
  }
  if (target.storage) {
    throw new Error(
      'STORAGE_URL names a bucket: this command restores into an uploads folder only (docs/operations.md)',
    );
  }
  if (existsSync(target.databaseFile)) {
    throw new Error(`${target.databaseFile} exists: move the data folder aside and restore into an empty one`);
  }
  await mkdir(target.uploadsDir, { recursive: true });
  if ((await readdir(target.uploadsDir)).length > 0) {
    throw new Error(`${target.uploadsDir} is not empty: restore into an empty data folder`);
  }
  const staging = join(target.dataDir, `.restore-${process.pid}-${randomBytes(8).toString('hex')}`);
  try {
    await mkdir(join(staging, BACKUP_UPLOADS_DIR), { recursive: true, mode: 0o700 });
    const unpacked = await unpack(archive, staging);
    if (!unpacked.database) throw new Error(`The archive holds no ${BACKUP_DATABASE_FILE}: it is not a SQLite backup`);
    const contents = await describeDatabaseFile(join(staging, BACKUP_DATABASE_FILE)).catch((error: unknown) => {
      throw new Error(`${BACKUP_DATABASE_FILE} in the archive is not a database of this site`, { cause: error });
    });
    for (const name of await readdir(join(staging, BACKUP_UPLOADS_DIR))) {
      await rename(join(staging, BACKUP_UPLOADS_DIR, name), join(target.uploadsDir, name));
    }
    await rename(join(staging, BACKUP_DATABASE_FILE), target.databaseFile);
    return { counts: contents.counts, uploads: unpacked.uploads };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
