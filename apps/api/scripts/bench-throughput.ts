/**
 * Requests/s and latency of scripts/bench.ts: the built site against a bare Fastify server that
 * answers the same bytes from memory, loaded in turns by autocannon.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { ADMIN, checked, type Options, printTable, repoRoot, topUpFleet } from './bench-kit.js';
import { startBuiltSite, startProcess, stopProcess } from './child-server.js';

const bareServer = fileURLToPath(new URL('./bench-bare-server.ts', import.meta.url));

/** What the bare server answers: for each path, the site's own bytes, content type and encoding. */
export interface Fixture {
  path: string;
  contentType: string;
  contentEncoding: string | undefined;
  body: string;
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

function printRows(rows: Row[]) {
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
  printTable(header, lines, (column) => column < 2);
}

/** Requests/s and latency of three kept answers, the site against the bare server. */
export async function measureThroughput(options: Options, dataDir: string, processes: ChildProcess[]) {
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
    [...process.execArgv, bareServer, fixtureFile],
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
  printRows(rows);
  for (const child of processes.splice(0)) await stopProcess(child);
}
