import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVER_NODE_FLAGS } from '../scripts/child-server.js';
import { databaseEnvFor } from './test-database.js';

/**
 * The production server as a real process, for the tests that kill it, stop it or run two of
 * them on one database. It is the bundle `pnpm build` makes (same tsup config), built here into
 * node_modules/.cache keyed by a hash of the sources: always current, built once per change, and
 * never racing with a `build` that turbo runs beside the tests (which empties dist/ first).
 * From there the bundle finds its npm dependencies as dist/ does, but not the built web app or the
 * demo images (src/paths.ts counts folders from dist/): these tests run the API without them.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '..', '..');
const sourceRoots = ['apps/api/src', 'packages/db/src', 'packages/validation/src', 'apps/api/tsup.config.ts'];

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const full = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.test.ts') ? [] : [full];
  });
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const root of sourceRoots) {
    for (const file of sourceFiles(join(repoRoot, root)).sort()) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of a server bundle built from the current sources. */
export function serverBuild(): string {
  const cacheRoot = join(apiDir, 'node_modules', '.cache', 'nbt-test-server');
  const hash = sourceHash();
  const dir = join(cacheRoot, hash);
  const entry = join(dir, 'server.js');
  if (existsSync(entry)) return entry;
  const require = createRequire(join(apiDir, 'package.json'));
  const tsupCli = join(require.resolve('tsup/package.json'), '..', 'dist', 'cli-default.js');
  const temp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const result = spawnSync(process.execPath, [tsupCli, '--out-dir', temp, '--silent'], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(`Building the server for the process tests failed:\n${result.stdout}\n${result.stderr}`);
  }
  try {
    renameSync(temp, dir);
  } catch (error) {
    // Another test worker finished the same build first: use theirs.
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  for (const old of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, old);
    if (old !== hash && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  return entry;
}

export const PROCESS_ADMIN = { username: 'admin', password: 'Process-Admin-Pass-1' } as const;

/**
 * Every server still running, killed when the test worker exits: a test that times out goes on
 * in the background and may start one after its own clean-up ran.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the built server on 127.0.0.1 with a random port on `dataDir` and resolves once it
 * listens. A new database gets the main administrator `PROCESS_ADMIN` and no demo data. With
 * TEST_DATABASE_URL set, the database is `dataDir`'s own on that PostgreSQL server: servers
 * started on one data directory share it, as they share the SQLite file.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBuild()], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: PROCESS_ADMIN.username,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // Stopped at once unless a test measures the drain a load balancer gets.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(await databaseEnvFor(dataDir)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\w.:[\]-]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

/** Ends a server the test started, if it still runs: SIGKILL, since its data is what is tested. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

interface SendOptions {
  body?: unknown;
  cookie?: string;
  /** A deadline: a site that hangs fails the test instead of holding it. */
  timeoutMs?: number;
}

/** One request over the network with an optional JSON body; network failures are thrown (fetch's TypeError with a cause). */
export function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
}

/** One JSON request over the network, its body parsed when it is JSON. */
export async function http(base: string, method: string, path: string, options: SendOptions = {}): Promise<HttpAnswer> {
  const response = await send(base, method, path, options);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** Signs in over HTTP and answers the `nbt_session=...` cookie. */
export async function loginOverHttp(base: string, credentials: { username: string; password: string } = PROCESS_ADMIN) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('nbt_session='));
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie;
}
