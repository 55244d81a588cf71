import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';

import type { AppConfig } from '../env.js';

type Places = Pick<AppConfig, 'databaseFile' | 'databaseUrl' | 'storage' | 'uploadsDir'>;

async function linkTarget(path: string): Promise<string | undefined> {
  const info = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return info?.isSymbolicLink() ? readlink(path) : undefined;
}

/**
 * What is wrong with where the data lies, one sentence per problem naming the path: a database
 * file (or its journal) or an uploads folder that is a symbolic link, so that its data lies
 * elsewhere than configured, or an uploads folder holding links. A restored archive can carry such links
 * (`uploads` pointing at /etc, say), and the site would then serve, or write into, whatever they
 * point at.
 */
export async function dataPlaceProblems(config: Places): Promise<string[]> {
  const problems: string[] = [];
  const files = config.databaseUrl
    ? []
    : [config.databaseFile, `${config.databaseFile}-wal`, `${config.databaseFile}-shm`];
  // Photos kept in a bucket (STORAGE_URL) have no folder here to check.
  const folders = config.storage ? [] : [config.uploadsDir];
  for (const path of [...files, ...folders]) {
    const target = await linkTarget(path);
    if (target !== undefined) {
      problems.push(`${path} is a symbolic link (to ${target}), so its data lies outside its configured place`);
    }
  }
  if (problems.length > 0 || config.storage) return problems;
  const entries = await readdir(config.uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) {
      const path = join(config.uploadsDir, entry.name);
      problems.push(`${path} is a symbolic link (to ${await readlink(path)}); uploads must be real files`);
    }
  }
  return problems;
}

/** Stops start-up with a message naming every misplaced path (see `dataPlaceProblems`). */
export async function assertDataInPlace(config: Places): Promise<void> {
  const problems = await dataPlaceProblems(config);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start: the data is not where it is configured to be.\n  ${problems.join('\n  ')}\n` +
      'Restore backups with the restore command (docs/operations.md), which refuses links.',
  );
}
