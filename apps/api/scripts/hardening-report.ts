/**
 * Runs the hardening checks and prints their figures in one table:
 *
 *   pnpm --filter @nbt/api run hardening                 # the bounded counts CI runs
 *   pnpm --filter @nbt/api run hardening -- --scale 5    # five times the cases and requests
 *
 * The checks are the test files below (fuzz of the writes and of the reads, hostile uploads,
 * brute force, cross-site requests, prototype-polluting JSON, concurrency, crash, shutdown,
 * backup, a full or read-only disk); each writes its figures as JSON into a folder this script reads afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CHECKS = [
  'test/hardening/fuzz/',
  'test/hardening/fuzz-reads/',
  'test/hardening/upload-attacks.integration.test.ts',
  'test/hardening/input-hygiene.integration.test.ts',
  'test/hardening/abuse.integration.test.ts',
  'test/hardening/cross-site.integration.test.ts',
  'test/hardening/security.integration.test.ts',
  'test/hardening/concurrency.integration.test.ts',
  'test/hardening/crash.integration.test.ts',
  'test/hardening/shutdown.integration.test.ts',
  'test/backup.integration.test.ts',
  'test/hardening/disk-full.integration.test.ts',
  'test/hardening/security-review.integration.test.ts',
  'test/hardening/security-review-data.integration.test.ts',
  'test/hardening/lockout.integration.test.ts',
  'test/restore.integration.test.ts',
];

type Figures = Record<string, number | string | boolean>;

function parseScale(argv: string[]): string {
  // `pnpm run hardening -- --scale 5` passes the `--` along.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const { values } = parseArgs({ args, options: { scale: { type: 'string', default: '1' } } });
  if (!(Number(values.scale) > 0)) {
    console.error('--scale takes a positive number');
    process.exit(2);
  }
  return values.scale;
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const scale = parseScale(process.argv.slice(2));
const figuresDir = mkdtempSync(join(tmpdir(), 'nbt-hardening-'));
const vitest = join(createRequire(join(apiDir, 'package.json')).resolve('vitest/package.json'), '..', 'vitest.mjs');

console.log(`Running ${CHECKS.length} hardening checks (scale ${scale})…\n`);
const started = Date.now();
const run = spawnSync(process.execPath, [vitest, 'run', '--reporter=dot', ...CHECKS], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NBT_FIGURES_DIR: figuresDir, NBT_HARDENING_SCALE: scale },
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);

const figures: Record<string, Figures> = {};
for (const file of readdirSync(figuresDir)) {
  const data = JSON.parse(readFileSync(join(figuresDir, file), 'utf8')) as Figures;
  figures[String(data.check)] = data;
}
rmSync(figuresDir, { recursive: true, force: true });

/**
 * A check split over several test files (one per family of routes) reports one set of figures per
 * file, named `<check>-<family>`: its row adds them up (counts summed, a flag true only if true in every file).
 */
function combine(check: string, prefix: string) {
  const parts = Object.keys(figures).filter((name) => name.startsWith(prefix));
  if (parts.length === 0) return;
  const sum: Figures = { check };
  for (const part of parts) {
    for (const [key, value] of Object.entries(figures[part]!)) {
      if (key === 'check') continue;
      const before = sum[key];
      if (typeof value === 'number') sum[key] = (typeof before === 'number' ? before : 0) + value;
      else if (typeof value === 'boolean') sum[key] = before === undefined ? value : before === true && value;
      else sum[key] = before === undefined || before === value ? value : `${String(before)}, ${value}`;
    }
  }
  figures[check] = sum;
}
combine('fuzz', 'fuzz-writes-');
combine('fuzz-reads', 'fuzz-reads-');

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const get = (check: string, key: string) => figures[check]?.[key];
const has = (check: string) => figures[check] !== undefined;

interface Row {
  check: string;
  tried: number | string;
  refused: number | string;
  fiveXx: number | string;
  acknowledged: number | string;
  found: number | string;
  notes: string;
}

