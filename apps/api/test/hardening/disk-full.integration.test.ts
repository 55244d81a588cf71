import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messageText, STORAGE_RETRY_AFTER_SECONDS } from '../../src/errors.js';
import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import { contactBody, expectError, multipart, officeBody, uploadedFiles, vehicleBody } from '../helpers.js';
import { ON_POSTGRES, sqliteOf } from '../test-database.js';

/**
 * A database that can't take a write: a full disk (SQLite's SQLITE_FULL, made for real by capping
 * the file with PRAGMA max_page_count) or a read-only one (PRAGMA query_only: SQLITE_READONLY).
 * Every write answers 503 with the admin's message and Retry-After, on REST and tRPC alike, and
 * leaves every table as it was, even a write whose first statement fitted.
 */

const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules|SQLITE|sqlite/i;

/** Every row of every table, to prove that a refused write changed nothing. */
function snapshot(sqlite: ReturnType<typeof sqliteOf>): Record<string, string[]> {
  const tables = sqlite
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  return Object.fromEntries(
    tables.map((table) => [
      table,
      sqlite
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
}

/**
 * The snapshot without the login counters: an attempt is charged before its password is checked,
 * in a transaction of its own, so a login the disk then refuses still counts as an attempt.
 */
function withoutLoginCounters(tables: Record<string, string[]>): Record<string, string[]> {
  const counters = (tables.rate_limits ?? []).filter((row) => !/"key":"login/.test(row));
  return { ...tables, rate_limits: counters };
}

/** Runs `insert` until SQLite answers SQLITE_FULL; any other error fails the test. */
function fillWith(insert: () => void): number {
  for (let rows = 0; ; rows++) {
    try {
      insert();
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_FULL') return rows;
      throw error;
    }
  }
}

/**
 * Caps the database at the pages it has, then fills the last pages of the access log and of the
 * contact requests (big rows, then the smallest ones): from then on no row fits in those two
 * tables, as on a full disk. The other tables keep room in their pages, so a service that writes
 * its row first and its access-log entry second gets halfway: that half must be rolled back.
 */
function fillDisk(sqlite: ReturnType<typeof sqliteOf>) {
  sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
  const log = sqlite.prepare('INSERT INTO access_logs (timestamp, action, details) VALUES (?, ?, ?)');
  const lead = sqlite.prepare(
    `INSERT INTO contact_requests (first_name, last_name, email, service, message, created_at, updated_at)
     VALUES ('P', 'P', 'p@example.com', 'S', ?, ?, ?)`,
  );
  const now = () => new Date().toISOString();
  for (const details of ['x'.repeat(300), null]) fillWith(() => log.run(now(), 'PADDING', details));
  for (const message of ['x'.repeat(300), '']) fillWith(() => lead.run(message, now(), now()));
}

/** Writes tried against the refusing storage, and how they were answered (the hardening report's row). */
const figures = { fullDisk: 0, readOnly: 0, '503': 0, '5xxOther': 0, unchangedChecks: 0, writesAfterwards: 0 };
const counted = (response: LightMyRequestResponse, message: string) => {
  figures[message === messageText('STORAGE_FULL') ? 'fullDisk' : 'readOnly']++;
  if (response.statusCode === 503) figures['503']++;
  else if (response.statusCode >= 500) figures['5xxOther']++;
};
afterAll(() => reportFigures('disk-full', figures));

function expectStorageRefusal(response: LightMyRequestResponse, message: string) {
  counted(response, message);
  const body = expectError(response, 503, 'UNAVAILABLE');
  expect(body.error).toBe(message);
  expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  expect(response.body).not.toMatch(STACK);
}

/** A tRPC answer over HTTP: 503 SERVICE_UNAVAILABLE, the same message, Retry-After, no stack. */
function expectTrpcStorageRefusal(response: LightMyRequestResponse, message: string) {
  counted(response, message);
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toMatchObject({
    error: { message, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'UNAVAILABLE' } },
  });
  expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  expect(response.body).not.toMatch(STACK);
}

const integrity = (sqlite: ReturnType<typeof sqliteOf>) => sqlite.pragma('integrity_check', { simple: true });

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)('a full disk', () => {
  let t: TestApp;
  let admin: string;
  let officeId: number;
  let vehicleId: number;
  let userId: number;
  let requestId: number;
  let maxPageCount: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    const office = await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody() });
    officeId = office.json<{ id: number }>().id;
    const vehicle = await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    vehicleId = vehicle.json<{ id: number }>().id;
    const user = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'collega', password: 'Collega-Pass-123' },
    });
    userId = user.json<{ id: number }>().id;
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    const leads = await t.injectAs(admin, { method: 'GET', url: '/api/admin/contact-requests' });
    requestId = leads.json<{ id: number }[]>()[0]!.id;
    maxPageCount = sqliteOf(t.database).pragma('max_page_count', { simple: true }) as number;
    fillDisk(sqliteOf(t.database));
  });
  afterAll(() => t.close());

  it('answers 503 with the message, Retry-After and no stack to every REST write, and changes nothing', async () => {
    const before = snapshot(sqliteOf(t.database));
    const writes = [
      () => t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() }),
      () =>
        t.injectAs(admin, {
          method: 'PUT',
          url: `/api/company-info/${officeId}`,
          payload: officeBody({ name: 'Sede rinominata', isMainOffice: true }),
        }),
      () =>
        t.injectAs(admin, {
          method: 'POST',
          url: '/api/admin/users',
          payload: { username: 'nuovo', password: 'Nuovo-Pass-123' },
        }),
      () => t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() }),
      () =>
        t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicleId}`, payload: vehicleBody({ model: 'X' }) }),
      () => t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicleId}/sell` }),
      () => t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicleId}/buy-back` }),
      () => t.injectAs(admin, { method: 'DELETE', url: `/api/vehicles/${vehicleId}` }),
      () => t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ name: 'Nuova' }) }),
      () => t.injectAs(admin, { method: 'DELETE', url: `/api/company-info/${officeId}` }),
      () =>
        t.injectAs(admin, {
          method: 'PUT',
          url: `/api/admin/users/${userId}`,
          payload: { username: 'collega2', password: '' },
        }),
      () => t.injectAs(admin, { method: 'DELETE', url: `/api/admin/users/${userId}` }),
      () =>
        t.injectAs(admin, {
          method: 'PATCH',
          url: `/api/admin/contact-requests/${requestId}`,
          payload: { status: 'chiusa' },
        }),
      () =>
        t.injectAs(admin, {
          method: 'POST',
          url: '/api/auth/create-admin',
          payload: { username: 'terzo', password: 'Terzo-Pass-123' },
        }),
      () => t.injectAs(admin, { method: 'POST', url: '/api/auth/logout' }),
    ];
    for (const write of writes) expectStorageRefusal(await write(), messageText('STORAGE_FULL'));
    expect(snapshot(sqliteOf(t.database))).toEqual(before);
    figures.unchangedChecks++;
    expect(integrity(sqliteOf(t.database))).toBe('ok');
  });

  it('refuses a login with 503 and no cookie, the same for a right and a wrong password', async () => {
    const before = snapshot(sqliteOf(t.database));
    for (const password of [ADMIN.password, 'wrong-password']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: ADMIN.username, password },
      });
      expectStorageRefusal(response, messageText('STORAGE_FULL'));
      expect(response.cookies).toEqual([]);
    }
    expect(withoutLoginCounters(snapshot(sqliteOf(t.database)))).toEqual(withoutLoginCounters(before));
    figures.unchangedChecks++;
  });

  it('answers tRPC writes with SERVICE_UNAVAILABLE (503), the same message and Retry-After, and changes nothing', async () => {
    const before = snapshot(sqliteOf(t.database));
    const calls: [string, unknown, string | undefined][] = [
      ['admin.vehicles.create', vehicleBody(), admin],
      ['admin.offices.update', { id: officeId, data: officeBody({ name: 'Sede tRPC' }) }, admin],
      ['admin.users.create', { username: 'nuovo-trpc', password: 'Nuovo-Pass-123' }, admin],
      ['contact.create', contactBody(), undefined],
      ['auth.login', { username: ADMIN.username, password: ADMIN.password }, undefined],
    ];
    for (const [procedure, payload, cookie] of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/trpc/${procedure}`,
        payload: payload as Record<string, unknown>,
        headers: cookie ? { cookie } : {},
      });
      expectTrpcStorageRefusal(response, messageText('STORAGE_FULL'));
      expect(response.cookies).toEqual([]);
    }
    expect(withoutLoginCounters(snapshot(sqliteOf(t.database)))).toEqual(withoutLoginCounters(before));
    figures.unchangedChecks++;
    expect(integrity(sqliteOf(t.database))).toBe('ok');
  });

  it('removes the photos it stored when the database cannot record the upload', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const files = () => uploadedFiles(t.config.uploadsDir);
    const stored = files();
    const before = snapshot(sqliteOf(t.database));
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart([{ name: 'images', filename: 'auto.jpg', contentType: 'image/jpeg', data: photo }]),
    });
    expectStorageRefusal(response, messageText('STORAGE_FULL'));
    expect(files()).toEqual(stored);
    expect(snapshot(sqliteOf(t.database))).toEqual(before);
    figures.unchangedChecks++;
  });

  it('refuses the reads the access log records (leads, log, export, backup) with 503, saying the read was not recorded', async () => {
    const before = snapshot(sqliteOf(t.database));
    for (const url of [
      '/api/admin/contact-requests',
      '/api/admin/access-logs',
      '/api/admin/export',
      '/api/admin/backup',
    ]) {
      const response = await t.injectAs(admin, { method: 'GET', url });
      const body = expectError(response, 503, 'UNAVAILABLE');
      expect(body.error, url).toBe(messageText('READ_NOT_RECORDED'));
      expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(response.headers['content-disposition'], url).toBeUndefined();
    }
    expect(snapshot(sqliteOf(t.database))).toEqual(before);
    figures.unchangedChecks++;
  });

  it('keeps serving reads, and takes writes again once there is room', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);

    sqliteOf(t.database).pragma(`max_page_count = ${maxPageCount}`);
    const created = await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    expect(created.statusCode, created.body).toBe(201);
    figures.writesAfterwards++;
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
    expect(contact.statusCode, contact.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json()).toHaveLength(2);
    expect(integrity(sqliteOf(t.database))).toBe('ok');
  });
});

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)('a read-only database', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    // The session is due its last-seen update, which a read-only database refuses.
    sqliteOf(t.database)
      .prepare('UPDATE sessions SET last_seen_at = ?')
      .run(new Date(Date.now() - 10 * 60_000).toISOString());
    sqliteOf(t.database).pragma('query_only = 1');
  });
  afterAll(() => t.close());

  it('answers every write with 503 and the read-only message, on REST and tRPC, and changes nothing', async () => {
    const before = snapshot(sqliteOf(t.database));
    expectStorageRefusal(
      await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() }),
      messageText('STORAGE_READ_ONLY'),
    );
    expectStorageRefusal(
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() }),
      messageText('STORAGE_READ_ONLY'),
    );
    expectStorageRefusal(
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
      messageText('STORAGE_READ_ONLY'),
    );
    expectTrpcStorageRefusal(
      await t.injectAs(admin, { method: 'POST', url: '/api/trpc/admin.offices.create', payload: officeBody() }),
      messageText('STORAGE_READ_ONLY'),
    );
    expect(snapshot(sqliteOf(t.database))).toEqual(before);
    figures.unchangedChecks++;
  });

  it('still lets the signed-in admin read, though the session can not be touched', async () => {
    const me = await t.injectAs(admin, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user: { username: ADMIN.username } });
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
  });

  it('takes writes again once the database is writable', async () => {
    sqliteOf(t.database).pragma('query_only = 0');
    const created = await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    expect(created.statusCode, created.body).toBe(201);
    figures.writesAfterwards++;
    expect(integrity(sqliteOf(t.database))).toBe('ok');
  });
});
