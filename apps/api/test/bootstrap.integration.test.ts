import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type DatabaseHandle, openDatabase } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { insertOffice } from '@nbt/db/offices';
import { imageVariantUrls, OfficeInputSchema, type Vehicle, vehicleImages } from '@nbt/validation';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { bootstrap, type BootstrapResult } from '../src/bootstrap.js';
import { type AppConfig, loadConfig } from '../src/env.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { createLocalStorage } from '../src/lib/storage.js';
import { paths } from '../src/paths.js';
import { officeBody } from './helpers.js';

// What a server start does to its data directory (src/server.ts): open the SQLite file, migrate,
// bootstrap. Real files in a temp directory, the bundled demo pictures (their variants cached as
// the server caches them), nothing mocked.

const SEED_TIMEOUT = 120_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nbt-bootstrap-'));
  dirs.push(dir);
  return dir;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_admin: number;
}

interface Started {
  result: BootstrapResult;
  config: AppConfig;
  users: UserRow[];
  vehicles: Vehicle[];
  offices: { name: string; is_main_office: number }[];
}

/** One server start on `dataDir` with `env`; the database is closed again before this returns. */
async function start(
  dataDir: string,
  env: Record<string, string> = {},
  demoImagesDir = paths.demoImages,
): Promise<Started> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = openDatabase(config.databaseFile);
  try {
    await migrateToLatest(database.db);
    const storage = createLocalStorage(config.uploadsDir);
    const result = await bootstrap(database.db, config, storage, demoImagesDir, paths.demoImageCache);
    return { result, config, ...(await contents(database, config)) };
  } finally {
    await database.close();
  }
}

/** What the database holds: users as stored, offices, and the vehicles as the API answers them. */
async function contents(database: DatabaseHandle, config: AppConfig) {
  const users = await database.db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'is_admin'])
    .orderBy('id')
    .execute();
  const offices = await database.db.selectFrom('company_info').select(['name', 'is_main_office']).execute();
  const app = await buildApp({ config, database });
  try {
    const vehicles = (await app.inject({ method: 'GET', url: '/api/vehicles' })).json<Vehicle[]>();
    return { users, offices, vehicles };
  } finally {
    await app.close();
  }
}

/** Whether `text` appears in any file of the data directory (the database, its WAL, the uploads). */
function storedAnywhere(dataDir: string, text: string): boolean {
  const needle = Buffer.from(text);
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files.some((file) => readFileSync(join(file.parentPath, file.name)).includes(needle));
}

/** The files in the uploads store, and those the vehicles show (each photo with its variants): equal when none is orphaned. */
function uploads(config: AppConfig, vehicles: Vehicle[]) {
  const shown = vehicles
    .flatMap((vehicle) => vehicleImages(vehicle))
    .flatMap((url) => [url, ...imageVariantUrls(url)])
    .map((url) => url.slice('/uploads/'.length));
  return { stored: readdirSync(config.uploadsDir).sort(), shown: shown.sort() };
}

/** Signs in through the real app on the data directory's database. */
async function canSignIn(dataDir: string, username: string, password: string): Promise<boolean> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = openDatabase(config.databaseFile);
  const app = await buildApp({ config, database });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    return response.statusCode === 200;
  } finally {
    await app.close();
    await database.close();
  }
}

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/;

