// Attacks of the security review, each tried the way an attacker would: concurrently, batched,
// through odd encodings, from behind a proxy, as the second administrator.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp, useTestApp } from '../build-app.js';
import { contactBody, countRows, expectError, officeBody, vehicleBody } from '../helpers.js';

// Attacks of the security review on the data: the second administrator against user 1, hidden prices,
// odd encodings of paths, forged log lines and export cells, cross-site and abandoned downloads.
const login = (body: object, headers: Record<string, string> = {}) =>
  ({ method: 'POST', url: '/api/auth/login', payload: body, headers }) as const;

describe('the main administrator', () => {
  let t: TestApp;
  let owner: string;
  let second: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.addUser('secondo', 'Secondo-Pass-123', true);
    owner = await t.login();
    second = await t.login('secondo', 'Secondo-Pass-123');
  });
  afterAll(() => t.close());

  it('is renamed or given a password by no other administrator, over REST and tRPC', async () => {
    for (const payload of [{ username: 'preso' }, { username: 'admin', password: 'Nuova-Pass-123' }]) {
      const answer = await t.injectAs(second, { method: 'PUT', url: '/api/admin/users/1', payload });
      expectError(answer, 403, 'FORBIDDEN');
      expect(answer.json<{ error: string }>().error).toBe(
        "Solo l'amministratore principale può modificare il proprio nome utente o la propria password",
      );
    }
    const viaTrpc = await t.injectAs(second, {
      method: 'POST',
      url: '/api/trpc/admin.users.update',
      payload: { id: 1, data: { username: 'preso' } },
      headers: { 'content-type': 'application/json' },
    });
    expect(viaTrpc.statusCode).toBe(403);
    // The owner still signs in with the old password.
    expect((await t.app.inject(login(ADMIN))).statusCode).toBe(200);
  });

  it('keeps the access log when renamed, and no other administrator reads it by taking the name', async () => {
    const renamed = await t.injectAs(owner, {
      method: 'PUT',
      url: '/api/admin/users/1',
      payload: { username: 'titolare' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.injectAs(owner, { method: 'GET', url: '/api/admin/access-logs' })).statusCode).toBe(200);
    const taken = await t.injectAs(second, {
      method: 'PUT',
      url: '/api/admin/users/2',
      payload: { username: 'admin' },
    });
    expect(taken.statusCode).toBe(200);
    const read = await t.injectAs(second, { method: 'GET', url: '/api/admin/access-logs' });
    expectError(read, 403, 'FORBIDDEN');
    expect(read.json<{ error: string }>().error).toBe("Solo l'utente admin può visualizzare i log di accesso");
  });

  it('gives the access-log sheet of the Excel export to the main administrator only', async () => {
    const sheets = async (cookie: string) => {
      const answer = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/export' });
      expect(answer.statusCode).toBe(200);
      return XLSX.read(answer.rawPayload, { type: 'buffer' }).SheetNames;
    };
    const all = await sheets(owner);
    expect(all).toContain('Log accessi');
    // Every other sheet, the same as the owner's (export.integration.test.ts names them).
    expect(await sheets(second)).toEqual(all.filter((name) => name !== 'Log accessi'));
  });
});

