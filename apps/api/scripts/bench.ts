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
 * copies of it up to 300 vehicles, written in bulk straight into its database (`insertFleet`). The
 * bare server is a second process, so both answer from their own process while autocannon loads
 * them from this one, taking turns of two seconds so that both see the same machine. The table
 * prints requests/s, p50 and p99 latency, and the site's share of the bare server's throughput.
 *
 * Then the cost of queries the site has not seen yet (each one made afresh, not a kept answer), on
 * a site of 1,000 and then 5,000 vehicles (`--fleets`): the server's CPU time per new query of the
 * API list and of the list page, one after the other, and the latency of 40 different new queries
 * sent at once from 40 addresses (`--concurrent`). `--part throughput` or `--part new-queries` runs
 * one of the two. Nothing is asserted: the figures depend on the machine.
 *
 * With --database the site runs on that PostgreSQL database instead of SQLite in the temp
 * directory; it must be empty (the site seeds it) and keeps the benchmark's vehicles afterwards.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { connectDatabase, listAdminVehicles } from '@nbt/db';
import { insertFleet } from '@nbt/db/testing';
import { VehicleInputSchema } from '@nbt/validation';
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
  part: 'all' | 'throughput' | 'new-queries';
  /** The fleet sizes new queries are measured at, ascending. */
  fleets: number[];
  /** New queries sent one after the other per fleet and target, for the CPU time of one. */
  queries: number;
  /** New queries sent at once, each from its own address. */
  concurrent: number;
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
      part: { type: 'string', default: 'all' },
      fleets: { type: 'string', default: '1000,5000' },
      queries: { type: 'string', default: '40' },
      concurrent: { type: 'string', default: '40' },
    },
  });
  const positive = (key: string, text: string) => {
    const value = Number(text);
    if (Number.isInteger(value) && value > 0) return value;
    console.error(`--${key} takes a positive whole number`);
    return process.exit(2);
  };
  const whole = (key: 'duration' | 'connections' | 'vehicles' | 'queries' | 'concurrent') => positive(key, values[key]);
  if (!['all', 'throughput', 'new-queries'].includes(values.part)) {
    console.error('--part takes all, throughput or new-queries');
    process.exit(2);
  }
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
    part: values.part as Options['part'],
    fleets: values.fleets
      .split(',')
      .map((size) => positive('fleets', size))
      .sort((a, b) => a - b),
    queries: whole('queries'),
    concurrent: whole('concurrent'),
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

/**
 * Fills the site's database up to `total` vehicles with copies of its demo fleet (photos and
 * translations included), in one bulk write straight into the database: the site sees them at its
 * next read, as it sees any write (the data version).
 */
