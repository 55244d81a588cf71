/**
 * Restores a backup archive into an empty data folder, checking the archive first:
 *
 *   pnpm --filter @nbt/api run restore -- <backup.tar>
 *
 * Reads DATA_DIR (and UPLOADS_DIR) like the server. Only the database, the manifest and plain
 * image files under uploads/ are taken: an archive holding a link, a device or any other name is
 * refused whole, and nothing is put in place. Stop the server and move the old data folder aside
 * first (docs/operations.md). Relative paths are taken from the directory the command was typed in.
 */
import { resolve } from 'node:path';

import { loadConfig } from '../src/env.js';
import { restoreArchive } from '../src/modules/backup/restore.js';

async function main() {
  // pnpm runs scripts inside apps/api; INIT_CWD is where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.log(
      'usage: pnpm --filter @nbt/api run restore -- <backup.tar>   (DATA_DIR, UPLOADS_DIR as for the server)',
    );
    process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
  }
  const config = loadConfig(process.env);
  const restored = await restoreArchive(resolve(args[0]!), config);
  const counts = Object.entries(restored.counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`Restored into ${config.dataDir}: ${counts}; ${restored.uploads} uploaded files`);
}

main().catch((error: unknown) => {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
