/**
 * An online backup of the site's data while it runs:
 *
 *   pnpm --filter @nbt/api run backup -- --out <dir>
 *
 * Reads DATA_DIR like the server (default ./data) and writes <dir>/nbt-backup-<date>_<time>/ with
 * nbt.db (a consistent snapshot), uploads/ and manifest.json: the layout of DATA_DIR, so restoring
 * is stopping the server, copying the folder's contents into an empty DATA_DIR and starting it.
 * With DATABASE_URL naming a PostgreSQL server the database is nbt.dump instead, made by pg_dump
 * from one snapshot (restored with pg_restore into an empty database: docs/operations.md), and the
 * photos come from UPLOADS_DIR, or from the bucket of STORAGE_URL.
 * Relative paths are taken from the directory the command was typed in, not apps/api.
 */
import { resolve } from 'node:path';

import { loadConfig } from '../src/env.js';
import { createStorage } from '../src/lib/storage.js';
import { createBackupFolder } from '../src/modules/backup/backup.service.js';

function parseArgs(argv: string[]): { out: string } {
  let out = './backups';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--out' && argv[i + 1]) out = argv[++i]!;
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: pnpm --filter @nbt/api run backup -- --out <dir>   (DATA_DIR, DATABASE_URL, UPLOADS_DIR as for the server)',
      );
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${arg}`);
      process.exit(2);
    }
  }
  return { out };
}

async function main() {
  // pnpm runs scripts inside apps/api; INIT_CWD is where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { out } = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  const started = Date.now();
  const { dir, manifest } = await createBackupFolder(
    { ...config, objects: createStorage(config).objects },
    resolve(out),
  );
  const counts = Object.entries(manifest.database.counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  database: ${counts}; integrity ${manifest.database.integrity}`);
  console.log(
    `  uploads: ${manifest.uploads.files} files, ${(manifest.uploads.bytes / 1024 / 1024).toFixed(1)} MB, from ${manifest.uploads.copiedFrom}`,
  );
  if (manifest.missingImages.length > 0) {
    console.warn(`  ${manifest.missingImages.length} images deleted by the site while the backup ran are missing`);
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
