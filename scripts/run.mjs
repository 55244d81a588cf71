#!/usr/bin/env node
// The two commands of the README on a machine that has only Node.js and npm:
//   npm start  -> install, build, start the production server with demo data
//   npm test   -> install, then every check (format, lint, types, unit, integration, browser)
// pnpm itself is installed into .tools/ at the pinned version, so nothing global is needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

const env = { ...process.env };
// Native modules (better-sqlite3) must build against the local Node headers: no header download here.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
// node-gyp is not bundled with pnpm: the copy in .tools/ builds better-sqlite3 when no prebuilt binary can be fetched.
env.PATH = `${join(toolsDir, 'node_modules', '.bin')}:${env.PATH ?? ''}`;
env.TURBO_TELEMETRY_DISABLED = '1';
env.DO_NOT_TRACK = '1';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (r.error) throw r.error;
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Runs pnpm and says how long the step took, so a slow CI run shows where its time went. */
function pnpm(...args) {
  const started = performance.now();
  run(process.execPath, [pnpmBin, ...args]);
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`[run] pnpm ${args.join(' ')}: ${seconds} s`);
}

function ensurePnpm() {
  if (existsSync(pnpmBin) && existsSync(join(toolsDir, 'node_modules', '.bin', 'node-gyp'))) return;
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    toolsDir,
    `pnpm@${PNPM_VERSION}`,
    'node-gyp@11.5.0',
  ]);
}

function install() {
  ensurePnpm();
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
}

/**
 * The Italian source catalog must list every message of the code. `lingui extract` brings it in
 * step; on CI (a fresh clone) a change means someone forgot to extract and commit, which fails.
 * Then every translation is checked against it.
 */
function checkCatalogs() {
  pnpm('--filter', '@nbt/web', 'run', 'extract');
  pnpm('--filter', '@nbt/api', 'run', 'extract');
  if (env.CI) {
    const diff = spawnSync('git', ['diff', '--quiet', '--', 'apps/web/src/locales', 'apps/api/src/locales'], {
      cwd: root,
    });
    if (diff.status === 1) {
      console.error(
        'The lingui catalogs are out of date: run `pnpm --filter @nbt/web run extract` and ' +
          '`pnpm --filter @nbt/api run extract`, and commit them.',
      );
      process.exit(1);
    }
  }
  // Every other language translates every message, with the same placeholders and tags.
  pnpm('--filter', '@nbt/web', 'run', 'catalogs:check');
}

const command = process.argv[2];
if (command === 'start') {
  install();
  pnpm('exec', 'turbo', 'run', 'build', '--filter=@nbt/api', '--filter=@nbt/web', '--output-logs=errors-only');
  env.NODE_ENV = 'production';
  // A heap sized for the site, not for the machine: V8 otherwise lets garbage pile up to a share of
  // all the memory (+260 MB RSS after 5,000 made-up page addresses; +64 MB with this cap).
  run(process.execPath, ['--max-old-space-size=512', 'apps/api/dist/server.js']);
} else if (command === 'test') {
  install();
  checkCatalogs();
  pnpm('run', 'format:check');
  // The route tree is generated (and not committed): lint's types and knip's import graph read it.
  pnpm('--filter', '@nbt/web', 'run', 'routes');
  pnpm('run', 'lint');
  // Unused files, dependencies and exports (knip.jsonc).
  pnpm('exec', 'knip', '--no-progress');
  pnpm('exec', 'turbo', 'run', 'typecheck', 'test', 'build', '--output-logs=errors-only', '--concurrency=2');
  pnpm('--filter', '@nbt/web', 'run', 'budgets');
  pnpm('--filter', '@nbt/web', 'run', 'e2e');
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