async function topUpFleet(dataDir: string, options: Options, total: number): Promise<void> {
  const handle = await connectDatabase({ url: options.database, file: join(dataDir, 'nbt.db') });
  try {
    const fleet = await listAdminVehicles(handle.db);
    // The demo vehicles: copies are named `<model> #<n>`, and the first copy of each is the model itself.
    const models = new Set<string>();
    const demo = fleet.filter(
      (vehicle) => !/ #\d+$/.test(vehicle.model) && !models.has(vehicle.model) && models.add(vehicle.model),
    );
    if (demo.length === 0) throw new Error('the demo fleet was not seeded');
    if (fleet.length >= total) return;
    // Copies of the demo vehicles as the office entered them (hidden prices included).
    const templates = demo.map((vehicle) => VehicleInputSchema.parse(vehicle));
    await insertFleet(handle.db, total - fleet.length, templates);
  } finally {
    await handle.close();
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
    if (options.part !== 'new-queries') await measureThroughput(options, dataDir, processes);
    if (options.part !== 'throughput') await measureNewQueries(options, dataDir, processes);
  } finally {
    for (const child of processes) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Requests/s and latency of three kept answers, the site against the bare server. */
async function measureThroughput(options: Options, dataDir: string, processes: ChildProcess[]) {
  const site = await startBuiltSite(repoRoot, dataDir, ADMIN, {
    ...(options.database ? { DATABASE_URL: options.database } : {}),
    // The site's default level, one request line each, unless LOG_LEVEL says otherwise.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  processes.push(site.child);
  await topUpFleet(dataDir, options, options.vehicles);

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
  for (const child of processes.splice(0)) await stopProcess(child);
}

/** The CPU time (user and system) a process has used so far, in milliseconds, from /proc. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
function cpuMsOf(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

interface NewQueryRow {
  vehicles: number;
  target: string;
  cpuMsPerQuery: number;
  p50: number;
  max: number;
  failures: number;
}

/**
 * What queries the site has not answered yet cost: each fleet size in turn (topped up in bulk), for
 * the API list and the list page, `options.queries` new queries one after the other (the server's
 * CPU time per query), then `options.concurrent` others at once, each from an address of its own
 * (the site trusts the loopback proxy's X-Forwarded-For here), timed from send to the last byte.
 */
async function measureNewQueries(options: Options, dataDir: string, processes: ChildProcess[]) {
  const site = await startBuiltSite(repoRoot, dataDir, ADMIN, {
    ...(options.database ? { DATABASE_URL: options.database } : {}),
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: 'http://bench.localhost',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  processes.push(site.child);
  const pid = site.child.pid!;
  let sent = 0;
  /** A new query each time: a minimum price not asked for yet, from an address of its own. */
  const ask = async (path: (n: number) => string) => {
    sent++;
    const started = performance.now();
    const response = await fetch(`${site.url}${path(sent)}`, {
      headers: { 'x-forwarded-for': `198.18.${sent >> 8}.${sent & 255}`, 'accept-encoding': options.encoding },
    });
    await response.arrayBuffer();
    return { ok: response.status === 200, ms: performance.now() - started };
  };
  const targets: [string, (n: number) => string][] = [
    ['GET /api/vehicles?min_price=…&per_page=12', (n) => `/api/vehicles?min_price=${n}&per_page=12&sort=prezzo-asc`],
    ['GET /veicoli?prezzo-min=…', (n) => `/veicoli?prezzo-min=${n}&ordine=prezzo-asc`],
  ];
  const rows: NewQueryRow[] = [];
  for (const vehicles of options.fleets) {
    await topUpFleet(dataDir, options, vehicles);
    // The kept answers of this data version (the list, a first page) are made before measuring.
    for (const path of ['/api/vehicles', '/veicoli']) await checked(await fetch(`${site.url}${path}`), path);
    for (const [target, path] of targets) {
      process.stdout.write(
        `${vehicles} vehicles: ${target}, ${options.queries} one by one, ${options.concurrent} at once…\n`,
      );
      const before = cpuMsOf(pid);
      let failures = 0;
      for (let query = 0; query < options.queries; query++) if (!(await ask(path)).ok) failures++;
      const cpuMsPerQuery = (cpuMsOf(pid) - before) / options.queries;
      const together = await Promise.all(Array.from({ length: options.concurrent }, () => ask(path)));
      const times = together.map((answer) => answer.ms).sort((a, b) => a - b);
      failures += together.filter((answer) => !answer.ok).length;
      rows.push({
        vehicles,
        target,
        cpuMsPerQuery,
        p50: times[Math.floor(times.length / 2)]!,
        max: times.at(-1)!,
        failures,
      });
    }
  }
  console.log(
    `\nNew queries on ${options.database ? 'PostgreSQL' : 'SQLite'}: CPU of the server per query sent one by one; ` +
      `latency of ${options.concurrent} sent at once\n`,
  );
  const header = [
    'vehicles',
    'target',
    'CPU ms / query',
    `${options.concurrent} at once: p50 ms`,
    'max ms',
    'failures',
  ];
  const lines = rows.map((row) => [
    String(row.vehicles),
    row.target,
    row.cpuMsPerQuery.toFixed(1),
    row.p50.toFixed(0),
    row.max.toFixed(0),
    String(row.failures),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((width, column) => (column === 1 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
  for (const child of processes.splice(0)) await stopProcess(child);
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
