import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { OfficeInputSchema } from '@nbt/validation';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { dumpPostgresDatabase, PG_DUMP_MISSING, restorePostgresDump } from './backup.js';
import { inTransaction, openPostgresDatabase } from './client.js';
import { dialectOf, isUniqueViolation } from './dialect.js';
import { migrateDown, migrateToLatest, migrationNames } from './migrate.js';
import { getDataVersion } from './repositories/meta.repository.js';
import { insertOffice } from './repositories/offices.repository.js';
import { countUsers, insertUser } from './repositories/users.repository.js';
import { findVehicleById, insertVehicle, listVehicles } from './repositories/vehicles.repository.js';
import { createPostgresTestDatabase, createScratchPostgresDatabase, testPostgresUrl, testVehicle } from './testing.js';

const serverUrl = testPostgresUrl();

const vehicle = testVehicle({ features: ['Tetto apribile', 'Gancio traino'], hide_price: true });

describe.skipIf(!serverUrl)('PostgreSQL (TEST_DATABASE_URL)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const database = async () => {
    const handle = await createPostgresTestDatabase(serverUrl!);
    cleanups.push(() => handle.cleanup());
    return handle;
  };

  it('runs every migration on an empty database with PostgreSQL types, again idempotently, and back down', async () => {
    const handle = await database();
    expect(dialectOf(handle.db)).toBe('postgres');
    await migrateToLatest(handle.db);
    const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_identity: string }>`
      SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(handle.db);
    const type = (table: string, column: string) =>
      columns.rows.find((row) => row.table_name === table && row.column_name === column);
    expect(type('vehicles', 'id')).toMatchObject({ data_type: 'bigint', is_identity: 'YES' });
    expect(type('vehicles', 'available')?.data_type).toBe('boolean');
    expect(type('vehicles', 'features')?.data_type).toBe('json');
    expect(type('company_info', 'opening_hours')?.data_type).toBe('json');
    expect(type('sessions', 'expires_at')?.data_type).toBe('timestamp with time zone');
    expect(type('access_logs', 'timestamp')?.data_type).toBe('timestamp with time zone');
    const tables = new Set(columns.rows.map((row) => row.table_name));
    for (const table of ['users', 'sessions', 'vehicles', 'company_info', 'contact_requests', 'access_logs', 'meta']) {
      expect(tables).toContain(table);
    }
    for (const _ of migrationNames) await migrateDown(handle.db);
    const left = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(handle.db);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('reads rows back in the shapes SQLite gives: 0/1 flags, ISO times, JSON text, numbers', async () => {
    const { db } = await database();
    const created = await insertVehicle(db, vehicle);
    const found = await findVehicleById(db, created.id);
    // The public read leaves out what only the office sees.
    const {
      plate: _plate,
      vin: _vin,
      internalNotes: _notes,
      soldPriceEuros: _price,
      soldOn: _day,
      soldTo: _buyer,
      ...publicPart
    } = created;
    expect(found).toEqual(publicPart);
    expect(found).toMatchObject({ hide_price: true, available: true, features: vehicle.features });
    expect(typeof found!.id).toBe('number');
    expect(found!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const raw = await db
      .selectFrom('vehicles')
      .select(['hide_price', 'features', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(raw.hide_price).toBe(1);
    expect(JSON.parse(raw.features)).toEqual(vehicle.features);
    expect(await countUsers(db)).toBe(0);
  });

  it('keeps the schema rules: one main office, unique usernames (23505), enum checks', async () => {
    const { db } = await database();
    const office = OfficeInputSchema.parse({ name: 'Sede', country: 'Italia', isMainOffice: true });
    await insertOffice(db, office);
    const second = await insertOffice(db, { ...office, name: 'Altra' }).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
    await insertUser(db, { username: 'anna', passwordHash: 'x', isAdmin: false });
    const duplicate = await insertUser(db, { username: 'anna', passwordHash: 'y', isAdmin: false }).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    await expect(insertVehicle(db, { ...vehicle, status: 'rubato' as never })).rejects.toThrow(/check constraint/);
  });

  it('bumps the data version in PL/pgSQL triggers, rolls it back with the transaction, and shows it to another pool', async () => {
    const handle = await database();
    const other = await openPostgresDatabase(handle.scratch.url, { poolSize: 2 });
    cleanups.push(() => other.close());
    const start = await getDataVersion(other.db);
    const created = await insertVehicle(handle.db, vehicle);
    expect(await getDataVersion(other.db)).toBe(start + 1);
    await insertOffice(other.db, OfficeInputSchema.parse({ name: 'Sede', country: 'Italia' }));
    expect(await getDataVersion(handle.db)).toBe(start + 2);
    let during: number | undefined;
    await expect(
      inTransaction(handle.db, async (trx) => {
        await trx.deleteFrom('vehicles').where('id', '=', created.id).execute();
        during = await getDataVersion(other.db);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(during).toBe(start + 2);
    expect(await getDataVersion(handle.db)).toBe(start + 2);
    await insertUser(handle.db, { username: 'anna', passwordHash: 'x', isAdmin: true });
    expect(await getDataVersion(handle.db)).toBe(start + 2);
  });

  it('runs read-then-write transactions of two pools one at a time: create-admin inserts once', async () => {
    const handle = await database();
    const other = await openPostgresDatabase(handle.scratch.url, { poolSize: 4 });
    cleanups.push(() => other.close());
    // Each attempt counts the users, waits so the other attempts count too, then inserts only
    // when it saw none: without the write lock every attempt sees 0 and inserts.
    const createFirstAdmin = (db: typeof handle.db, name: string) =>
      inTransaction(db, async (trx) => {
        if ((await countUsers(trx)) > 0) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await insertUser(trx, { username: name, passwordHash: 'x', isAdmin: true });
        return true;
      });
    const results = await Promise.all([
      createFirstAdmin(handle.db, 'a'),
      createFirstAdmin(other.db, 'b'),
      createFirstAdmin(handle.db, 'c'),
      createFirstAdmin(other.db, 'd'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countUsers(handle.db)).toBe(1);
  });

  it('queues requests for a busy pool past the connect timeout, as SQLite queues for its connection', async () => {
    const handle = await database();
    const busy = await openPostgresDatabase(handle.scratch.url, { poolSize: 2, connectTimeoutMs: 200 });
    cleanups.push(() => busy.close());
    // Both connections held for longer than the connect timeout; the third request waits for one.
    const held = [0, 1].map(() =>
      inTransaction(busy.db, async (trx) => {
        await sql`SELECT pg_sleep(0.3)`.execute(trx);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = await countUsers(busy.db);
    await Promise.all(held);
    expect(queued).toBe(0);
  });

  it('says which server it could not reach, without the password', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await openPostgresDatabase(`postgres://nbt:segreta@127.0.0.1:${port}/nbt`).catch(
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Cannot reach the PostgreSQL server of DATABASE_URL \\(nbt@127\\.0\\.0\\.1:${port}/nbt\\): .*ECONNREFUSED`,
      ),
    );
    expect((error as Error).message).not.toContain('segreta');
  });

  it('dumps a live database with pg_dump, counts from the same snapshot, and restores it with pg_restore', async () => {
    const handle = await database();
    await insertVehicle(handle.db, vehicle);
    await insertVehicle(handle.db, { ...vehicle, model: 'X6', image1: '/uploads/abc.webp' });
    const dir = mkdtempSync(join(tmpdir(), 'nbt-dump-'));
    cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
    const dump = await dumpPostgresDatabase(handle.scratch.url, join(dir, 'nbt.dump'));
    expect(dump.integrity).toBe('ok');
    expect(dump.contents.counts).toMatchObject({ vehicles: 2, users: 0 });
    expect(dump.contents.imageUrls).toEqual(['/uploads/abc.webp']);
    await expect(dumpPostgresDatabase(handle.scratch.url, join(dir, 'nbt.dump'))).rejects.toThrow(/exists already/);

    const restored = await createScratchPostgresDatabase(serverUrl!);
    cleanups.push(() => restored.drop());
    await restorePostgresDump(join(dir, 'nbt.dump'), restored.url);
    const reopened = await openPostgresDatabase(restored.url, { poolSize: 2 });
    cleanups.push(() => reopened.close());
    expect(await listVehicles(reopened.db)).toEqual(await listVehicles(handle.db));
    // The identity sequences come along: the next vehicle follows the restored ones.
    const next = await insertVehicle(reopened.db, vehicle);
    expect(next.id).toBe(Math.max(...(await listVehicles(handle.db)).map((row) => row.id)) + 1);
  });

  it('says what to install when pg_dump is missing, and writes nothing', async () => {
    const handle = await database();
    const dir = mkdtempSync(join(tmpdir(), 'nbt-dump-'));
    cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
    await expect(dumpPostgresDatabase(handle.scratch.url, join(dir, 'nbt.dump'), [dir])).rejects.toThrow(
      PG_DUMP_MISSING,
    );
    expect(PG_DUMP_MISSING).toMatch(/apt-get install postgresql-client/);
    expect(existsSync(join(dir, 'nbt.dump'))).toBe(false);
  });

  it('creates scratch databases that are empty and dropped again', async () => {
    const scratch = await createScratchPostgresDatabase(serverUrl!);
    const handle = await openPostgresDatabase(scratch.url, { poolSize: 1 });
    const tables = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(handle.db);
    expect(tables.rows[0]!.n).toBe(0);
    await handle.close();
    await scratch.drop();
    await expect(openPostgresDatabase(scratch.url, { poolSize: 1 })).rejects.toThrow(/does not exist/);
  });
});