describe('hidden prices', () => {
  let t: TestApp;
  let admin: string;
  let id: number;
  const PRICES = ['price_per_day', 'sale_price', 'sale_price_euros'] as const;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ listing_type: 'both', price_per_day: 45000, sale_price_euros: 189000, hide_price: true }),
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  const expectNoPrice = (vehicle: Record<string, unknown>) => {
    expect(vehicle.hide_price).toBe(true);
    for (const field of PRICES) expect(vehicle[field], field).toBeNull();
  };

  it('are in no public answer: REST list and item, tRPC list and item', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
    expectNoPrice(list.json<Record<string, unknown>[]>().find((vehicle) => vehicle.id === id)!);
    expectNoPrice((await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json());
    const trpcList = await t.app.inject({ method: 'GET', url: '/api/trpc/vehicles.list' });
    const listed = trpcList.json<{ result: { data: Record<string, unknown>[] } }>().result.data;
    expectNoPrice(listed.find((vehicle) => vehicle.id === id)!);
    const input = encodeURIComponent(JSON.stringify({ id }));
    const one = await t.app.inject({ method: 'GET', url: `/api/trpc/vehicles.byId?input=${input}` });
    expectNoPrice(one.json<{ result: { data: Record<string, unknown> } }>().result.data);
    for (const body of [list.body, trpcList.body, one.body]) expect(body).not.toMatch(/189000|45000/);
  });

  it('are seen by an administrator on REST, in answers no cache keeps', async () => {
    const item = await t.injectAs(admin, { method: 'GET', url: `/api/vehicles/${id}` });
    expect(item.json()).toMatchObject({ price_per_day: 45000, sale_price_euros: 189000 });
    expect(item.headers['cache-control']).toBe('no-store');
    expect(item.headers.etag).toBeUndefined();
    expect(item.headers.vary).toMatch(/cookie/);
    const list = await t.injectAs(admin, { method: 'GET', url: '/api/vehicles' });
    expect(list.json<Record<string, unknown>[]>().find((vehicle) => vehicle.id === id)).toMatchObject({
      sale_price_euros: 189000,
    });
    // The public answers cached meanwhile still carry none.
    expectNoPrice((await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json());
  });

  it('are seen by an administrator on tRPC too, alone or batched, and never to a visitor read at the same time', async () => {
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    const one = `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`;
    const batch = `/api/trpc/vehicles.list,vehicles.byId?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: {}, 1: { id } }),
    )}`;
    const urls = [one, '/api/trpc/vehicles.list', batch];
    // Administrators and visitors interleaved: the kept public answer and the administrator's never cross.
    const reads = await Promise.all(
      urls.flatMap((url) =>
        [admin, '', viewer, admin, ''].map(async (cookie) => ({
          url,
          cookie,
          response: cookie
            ? await t.injectAs(cookie, { method: 'GET', url })
            : await t.app.inject({ method: 'GET', url }),
        })),
      ),
    );
    for (const { url, cookie, response } of reads) {
      const who = cookie === admin ? 'admin' : cookie ? 'viewer' : 'visitor';
      expect(response.statusCode, `${who} ${url}`).toBe(200);
      expect(response.headers.vary, `${who} ${url}`).toMatch(/cookie/);
      if (cookie === admin) {
        expect(response.body, url).toMatch(/189000/);
        expect(response.body, url).toMatch(/45000/);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers.etag, url).toBeUndefined();
      } else {
        expect(response.body, `${who} ${url}`).not.toMatch(/189000|45000/);
        expect(response.headers.etag, `${who} ${url}`).toBeDefined();
      }
    }
    const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    expect(await caller.vehicles.byId({ id })).toMatchObject({ price_per_day: 45000, sale_price_euros: 189000 });
  });
});

