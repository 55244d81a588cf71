import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describePostgresUrl } from '@nbt/db/dialect';
import { countUsers } from '@nbt/db/users';
import { listVehicles } from '@nbt/db/vehicles';
import type { Vehicle } from '@nbt/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bootstrap } from '../src/bootstrap.js';
import { STORAGE_RETRY_AFTER_SECONDS } from '../src/errors.js';
import { createLocalStorage } from '../src/lib/storage.js';
import { paths } from '../src/paths.js';
import { ADMIN, buildTestApp, type TestApp } from './build-app.js';
import { contactBody, countRows } from './helpers.js';
import { http, killServer, loginOverHttp, type ServerProcess, startServer } from './server-process.js';
import { databaseEnvFor, dropDatabaseOf, ON_POSTGRES } from './test-database.js';

const apiDir = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);

/**
 * A site that ran on SQLite with the demo data moves up to PostgreSQL with the move-to-postgres
 * command, then two server processes serve it from that one database and one shared uploads folder.
 */
describe.skipIf(!ON_POSTGRES)('moving the demo site up to PostgreSQL and serving it from two processes', () => {
  let sqliteSite: TestApp;
  let sqliteVehicles: Vehicle[];
  let serverDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // The site as it ran until now: SQLite in DATA_DIR, the demo fleet and a visitor's request.
    sqliteSite = await buildTestApp({ DATABASE_URL: 'sqlite:', DEMO_DATA: '1' });
    const storage = createLocalStorage(sqliteSite.config.uploadsDir);
    await bootstrap(sqliteSite.database.db, sqliteSite.config, storage, paths.demoImages, paths.demoImageCache);
    const lead = await sqliteSite.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    expect(lead.statusCode).toBe(201);
    sqliteVehicles = await listVehicles(sqliteSite.database.db);
    // Stopped, as the command asks: nothing may write to the file after the copy.
    await sqliteSite.app.close();
    await sqliteSite.database.close();
    serverDir = mkdtempSync(join(tmpdir(), 'nbt-postgres-site-'));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    rmSync(sqliteSite.dataDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
    await dropDatabaseOf(serverDir);
  });

  it('copies every table with its ids and checks the counts', async () => {
    const target = (await databaseEnvFor(serverDir)).DATABASE_URL!;
    const tsx = join(createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');
    const { stdout } = await run(
      process.execPath,
      [tsx, 'scripts/move-to-postgres.ts', '--', '--data-dir', sqliteSite.dataDir, '--to', target],
      { cwd: apiDir, env: { PATH: process.env.PATH } },
    );
    expect(stdout).toContain('Counts after the copy (SQLite / PostgreSQL):');
    expect(stdout).toContain(`vehicles: ${sqliteVehicles.length} / ${sqliteVehicles.length}`);
    expect(stdout).toMatch(/contact_requests: 1 \/ 1/);
    expect(stdout).toMatch(/users: 1 \/ 1/);
    expect(stdout).not.toContain('MISMATCH');
    // The password of the address is never printed.
    expect(stdout).not.toMatch(/postgres:\/\/[^@\s]*:[^@\s]*@/);

    const again = await run(
      process.execPath,
      [tsx, 'scripts/move-to-postgres.ts', '--', '--data-dir', sqliteSite.dataDir, '--to', target],
      { cwd: apiDir, env: { PATH: process.env.PATH } },
    ).catch((error: { stderr: string; code: number }) => error);
    expect(again).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Move failed: The PostgreSQL database is not empty/),
    });
  }, 120_000);

  it('serves the moved site from two processes: a change made through one is shown by the other at once', async () => {
    // Both machines share the photos folder (UPLOADS_DIR) and the database.
    const shared = { UPLOADS_DIR: sqliteSite.config.uploadsDir };
    servers.push(await startServer(serverDir, shared));
    servers.push(await startServer(serverDir, shared));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const before = await http(b.url, 'GET', '/api/vehicles');
    expect(before.status).toBe(200);
    const summary = (vehicles: Vehicle[]) =>
      vehicles.map(({ id, brand, model, image1 }) => ({ id, brand, model, image1 }));
    expect(summary(before.body as Vehicle[])).toEqual(summary(sqliteVehicles));
    const photo = sqliteVehicles[0]!.image1!;
    const image = await fetch(`${b.url}${photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    // The administrator of the SQLite site signs in on one process, and the session holds on the other.
    const cookie = await loginOverHttp(a.url, ADMIN);
    expect((await http(b.url, 'GET', '/api/auth/me', { cookie })).status).toBe(200);
    const { id, createdAt: _created, updatedAt: _updated, ...fields } = sqliteVehicles[0]!;
    const changed = await http(a.url, 'PUT', `/api/vehicles/${id}`, {
      cookie,
      body: { ...fields, model: 'Spostata su PostgreSQL' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const seen = await http(b.url, 'GET', `/api/vehicles/${id}`);
    expect(seen.body).toMatchObject({ id, model: 'Spostata su PostgreSQL' });
    const list = await http(b.url, 'GET', '/api/vehicles');
    expect((list.body as Vehicle[]).find((vehicle) => vehicle.id === id)).toMatchObject({
      model: 'Spostata su PostgreSQL',
    });

    // A new vehicle gets the next id after the largest one moved.
    const created = await http(b.url, 'POST', '/api/vehicles', { cookie, body: { ...fields, model: 'Nuova' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body as Vehicle).id).toBe(Math.max(...sqliteVehicles.map((vehicle) => vehicle.id)) + 1);
  }, 120_000);
});

describe.skipIf(!ON_POSTGRES)('a PostgreSQL database that refuses writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a write 503 with Retry-After and the read-only message (25006), and stores nothing', async () => {
    const name = new URL(t.config.databaseUrl!).pathname.slice(1);
    await sql.raw(`ALTER DATABASE ${name} SET default_transaction_read_only = on`).execute(t.database.db);
    // New connections start read-only, as on a hot standby: a restart opens a new pool.
    t = await t.restart();
    const cookie = await t.login().catch(() => undefined);
    // Signing in writes a session: refused the same way.
    expect(cookie).toBeUndefined();
    const before = await countRows(t.database.db, 'contact_requests');
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({
      error: 'Disco o database in sola lettura: la modifica non è stata salvata',
      code: 'UNAVAILABLE',
    });
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before);
    expect(await countUsers(t.database.db)).toBe(1);
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  it('stops the server at start-up with a message naming it, without the password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nbt-unreachable-'));
    try {
      // Port 9 on the loopback: nothing listens there.
      const url = 'postgres://nbt:Segreta-123@127.0.0.1:9/nbt';
      const error = await startServer(dataDir, { DATABASE_URL: url }).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toContain('The server exited (1) before listening');
      expect(message).toContain(`Cannot reach the PostgreSQL server of DATABASE_URL (${describePostgresUrl(url)})`);
      expect(message).toContain('ECONNREFUSED');
      expect(message).not.toContain('Segreta-123');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
