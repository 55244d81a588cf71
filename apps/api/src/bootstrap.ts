import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { countUsers, type DB, seedDemoData } from '@nbt/db';
import { sql } from 'kysely';

import type { AppConfig } from './env.js';
import { hashPassword } from './lib/passwords.js';
import type { ImageStorage } from './lib/storage.js';
import { insertUserOrConflict } from './modules/auth/auth.service.js';

export interface BootstrapResult {
  /** Set only when the password was generated: printed once, never stored in clear. */
  generatedPassword?: string;
  seeded: boolean;
}

/**
 * First start on an empty database: the main administrator (id 1) from ADMIN_USERNAME and
 * ADMIN_PASSWORD, or a generated password printed once; then the demo data unless DEMO_DATA=0.
 * Later starts change nothing.
 */
export async function bootstrap(
  db: DB,
  config: AppConfig,
  storage: ImageStorage,
  demoImagesDir: string,
): Promise<BootstrapResult> {
  const result: BootstrapResult = { seeded: false };
  const isNewDatabase = (await countUsers(db)) === 0;
  if (isNewDatabase) {
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    if (!config.adminPassword) result.generatedPassword = password;
    await insertUserOrConflict(db, {
      username: config.adminUsername,
      passwordHash: await hashPassword(password),
      isAdmin: true,
    });
  }
  const { count } = await sql<{ count: number }>`SELECT count(*) AS count FROM vehicles`
    .execute(db)
    .then((r) => r.rows[0]!);
  const wantDemo = config.demoData ?? isNewDatabase;
  if (wantDemo && Number(count) === 0) {
    await mkdir(config.uploadsDir, { recursive: true });
    // One transaction: a failed seed leaves no half-filled fleet behind, and the next start tries again.
    await db.transaction().execute((trx) =>
      seedDemoData(trx, async (fileName) => {
        const bytes = await readFile(join(demoImagesDir, fileName));
        return storage.save(bytes, fileName.split('.').pop() ?? 'jpg');
      }),
    );
    result.seeded = true;
  }
  return result;
}
