import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type DatabaseHandle, openDatabase } from './client.js';
import { migrateToLatest } from './migrate.js';

/** A migrated database in a fresh temp directory, removed by `cleanup`. */
export async function createTestDatabase(): Promise<DatabaseHandle & { dir: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'nbt-db-'));
  const handle = openDatabase(join(dir, 'test.db'));
  await migrateToLatest(handle.db);
  return {
    ...handle,
    dir,
    async cleanup() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
