/**
 * What queries the site has not answered yet cost, for scripts/bench.ts: the server's CPU time
 * per new query and the latency of many sent at once, at growing fleet sizes.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { ADMIN, checked, type Options, printTable, repoRoot, topUpFleet } from './bench-kit.js';
import { startBuiltSite, stopProcess } from './child-server.js';

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
export async function measureNewQueries(options: Options, dataDir: string, processes: ChildProcess[]) {
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
  printTable(header, lines, (column) => column === 1);
  for (const child of processes.splice(0)) await stopProcess(child);
}
