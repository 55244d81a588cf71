import { randomBytes } from 'node:crypto';

import { type DB } from '@nbt/db/client';
import { demoImageFiles, seedDemoData } from '@nbt/db/seed';
import { countUsers } from '@nbt/db/users';
import { sql } from 'kysely';

import type { AppConfig } from './env.js';
import { loadDemoImage } from './lib/demo-images.js';
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
 * Later starts change nothing. The administrator and the demo data are stored in one
 * transaction: a first start that fails (e.g. a demo picture that can't be read) leaves the
 * database empty, so the next start is a first start again, rather than leaving an
 * administrator whose generated password was never shown and a fleet that is never seeded.
 */
export async function bootstrap(
  db: DB,
  config: AppConfig,
  storage: ImageStorage,
  demoImagesDir: string,
  /** Where the demo pictures' variants are kept once made (see lib/demo-images.ts); none makes them each time. */
  demoCacheDir?: string,
): Promise<BootstrapResult> {
  const result: BootstrapResult = { seeded: false };
  const isNewDatabase = (await countUsers(db)) === 0;
  let passwordHash: string | undefined;
  if (isNewDatabase) {
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    if (!config.adminPassword) result.generatedPassword = password;
    passwordHash = await hashPassword(password);
  }
  const { count } = await sql<{ count: number }>`SELECT count(*) AS count FROM vehicles`
    .execute(db)
    .then((r) => r.rows[0]!);
  const wantDemo = (config.demoData ?? isNewDatabase) && Number(count) === 0;
  const stored = new Map<string, string>();
  if (wantDemo) {
    // The pictures and their variants are made before the transaction, which then holds the
    // write lock for milliseconds rather than for the seconds the encoding takes.
    for (const fileName of demoImageFiles) {
      stored.set(fileName, await storage.save(await loadDemoImage(demoImagesDir, fileName, demoCacheDir)));
    }
  }
  if (!passwordHash && !wantDemo) return result;
  await db.transaction().execute(async (trx) => {
    if (passwordHash) {
      await insertUserOrConflict(trx, { username: config.adminUsername, passwordHash, isAdmin: true });
    }
    if (wantDemo) {
      await seedDemoData(trx, (fileName) => {
        const url = stored.get(fileName);
        return url ? Promise.resolve(url) : Promise.reject(new Error(`demo image ${fileName} was not stored`));
      });
    }
  });
  result.seeded = wantDemo;
  return result;
}
