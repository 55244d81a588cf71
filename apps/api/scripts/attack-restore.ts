/**
 * A backup whose uploads folder is a link out of the data folder, for scripts/attack.ts: the site's
 * restore command must refuse it, and the server must not start on it unpacked by hand.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Credentials, type Record, via } from './attack-kit.js';
import { startBuiltSite, stopProcess } from './child-server.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '..', '..');

export async function attackRestore(base: string, admin: Credentials, ownerCookies: string, record: Record) {
  const restored = await restoreOutOfData(base, admin, ownerCookies);
  record(
    'Restored backup: uploads links out of the data folder',
    'restore refuses it; the server will not start on it',
    restored.seen,
    restored.held,
  );
}

/**
 * Takes a genuine backup from the site, swaps its uploads folder for a symbolic link to a folder
 * outside any data folder, then restores it with the site's restore command and, unpacked by hand
 * with `tar -xf`, starts the built site on it.
 */
async function restoreOutOfData(
  base: string,
  admin: Credentials,
  cookie: string,
): Promise<{ seen: string; held: boolean }> {
  const scratch = mkdtempSync(join(tmpdir(), 'nbt-attack-restore-'));
  try {
    const outside = join(scratch, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'not for the web');
    const backup = await fetch(`${base}/api/admin/backup`, { headers: via('203.0.113.20', { cookie }) });
    writeFileSync(join(scratch, 'genuine.tar'), Buffer.from(await backup.arrayBuffer()));
    const genuine = join(scratch, 'genuine');
    mkdirSync(genuine);
    execFileSync('tar', ['-xf', join(scratch, 'genuine.tar'), '-C', genuine]);
    const evil = join(scratch, 'evil');
    mkdirSync(evil);
    copyFileSync(join(genuine, 'nbt.db'), join(evil, 'nbt.db'));
    symlinkSync(outside, join(evil, 'uploads'));
    const archive = join(scratch, 'evil.tar');
    execFileSync('tar', ['-cf', archive, '-C', evil, 'nbt.db', 'uploads']);

    const restoreDir = join(scratch, 'restore-command');
    mkdirSync(restoreDir);
    const restore = spawnSync(
      join(apiDir, 'node_modules', '.bin', 'tsx'),
      [join(apiDir, 'scripts', 'restore.ts'), archive],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH, DATA_DIR: restoreDir },
        encoding: 'utf8',
      },
    );
    const restoreRefused = restore.status !== 0 && !existsSync(join(restoreDir, 'nbt.db'));

    const byHand = join(scratch, 'by-hand');
    mkdirSync(byHand);
    execFileSync('tar', ['-xf', archive, '-C', byHand]);
    let served = 'not started';
    let started = false;
    try {
      const site = await startBuiltSite(repoRoot, byHand, admin, { DEMO_DATA: '0' });
      started = true;
      served = `started, /uploads/secret.txt HTTP ${(await fetch(`${site.url}/uploads/secret.txt`)).status}`;
      await stopProcess(site.child);
    } catch (error) {
      const named = String(error).includes(`${join(byHand, 'uploads')} is a symbolic link`);
      served = named ? 'refused to start, naming uploads' : 'refused to start';
    }
    return {
      seen: `restore exit ${restore.status} (${restoreRefused ? 'nothing restored' : 'RESTORED'}); server ${served}`,
      held: restoreRefused && !started,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