const rows: Row[] = [];
if (has('fuzz')) {
  rows.push({
    check: `Fuzz: ${get('fuzz', 'routes')} write routes, REST + tRPC`,
    tried: num(get('fuzz', 'cases')),
    refused: num(get('fuzz', '4xx')),
    fiveXx: num(get('fuzz', '5xx')),
    acknowledged: num(get('fuzz', '2xx')),
    found: num(get('fuzz', '2xx')) - num(get('fuzz', 'storedNotAsAnswered')),
    notes: `4xx that wrote: ${get('fuzz', 'writesOn4xx')}; status ≠ schema's: ${get('fuzz', 'statusNotAsRules')}`,
  });
}
if (has('fuzz-reads')) {
  rows.push({
    check: `Fuzz: reads, ${get('fuzz-reads', 'restGetRoutes')} REST GET routes + ${get(
      'fuzz-reads',
      'trpcQueries',
    )} tRPC queries, photos, pages`,
    tried: num(get('fuzz-reads', 'cases')),
    refused: num(get('fuzz-reads', '4xx')),
    fiveXx: num(get('fuzz-reads', '5xx')),
    acknowledged: '-',
    found: '-',
    notes: `writes: ${get('fuzz-reads', 'writes')}; database unchanged: ${get(
      'fuzz-reads',
      'databaseUnchanged',
    )}; status ≠ rules: ${get('fuzz-reads', 'statusNotAsRules')}; files leaked: ${get('fuzz-reads', 'leaks')}; ${get(
      'fuzz-reads',
      'rawSocketCases',
    )} raw traversal lines`,
  });
}
if (has('fuzz-uploads')) {
  rows.push({
    check: 'Fuzz: mutated image uploads',
    tried: num(get('fuzz-uploads', 'cases')),
    refused: num(get('fuzz-uploads', 'refused')),
    fiveXx: num(get('fuzz-uploads', '5xx')),
    acknowledged: num(get('fuzz-uploads', 'stored')),
    found: num(get('fuzz-uploads', 'stored')),
    notes: 'every stored file decodes as JPEG/WebP',
  });
}
if (has('uploads')) {
  rows.push({
    check: 'Hostile uploads (SVG, HTML, polyglot, bombs, full disk)',
    tried: num(get('uploads', 'filesTried')),
    refused: num(get('uploads', 'refused')),
    fiveXx: num(get('uploads', '5xx')),
    acknowledged: num(get('uploads', 'storedReencoded')),
    found: num(get('uploads', 'storedReencoded')),
    notes: 'accepted ones stored as re-encoded pixels only',
  });
}
for (const [check, label, legitimate] of [
  ['abuse-login-account', 'Brute force: login, one username from one address', 'sign-in after the window'],
  ['abuse-login-username', 'Brute force: login, one username from any address', 'sign-in after the window'],
  ['abuse-login-address', 'Brute force: login, any username from one address', 'sign-in after the window'],
  ['abuse-contact', 'Brute force: contact form, one address', 'a request after the window'],
  ['abuse-create-admin', 'Brute force: create-admin, one address', 'an administrator meanwhile'],
] as const) {
  if (!has(check)) continue;
  rows.push({
    check: label,
    tried: num(get(check, 'tried')),
    refused: num(get(check, '4xx')),
    fiveXx: num(get(check, '5xx')),
    acknowledged: '-',
    found: '-',
    notes: `429: ${get(check, '429')}, from attempt ${get(check, 'firstLimitedAt')}; lock honoured: ${get(
      check,
      'lockHonoured',
    )}; ${legitimate}: ${get(check, 'afterWindow')}`,
  });
}
if (has('login-flood')) {
  rows.push({
    check: 'Login flood: one login per address and username, all at once',
    tried: num(get('login-flood', 'logins')),
    refused: num(get('login-flood', '503')),
    fiveXx: num(get('login-flood', '5xxOther')),
    acknowledged: '-',
    found: '-',
    notes: `passwords checked: ${get('login-flood', 'checked')} (2 at a time at most, the rest 503); a 200 KB photo: ${get(
      'login-flood',
      'photoQuietMs',
    )} ms quiet, median ${get('login-flood', 'photoMedianMs')} ms and max ${get('login-flood', 'photoMaxMs')} ms during the flood`,
  });
}
if (has('csrf')) {
  rows.push({
    check: 'Cross-site requests (forms, fetches, Origin, Sec-Fetch-Site)',
    tried: num(get('csrf', 'tried')),
    refused: num(get('csrf', 'refused')),
    fiveXx: num(get('csrf', '5xx')),
    acknowledged: '-',
    found: '-',
    notes: `rows written: ${get('csrf', 'written')}; same-origin accepted: ${get('csrf', 'sameOriginAccepted')}`,
  });
}
if (has('prototype-rest') || has('prototype-trpc')) {
  const both = (key: string) => num(get('prototype-rest', key)) + num(get('prototype-trpc', key));
  const untouched =
    ['prototype-rest', 'prototype-trpc', 'fuzz'].every((check) => get(check, 'prototypeUntouched') !== false) &&
    num(get('fuzz-reads', 'prototypeTouched')) === 0;
  rows.push({
    check: 'Prototype-polluting JSON (REST + tRPC)',
    tried: both('tried'),
    refused: both('refused'),
    fiveXx: both('5xx'),
    acknowledged: '-',
    found: '-',
    // The fuzz cases with such keys are counted in its row, not again here.
    notes: `stored: ${both('written')}; Object.prototype untouched: ${untouched}; fuzz cases: ${num(
      get('fuzz', 'prototypeKeyRefused'),
    )}/${num(get('fuzz', 'prototypeKeyCases'))} refused`,
  });
}
for (const [check, label] of [
  ['concurrency-one-process', 'Concurrency: 8 clients, 1 process'],
  ['concurrency-two-processes', 'Concurrency: 8 clients, 2 processes, 1 file'],
] as const) {
  if (!has(check)) continue;
  rows.push({
    check: label,
    tried: num(get(check, 'requests')),
    refused: num(get(check, '4xx')),
    fiveXx: num(get(check, '5xx')),
    acknowledged: num(get(check, 'acknowledgedWrites')),
    found: `${get(check, 'idsAsAnswered')}/${get(check, 'idsChecked')} rows`,
    notes: `lost ${get(check, 'lost')}; integrity ${get(check, 'integrity')}${
      check === 'concurrency-two-processes' ? `; SQLITE_BUSY ${get(check, 'busyErrorsLogged')}` : ''
    }`,
  });
}
if (has('crash')) {
  rows.push({
    check: 'Crash: SIGKILL mid-load, restart',
    tried: num(get('crash', 'requests')),
    refused: num(get('crash', '4xx')),
    fiveXx: num(get('crash', '5xx')),
    acknowledged: num(get('crash', 'acknowledgedWrites')),
    found: `${get('crash', 'idsFoundAsAnswered')}/${get('crash', 'idsChecked')} rows`,
    notes: `lost ${get('crash', 'lost')}; ${get('crash', 'inFlightAtKill')} in flight; session kept: ${get(
      'crash',
      'sessionAfterRestart',
    )}; integrity ${get('crash', 'integrity')}`,
  });
}
if (has('shutdown')) {
  rows.push({
    check: 'Graceful shutdown: SIGTERM',
    tried: num(get('shutdown', 'inFlightAtSigterm')),
    refused: 0,
    fiveXx: 0,
    acknowledged: num(get('shutdown', 'finished2xx')),
    found: num(get('shutdown', 'finished2xx')),
    notes: `new connections refused: ${get('shutdown', 'newConnectionsRefused')}; exit ${get(
      'shutdown',
      'exitCode',
    )}; WAL left: ${get('shutdown', 'walLeft')}`,
  });
}
if (has('disk-full')) {
  const tried = num(get('disk-full', 'fullDisk')) + num(get('disk-full', 'readOnly'));
  rows.push({
    // Refused on purpose with 503 (the storage, not the request, is at fault): counted as refused.
    check: 'Full disk, read-only database: writes refused with 503',
    tried,
    refused: num(get('disk-full', '503')),
    fiveXx: num(get('disk-full', '5xxOther')),
    acknowledged: 0,
    found: 0,
    notes: `503 with Retry-After: ${get('disk-full', '503')}/${tried} (full ${get('disk-full', 'fullDisk')}, read-only ${get(
      'disk-full',
      'readOnly',
    )}); tables unchanged: ${get('disk-full', 'unchangedChecks')} checks; writes after room is made: ${get(
      'disk-full',
      'writesAfterwards',
    )}`,
  });
}
if (has('backup-download')) {
  const photos = get('backup-download', 'photos');
  rows.push({
    check: 'Backup (command + download) and restore',
    tried: '-',
    refused: '-',
    fiveXx: '-',
    acknowledged: `${get('backup-download', 'vehicles')} vehicles`,
    found: `${get('backup-download', 'vehicles')} vehicles`,
    notes: `${get('backup-download', 'users')} users signed in, ${photos} photos, ${get(
      'backup-command',
      'writesDuringBackup',
    )} writes during the command`,
  });
}

