import { sql } from 'kysely';
import XLSX from 'sheetjs-style';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import { ON_POSTGRES } from '../test-database.js';
import {
  contactBody,
  countRows,
  expectError,
  expectInvalidInput,
  officeBody,
  rawJson,
  vehicleBody,
} from '../helpers.js';

const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules/;

/** Prototype-polluting JSON bodies on REST, for the hardening report: each refused, nothing stored. */
const prototypeKeys = { tried: 0, refused: 0, '5xx': 0, written: 0, prototypeUntouched: true };
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();
const prototypeUntouched = () =>
  Object.getOwnPropertyNames(Object.prototype).sort().join() === prototypeNames &&
  ({} as Record<string, unknown>).isAdmin === undefined &&
  ({} as Record<string, unknown>).polluted === undefined;

function poisoned(response: LightMyRequestResponse) {
  prototypeKeys.tried++;
  if (response.statusCode >= 500) prototypeKeys['5xx']++;
  else if (response.statusCode >= 400) prototypeKeys.refused++;
  return response;
}

afterAll(() => {
  prototypeKeys.prototypeUntouched = prototypeUntouched();
  reportFigures('prototype-rest', prototypeKeys);
});

describe('security basics', () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'nope-nope' },
    });
    vehicleId = (await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() })).json<{
      id: number;
    }>().id;
    await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody() });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
  });
  afterAll(() => t.close());

  const sweep = () => [
    '/api/health',
    '/api/auth/me',
    '/api/vehicles',
    `/api/vehicles/${vehicleId}`,
    '/api/company-info',
    '/api/admin/users',
    '/api/admin/access-logs',
    '/api/admin/contact-requests',
    '/api/trpc/auth.me',
    '/api/trpc/admin.users.list',
    '/api/trpc/admin.accessLogs.list',
    '/api/trpc/vehicles.list',
    '/api/docs/json',
  ];

  it('no GET response as admin contains a password hash', async () => {
    for (const url of sweep()) {
      const response = await t.injectAs(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('$argon2');
      expect(response.body, url).not.toMatch(/password_?hash/i);
    }
    const exported = await t.injectAs(admin, { method: 'GET', url: '/api/admin/export' });
    const workbook = XLSX.read(exported.rawPayload, { type: 'buffer' });
    for (const name of workbook.SheetNames) {
      expect(XLSX.utils.sheet_to_csv(workbook.Sheets[name]!), name).not.toContain('$argon2');
    }
  });

  it('no write response contains a password hash', async () => {
    const responses = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
      }),
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { username: 'nuovo', password: 'Nuovo-Pass-123' },
      }),
      await t.injectAs(admin, {
        method: 'PUT',
        url: '/api/admin/users/1',
        payload: { username: 'admin', password: '' },
      }),
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/auth/create-admin',
        payload: { username: 'altro', password: 'Altro-Pass-123' },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(response.body).not.toContain('$argon2');
      expect(response.body).not.toMatch(/password/i);
    }
  });

  it('every response carries nosniff and a content security policy', async () => {
    const responses = [
      ...(await Promise.all(sweep().map((url) => t.injectAs(admin, { method: 'GET', url })))),
      await t.app.inject({ method: 'GET', url: '/api/admin/users' }), // 401
      await t.app.inject({ method: 'GET', url: '/api/does-not-exist' }), // 404
      await t.app.inject({ method: 'GET', url: '/api/vehicles/abc' }), // 400
      await t.app.inject({ method: 'GET', url: '/uploads/missing.jpg' }),
      await t.app.inject({ method: 'GET', url: '/veicoli' }),
    ];
    for (const response of responses) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('API answers are not cached', async () => {
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/admin/users' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  /** A valid body as JSON text with `extra` spliced in: only the poisoned key can make it fail. */
  const withKey = (body: Record<string, unknown>, extra: string) => `${JSON.stringify(body).slice(0, -1)},${extra}}`;

  it.each([
    ['a __proto__ key', '"__proto__":{"isAdmin":true}'],
    ['a constructor.prototype key', '"constructor":{"prototype":{"isAdmin":true}}'],
    ['an escaped \\u005f_proto__ key', '"\\u005f_proto__":{"isAdmin":true}'],
    ['a __proto__ key inside a list', '"list":[{"__proto__":{"isAdmin":true}}]'],
  ])('refuses an otherwise valid JSON body with %s with 400 and stores nothing', async (_label, extra) => {
    const vehicles = await countRows(t.database.db, 'vehicles');
    const requests = await countRows(t.database.db, 'contact_requests');
    expectInvalidInput(
      poisoned(
        await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', ...rawJson(withKey(vehicleBody(), extra)) }),
      ),
    );
    expectInvalidInput(
      poisoned(await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(withKey(contactBody(), extra)) })),
    );
    prototypeKeys.written +=
      (await countRows(t.database.db, 'vehicles')) -
      vehicles +
      (await countRows(t.database.db, 'contact_requests')) -
      requests;
    expect(await countRows(t.database.db, 'vehicles')).toBe(vehicles);
    expect(await countRows(t.database.db, 'contact_requests')).toBe(requests);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(prototypeUntouched()).toBe(true);
  });

  it('the same bodies without the poisoned key are stored (control)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(withKey(contactBody(), '"x":1')) }))
        .statusCode,
    ).toBe(201);
  });

  it('a nested __proto__ key is refused too', async () => {
    const requests = await countRows(t.database.db, 'contact_requests');
    const text = withKey(contactBody(), '"extra":{"__proto__":{"polluted":true}}');
    expectInvalidInput(poisoned(await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(text) })));
    prototypeKeys.written += (await countRows(t.database.db, 'contact_requests')) - requests;
    expect(await countRows(t.database.db, 'contact_requests')).toBe(requests);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(prototypeUntouched()).toBe(true);
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ message: 'x'.repeat(1_100_000) }),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('error bodies carry no stack trace', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/vehicles/abc' }),
      await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson('{"a":') }),
      await t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      await t.app.inject({ method: 'GET', url: '/api/trpc/admin.users.list' }),
      await t.app.inject({ method: 'GET', url: '/api/trpc/vehicles.byId?input=%7B%22id%22%3A%22x%22%7D' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(STACK);
    }
  });
});

describe('server errors (5xx)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    // A broken database: every query on these tables fails inside the server.
    // PostgreSQL refuses to drop a table others refer to (reservations, the mail outbox) unless told to.
    const cascade = sql.raw(ON_POSTGRES ? 'CASCADE' : '');
    await sql`DROP TABLE company_info ${cascade}`.execute(t.database.db);
    await sql`DROP TABLE contact_requests ${cascade}`.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('a failing REST route answers 500 with a generic JSON message and no stack or SQL', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/company-info' }),
      await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody() }),
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() }),
    ]) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Errore interno del server',
        code: 'INTERNAL',
        messageCode: 'INTERNAL',
      });
      expect(response.body).not.toMatch(STACK);
      expect(response.body).not.toMatch(/no such table|sqlite|company_info/i);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a failing tRPC procedure answers 500 with a generic message and no stack or SQL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trpc/offices.list' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      error: { message: 'Errore interno del server', data: { code: 'INTERNAL_SERVER_ERROR' } },
    });
    expect(response.body).not.toMatch(STACK);
    expect(response.body).not.toMatch(/no such table|sqlite|company_info/i);
  });

  it('a failure while reading the session answers 500 without a stack', async () => {
    await sql`DROP TABLE sessions`.execute(t.database.db);
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Errore interno del server', code: 'INTERNAL', messageCode: 'INTERNAL' });
    expect(response.body).not.toMatch(STACK);
  });
});
