import { afterEach } from 'vitest';

import type { DB } from './client.js';
import type { OpenedTestDatabase } from './testing.js';

/**
 * For one `describe.each(testDatabases())` block: opens a fresh database of that kind (migrated up
 * to `migration`, all the way when omitted) and removes every one opened after each test. Apart from
 * testing.ts, which the benchmark scripts import outside vitest.
 */
export function freshDatabases(
  open: (migration?: string) => Promise<OpenedTestDatabase>,
): (migration?: string) => Promise<DB> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async (migration) => {
    const opened = await open(migration);
    cleanups.push(() => opened.cleanup());
    return opened.db;
  };
}
