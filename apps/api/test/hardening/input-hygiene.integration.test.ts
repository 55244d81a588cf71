import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp, useTestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import {
  contactBody,
  countRows,
  expectError,
  expectInvalidInput,
  multipart,
  officeBody,
  rawJson,
  vehicleBody,
} from '../helpers.js';

/** Prototype-polluting JSON bodies on tRPC, for the hardening report: each refused, nothing stored. */
const prototypeKeys = { tried: 0, refused: 0, '5xx': 0, written: 0, prototypeUntouched: true };
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();

afterAll(() => {
  prototypeKeys.prototypeUntouched =
    Object.getOwnPropertyNames(Object.prototype).sort().join() === prototypeNames &&
    ({} as Record<string, unknown>).isAdmin === undefined;
  reportFigures('prototype-trpc', prototypeKeys);
});

/** One plain example per kind of hostile text or body: each is refused with a clear 4xx, on REST and tRPC alike. */
describe('input hygiene for every JSON body', () => {
  const t = useTestApp();

  it('refuses text starting with NUL with 400 naming the field (it was a 500: a CHECK constraint failed)', async () => {
    const vehicles = await countRows(t.database.db, 'vehicles');
    const issues = expectInvalidInput(
      await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody({ brand: '\u0000BMW' }) }),
    );
    expect(issues).toEqual([
      {
        path: 'brand',
        code: 'custom',
        params: { code: 'control_characters' },
        message: 'Testo non valido: contiene caratteri non ammessi',
      },
    ]);
    expectInvalidInput(
      await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ name: '\u0000' }) }),
    );
    expect(await countRows(t.database.db, 'vehicles')).toBe(vehicles);
  });

  it('refuses a lone UTF-16 surrogate with 400 (it was stored as invalid UTF-8)', async () => {
    const requests = await countRows(t.database.db, 'contact_requests');
    const text = JSON.stringify(contactBody()).replace('"Mario"', '"Mar\\udfffio"');
    expectInvalidInput(await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(text) }));
    const viaTrpc = await t.app.inject({ method: 'POST', url: '/api/trpc/contact.create', ...rawJson(text) });
    expect(viaTrpc.statusCode).toBe(400);
    expect(await countRows(t.database.db, 'contact_requests')).toBe(requests);
  });

  it('still stores accented letters, emoji and other scripts as sent', async () => {
    const brand = 'Ünïcödé 🚗 مرحبا 你好';
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ brand: string }>().brand).toBe(brand);
  });

  it('refuses __proto__ and constructor.prototype keys on tRPC too, as on REST', async () => {
    const offices = await countRows(t.database.db, 'company_info');
    for (const extra of [
      '"__proto__":{"isAdmin":true}',
      '"constructor":{"prototype":{"isAdmin":true}}',
      '"\\u005f_proto__":{"isAdmin":true}',
      '"list":[{"__proto__":{"isAdmin":true}}]',
    ]) {
      const text = `${JSON.stringify(officeBody()).slice(0, -1)},${extra}}`;
      const response = await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/trpc/admin.offices.create',
        ...rawJson(text),
      });
      prototypeKeys.tried++;
      if (response.statusCode >= 500) prototypeKeys['5xx']++;
      else if (response.statusCode >= 400) prototypeKeys.refused++;
      expect(response.statusCode, response.body).toBe(400);
    }
    prototypeKeys.written += (await countRows(t.database.db, 'company_info')) - offices;
    expect(await countRows(t.database.db, 'company_info')).toBe(offices);
  });

  it("refuses __proto__ and constructor.prototype in a tRPC query's input too, single and batched", async () => {
    const vehicle = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    const id = vehicle.json<{ id: number }>().id;
    const query = (path: string, input: string) => `/api/trpc/${path}?input=${encodeURIComponent(input)}`;
    for (const url of [
      query('vehicles.byId', `{"id":${id},"__proto__":{"isAdmin":true}}`),
      query('vehicles.byId', `{"id":${id},"constructor":{"prototype":{"isAdmin":true}}}`),
      query('vehicles.byId', `{"id":${id},"\\u005f_proto__":{"isAdmin":true}}`),
      `${query('vehicles.byId,vehicles.list', `{"0":{"id":${id}},"1":{"__proto__":{"isAdmin":true}}}`)}&batch=1`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      prototypeKeys.tried++;
      if (response.statusCode >= 500) prototypeKeys['5xx']++;
      else if (response.statusCode >= 400) prototypeKeys.refused++;
      expectError(response, 400, 'INVALID_INPUT');
    }
    // The same query without the key is answered (control).
    const plain = await t.app.inject({ method: 'GET', url: query('vehicles.byId', `{"id":${id}}`) });
    expect(plain.statusCode).toBe(200);
  });

  it("answers a tRPC query's malformed input with a fixed message, not the JSON parser's text", async () => {
    for (const input of ['{bad', '{"id":1', '[1,]']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/trpc/vehicles.byId?input=${encodeURIComponent(input)}`,
      });
      const body = expectError(response, 400, 'INVALID_INPUT');
      expect(body.error).toBe('JSON non valido');
      expect(response.body).not.toMatch(/position|property name|Unexpected|JSON at/);
    }
  });

  it('answers a multipart upload without a boundary, or cut short, with 400 and a clear message (it was a 500)', async () => {
    const photo = multipart([{ name: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: 'x'.repeat(64) }]);
    const cutShort = photo.payload.subarray(0, photo.payload.length - 40);
    const attempts = [
      { 'content-type': 'multipart/form-data', payload: photo.payload },
      { 'content-type': 'multipart/form-data; boundary=', payload: photo.payload },
      { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: photo.payload },
      { 'content-type': photo.headers['content-type']!, payload: cutShort },
      { 'content-type': photo.headers['content-type']!, payload: photo.payload.subarray(0, 30) },
    ];
    for (const { payload, ...headers } of attempts) {
      const response = await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/upload/vehicle-images',
        headers,
        payload,
      });
      expect(response.statusCode, `${headers['content-type'].slice(0, 60)}, ${payload.length} bytes`).toBe(400);
      const body = expectError(response, 400, 'INVALID_INPUT');
      expect(body.error).toMatch(/^Richiesta multipart (non valida|incompleta)/);
    }
  });

  it('answers a multipart body sent to tRPC with 415 (it was a 500)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/contact.create',
      headers: { 'content-type': 'multipart/form-data' },
      payload: JSON.stringify(contactBody()),
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a tRPC call whose Host header no URL can hold with 400 (it was a 500)', async () => {
    // tRPC builds the request's URL from the Host header; a browser never sends these, anyone else may.
    for (const host of ['a b', 'x:99999', 'a@b', '%']) {
      for (const [method, url] of [
        ['GET', '/api/trpc/vehicles.list'],
        ['POST', '/api/trpc/contact.create'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { host, 'content-type': 'application/json' },
          ...(method === 'POST' ? { payload: JSON.stringify(contactBody()) } : {}),
        });
        expectError(response, 400, 'INVALID_INPUT');
      }
    }
    expect(await countRows(t.database.db, 'contact_requests')).toBe(0);
    const normal = await t.app.inject({
      method: 'GET',
      url: '/api/trpc/vehicles.list',
      headers: { host: 'nbt.example' },
    });
    expect(normal.statusCode).toBe(200);
  });

  it('answers a path the router refuses (a malformed escape, an overlong id) with the JSON error, not echoing it', async () => {
    for (const url of ['/api/vehicles/%zz', '/api/vehicles/%E0%A4%A', `/api/vehicles/${'9'.repeat(5001)}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      const body = expectError(response, 400, 'INVALID_INPUT');
      expect(body.error).toBe('Indirizzo non valido');
      expect(response.body).not.toContain(url.slice('/api/vehicles/'.length, 40));
      expect(response.body).not.toContain('FST_ERR');
      // Written before any route, yet with the headers every answer carries.
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves the tRPC client path working: a batched JSON mutation is stored', async () => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.offices.create?batch=1',
      ...rawJson(JSON.stringify({ 0: officeBody({ name: 'Sede batch' }) })),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<[{ result: { data: { name: string } } }]>()[0].result.data.name).toBe('Sede batch');
  });
});

describe('what responses do not say', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('carries no Server or X-Powered-By header naming the software', async () => {
    for (const url of ['/api/health', '/api/vehicles', '/api/nothing-here', '/uploads/none.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers.server, url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('behind an HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' });
  });
  afterAll(() => t.close());

  it('sends HSTS and a Secure session cookie over HTTPS only; the referrer policy always', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const https = { 'x-forwarded-proto': 'https' };
    const secure = await t.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: https, payload: ADMIN });
    expect(login.cookies.find((c) => c.name === 'nbt_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
