#!/usr/bin/env node
// The two commands of the README on a machine that has only Node.js and npm:
//   npm start  -> install, build, start the production server with demo data
//   npm test   -> install, then every check (format, lint, types, unit, integration, browser)
// pnpm itself is installed into .tools/ at the pinned version, so nothing global is needed.
import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Each step's name and seconds, printed as a table at the end so the next slowdown shows. */
const timings = [];
const startedAt = performance.now();
const since = (started) => Math.round((performance.now() - started) / 1000);

/** Runs pnpm and says how long the step took, so a slow CI run shows where its time went. */
function pnpm(...args) {
  const started = performance.now();
  run(process.execPath, [pnpmBin, ...args]);
  timings.push([`pnpm ${args.join(' ')}`, since(started)]);
  console.log(`[run] pnpm ${args.join(' ')}: ${since(started)} s`);
}

/**
 * Runs chains of pnpm steps (each an argument list) side by side, as many at once as the machine has cores: lint, knip,
 * prettier and lingui each use one core, so two of them together take the time of the longer. A
 * chain's output is held back and printed whole when it ends; the first failure stops the run.
 */
async function inParallel(chains) {
  const queue = [...chains];
  const runChain = async (steps) => {
    for (const args of steps) {
      const started = performance.now();
      const child = spawn(process.execPath, [pnpmBin, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      process.stdout.write(Buffer.concat(output));
      timings.push([`pnpm ${args.join(' ')}`, since(started)]);
      console.log(`[run] pnpm ${args.join(' ')}: ${since(started)} s`);
      if (status !== 0) process.exit(status ?? 1);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(cpus().length, queue.length)) }, async () => {
    while (queue.length > 0) await runChain(queue.shift());
  });
  await Promise.all(lanes);
}

/**
 * Runs turbo with a run summary and adds each of its tasks to the table: types, unit tests,
 * integration tests and builds of every package otherwise show as one line.
 */
function turbo(...args) {
  const runs = join(root, '.turbo', 'runs');
  const before = new Set(existsSync(runs) ? readdirSync(runs) : []);
  try {
    pnpm('exec', 'turbo', 'run', ...args, '--summarize');
  } finally {
    const fresh = (existsSync(runs) ? readdirSync(runs) : []).filter((name) => !before.has(name));
    for (const name of fresh) {
      const summary = JSON.parse(readFileSync(join(runs, name), 'utf8'));
      const tasks = (summary.tasks ?? []).filter((task) => task.execution?.startTime && task.execution?.endTime);
      tasks.sort((a, b) => a.execution.startTime - b.execution.startTime);
      for (const { taskId, execution } of tasks) {
        timings.push([`  turbo ${taskId}`, Math.round((execution.endTime - execution.startTime) / 1000)]);
      }
    }
  }
}

function printTimings() {
  console.log('\n[run] where the time went:');
  for (const [step, seconds] of timings) console.log(`  ${String(seconds).padStart(5)} s  ${step}`);
  console.log(`  ${String(since(startedAt)).padStart(5)} s  in all`);
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
  const started = performance.now();
  ensurePnpm();
  timings.push(['pnpm itself, into .tools/', since(started)]);
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
}

/**
 * The Italian source catalogs must list every message of the code: `lingui extract` brings them in
 * step. On CI (a fresh clone) a change means someone forgot to extract and commit, which fails.
 */
function checkCatalogsCommitted() {
  if (!env.CI) return;
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

const command = process.argv[2];
if (command === 'start') {
  install();
  pnpm('exec', 'turbo', 'run', 'build', '--filter=@nbt/api', '--filter=@nbt/web', '--output-logs=errors-only');
  env.NODE_ENV = 'production';
  // A heap sized for the site, not for the machine: V8 otherwise lets garbage pile up to a share of
  // all the memory (+260 MB RSS after 5,000 made-up page addresses; +64 MB with this cap).
  run(process.execPath, ['--max-old-space-size=512', 'apps/api/dist/server.js']);
} else if (command === 'test') {
  // Also when a step fails: the table then shows how far the run got.
  process.on('exit', printTimings);
  install();
  // The route tree is generated (and not committed): lint's types and knip's import graph read it.
  pnpm('--filter', '@nbt/web', 'run', 'routes');
  await inParallel([
    [['run', 'lint']],
    [
      ['--filter', '@nbt/web', 'run', 'extract'],
      ['--filter', '@nbt/api', 'run', 'extract'],
      // Every other language translates every message, with the same placeholders and tags.
      ['--filter', '@nbt/web', 'run', 'catalogs:check'],
      ['run', 'format:check'],
      // Unused files, dependencies and exports (knip.jsonc).
      ['exec', 'knip', '--no-progress'],
    ],
  ]);
  checkCatalogsCommitted();
  turbo('typecheck', 'test', 'build', '--output-logs=errors-only', '--concurrency=2');
  pnpm('--filter', '@nbt/web', 'run', 'budgets');
  pnpm('--filter', '@nbt/web', 'run', 'e2e');
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
