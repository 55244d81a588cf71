/**
 * A black-box run of the security review's attacks against a throwaway instance of the built
 * site, behind one (pretended) reverse proxy:
 *
 *   pnpm run build && pnpm --filter @nbt/api run attack
 *
 * It starts apps/api/dist/server.js on a temp data directory with the demo data, TRUST_PROXY=1
 * and PUBLIC_URL, attacks it over HTTP only, then a second instance with mail switched on (see
 * attack-mail.ts), prints one line per attack (what was asked, what was seen) and exits 1 when any
 * attack got through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { attackBackup } from './attack-backup.js';
import { attackCalendar } from './attack-calendar.js';
import { attackCaps } from './attack-caps.js';
import { attackHiddenPrices } from './attack-hidden-prices.js';
import { attackImport } from './attack-import.js';
import { signIn } from './attack-kit.js';
import { attackLockout, attackLogins } from './attack-logins.js';
import { attackMail } from './attack-mail.js';
import { attackPageCache } from './attack-page-cache.js';
import { attackRequests } from './attack-requests.js';
import { attackRestore } from './attack-restore.js';
import { attackSecondAdmin } from './attack-second-admin.js';
import { startBuiltSite, stopProcess } from './child-server.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '..', '..');
const ADMIN = { username: 'admin', password: 'Attack-Admin-Pass-1' };
const PUBLIC_URL = 'https://www.nbt.example';

interface Outcome {
  attack: string;
  bar: string;
  seen: string;
  held: boolean;
}
const outcomes: Outcome[] = [];
const record = (attack: string, bar: string, seen: string, held: boolean) => outcomes.push({ attack, bar, seen, held });

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nbt-attack-'));
  const site = await startBuiltSite(repoRoot, dataDir, ADMIN, { TRUST_PROXY: '1', PUBLIC_URL });
  const base = site.url;

  try {
    await attackLogins(base, ADMIN, record);
    const owner = await signIn(base, ADMIN, '203.0.113.20');
    await attackHiddenPrices(base, owner, record);
    await attackSecondAdmin(base, owner, record);
    await attackBackup(base, ADMIN, record);
    await attackCalendar(base, ADMIN, record);
    await attackImport(base, ADMIN, record);
    await attackRequests(base, ADMIN, owner, record);
    await attackRestore(base, ADMIN, owner, record);
    await attackPageCache(base, site.child.pid!, record);
    // Last on this site: it locks the administrator's name out of every browser but the owner's.
    await attackLockout(base, ADMIN, owner, record);
  } finally {
    await stopProcess(site.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await attackMail(repoRoot, ADMIN, record);
  await attackCaps(repoRoot, ADMIN, record);

  const width = (key: keyof Outcome) => Math.max(...outcomes.map((o) => String(o[key]).length), key.length);
  const line = (o: Outcome) =>
    `${o.held ? 'held ' : 'BROKE'}  ${o.attack.padEnd(width('attack'))}  ${o.bar.padEnd(width('bar'))}  ${o.seen}`;
  console.log(`\n${outcomes.map(line).join('\n')}`);
  const broken = outcomes.filter((o) => !o.held).length;
  console.log(`\nAttacks held: ${outcomes.length - broken} of ${outcomes.length}`);
  if (broken > 0) process.exitCode = 1;
}

await main();
