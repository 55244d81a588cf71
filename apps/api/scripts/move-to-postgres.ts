/**
 * Moves a site from SQLite up to PostgreSQL:
 *
 *   pnpm --filter @nbt/api run move-to-postgres -- --data-dir ./data --to postgres://nbt:…@db:5432/nbt
 *
 * Copies DATA_DIR/nbt.db into an empty PostgreSQL database: the tables by the site's migrations,
 * every row with its id, the identity sequences past the largest ids; then counts every table on
 * both sides and fails unless they match. The SQLite file is only read (stop the site first, so
 * nothing is written after the copy). With STORAGE_URL naming a bucket (or --storage s3://…), the
 * photos of the uploads folder (DATA_DIR/uploads, or UPLOADS_DIR) are copied into it as well;
 * otherwise copy that folder to the machines' shared UPLOADS_DIR yourself.
 * Without --data-dir and --to it reads DATA_DIR and DATABASE_URL, as the server does.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { openPostgresDatabase } from '@nbt/db/client';
import { copySqliteToPostgres } from '@nbt/db/copy-sqlite-to-postgres';
import { describePostgresUrl, isPostgresUrl } from '@nbt/db/dialect';

import { loadConfig } from '../src/env.js';
import { createStorage, copyObjects } from '../src/lib/storage.js';
import { createFolderStore } from '../src/lib/storage-folder.js';

const USAGE =
  'usage: pnpm --filter @nbt/api run move-to-postgres -- [--data-dir <DATA_DIR>] [--to postgres://user:password@host:5432/database] [--storage s3://bucket/prefix?endpoint=…]';

async function main() {
  // pnpm runs scripts inside apps/api; INIT_CWD is where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'data-dir': { type: 'string' },
      to: { type: 'string' },
      storage: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    ...(values.to ? { DATABASE_URL: values.to } : {}),
    ...(values.storage ? { STORAGE_URL: values.storage } : {}),
  });
  const target = config.databaseUrl;
  if (!isPostgresUrl(target)) throw new Error(`Name the PostgreSQL database with --to (or DATABASE_URL)\n${USAGE}`);
  const file = join(resolve(config.dataDir), 'nbt.db');
  console.log(`Moving ${file} to ${describePostgresUrl(target)}`);
  const started = Date.now();
  // The photos first: copying them again skips those already there, so a failure of either
  // step is mended by running the command again.
  const bucket = config.storage ? createStorage(config).objects : undefined;
  if (bucket) {
    await bucket.check();
    const folder = createFolderStore(config.uploadsDir);
    console.log(`Copying the photos of ${folder.description} to ${bucket.description}`);
    const photos = await copyObjects(folder, bucket, (copied) => console.log(`  ${copied} copied`));
    console.log(
      `  photos: ${photos.files} in the folder, ${photos.copied} copied (${(photos.bytes / 1024 / 1024).toFixed(1)} MB), all in the bucket`,
    );
  }
  const database = await openPostgresDatabase(target, { poolSize: 2 });
  try {
    const result = await copySqliteToPostgres(file, database, (line) => console.log(`  ${line}`));
    console.log(`Counts after the copy (SQLite / PostgreSQL):`);
    for (const copy of result.tables) {
      console.log(`  ${copy.table}: ${copy.source} / ${copy.target}${copy.source === copy.target ? '' : '  MISMATCH'}`);
    }
    if (!result.countsMatch) throw new Error('The counts differ: do not start the site on this database');
    if (bucket) {
      console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      console.log('Start the site with DATABASE_URL and STORAGE_URL set as here.');
    } else {
      console.log(
        `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Now copy ${config.uploadsDir} to UPLOADS_DIR`,
      );
      console.log('and start the site with DATABASE_URL set to this database.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Move failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