describe('bootstrap: the main administrator', () => {
  it('is created on an empty database as user 1 from ADMIN_USERNAME and ADMIN_PASSWORD, hashed with argon2id', async () => {
    const dataDir = newDataDir();
    const password = 'Capo-Password-2026';
    const { result, users, vehicles, offices } = await start(dataDir, {
      ADMIN_USERNAME: 'capo',
      ADMIN_PASSWORD: password,
      DEMO_DATA: '0',
    });

    expect(result).toEqual({ seeded: false });
    expect(users).toEqual([{ id: 1, username: 'capo', password_hash: expect.stringMatching(ARGON2ID), is_admin: 1 }]);
    expect(await verifyPassword(users[0]!.password_hash, password)).toBe(true);
    // Only the hash is kept: the password is in no file of the data directory.
    expect(storedAnywhere(dataDir, password)).toBe(false);
    expect(vehicles).toEqual([]);
    expect(offices).toEqual([]);
    expect(await canSignIn(dataDir, 'capo', password)).toBe(true);
  });

  it('gets a strong generated password when ADMIN_PASSWORD is unset, answered once and stored only hashed', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir, { DEMO_DATA: '0' });
    const password = first.result.generatedPassword!;
    expect(password).toMatch(/^[\w-]{16,}$/);
    expect(first.users).toEqual([
      { id: 1, username: 'admin', password_hash: expect.stringMatching(ARGON2ID), is_admin: 1 },
    ]);
    expect(await verifyPassword(first.users[0]!.password_hash, password)).toBe(true);
    expect(storedAnywhere(dataDir, password)).toBe(false);
    expect(await canSignIn(dataDir, 'admin', password)).toBe(true);

    // Never a fixed password: another new database gets another one.
    const other = await start(newDataDir(), { DEMO_DATA: '0' });
    expect(other.result.generatedPassword).toMatch(/^[\w-]{16,}$/);
    expect(other.result.generatedPassword).not.toBe(password);

    // The next start shows no password and changes nothing.
    const second = await start(dataDir, { DEMO_DATA: '0' });
    expect(second.result).toEqual({ seeded: false });
    expect(second.users).toEqual(first.users);
  });

  it('is neither reset nor duplicated by later starts, whatever ADMIN_USERNAME and ADMIN_PASSWORD say then', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir, { ADMIN_PASSWORD: 'Prima-Password-1', DEMO_DATA: '0' });
    const second = await start(dataDir, {
      ADMIN_USERNAME: 'altro',
      ADMIN_PASSWORD: 'Seconda-Password-2',
      DEMO_DATA: '0',
    });

    expect(second.result).toEqual({ seeded: false });
    // The same row, the same hash: the administrator is created on the first start only.
    expect(second.users).toEqual(first.users);
    expect(await canSignIn(dataDir, 'admin', 'Prima-Password-1')).toBe(true);
    expect(await canSignIn(dataDir, 'admin', 'Seconda-Password-2')).toBe(false);
    expect(await canSignIn(dataDir, 'altro', 'Seconda-Password-2')).toBe(false);
  });
});

