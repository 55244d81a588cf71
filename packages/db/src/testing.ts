import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type VehicleData, type VehicleInput, VehicleInputSchema } from '@nbt/validation';
import pg from 'pg';

import {
  type DB,
  inTransaction,
  openDatabase,
  openPostgresDatabase,
  type PostgresDatabaseHandle,
  type SqliteDatabaseHandle,
} from './client.js';
import { migrateTo, migrateToLatest } from './migrate.js';
import { insertVehicle } from './repositories/vehicles.repository.js';
import type { NewVehicleRow, VehicleRow } from './schema.js';

/** Migrates a test database up to and including `migration`, or all the way when it is omitted. */
async function migrateUpTo(db: DB, migration: string | undefined): Promise<void> {
  await (migration ? migrateTo(db, migration) : migrateToLatest(db));
}

/** A migrated database in a fresh temp directory, removed by `cleanup`. */
export async function createTestDatabase(
  migration?: string,
): Promise<SqliteDatabaseHandle & { dir: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'nbt-db-'));
  const handle = openDatabase(join(dir, 'test.db'));
  await migrateUpTo(handle.db, migration);
  return {
    ...handle,
    dir,
    async cleanup() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server the tests may use (TEST_DATABASE_URL), or undefined to test SQLite only. */
export function testPostgresUrl(): string | undefined {
  // eslint-disable-next-line no-restricted-properties -- the tests' own switch, not a setting of the site
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export interface ScratchPostgresDatabase {
  /** The new database's address. */
  url: string;
  name: string;
  /** Drops the database, ending whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** `serverUrl` with its database name replaced by `name`. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named uniquely, so every test
 * app has a database of its own as it has a SQLite file of its own.
 */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<ScratchPostgresDatabase> {
  const name = `nbt_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // template0: nothing a previous run left in template1 leaks into the test's database.
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`));
  let dropped = false;
  return {
    url: withDatabaseName(serverUrl, name),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A migrated database of its own on the PostgreSQL server of `serverUrl`, dropped by `cleanup`. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  migration?: string,
): Promise<PostgresDatabaseHandle & { scratch: ScratchPostgresDatabase; cleanup(): Promise<void> }> {
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = await openPostgresDatabase(scratch.url, { poolSize: 4 });
  await migrateUpTo(handle.db, migration);
  return {
    ...handle,
    scratch,
    async cleanup() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A database a test opens: its handle and how to remove it. */
export interface OpenedTestDatabase {
  db: DB;
  cleanup(): Promise<void>;
}

/**
 * The databases a test runs on, for `describe.each`: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL names a server. Each `open` makes a fresh one, migrated up to `migration`.
 */
export function testDatabases(): {
  name: 'SQLite' | 'PostgreSQL';
  open(migration?: string): Promise<OpenedTestDatabase>;
}[] {
  const serverUrl = testPostgresUrl();
  return [
    { name: 'SQLite', open: (migration) => createTestDatabase(migration) },
    ...(serverUrl
      ? [
          {
            name: 'PostgreSQL' as const,
            open: (migration?: string) => createPostgresTestDatabase(serverUrl, migration),
          },
        ]
      : []),
  ];
}

/** A valid vehicle for repository tests: a BMW X5 for rent, as the input schema leaves it. */
export function testVehicle(overrides: Partial<VehicleInput> = {}): VehicleData {
  return VehicleInputSchema.parse({
    brand: 'BMW',
    model: 'X5',
    year: 2022,
    kilometers: 1000,
    fuel_type: 'diesel',
    fuel_regulation: 'Euro 6',
    engine_displacement: 2993,
    horsepower: 286,
    transmission: 'automatico',
    doors: 5,
    seats: 5,
    color: 'nero',
    description: 'SUV',
    features: [],
    price_per_day: 10000,
    listing_type: 'rental',
    vehicle_category: 'auto',
    ...overrides,
  });
}

/** Brands of the test fleet, as an office types them: accents, two words, trucks' makers. */
const FLEET_BRANDS = ['BMW', 'Mercedes', 'Citroën', 'Škoda', 'Alfa Romeo', 'Fiat', 'Iveco', 'Scania', 'Audi', 'Ford'];
const FLEET_FUELS = ['diesel', 'benzina', 'ibrido', 'elettrico', 'GPL'];
const FLEET_LISTINGS = ['rental', 'sale', 'both'] as const;

/** One vehicle of each brand, for rent, for sale or both, cars and trucks: what `insertFleet` copies by default. */
export function fleetTemplates(): VehicleData[] {
  return FLEET_BRANDS.map((brand, index) => {
    const listing = FLEET_LISTINGS[index % FLEET_LISTINGS.length]!;
    return testVehicle({
      brand,
      model: 'Modello',
      fuel_type: FLEET_FUELS[index % FLEET_FUELS.length],
      transmission: index % 2 === 0 ? 'automatico' : 'manuale',
      vehicle_category: brand === 'Iveco' || brand === 'Scania' ? 'camion' : 'auto',
      listing_type: listing,
      price_per_day: listing === 'sale' ? null : 10_000,
      sale_price_euros: listing === 'rental' ? null : 30_000,
    });
  });
}

/** Rows a statement: some 50 columns each, well within both databases' limits on parameters. */
const FLEET_ROWS_PER_INSERT = 200;

/** A copy's tiers, scaled with its daily price so that each stays cheaper than the one before. */
function scaledTiers(row: Omit<VehicleRow, 'id'>, price: number | null): string {
  if (price === null || row.price_per_day === null) return row.price_tiers;
  const tiers = JSON.parse(row.price_tiers) as { min_days: number; price_per_day: number }[];
  const ratio = price / row.price_per_day;
  return JSON.stringify(tiers.map((tier) => ({ ...tier, price_per_day: Math.floor(tier.price_per_day * ratio) })));
}

/**
 * Adds `count` vehicles in one transaction, a few hundred rows a statement: the large fleets of
 * tests and benchmarks. Each template is stored once through the repository, then its row is
 * copied with a model name, year, seats and prices of its own, so filters and orders have
 * something to tell apart.
 */
export async function insertFleet(
  db: DB,
  count: number,
  templates: readonly VehicleData[] = fleetTemplates(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const rows: Omit<VehicleRow, 'id'>[] = [];
    for (const template of templates.slice(0, count)) {
      const { id } = await insertVehicle(trx, template);
      const { id: _id, ...row } = await trx
        .selectFrom('vehicles')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      rows.push(row);
    }
    const copies = Array.from({ length: Math.max(0, count - rows.length) }, (_, index) => {
      const n = index + rows.length + 1;
      const row = rows[index % rows.length]!;
      const sale = row.sale_price_euros === null ? null : 5_000 + ((n * 977) % 95_000);
      const price = row.price_per_day === null ? null : 3_000 + ((n * 131) % 60_000);
      return {
        ...row,
        model: `${row.model} #${n}`,
        year: 2000 + (n % 26),
        seats: 2 + (n % 8),
        price_per_day: price,
        price_tiers: scaledTiers(row, price),
        sale_price_euros: sale,
        sale_price: sale === null ? null : sale * 100,
      };
    });
    for (let start = 0; start < copies.length; start += FLEET_ROWS_PER_INSERT) {
      await trx
        .insertInto('vehicles')
        // Rows read back are rows the table takes, whatever columns it has by now.
        .values(copies.slice(start, start + FLEET_ROWS_PER_INSERT) as NewVehicleRow[])
        .execute();
    }
  });
}
