/**
 * Latency of the back office's vehicle search on a fleet of 1,000 vehicles (or --vehicles N):
 *
 *   pnpm --filter @nbt/api run bench:admin-search
 *   pnpm --filter @nbt/api run bench:admin-search -- --vehicles 5000 --runs 200
 *   pnpm --filter @nbt/api run bench:admin-search -- --database postgres://user:password@host:5432/empty_db
 *
 * Seeds the fleet in a temp SQLite file (or the empty PostgreSQL database given, which keeps the
 * vehicles afterwards), then times the search service the REST route and the tRPC procedure call,
 * for a page of 20 with and without words, filters and each order, and prints p50 and p95 in
 * milliseconds. Nothing is asserted: the figures depend on the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { connectDatabase, inTransaction } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { insertVehicle, searchVehicles } from '@nbt/db/vehicles';
import { AdminVehicleQuerySchema, type AdminVehicleQueryInput, VehicleInputSchema } from '@nbt/validation';

const { values } = parseArgs({
  args: process.argv[2] === '--' ? process.argv.slice(3) : process.argv.slice(2),
  options: {
    vehicles: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '100' },
    database: { type: 'string' },
  },
});
const count = Number(values.vehicles);
const runs = Number(values.runs);
const BRANDS = ['Ferrari', 'Iveco', 'Fiat', 'BMW', 'Audi', 'Mercedes', 'Scania', 'Volvo', 'Porsche', 'Renault'];
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

const dir = mkdtempSync(join(tmpdir(), 'nbt-bench-search-'));
const handle = await connectDatabase({ url: values.database, file: join(dir, 'nbt.db') });
try {
  await migrateToLatest(handle.db);
  await inTransaction(handle.db, async (trx) => {
    for (let index = 0; index < count; index += 1) {
      const letter = (n: number) => LETTERS[(index * 7 + n) % LETTERS.length]!;
      await insertVehicle(
        trx,
        VehicleInputSchema.parse({
          brand: BRANDS[index % BRANDS.length],
          model: `Modello ${index}`,
          year: 2000 + (index % 26),
          kilometers: (index * 7919) % 300_000,
          fuel_regulation: 'Euro 6',
          doors: 5,
          seats: 5,
          color: 'nero',
          price_per_day: 5_000 + ((index * 131) % 50_000),
          vehicle_category: index % 3 === 0 ? 'camion' : 'auto',
          hide_price: index % 10 === 0,
          available: index % 4 !== 0,
          plate: `${letter(0)}${letter(1)}${String(index).padStart(3, '0')}${letter(2)}${letter(3)}`,
        }),
      );
    }
  });

  const plate = `${LETTERS[(500 * 7) % LETTERS.length]}${LETTERS[(500 * 7 + 1) % LETTERS.length]}500`;
  const cases: [string, AdminVehicleQueryInput][] = [
    ['first page, newest', {}],
    ['page 30 of 20', { page: 30 }],
    ['by plate', { q: plate }],
    ['by brand, 100 a page', { q: 'ferrari', pageSize: 100 }],
    ['two words', { q: 'iveco modello 1' }],
    ['filters', { category: 'auto', availability: 'available', hiddenPrice: 'false' }],
    ['price, ascending', { sort: 'price_asc' }],
    ['kilometres, descending, page 10', { sort: 'km_desc', page: 10 }],
    ['year, with words and filters', { q: 'bmw', category: 'auto', sort: 'year_desc' }],
  ];
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  console.log(`${count} vehicles on ${handle.dialect}, ${runs} runs each (ms)\n`);
  console.log(`${'search'.padEnd(36)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'found'.padStart(6)}`);
  for (const [name, input] of cases) {
    const query = AdminVehicleQuerySchema.parse(input);
    let found = 0;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      found = (await searchVehicles(handle.db, query)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)].map((ms) => ms.toFixed(2).padStart(7));
    console.log(`${name.padEnd(36)} ${p50} ${p95} ${String(found).padStart(6)}`);
  }
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