describe('bootstrap: the demo data', () => {
  const dataDir = newDataDir();
  let first: Started;

  it(
    'is seeded on a new database when DEMO_DATA is unset: a main office and a fleet across every tab, with photos',
    async () => {
      first = await start(dataDir, { ADMIN_PASSWORD: 'Demo-Password-1' });
      expect(first.result).toEqual({ seeded: true });
      expect(first.users.map((user) => user.id)).toEqual([1]);

      expect(first.offices).toEqual([{ name: expect.any(String), is_main_office: 1 }]);
      const { vehicles } = first;
      expect(vehicles.length).toBeGreaterThanOrEqual(12);
      expect(new Set(vehicles.map((vehicle) => vehicle.listing_type))).toEqual(new Set(['rental', 'sale', 'both']));
      expect(vehicles.some((vehicle) => vehicle.vehicle_category === 'camion')).toBe(true);
      // The heavy fleet with its figures: trucks by weight and axles, machines by type and operating weight.
      const machines = vehicles.filter((vehicle) => vehicle.vehicle_category === 'movimento_terra');
      expect(machines.map((machine) => machine.machine_type)).toEqual(
        expect.arrayContaining(['escavatore', 'pala_gommata']),
      );
      expect(machines.every((machine) => Number(machine.operating_weight_kg) > 0)).toBe(true);
      expect(vehicles.filter((vehicle) => Number(vehicle.axles) >= 2).length).toBeGreaterThanOrEqual(2);
      expect(vehicles.filter((vehicle) => vehicle.status === 'venduto').length).toBeGreaterThanOrEqual(1);
      expect(vehicles.filter((vehicle) => vehicle.status === 'in_trattativa').length).toBeGreaterThanOrEqual(1);
      expect(vehicles.some((vehicle) => vehicle.hide_price)).toBe(true);
      for (const vehicle of vehicles) {
        const images = vehicleImages(vehicle);
        expect(images.length, `${vehicle.brand} ${vehicle.model}`).toBeGreaterThan(0);
        for (const url of images) {
          expect(url).toMatch(/^\/uploads\//);
          expect(existsSync(join(first.config.uploadsDir, url.slice('/uploads/'.length))), url).toBe(true);
        }
      }
    },
    SEED_TIMEOUT,
  );

  it('is not seeded again by the next start, nor is anything else changed', async () => {
    const second = await start(dataDir);
    expect(second.result).toEqual({ seeded: false });
    expect(second.users).toEqual(first.users);
    expect(second.offices).toEqual(first.offices);
    expect(second.vehicles).toEqual(first.vehicles);
  });

  it('is not seeded on a new database with DEMO_DATA=0', async () => {
    const { result, vehicles, offices } = await start(newDataDir(), { DEMO_DATA: '0' });
    expect(result.seeded).toBe(false);
    expect(vehicles).toEqual([]);
    expect(offices).toEqual([]);
  });

  it(
    'is seeded by DEMO_DATA=1 into a database in use that has no vehicles, and only then',
    async () => {
      const dir = newDataDir();
      const created = await start(dir, { ADMIN_PASSWORD: 'Demo-Password-1', DEMO_DATA: '0' });
      expect(created.vehicles).toEqual([]);

      // Without DEMO_DATA a database in use is never seeded, even without vehicles.
      const unset = await start(dir);
      expect(unset.result).toEqual({ seeded: false });
      expect(unset.vehicles).toEqual([]);

      const seeded = await start(dir, { DEMO_DATA: '1' });
      expect(seeded.result).toEqual({ seeded: true });
      expect(seeded.users).toEqual(created.users);
      expect(seeded.vehicles.length).toBeGreaterThanOrEqual(12);

      const again = await start(dir, { DEMO_DATA: '1' });
      expect(again.result).toEqual({ seeded: false });
      expect(again.vehicles).toEqual(seeded.vehicles);
      expect(again.offices).toEqual(seeded.offices);
    },
    SEED_TIMEOUT,
  );

  it(
    'is seeded by DEMO_DATA=1 into a database in use that has its own main office, which stays the only office',
    async () => {
      const dir = newDataDir();
      const created = await start(dir, { ADMIN_PASSWORD: 'Demo-Password-1', DEMO_DATA: '0' });
      const database = openDatabase(created.config.databaseFile);
      await insertOffice(database.db, OfficeInputSchema.parse(officeBody({ isMainOffice: true }))).finally(() =>
        database.close(),
      );

      // The demo office would be a second main one (company_info allows one): the seed leaves the offices alone.
      const seeded = await start(dir, { DEMO_DATA: '1' });
      expect(seeded.result).toEqual({ seeded: true });
      expect(seeded.offices).toEqual([{ name: 'Sede di Milano', is_main_office: 1 }]);
      expect(seeded.vehicles.length).toBeGreaterThanOrEqual(12);
      // Every stored picture is one a vehicle shows.
      const { stored, shown } = uploads(seeded.config, seeded.vehicles);
      expect(stored).toEqual(shown);
    },
    SEED_TIMEOUT,
  );
});

describe('bootstrap: a first start that fails', () => {
  it(
    'leaves no administrator nor half a fleet behind, so the next start does the whole first start',
    async () => {
      const dataDir = newDataDir();
      // The bundled pictures missing: the demo seed can't be made.
      await expect(start(dataDir, {}, newDataDir())).rejects.toThrow(/ENOENT/);

      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const database = openDatabase(config.databaseFile);
      const left = await contents(database, config).finally(() => database.close());
      // Otherwise the administrator would exist with a generated password that was never shown.
      expect(left).toEqual({ users: [], offices: [], vehicles: [] });

      const next = await start(dataDir);
      expect(next.result).toEqual({ generatedPassword: expect.stringMatching(/^[\w-]{16,}$/), seeded: true });
      expect(next.users).toEqual([
        { id: 1, username: 'admin', password_hash: expect.stringMatching(ARGON2ID), is_admin: 1 },
      ]);
      expect(next.vehicles.length).toBeGreaterThanOrEqual(12);
      expect(await canSignIn(dataDir, 'admin', next.result.generatedPassword!)).toBe(true);
    },
    SEED_TIMEOUT,
  );
});
