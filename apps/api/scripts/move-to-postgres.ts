/**
 * Moves a site from SQLite up to PostgreSQL:
 *
 *   pnpm --filter @nbt/api run move-to-postgres -- --data-dir ./data --to postgres://nbt:…@db:5432/nbt
 *
 * Copies DATA_DIR/nbt.db into an empty PostgreSQL database: the tables by the site's migrations,
 * every row with its id, the identity sequences past the largest ids; then counts every table on
 * both sides and fails unless they match. The SQLite file is only read (stop the site first, so
 * nothing is written after the copy). The photos are files: copy DATA_DIR/uploads to UPLOADS_DIR.
 * Without --data-dir and --to it reads DATA_DIR and DATABASE_URL, as the server does.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { describePostgresUrl, isPostgresUrl, moveSqliteToPostgres, openPostgresDatabase } from '@nbt/db';

import { loadConfig } from '../src/env.js';

const USAGE =
  'usage: pnpm --filter @nbt/api run move-to-postgres -- [--data-dir <DATA_DIR>] [--to postgres://user:password@host:5432/database]';

async function main() {
  // pnpm runs scripts inside apps/api; INIT_CWD is where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'data-dir': { type: 'string' },
      to: { type: 'string' },
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
  });
  const target = config.databaseUrl;
  if (!isPostgresUrl(target)) throw new Error(`Name the PostgreSQL database with --to (or DATABASE_URL)\n${USAGE}`);
  const file = join(resolve(config.dataDir), 'nbt.db');
  console.log(`Moving ${file} to ${describePostgresUrl(target)}`);
  const database = await openPostgresDatabase(target, { poolSize: 2 });
  try {
    const started = Date.now();
    const result = await moveSqliteToPostgres(file, database, (line) => console.log(`  ${line}`));
    console.log(`Counts after the copy (SQLite / PostgreSQL):`);
    for (const copy of result.tables) {
      console.log(`  ${copy.table}: ${copy.source} / ${copy.target}${copy.source === copy.target ? '' : '  MISMATCH'}`);
    }
    if (!result.countsMatch) throw new Error('The counts differ: do not start the site on this database');
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Now copy ${config.uploadsDir} to UPLOADS_DIR`,
    );
    console.log('and start the site with DATABASE_URL set to this database.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Move failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
