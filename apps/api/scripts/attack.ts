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
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import XLSX from 'sheetjs-style';

import { attackBackup } from './attack-backup.js';
import { attackCalendar } from './attack-calendar.js';
import { attackCaps } from './attack-caps.js';
import { attackImport } from './attack-import.js';
import { attackMail } from './attack-mail.js';
import { startBuiltSite, stopProcess } from './child-server.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '..', '..');
const ADMIN = { username: 'admin', password: 'Attack-Admin-Pass-1' };
const SECOND = { username: 'secondo', password: 'Secondo-Pass-123' };
const PUBLIC_URL = 'https://www.nbt.example';

interface Outcome {
  attack: string;
  bar: string;
  seen: string;
  held: boolean;
}
const outcomes: Outcome[] = [];
const record = (attack: string, bar: string, seen: string, held: boolean) => outcomes.push({ attack, bar, seen, held });

/** Every request comes through the pretended proxy, which appends the address it saw. */
const via = (client: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...extra });
const json = { 'content-type': 'application/json' };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const contactForm = (message: string) => ({
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  phone: '',
  service: 'Vendita Veicoli',
  message,
});

/**
 * Takes a genuine backup from the site, swaps its uploads folder for a symbolic link to a folder
 * outside any data folder, then restores it with the site's restore command and, unpacked by hand
 * with `tar -xf`, starts the built site on it.
 */
