/**
 * What the measurements of scripts/bench.ts share: the command line's options, the built site's
 * places, a fleet topped up in bulk, and the Markdown table the figures are printed in.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { connectDatabase } from '@nbt/db/client';
import { listAdminVehicles } from '@nbt/db/vehicles';
import { insertFleet } from '@nbt/db/testing';
import { VehicleInputSchema } from '@nbt/validation';

export interface Options {
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
export const BROWSER_ENCODING = 'gzip, deflate, br';

export function parseOptions(argv: string[]): Options {
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

export const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = join(apiDir, '..', '..');
export const serverEntry = join(apiDir, 'dist', 'server.js');
export const webIndex = join(repoRoot, 'apps', 'web', 'dist', 'index.html');
export const ADMIN = { username: 'admin', password: 'Bench-Admin-Pass-1' };

export async function checked(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Fills the site's database up to `total` vehicles with copies of its demo fleet (photos and
 * translations included), in one bulk write straight into the database: the site sees them at its
 * next read, as it sees any write (the data version).
 */
export async function topUpFleet(dataDir: string, options: Options, total: number): Promise<void> {
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

/**
 * Prints `lines` under `header` as a Markdown table: the columns `isText` names aligned left, the
 * figures right.
 */
export function printTable(header: string[], lines: string[][], isText: (column: number) => boolean) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (isText(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((width, column) => (isText(column) ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
}
