/**
 * Throughput and latency of the built server against a bare Fastify server answering the same
 * bytes from memory, for the vehicle list (GET /api/vehicles), a vehicle page (GET /veicoli/<id>) and
 * the English vehicle list page (GET /en/veicoli):
 *
 *   pnpm exec turbo run build --filter=@nbt/api --filter=@nbt/web   # first: this script builds nothing
 *   pnpm --filter @nbt/api run bench                                 # 50 connections, 10 s per server and target
 *   pnpm --filter @nbt/api run bench -- --duration 20 --connections 100 --vehicles 600
 *   pnpm --filter @nbt/api run bench -- --database postgres://user:password@host:5432/empty_db
 *
 * The site runs from apps/api/dist/server.js on a temp data directory: the demo fleet, then
 * copies of it up to 300 vehicles written through the API as an administrator would. The bare
 * server is a second process, so both answer from their own process while autocannon loads them
 * from this one, taking turns of two seconds so that both see the same machine. The table prints
 * requests/s, p50 and p99 latency, and the site's share of the bare server's throughput. Nothing is
 * asserted: the figures depend on the machine.
 *
 * With --database the site runs on that PostgreSQL database instead of SQLite in the temp
 * directory; it must be empty (the site seeds it) and keeps the benchmark's vehicles afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import Fastify from 'fastify';

import { startBuiltSite, startProcess, stopProcess } from './child-server.js';

interface Options {
  duration: number;
  connections: number;
  vehicles: number;
  /** The Accept-Encoding every request sends: a browser's by default, `identity` for none. */
  encoding: string;
  /** A PostgreSQL database's address (DATABASE_URL); SQLite in the temp directory when unset. */
  database: string | undefined;
}

/** What Chromium and Firefox send. */
const BROWSER_ENCODING = 'gzip, deflate, br';

function parseOptions(argv: string[]): Options {
  // `pnpm run bench -- --duration 20` passes the `--` along.
  const { values } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      vehicles: { type: 'string', default: '300' },
      encoding: { type: 'string', default: BROWSER_ENCODING },
      database: { type: 'string' },
    },
  });
  const whole = (key: 'duration' | 'connections' | 'vehicles') => {
    const value = Number(values[key]);
    if (Number.isInteger(value) && value > 0) return value;
    console.error(`--${key} takes a positive whole number`);
    return process.exit(2);
  };
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) {
    console.error('--database takes a PostgreSQL address: postgres://user:password@host:5432/database');
    process.exit(2);
  }
  return {
    duration: whole('duration'),
    connections: whole('connections'),
    vehicles: whole('vehicles'),
    encoding: values.encoding,
    database: values.database,
  };
}

/** What the bare server answers: for each path, the site's own bytes, content type and encoding. */
interface Fixture {
  path: string;
  contentType: string;
  contentEncoding: string | undefined;
  body: string;
}

/** The bare server: Fastify without plugins, hooks or logging, answering fixed bytes from memory. */
async function runBareServer(fixtureFile: string) {
  const fixtures = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Fixture[];
  const app = Fastify({ logger: false });
  for (const fixture of fixtures) {
    const body = Buffer.from(fixture.body, 'base64');
    app.get(fixture.path, (_request, reply) => {
      if (fixture.contentEncoding) void reply.header('content-encoding', fixture.contentEncoding);
      return reply.type(fixture.contentType).send(body);
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`BARE ${address}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '..', '..');
const serverEntry = join(apiDir, 'dist', 'server.js');
const webIndex = join(repoRoot, 'apps', 'web', 'dist', 'index.html');
const ADMIN = { username: 'admin', password: 'Bench-Admin-Pass-1' };

async function checked(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** Fills the site up to `total` vehicles with copies of the demo fleet (photos included), through the API. */
async function seedVehicles(base: string, total: number): Promise<void> {
  const login = await checked(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
    'login',
  );
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const demo = (await (await checked(await fetch(`${base}/api/vehicles`), 'list')).json()) as Record<string, unknown>[];
  if (demo.length === 0) throw new Error('the demo fleet was not seeded');
  for (let index = demo.length; index < total; index++) {
    const source = { ...demo[index % demo.length] };
    for (const key of ['id', 'createdAt', 'updatedAt', 'sale_price']) delete source[key];
    // The public list leaves hidden prices out; a copy needs the ones its listing type requires.
    if (source.listing_type !== 'rental') source.sale_price_euros ??= 25_000;
    if (source.listing_type !== 'sale') source.price_per_day ??= 9_000;
    await checked(
      await fetch(`${base}/api/vehicles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...source, model: `${String(source.model)} #${index + 1}` }),
      }),
      'create vehicle',
    );
  }
}

/** One response as it travels (fetch would decompress it): status, headers and raw body bytes. */
function rawGet(
  url: string,
  encoding: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface Row {
  target: string;
  server: 'site' | 'bare';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  failures: number;
}

/** What one load of one server measured. */
type Measurement = Omit<Row, 'target' | 'server' | 'bytes'>;

async function load(url: string, options: Options, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers: { 'accept-encoding': options.encoding },
  });
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Seconds of one slice: the site and the bare server take turns, slice by slice. */
const SLICE_SECONDS = 2;

