import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type VehicleData, type VehicleInput, VehicleInputSchema } from '@nbt/validation';
import pg from 'pg';

import {
  openDatabase,
  openPostgresDatabase,
  type PostgresDatabaseHandle,
  type SqliteDatabaseHandle,
} from './client.js';
import { migrateToLatest } from './migrate.js';

/** A migrated database in a fresh temp directory, removed by `cleanup`. */
export async function createTestDatabase(): Promise<SqliteDatabaseHandle & { dir: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'nbt-db-'));
  const handle = openDatabase(join(dir, 'test.db'));
  await migrateToLatest(handle.db);
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
): Promise<PostgresDatabaseHandle & { scratch: ScratchPostgresDatabase; cleanup(): Promise<void> }> {
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = await openPostgresDatabase(scratch.url, { poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    scratch,
    async cleanup() {
      await handle.close();
      await scratch.drop();
    },
  };
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
