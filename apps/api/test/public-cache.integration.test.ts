import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { Vehicle } from '@nbt/validation';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { publicReads } from '../src/lib/public-reads.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { officeBody, vehicleBody } from './helpers.js';

/** The public reads the cache serves, and what each answer is made of. */
const READS = ['/api/vehicles', '/api/company-info'] as const;

describe('public reads cached per data version', () => {
  let t: TestApp;
  let admin: string;
  const adminActor = { userId: 1, username: 'admin', isAdmin: true };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const vehicles = async () => (await get('/api/vehicles')).json<Vehicle[]>();
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await t.injectAs(admin, { method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: number }>();
  };

  it('answers a repeated read with the same bytes, made once', async () => {
    await write('POST', '/api/vehicles', vehicleBody());
    const first = await get('/api/vehicles');
    const second = await get('/api/vehicles');
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    // The very same answer object: no query, no mapping, no JSON.stringify the second time.
    expect(await publicReads.vehicles(t.database.db)).toBe(await publicReads.vehicles(t.database.db));
    const [{ id }] = first.json<Vehicle[]>() as [Vehicle];
    expect(await publicReads.vehicle(t.database.db, id)).toBe(await publicReads.vehicle(t.database.db, id));
    expect(first.json()).toEqual(JSON.parse(first.body));
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 once the data changed', async () => {
    const { id } = await write('POST', '/api/vehicles', vehicleBody({ model: 'Serie 3' }));
    for (const url of [...READS, `/api/vehicles/${id}`]) {
      const fresh = await get(url);
      expect(fresh.headers['cache-control'], url).toBe('no-cache');
      const etag = String(fresh.headers.etag);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // Weak comparison, and one tag among several.
      const listed = await get(url, { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` });
      expect(listed.statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    }
    const before = String((await get(`/api/vehicles/${id}`)).headers.etag);
    await write('PUT', `/api/vehicles/${id}/sell`);
    const after = await get(`/api/vehicles/${id}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json<Vehicle>().status).toBe('venduto');
  });

  it('sends brotli or gzip when accepted, the same JSON once decoded', async () => {
    const plain = await get('/api/vehicles');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // An administrator's session gets the hidden prices: caches key the answer by cookie too.
    expect(plain.headers.vary).toBe('accept-encoding, cookie');
    const br = await get('/api/vehicles', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get('/api/vehicles', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    const none = await get('/api/vehicles', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('keeps other API answers out of every cache', async () => {
    const me = await t.injectAs(admin, { method: 'GET', url: '/api/auth/me' });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });

  it('is fresh on the next read after every kind of REST write', async () => {
    const created = await write('POST', '/api/vehicles', vehicleBody({ model: 'Nuova' }));
    expect((await vehicles()).map((v) => v.id)).toContain(created.id);
    await get(`/api/vehicles/${created.id}`);

    await write('PUT', `/api/vehicles/${created.id}`, vehicleBody({ model: 'Rinominata' }));
    expect((await vehicles()).find((v) => v.id === created.id)?.model).toBe('Rinominata');
    expect((await get(`/api/vehicles/${created.id}`)).json<Vehicle>().model).toBe('Rinominata');

    await write('PUT', `/api/vehicles/${created.id}/sell`);
    expect((await get(`/api/vehicles/${created.id}`)).json<Vehicle>().status).toBe('venduto');
    expect((await vehicles()).find((v) => v.id === created.id)?.available).toBe(false);

    await write('PUT', `/api/vehicles/${created.id}/buy-back`);
    expect((await get(`/api/vehicles/${created.id}`)).json<Vehicle>().status).toBe('disponibile');
    expect((await vehicles()).find((v) => v.id === created.id)?.available).toBe(true);

    await write('DELETE', `/api/vehicles/${created.id}`);
    expect((await vehicles()).map((v) => v.id)).not.toContain(created.id);
    expect((await get(`/api/vehicles/${created.id}`)).statusCode).toBe(404);

    const offices = async () => (await get('/api/company-info')).json<{ id: number; name: string }[]>();
    await offices();
    const office = await write('POST', '/api/company-info', officeBody({ name: 'Sede di Lodi' }));
    expect((await offices()).map((o) => o.name)).toContain('Sede di Lodi');
    await write('PUT', `/api/company-info/${office.id}`, officeBody({ name: 'Sede di Pavia' }));
    expect((await offices()).find((o) => o.id === office.id)?.name).toBe('Sede di Pavia');
    await write('DELETE', `/api/company-info/${office.id}`);
    expect((await offices()).map((o) => o.id)).not.toContain(office.id);
  });

  it('is fresh on the next read after every kind of tRPC write, and for tRPC readers too', async () => {
    const admin = t.caller(adminActor);
    const visitor = t.caller();
    await visitor.vehicles.list();
    const created = await admin.admin.vehicles.create(vehicleBody({ model: 'Da tRPC' }) as never);
    expect((await visitor.vehicles.list()).map((v) => v.id)).toContain(created.id);
    expect((await visitor.vehicles.byId({ id: created.id })).model).toBe('Da tRPC');

    await admin.admin.vehicles.update({ id: created.id, data: vehicleBody({ model: 'Cambiata' }) as never });
    expect((await visitor.vehicles.byId({ id: created.id })).model).toBe('Cambiata');
    expect((await vehicles()).find((v) => v.id === created.id)?.model).toBe('Cambiata');

    await admin.admin.vehicles.sell({ id: created.id });
    expect((await visitor.vehicles.byId({ id: created.id })).status).toBe('venduto');
    await admin.admin.vehicles.buyBack({ id: created.id });
    expect((await visitor.vehicles.byId({ id: created.id })).status).toBe('disponibile');
    await admin.admin.vehicles.delete({ id: created.id });
    expect((await visitor.vehicles.list()).map((v) => v.id)).not.toContain(created.id);
    await expect(visitor.vehicles.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await visitor.offices.list();
    const office = await admin.admin.offices.create(officeBody({ name: 'Sede tRPC' }) as never);
    expect((await visitor.offices.list()).map((o) => o.name)).toContain('Sede tRPC');
    await admin.admin.offices.update({ id: office.id, data: officeBody({ name: 'Sede tRPC 2' }) as never });
    expect((await visitor.offices.list()).find((o) => o.id === office.id)?.name).toBe('Sede tRPC 2');
    await admin.admin.offices.delete({ id: office.id });
    expect((await visitor.offices.list()).map((o) => o.id)).not.toContain(office.id);
  });

  it('is fresh after a write that bypasses the services (SQL straight on the file)', async () => {
    const created = await write('POST', '/api/vehicles', vehicleBody({ model: 'Prima' }));
    await vehicles();
    await sql`UPDATE vehicles SET model = 'Dopo' WHERE id = ${created.id}`.execute(t.database.db);
    expect((await vehicles()).find((v) => v.id === created.id)?.model).toBe('Dopo');
  });

  it('shares frozen answers, so no request can change what the next one gets', async () => {
    const list = await t.caller().vehicles.list();
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
    expect(Object.isFrozen(list[0]!.features)).toBe(true);
  });

  it('gives the public tRPC queries an ETag and a 304, and admin queries neither', async () => {
    const url = `/api/trpc/vehicles.list,offices.list?batch=1&input=${encodeURIComponent('{}')}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await write('POST', '/api/vehicles', vehicleBody({ model: 'Ancora' }));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Ancora');

    const missing = await get(`/api/trpc/vehicles.byId?input=${encodeURIComponent('{"id":999999}')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const me = await t.injectAs(admin, { method: 'GET', url: '/api/trpc/auth.me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('two app instances on one database file', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  afterEach(async () => {
    await b?.app.close();
    await b?.database.close();
    await a.close();
  });

  it('each sees the writes of the other on its next read, with both caches warm', async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, { dataDir: a.dataDir });
    const cookieA = await a.login();
    const cookieB = await b.login();
    const list = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/vehicles' })).json<Vehicle[]>();
    const offices = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/company-info' })).json<{ name: string }[]>();
    expect(await list(a)).toEqual([]);
    expect(await list(b)).toEqual([]);
    expect(await offices(b)).toEqual([]);

    const created = (
      await a.injectAs(cookieA, { method: 'POST', url: '/api/vehicles', payload: vehicleBody({ model: 'Da A' }) })
    ).json<Vehicle>();
    expect((await list(b)).map((v) => v.model)).toEqual(['Da A']);
    const byIdB = await b.app.inject({ method: 'GET', url: `/api/vehicles/${created.id}` });
    expect(byIdB.json<Vehicle>().model).toBe('Da A');

    await b.injectAs(cookieB, {
      method: 'PUT',
      url: `/api/vehicles/${created.id}`,
      payload: vehicleBody({ model: 'Da B' }),
    });
    expect((await list(a)).map((v) => v.model)).toEqual(['Da B']);
    const byIdA = await a.app.inject({
      method: 'GET',
      url: `/api/vehicles/${created.id}`,
      headers: { 'if-none-match': String(byIdB.headers.etag) },
    });
    expect(byIdA.statusCode).toBe(200);
    expect(byIdA.json<Vehicle>().model).toBe('Da B');

    await b.injectAs(cookieB, { method: 'POST', url: '/api/company-info', payload: officeBody({ name: 'Da B' }) });
    expect((await offices(a)).map((o) => o.name)).toEqual(['Da B']);

    await a.injectAs(cookieA, { method: 'DELETE', url: `/api/vehicles/${created.id}` });
    expect(await list(b)).toEqual([]);
    // Equal data, equal bytes, equal tag: a client may move between the two processes.
    const etagA = (await a.app.inject({ method: 'GET', url: '/api/company-info' })).headers.etag;
    const etagB = (await b.app.inject({ method: 'GET', url: '/api/company-info' })).headers.etag;
    expect(etagA).toBe(etagB);
  });

  it('answers every read that starts after another process saved, while reads keep arriving and share their version reads', async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, { dataDir: a.dataDir });
    const cookieA = await a.login();
    let reading = true;
    const list = async () => (await b!.app.inject({ method: 'GET', url: '/api/vehicles' })).json<Vehicle[]>();
    // Twenty visitors reading B without a pause: some version read of B's is always waiting or running.
    const readers = Array.from({ length: 20 }, async () => {
      while (reading) await list();
    });
    try {
      for (let index = 1; index <= 15; index++) {
        const model = `Salvato ${index}`;
        const created = await a.injectAs(cookieA, {
          method: 'POST',
          url: '/api/vehicles',
          payload: vehicleBody({ model }),
        });
        expect(created.statusCode).toBe(201);
        expect((await list()).map((v) => v.model)).toContain(model);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });
});
