import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRouter } from '../src/trpc/router.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, countRows, rawJson, vehicleBody } from './helpers.js';
import { ON_POSTGRES } from './test-database.js';

const ADMIN_ACTOR = { userId: 1, username: 'admin', isAdmin: true };

describe('tRPC procedures (createCaller)', () => {
  let t: TestApp;
  let viewerActor: { userId: number; username: string; isAdmin: boolean };
  let vehicleId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    viewerActor = { userId: await t.addUser('viewer', 'Viewer-Pass-123', false), username: 'viewer', isAdmin: false };
    const vehicle = await t
      .caller(ADMIN_ACTOR)
      .admin.vehicles.create(vehicleBody({ brand: 'Audi', model: 'RS6' }) as never);
    vehicleId = vehicle.id;
  });
  afterAll(() => t.close());

  it('vehicles.list and vehicles.byId are public', async () => {
    const anonymous = t.caller();
    const list = await anonymous.vehicles.list();
    expect(list.map((v) => v.id)).toContain(vehicleId);
    expect(await anonymous.vehicles.byId({ id: vehicleId })).toMatchObject({ brand: 'Audi', model: 'RS6' });
  });

  it('vehicles.byId throws NOT_FOUND for an unknown id and BAD_REQUEST for a bad one', async () => {
    await expect(t.caller().vehicles.byId({ id: 999999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Veicolo non trovato',
    });
    await expect(t.caller().vehicles.byId({ id: 'abc' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('offices.list is public', async () => {
    await t.caller(ADMIN_ACTOR).admin.offices.create({ name: 'Sede tRPC', isMainOffice: true });
    expect(await t.caller().offices.list()).toEqual([
      expect.objectContaining({ name: 'Sede tRPC', isMainOffice: true, country: 'Italia' }),
    ]);
  });

  it('contact.create stores a request; bad input is BAD_REQUEST and stores nothing', async () => {
    const before = await countRows(t.database.db, 'contact_requests');
    await expect(t.caller().contact.create(contactBody({ vehicleId }) as never)).resolves.toEqual({
      success: true,
      mailed: false,
      confirmation: false,
    });
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before + 1);
    await expect(t.caller().contact.create(contactBody({ email: 'no' }) as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before + 1);
  });

  it('auth.me answers the actor, or null anonymously', async () => {
    expect(await t.caller(ADMIN_ACTOR).auth.me()).toEqual({ user: { id: 1, username: 'admin', isAdmin: true } });
    expect(await t.caller().auth.me()).toEqual({ user: null });
  });

  describe('admin procedures', () => {
    const calls: [string, (c: ReturnType<TestApp['caller']>) => Promise<unknown>][] = [
      ['admin.vehicles.create', (c) => c.admin.vehicles.create(vehicleBody() as never)],
      ['admin.vehicles.update', (c) => c.admin.vehicles.update({ id: 1, data: vehicleBody() as never })],
      ['admin.vehicles.delete', (c) => c.admin.vehicles.delete({ id: 1 })],
      ['admin.vehicles.sell', (c) => c.admin.vehicles.sell({ id: 1 })],
      ['admin.vehicles.buyBack', (c) => c.admin.vehicles.buyBack({ id: 1 })],
      ['admin.offices.create', (c) => c.admin.offices.create({ name: 'X' })],
      ['admin.offices.update', (c) => c.admin.offices.update({ id: 1, data: { name: 'X' } })],
      ['admin.offices.delete', (c) => c.admin.offices.delete({ id: 1 })],
      ['admin.users.list', (c) => c.admin.users.list()],
      ['admin.users.create', (c) => c.admin.users.create({ username: 'x', password: 'Intruder-Pass-1' })],
      ['admin.users.update', (c) => c.admin.users.update({ id: 1, data: { username: 'x' } })],
      ['admin.users.delete', (c) => c.admin.users.delete({ id: 2 })],
      ['admin.accessLogs.list', (c) => c.admin.accessLogs.list()],
      ['admin.contactRequests.search', (c) => c.admin.contactRequests.search({})],
      ['admin.contactRequests.countNew', (c) => c.admin.contactRequests.countNew()],
      ['admin.contactRequests.updateStatus', (c) => c.admin.contactRequests.updateStatus({ id: 1, status: 'chiusa' })],
    ];

    it.each(calls)('%s throws UNAUTHORIZED anonymously and FORBIDDEN for a non-admin', async (_name, call) => {
      const before = await t.database.db.selectFrom('vehicles').selectAll().execute();
      await expect(call(t.caller())).rejects.toSatisfy(
        (error: unknown) => error instanceof TRPCError && error.code === 'UNAUTHORIZED',
      );
      await expect(call(t.caller(viewerActor))).rejects.toSatisfy(
        (error: unknown) => error instanceof TRPCError && error.code === 'FORBIDDEN',
      );
      expect(await t.database.db.selectFrom('vehicles').selectAll().execute()).toEqual(before);
    });

    it('admin.users.list has no password hash', async () => {
      const users = await t.caller(ADMIN_ACTOR).admin.users.list();
      expect(users.map((u) => u.username)).toEqual(['admin', 'viewer']);
      for (const user of users) expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'isAdmin', 'username']);
      expect(JSON.stringify(users)).not.toMatch(/password|\$argon2/i);
    });

    it('admin.users.create and update answer no hash either', async () => {
      const admin = t.caller(ADMIN_ACTOR).admin;
      const created = await admin.users.create({ username: 'trpc.user', password: 'Trpc-Pass-123' });
      expect(created).toEqual({
        id: expect.any(Number),
        username: 'trpc.user',
        isAdmin: true,
        createdAt: expect.any(String),
      });
      const updated = await admin.users.update({ id: created.id, data: { username: 'trpc.user2', password: '' } });
      expect(JSON.stringify(updated)).not.toMatch(/password|\$argon2/i);
      await expect(admin.users.delete({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(admin.users.create({ username: 'admin', password: 'Another-Pass-1' })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    });

    it('admin.vehicles.sell and buyBack set status and availability', async () => {
      const admin = t.caller(ADMIN_ACTOR).admin;
      expect(await admin.vehicles.sell({ id: vehicleId })).toMatchObject({ status: 'venduto', available: false });
      expect(await admin.vehicles.buyBack({ id: vehicleId })).toMatchObject({ status: 'disponibile', available: true });
    });

    it('admin.contactRequests.search, countNew and updateStatus', async () => {
      const admin = t.caller(ADMIN_ACTOR).admin;
      await t.caller().contact.create(contactBody({ message: 'Richiesta via tRPC' }) as never);
      const before = await admin.contactRequests.countNew();
      expect(before).toBeGreaterThanOrEqual(1);
      const list = (await admin.contactRequests.search({})).items;
      expect(list[0]).toMatchObject({ message: 'Richiesta via tRPC', status: 'nuova' });
      const updated = await admin.contactRequests.updateStatus({ id: list[0]!.id, status: 'contattata' });
      expect(updated).toMatchObject({ id: list[0]!.id, status: 'contattata' });
      expect(await admin.contactRequests.countNew()).toBe(before - 1);
      await expect(admin.contactRequests.updateStatus({ id: 999999, status: 'chiusa' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(
        admin.contactRequests.updateStatus({ id: list[0]!.id, status: 'archiviata' as never }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('admin.accessLogs.list is for the user named admin only', async () => {
      await expect(t.caller(ADMIN_ACTOR).admin.accessLogs.list()).resolves.toEqual(expect.any(Array));
      await expect(
        t.caller({ userId: 99, username: 'altro', isAdmin: true }).admin.accessLogs.list(),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: "Solo l'utente admin può visualizzare i log di accesso" });
    });
  });
});

describe('tRPC over HTTP (/api/trpc)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.caller(ADMIN_ACTOR).admin.vehicles.create(vehicleBody({ model: 'Via HTTP' }) as never);
  });
  afterAll(() => t.close());

  it('GET /api/trpc/vehicles.list answers the list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trpc/vehicles.list' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: [expect.objectContaining({ model: 'Via HTTP' })] } });
  });

  it('auth.login over HTTP sets the session cookie that admin procedures accept', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'nbt_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const users = await t.injectAs(`nbt_session=${cookie!.value}`, {
      method: 'GET',
      url: '/api/trpc/admin.users.list',
    });
    expect(users.statusCode).toBe(200);
    expect(users.body).not.toMatch(/password|\$argon2/i);

    // The tRPC client posts a mutation without input as a JSON content type with no body.
    const logout = await t.injectAs(`nbt_session=${cookie!.value}`, {
      method: 'POST',
      url: '/api/trpc/auth.logout',
      ...rawJson(''),
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.injectAs(`nbt_session=${cookie!.value}`, {
      method: 'GET',
      url: '/api/trpc/admin.users.list',
    });
    expect(after.statusCode).toBe(401);
  });

  it('a wrong password over HTTP is 401 with the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { message: 'Username o password non validi', data: { code: 'UNAUTHORIZED' } },
    });
  });

  it('bad input over HTTP is 400 with the failing fields and no stack', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
    });
    const cookie = `nbt_session=${login.cookies.find((c) => c.name === 'nbt_session')!.value}`;
    const before = await countRows(t.database.db, 'vehicles');
    const response = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/trpc/admin.vehicles.create',
      payload: vehicleBody({ brand: 'b'.repeat(101) }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { message: string; data: Record<string, unknown> } }>();
    expect(body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      issues: [{ path: 'brand', message: 'Massimo 100 caratteri' }],
    });
    expect(response.body).not.toMatch(/"stack"|\n\s+at /);
    expect(await countRows(t.database.db, 'vehicles')).toBe(before);
  });

  it.skipIf(ON_POSTGRES)("an answer that fails its own schema is a plain 500, not the caller's bad input", async () => {
    // SQLite keeps text a hand edit puts in an integer column; the answer can't be a Vehicle then.
    const vehicle = await t.caller(ADMIN_ACTOR).admin.vehicles.create(vehicleBody({ model: 'Guasta' }) as never);
    await sql`UPDATE vehicles SET year = 'n/d' WHERE id = ${vehicle.id}`.execute(t.database.db);
    const cookie = await t.login();
    const response = await t.injectAs(cookie, {
      method: 'GET',
      url: `/api/trpc/admin.vehicles.search?input=${encodeURIComponent(JSON.stringify({ q: String(vehicle.id) }))}`,
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ error: { message: string; data: Record<string, unknown> } }>();
    expect(body.error.message).toBe('Errore interno del server');
    expect(body.error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', messageCode: 'INTERNAL' });
    expect(body.error.data.issues).toBeUndefined();
    await t.database.db.deleteFrom('vehicles').where('id', '=', vehicle.id).execute();
  });

  it('serves a REST-only operation on REST alone: no tRPC procedure, alone or in a batch', async () => {
    const cookie = await t.login();
    const rest = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/contact-requests' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual(expect.any(Array));
    const alone = await t.injectAs(cookie, { method: 'GET', url: '/api/trpc/admin.contactRequests.list' });
    expect(alone.statusCode).toBe(404);
    expect(alone.body).not.toMatch(/"stack"|"email"/);
    const batch = await t.injectAs(cookie, {
      method: 'GET',
      url: `/api/trpc/admin.contactRequests.countNew,admin.contactRequests.list?batch=1&input=${encodeURIComponent('{}')}`,
    });
    const calls = batch.json<{ result?: unknown; error?: { data: { code: string } } }[]>();
    expect(calls[0]?.result).toBeDefined();
    expect(calls[1]?.error?.data.code).toBe('NOT_FOUND');
    expect(Object.keys(appRouter._def.procedures)).not.toContain('admin.contactRequests.list');
  });

  it('anonymous admin procedures are 401 over HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trpc/admin.users.list' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/"stack"/);
  });
});