/**
 * Loads the site and the bare server in turns of a couple of seconds each, the first of each pair
 * alternating, for `options.duration` seconds each in all: on a shared machine whose speed drifts
 * from one minute to the next, both then see the same drift, and their ratio means something.
 * Requests/s over the whole time, the median slice's p50, the worst slice's p99.
 */
async function loadInTurns(
  urls: { site: string; bare: string },
  options: Options,
): Promise<Record<'site' | 'bare', Measurement>> {
  const slices = Math.max(1, Math.round(options.duration / SLICE_SECONDS));
  const seconds = options.duration / slices;
  const runs: Record<'site' | 'bare', Measurement[]> = { site: [], bare: [] };
  for (let slice = 0; slice < slices; slice++) {
    const order = slice % 2 === 0 ? (['site', 'bare'] as const) : (['bare', 'site'] as const);
    for (const server of order) runs[server].push(await load(urls[server], options, seconds));
  }
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const total = (list: Measurement[]) => ({
    requestsPerSecond: list.reduce((sum, run) => sum + run.requestsPerSecond, 0) / list.length,
    p50: median(list.map((run) => run.p50)),
    p99: Math.max(...list.map((run) => run.p99)),
    failures: list.reduce((sum, run) => sum + run.failures, 0),
  });
  return { site: total(runs.site), bare: total(runs.bare) };
}

function printTable(rows: Row[]) {
  const header = ['target', 'server', 'requests/s', 'p50 ms', 'p99 ms', 'body KB', 'failures', 'site / bare'];
  const lines = rows.map((row) => {
    const bare = rows.find((other) => other.target === row.target && other.server === 'bare');
    const ratio =
      row.server === 'site' && bare ? `${((row.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %` : '';
    return [
      row.target,
      row.server,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      (row.bytes / 1024).toFixed(1),
      String(row.failures),
      ratio,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((width, column) => (column < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    console.error(
      'The built site is missing. Build it first:\n  pnpm exec turbo run build --filter=@nbt/api --filter=@nbt/web',
    );
    process.exit(1);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'nbt-bench-'));
  const processes: ChildProcess[] = [];
  try {
    const site = await startBuiltSite(repoRoot, dataDir, ADMIN, {
      ...(options.database ? { DATABASE_URL: options.database } : {}),
      // The site's default level, one request line each, unless LOG_LEVEL says otherwise.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    });
    processes.push(site.child);
    await seedVehicles(site.url, options.vehicles);

    const [first] = (await (await checked(await fetch(`${site.url}/api/vehicles`), 'list')).json()) as { id: number }[];
    const pagePath = `/veicoli/${first!.id}`;
    const fixtures: Fixture[] = [];
    for (const path of ['/api/vehicles', pagePath, '/en/veicoli']) {
      const response = await rawGet(`${site.url}${path}`, options.encoding);
      if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`);
      fixtures.push({
        path,
        contentType: response.headers['content-type'] ?? '',
        contentEncoding: response.headers['content-encoding'],
        body: response.body.toString('base64'),
      });
    }
    const [listFixture, pageFixture, englishFixture] = fixtures as [Fixture, Fixture, Fixture];
    const sizeOf = (fixture: Fixture) =>
      `${(Buffer.from(fixture.body, 'base64').length / 1024).toFixed(1)} KB ${fixture.contentEncoding ?? 'uncompressed'}`;
    const fixtureFile = join(dataDir, 'bench-fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));

    const bare = await startProcess(
      [...process.execArgv, fileURLToPath(import.meta.url), '--bare', fixtureFile],
      { PATH: process.env.PATH },
      /BARE (http:\/\/\S+)/,
      repoRoot,
    );
    processes.push(bare.child);

    console.log(
      `${options.vehicles} vehicles on ${options.database ? 'PostgreSQL' : 'SQLite'}; ` +
        `${options.connections} connections, ${options.duration} s per server and target, in turns of ${SLICE_SECONDS} s; ` +
        `Accept-Encoding: ${options.encoding}\n` +
        `GET /api/vehicles answers ${sizeOf(listFixture)}, GET ${pagePath} ${sizeOf(pageFixture)}, ` +
        `GET /en/veicoli ${sizeOf(englishFixture)}\n`,
    );
    const rows: Row[] = [];
    for (const [target, path, bytes] of [
      ['GET /api/vehicles', '/api/vehicles', Buffer.from(listFixture.body, 'base64').length],
      ['GET /veicoli/<id>', pagePath, Buffer.from(pageFixture.body, 'base64').length],
      ['GET /en/veicoli', '/en/veicoli', Buffer.from(englishFixture.body, 'base64').length],
    ] as const) {
      process.stdout.write(`loading ${path}, the site and the bare server in turns…\n`);
      const measured = await loadInTurns({ site: `${site.url}${path}`, bare: `${bare.url}${path}` }, options);
      for (const server of ['site', 'bare'] as const) rows.push({ target, server, bytes, ...measured[server] });
    }
    console.log('');
    printTable(rows);
  } finally {
    for (const child of processes) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bareAt = process.argv.indexOf('--bare');
if (bareAt >= 0) {
  void runBareServer(process.argv[bareAt + 1]!);
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