describe('paths, logs, files', () => {
  const t = useTestApp();

  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('guards an encoded /api path like /api itself: cross-site login and contact refused', async () => {
    for (const prefix of ['/%61pi', '/%61%70%69', '/a%70i']) {
      const signIn = await t.app.inject(login(ADMIN, crossSite));
      expectError(signIn, 403, 'FORBIDDEN');
      const encoded = await t.app.inject({ ...login(ADMIN, crossSite), url: `${prefix}/auth/login` });
      expectError(encoded, 403, 'FORBIDDEN');
      expect(encoded.headers['set-cookie']).toBeUndefined();
      const contact = await t.app.inject({
        method: 'POST',
        url: `${prefix}/contact`,
        payload: contactBody(),
        headers: crossSite,
      });
      expectError(contact, 403, 'FORBIDDEN');
    }
    expect(await countRows(t.database.db, 'contact_requests')).toBe(0);
  });

  it('answers an unknown encoded /api path with the JSON 404 of /api, not a page', async () => {
    for (const url of ['/%61pi/nothing', '/a%70i/vehicles/1/nothing', '/%75ploads/nothing.jpg']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expectError(answer, 404, 'NOT_FOUND');
    }
  });

  it('answers a malformed escape in the path with 400', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/auth/%ZZlogin', '/%C0%AFapi/health']) {
      expectError(await t.app.inject({ method: 'GET', url }), 400, 'INVALID_INPUT');
    }
  });

  it('refuses line breaks and control characters in one-line fields, keeps them in descriptions', async () => {
    const forged = 'Sede\n2026-01-01T00:00:00.000Z - LOGIN_SUCCESS - admin';
    for (const name of [forged, 'Sede\rX', 'Sede\u2028X', 'Sede\u0085X', 'Sede\u001bX']) {
      const answer = await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/company-info',
        payload: officeBody({ name }),
      });
      expectError(answer, 400, 'INVALID_INPUT');
    }
    const brand = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand: 'Ferrari\n2026 - LOGIN_SUCCESS' }),
    });
    expectError(brand, 400, 'INVALID_INPUT');
    const described = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ description: 'Prima riga\nSeconda riga\tcon tab' }),
    });
    expect(described.statusCode).toBe(201);
    expect(await countRows(t.database.db, 'company_info')).toBe(0);
  });

  it('writes visitor text that looks like a formula so that no spreadsheet runs it', async () => {
    const payload = contactBody({
      firstName: '=HYPERLINK("https://evil.example","Clicca")',
      lastName: '@SUM(1+1)',
      message: '+cmd|" /C calc"!A0',
      phone: '+39 333 1234567',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    const answer = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' });
    const workbook = XLSX.read(answer.rawPayload, { type: 'buffer' });
    const [row] = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets.Richieste!);
    expect(row).toMatchObject({
      Nome: `'=HYPERLINK("https://evil.example","Clicca")`,
      Cognome: "'@SUM(1+1)",
      Messaggio: `'+cmd|" /C calc"!A0`,
      // A phone number can only be read as a number: it stays as typed.
      Telefono: '+39 333 1234567',
    });
    const cells = Object.values(workbook.Sheets.Richieste!).filter(
      (cell): cell is { f?: string } => typeof cell === 'object' && cell !== null,
    );
    expect(cells.some((cell) => cell.f !== undefined)).toBe(false);
  });

  it('refuses the export and backup downloads asked for by another site', async () => {
    for (const url of ['/api/admin/export', '/api/admin/backup']) {
      for (const site of ['cross-site', 'same-site']) {
        const answer = await t.injectAs(t.admin, { method: 'GET', url, headers: { 'sec-fetch-site': site } });
        expectError(answer, 403, 'FORBIDDEN');
      }
      const own = await t.injectAs(t.admin, { method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(own.statusCode).toBe(200);
    }
    const staging = readdirSync(t.dataDir).filter((name) => name.startsWith('.backup-'));
    expect(staging).toEqual([]);
  });
});

describe('backup staging copies', () => {
  it('are removed when a download is abandoned, and at start-up when a crash left one', async () => {
    const t = await buildTestApp();
    const cookie = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const staged = () => readdirSync(t.dataDir).filter((name) => name.startsWith('.backup-'));
    try {
      // The client hangs up as soon as the answer starts, long before the archive is read.
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ port, path: '/api/admin/backup', headers: { cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          req.destroy();
          resolve();
        });
        req.on('error', reject);
        req.end();
      });
      await expect.poll(staged, { timeout: 5000 }).toEqual([]);

      // A process that died mid-download (its pid is gone) left its copy behind.
      const orphan = join(t.dataDir, '.backup-999999999-deadbeef');
      mkdirSync(join(orphan, 'uploads'), { recursive: true });
      const restarted = await t.restart();
      try {
        expect(existsSync(orphan)).toBe(false);
      } finally {
        await restarted.close();
      }
    } catch (error) {
      await t.close();
      throw error;
    }
  });
});