const numeric = rows.filter((row) => typeof row.tried === 'number');
const total = (key: 'tried' | 'refused' | 'fiveXx') => numeric.reduce((sum, row) => sum + num(row[key]), 0);
rows.push({
  check: 'Total',
  tried: total('tried'),
  refused: total('refused'),
  fiveXx: total('fiveXx'),
  acknowledged: '',
  found: '',
  notes: `${seconds} s`,
});

const head = [
  'check',
  'requests tried',
  'refused (4xx, 503 †)',
  'other 5xx',
  'writes acknowledged',
  'found after',
  'notes',
];
const cells = rows.map((row) => [
  row.check,
  String(row.tried),
  String(row.refused),
  String(row.fiveXx),
  String(row.acknowledged),
  String(row.found),
  row.notes,
]);
const widths = head.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
const line = (values: string[]) =>
  `| ${values.map((value, column) => (column > 0 && column < 6 ? value.padStart(widths[column]!) : value.padEnd(widths[column]!))).join(' | ')} |`;
console.log(`\n${line(head)}`);
console.log(
  `|${widths.map((width, column) => (column > 0 && column < 6 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
);
for (const values of cells) console.log(line(values));
console.log(
  '\n† 503 only for writes the storage refused (a full or read-only disk) and password checks beyond the cap, with Retry-After.',
);

const missing = [
  'fuzz',
  'fuzz-reads',
  'abuse-login-account',
  'csrf',
  'prototype-rest',
  'crash',
  'shutdown',
  'concurrency-one-process',
  'backup-download',
].filter((check) => !has(check));
if (missing.length > 0) console.log(`\nNo figures from: ${missing.join(', ')} (a check failed before reporting).`);
if (run.status !== 0) {
  console.error('\nSome checks failed: see the test output above.');
  process.exit(run.status ?? 1);
}
