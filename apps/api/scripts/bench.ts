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
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parseOptions, serverEntry, webIndex } from './bench-kit.js';
import { measureNewQueries } from './bench-new-queries.js';
import { measureThroughput } from './bench-throughput.js';
import { stopProcess } from './child-server.js';

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