async function attackRestore(base: string, cookie: string): Promise<{ seen: string; held: boolean }> {
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
      const site = await startBuiltSite(repoRoot, byHand, ADMIN, { DEMO_DATA: '0' });
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nbt-attack-'));
  const site = await startBuiltSite(repoRoot, dataDir, ADMIN, { TRUST_PROXY: '1', PUBLIC_URL });
  const base = site.url;
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const signIn = async (who: { username: string; password: string }, client: string) => {
    const answer = await post('/api/auth/login', who, via(client));
    if (answer.status !== 200) throw new Error(`login of ${who.username}: HTTP ${answer.status}`);
    return answer.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  };

  try {
    // 40 concurrent wrong logins for one username from one address.
    const wrong = { username: ADMIN.username, password: 'wrong-password' };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => post('/api/auth/login', wrong, via('203.0.113.10')).then((r) => r.status)),
    );
    const checked = statuses.filter((status) => status === 401).length;
    record('40 concurrent wrong logins', 'at most 12 passwords checked', `${checked} checked (401)`, checked <= 12);

    // One batch of wrong passwords with the right one last.
    const batch = Object.fromEntries(
      [...Array.from({ length: 9 }, () => wrong), ADMIN].map((input, index) => [String(index), input]),
    );
    const batched = await post(
      `/api/trpc/${Array(10).fill('auth.login').join(',')}?batch=1`,
      batch,
      via('203.0.113.11'),
    );
    const session = batched.headers.getSetCookie().some((cookie) => cookie.startsWith('nbt_session='));
    record('tRPC batch, right password last', 'no session', session ? 'a session' : 'no session', !session);
    const huge = await fetch(
      `${base}/api/trpc/${Array(100).fill('vehicles.list').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
      { headers: via('203.0.113.12') },
    );
    const hugeBytes = (await huge.arrayBuffer()).byteLength;
    record('tRPC batch of 100 reads', 'refused', `HTTP ${huge.status}, ${hugeBytes} bytes`, huge.status === 400);

    // Made-up X-Forwarded-For entries before the address the proxy saw.
    let refused = 0;
    for (let n = 0; n < 40; n++) {
      const answer = await post(
        '/api/auth/login',
        { username: 'titolare', password: 'x' },
        via(`198.51.100.${n}, 203.0.113.13`),
      );
      if (answer.status === 429) refused++;
    }
    record('40 logins, made-up X-Forwarded-For', 'at least 28 refused', `${refused} refused (429)`, refused >= 28);

    // Hidden prices: the back office knows them, no public answer or page carries them.
    const owner = await signIn(ADMIN, '203.0.113.20');
    const fleet = (await (
      await fetch(`${base}/api/vehicles`, { headers: via('203.0.113.20', { cookie: owner }) })
    ).json()) as Record<string, unknown>[];
    const hidden = fleet.filter((vehicle) => vehicle.hide_price === true);
    const prices = hidden
      .flatMap((vehicle) => [vehicle.sale_price_euros, vehicle.price_per_day])
      .filter((price): price is number => typeof price === 'number' && price > 0);
    const spellings = prices.flatMap((price) => [
      String(price),
      price.toLocaleString('it-IT'),
      price.toLocaleString('en-GB'),
      String(price / 100),
      (price / 100).toLocaleString('it-IT', { minimumFractionDigits: 2 }),
    ]);
    const publicPaths = [
      '/api/vehicles',
      '/api/trpc/vehicles.list',
      '/',
      '/veicoli',
      '/sitemap.xml',
      ...hidden.flatMap((vehicle) => [
        `/api/vehicles/${vehicle.id}`,
        `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id: vehicle.id }))}`,
        `/veicoli/${vehicle.id}`,
        `/en/veicoli/${vehicle.id}`,
        `/de/veicoli/${vehicle.id}`,
      ]),
    ];
    const leaks: string[] = [];
    for (const path of publicPaths) {
      const text = await (await fetch(`${base}${path}`, { headers: via('203.0.113.21') })).text();
      const found = spellings.find((spelling) =>
        new RegExp(`(^|[^\\d.,])${spelling.replace(/[.]/g, '\\.')}([^\\d]|$)`).test(text),
      );
      if (found) leaks.push(`${path} (${found})`);
    }
    record(
      'Hidden prices in public answers and pages',
      'none',
      hidden.length === 0
        ? 'no hidden-price vehicle to test'
        : leaks.length
          ? leaks.join(', ')
          : `none in ${publicPaths.length} answers`,
      hidden.length > 0 && leaks.length === 0,
    );

    // The second administrator against user 1.
    await post('/api/admin/users', SECOND, via('203.0.113.20', { cookie: owner }));
    const second = await signIn(SECOND, '203.0.113.22');
    const asSecond = via('203.0.113.22', { cookie: second });
    const renamed = await fetch(`${base}/api/admin/users/1`, {
      method: 'PUT',
      headers: { ...json, ...asSecond },
      body: JSON.stringify({ username: 'preso', password: 'Preso-Pass-1234' }),
    });
    record('Second admin renames user 1 / sets its password', '403', `HTTP ${renamed.status}`, renamed.status === 403);
    const log = await fetch(`${base}/api/admin/access-logs`, { headers: asSecond });
    record('Second admin reads the access log', '403', `HTTP ${log.status}`, log.status === 403);
    const exported = await fetch(`${base}/api/admin/export`, { headers: asSecond });
    // Our own export, read back to list its sheets: never a file from outside.
    // eslint-disable-next-line no-restricted-syntax -- the file is the server's own export
    const sheets = XLSX.read(Buffer.from(await exported.arrayBuffer()), { type: 'buffer' }).SheetNames;
    record(
      'Second admin exports to Excel',
      'no access-log sheet',
      sheets.join(', '),
      exported.status === 200 && !sheets.includes('Log accessi'),
    );
    await attackBackup(base, ADMIN, record);
    await attackCalendar(base, ADMIN, record);
    await attackImport(base, ADMIN, record);

    // Encoded paths from another site.
    const crossSite = via('203.0.113.23', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    const encodedLogin = await post('/%61pi/auth/login', ADMIN, crossSite);
    const encodedContact = await post('/%61pi/contact', contactForm('Cross-site'), crossSite);
    record(
      'Cross-site login and contact via /%61pi/',
      '403 both',
      `HTTP ${encodedLogin.status}, ${encodedContact.status}`,
      encodedLogin.status === 403 && encodedContact.status === 403,
    );

    // A forged line in the access log through an office name.
    const forged = await post(
      '/api/company-info',
      {
        name: 'Sede\n2026-01-01T00:00:00.000Z - LOGIN_SUCCESS - admin',
        phone: '+39 02 1234567',
        email: 'sede@example.com',
        address: 'Via Roma 1',
        city: 'Milano',
        postalCode: '20100',
        country: 'Italia',
        isMainOffice: false,
      },
      via('203.0.113.20', { cookie: owner }),
    );
    const entries = (await (
      await fetch(`${base}/api/admin/access-logs`, { headers: via('203.0.113.20', { cookie: owner }) })
    ).json()) as { details: string | null }[];
    const multiLine = entries.filter((entry) => /[\r\n\u2028\u2029]/.test(entry.details ?? '')).length;
    record(
      'Forged access-log line via an office name',
      'refused, no entry spans lines',
      `HTTP ${forged.status}, ${multiLine} multi-line entries`,
      forged.status === 400 && multiLine === 0,
    );

    // Strangers against the owner: 35 wrong passwords from 35 addresses, then the owner signs in
    // from the browser that signed in before (it holds the device cookie), and a new browser tries.
    const ownerDevice = owner.split('; ').find((cookie) => cookie.startsWith('nbt_device_'));
    for (let n = 1; n <= 35; n++) {
      await post('/api/auth/login', { username: ADMIN.username, password: `guess-${n}` }, via(`198.18.0.${n}`));
    }
    const newBrowser = await post('/api/auth/login', ADMIN, via('198.18.1.1'));
    const ownBrowser = await post('/api/auth/login', ADMIN, via('203.0.113.20', { cookie: ownerDevice ?? '' }));
    record(
      '35 wrong passwords from 35 addresses, then the owner',
      "owner's browser 200, a new browser 429",
      `owner HTTP ${ownBrowser.status}, new browser HTTP ${newBrowser.status}`,
      ownBrowser.status === 200 && newBrowser.status === 429,
    );

    // The site's own host under https:// while it is served over http://.
    const otherScheme = via('203.0.113.25', { origin: base.replace(/^http:/, 'https:') });
    const schemeWrite = await post('/api/contact', contactForm('Origin https'), otherScheme);
    const schemeDownloads = await Promise.all(
      ['/api/admin/export', '/api/admin/backup'].map(async (path) => {
        const answer = await fetch(`${base}${path}`, { headers: { ...otherScheme, cookie: owner } });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    record(
      'https:// Origin on the http:// site',
      '403 for the write and both downloads',
      `HTTP ${schemeWrite.status}, ${schemeDownloads.join(', ')}`,
      schemeWrite.status === 403 && schemeDownloads.every((status) => status === 403),
    );

    // Malformed uploads: no boundary, a boundary too long, a body cut short.
    const boundary = 'nbt-attack-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const uploads = await Promise.all(
      [
        ['multipart/form-data', `${part}${'x'.repeat(64)}\r\n--${boundary}--\r\n`],
        [`multipart/form-data; boundary=${'b'.repeat(300)}`, `${part}xx`],
        [`multipart/form-data; boundary=${boundary}`, `${part}${'x'.repeat(64)}`],
      ].map(async ([type, body]) => {
        const answer = await fetch(`${base}/api/upload/vehicle-images`, {
          method: 'POST',
          headers: via('203.0.113.20', { cookie: owner, 'content-type': type! }),
          body,
        });
        return answer.status;
      }),
    );
    record(
      'Malformed uploads (no boundary, overlong, cut short)',
      '4xx each',
      `HTTP ${uploads.join(', ')}`,
      uploads.every((status) => status >= 400 && status < 500),
    );

    // __proto__ in a tRPC query's input, alone and in a batch.
    const polluted = await Promise.all(
      [
        `/api/trpc/vehicles.byId?input=${encodeURIComponent('{"id":1,"__proto__":{"isAdmin":true}}')}`,
        `/api/trpc/vehicles.byId,vehicles.list?batch=1&input=${encodeURIComponent('{"0":{"id":1},"1":{"__proto__":{"isAdmin":true}}}')}`,
      ].map(async (path) => (await fetch(`${base}${path}`, { headers: via('203.0.113.26') })).status),
    );
    record(
      'tRPC GET with __proto__ (single, batch)',
      '400 both',
      `HTTP ${polluted.join(', ')}`,
      polluted.every((status) => status === 400),
    );

    // A backup whose uploads is a link out of the data folder, restored two ways.
    const restoredBackup = await attackRestore(base, owner);
    record(
      'Restored backup: uploads links out of the data folder',
      'restore refuses it; the server will not start on it',
      restoredBackup.seen,
      restoredBackup.held,
    );

    // 5,000 made-up URLs against the page cache.
    const before = rssMb(site.child.pid!);
    for (let n = 0; n < 5000; n += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, k) => {
          const i = n + k;
          const paths = [
            `/veicoli/${100_000 + i}`,
            `/veicoli?tipo=${i}x&marca=${'m'.repeat(i % 200)}`,
            `/en/veicoli/${i}-made-up`,
            `/?q=${i}`,
            `/veicoli/${i}`,
          ];
          return fetch(`${base}${paths[i % paths.length]}`, {
            headers: via('203.0.113.24', { 'x-forwarded-host': `h${i}.example` }),
          }).then((r) => r.arrayBuffer());
        }),
      );
    }
    const after = rssMb(site.child.pid!);
    const growth = after - before;
    record(
      '5,000 made-up URLs',
      'memory grows by less than 150 MB',
      `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
      growth < 150,
    );
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
