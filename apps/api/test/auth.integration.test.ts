import { sessionIdFor } from '../src/modules/auth/auth.service.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp } from './build-app.js';
import { countRows, expectError, expectInvalidInput, rawJson } from './helpers.js';

const LOGIN_FAILED = 'Username o password non validi';

function tokenOf(cookie: string): string {
  return cookie.slice('nbt_session='.length);
}

describe('auth REST API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.addUser('mario', 'Mario-Pass-123', false);
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    cookie
      ? t.injectAs(cookie, { method: 'GET', url: '/api/auth/me' })
      : t.app.inject({ method: 'GET', url: '/api/auth/me' });

  describe('POST /api/auth/login', () => {
    it('answers {success:true,user} and sets an HttpOnly SameSite=Lax nbt_session cookie', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, user: { id: 1, username: 'admin', isAdmin: true } });
      const cookie = response.cookies.find((c) => c.name === 'nbt_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.value).toMatch(/^[\w-]{40,}$/);
      expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now());
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).not.toMatch(/Secure/); // plain HTTP in tests
    });

    it('stores only the hash of the token', async () => {
      const token = tokenOf(await t.login());
      const ids = await t.database.db.selectFrom('sessions').select('id').execute();
      expect(ids.map((s) => s.id)).toContain(sessionIdFor(token));
      expect(ids.map((s) => s.id)).not.toContain(token);
    });

    it.each([
      ['a wrong password', { username: 'admin', password: 'wrong-password' }],
      ['an unknown user', { username: 'nobody', password: 'Admin-Test-Pass-1' }],
      ['the right password with the wrong case of username', { username: 'ADMIN', password: 'Admin-Test-Pass-1' }],
    ])('refuses %s with 401, success false and the spec message, and no cookie', async (_label, payload) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: LOGIN_FAILED, code: 'UNAUTHORIZED' });
      expect(response.cookies.find((c) => c.name === 'nbt_session')).toBeUndefined();
    });

    it('a new login gives a different token, and both sessions work', async () => {
      const first = await t.login();
      const second = await t.login();
      expect(first).not.toBe(second);
      expect((await me(first)).statusCode).toBe(200);
      expect((await me(second)).statusCode).toBe(200);
    });

    it.each([
      ['missing username', { password: 'x' }],
      ['missing password', { username: 'admin' }],
      ['empty username', { username: '', password: 'x' }],
      ['empty password', { username: 'admin', password: '' }],
      ['username of 51 characters', { username: 'a'.repeat(51), password: 'x' }],
      ['password of 257 characters', { username: 'admin', password: 'p'.repeat(257) }],
      ['a numeric password', { username: 'admin', password: 12345678 }],
      ['an unknown key', { username: 'admin', password: 'x', remember: true }],
    ])('refuses %s with 400', async (_label, payload) => {
      const before = await countRows(t.database.db, 'sessions');
      expectInvalidInput(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload }));
      expect(await countRows(t.database.db, 'sessions')).toBe(before);
    });

    it('refuses malformed JSON with 400', async () => {
      expectInvalidInput(await t.app.inject({ method: 'POST', url: '/api/auth/login', ...rawJson('{"username":') }));
    });

    it('a username of exactly 50 characters is checked, not refused as input', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'a'.repeat(50), password: 'whatever' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers {user:{username,isAdmin}} with a session', async () => {
      const response = await me(await t.login());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: { id: 1, username: 'admin', isAdmin: true } });
    });

    it('answers isAdmin false for a user who is not an administrator', async () => {
      const response = await me(await t.login('mario', 'Mario-Pass-123'));
      expect(response.json()).toMatchObject({ user: { username: 'mario', isAdmin: false } });
    });

    it('answers 401 without a session, or with an unknown or malformed cookie', async () => {
      expectError(await me(), 401, 'UNAUTHORIZED');
      expectError(await me(`nbt_session=${'x'.repeat(43)}`), 401, 'UNAUTHORIZED');
      expectError(await me('nbt_session=%00%27;--'), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session: the old cookie is refused afterwards on an admin route', async () => {
      const cookie = await t.login();
      expect((await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
      const response = await t.injectAs(cookie, { method: 'POST', url: '/api/auth/logout', ...rawJson('') });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const cleared = response.cookies.find((c) => c.name === 'nbt_session');
      expect(cleared?.value).toBe('');
      expect(
        await t.database.db
          .selectFrom('sessions')
          .where('id', '=', sessionIdFor(tokenOf(cookie)))
          .selectAll()
          .execute(),
      ).toEqual([]);
      expectError(await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' }), 401, 'UNAUTHORIZED');
      expectError(await me(cookie), 401, 'UNAUTHORIZED');
    });

    it('leaves the other sessions of the same user open', async () => {
      const one = await t.login();
      const two = await t.login();
      await t.injectAs(one, { method: 'POST', url: '/api/auth/logout' });
      expect((await me(two)).statusCode).toBe(200);
    });

    it('answers 200 without a session too', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('session expiry', () => {
    it('refuses a session past its absolute expiry and deletes it', async () => {
      const cookie = await t.login();
      const id = sessionIdFor(tokenOf(cookie));
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      expectError(await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' }), 401, 'UNAUTHORIZED');
      expect(await t.database.db.selectFrom('sessions').where('id', '=', id).selectAll().execute()).toEqual([]);
    });
  });

  describe('users changed under a session', () => {
    it("changing a user's password ends that user's other sessions", async () => {
      const id = await t.addUser('luigi', 'Luigi-Pass-123', true);
      const luigi = await t.login('luigi', 'Luigi-Pass-123');
      const admin = await t.login();
      const response = await t.injectAs(admin, {
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        payload: { username: 'luigi', password: 'Luigi-Pass-456' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expectError(await me(luigi), 401, 'UNAUTHORIZED');
      expect((await me(admin)).statusCode).toBe(200);
      await expect(t.login('luigi', 'Luigi-Pass-456')).resolves.toMatch(/^nbt_session=/);
    });

    it('changing one own password keeps the current session and ends the others', async () => {
      const id = await t.addUser('anna', 'Anna-Pass-123', true);
      const current = await t.login('anna', 'Anna-Pass-123');
      const other = await t.login('anna', 'Anna-Pass-123');
      const response = await t.injectAs(current, {
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        payload: { username: 'anna', password: 'Anna-Pass-456' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await me(current)).statusCode).toBe(200);
      expectError(await me(other), 401, 'UNAUTHORIZED');
    });

    it("deleting a user ends that user's sessions", async () => {
      const id = await t.addUser('paolo', 'Paolo-Pass-123', true);
      const paolo = await t.login('paolo', 'Paolo-Pass-123');
      const admin = await t.login();
      const response = await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/users/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      expectError(await me(paolo), 401, 'UNAUTHORIZED');
      expect(await t.database.db.selectFrom('sessions').where('user_id', '=', id).selectAll().execute()).toEqual([]);
    });
  });
});

describe('sessions across a restart', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('keeps a session when the server restarts on the same database', async () => {
    t = await buildTestApp();
    const cookie = await t.login();
    const file = t.config.databaseFile;
    t = await t.restart();
    expect(t.config.databaseFile).toBe(file);
    const response = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      user: { username: 'admin' },
    });
  });
});

describe('idle expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_IDLE_MINUTES: '1' });
  });
  afterAll(() => t.close());

  const setLastSeen = (cookie: string, msAgo: number) =>
    t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - msAgo).toISOString() })
      .where('id', '=', sessionIdFor(tokenOf(cookie)))
      .execute();

  it('keeps a session used within the idle time', async () => {
    const cookie = await t.login();
    await setLastSeen(cookie, 30_000);
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
  });

  it('refuses a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const cookie = await t.login();
    await setLastSeen(cookie, 2 * 60_000);
    expectError(await t.injectAs(cookie, { method: 'GET', url: '/api/admin/users' }), 401, 'UNAUTHORIZED');
    expectError(await t.injectAs(cookie, { method: 'GET', url: '/api/auth/me' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/auth/create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { createAdmin: false });
  });
  afterAll(() => t.close());

  const createAdmin = (payload: unknown, cookie?: string) =>
    cookie
      ? t.injectAs(cookie, { method: 'POST', url: '/api/auth/create-admin', payload: payload as object })
      : t.app.inject({ method: 'POST', url: '/api/auth/create-admin', payload: payload as object });

  it('refuses bad input with 400 and creates nobody', async () => {
    for (const payload of [
      { username: 'first' },
      { username: 'first', password: 'short' },
      { username: 'a'.repeat(51), password: 'First-Pass-123' },
      { username: 'first admin', password: 'First-Pass-123' },
      { username: 42, password: 'First-Pass-123' },
    ]) {
      expectInvalidInput(await createAdmin(payload));
    }
    expectInvalidInput(
      await t.app.inject({ method: 'POST', url: '/api/auth/create-admin', ...rawJson('{"username"') }),
    );
    expect(await countRows(t.database.db, 'users')).toBe(0);
  });

  it('lets an anonymous caller create the first administrator while no user exists', async () => {
    const response = await createAdmin({ username: 'first', password: 'First-Pass-123' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      user: { id: expect.any(Number), username: 'first', isAdmin: true },
    });
    expect(response.body).not.toMatch(/argon2|password/i);
    expect(await countRows(t.database.db, 'users')).toBe(1);
    const cookie = await t.login('first', 'First-Pass-123');
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      user: { username: 'first', isAdmin: true },
    });
  });

  it('afterwards refuses anonymous callers with 401', async () => {
    expectError(await createAdmin({ username: 'intruder', password: 'Intruder-Pass-1' }), 401, 'UNAUTHORIZED');
    expect(await countRows(t.database.db, 'users')).toBe(1);
  });

  it('afterwards refuses a signed-in user who is not an administrator with 403', async () => {
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    expectError(await createAdmin({ username: 'intruder', password: 'Intruder-Pass-1' }, viewer), 403, 'FORBIDDEN');
    expect(await t.database.db.selectFrom('users').where('username', '=', 'intruder').selectAll().execute()).toEqual(
      [],
    );
  });

  it('afterwards lets an administrator create another one; a taken username is 409', async () => {
    const admin = await t.login('first', 'First-Pass-123');
    const response = await createAdmin({ username: 'second', password: 'Second-Pass-123' }, admin);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: true, user: { username: 'second', isAdmin: true } });
    expectError(await createAdmin({ username: 'second', password: 'Second-Pass-456' }, admin), 409, 'CONFLICT');
  });
});

describe('create-admin on a new database, two callers at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { createAdmin: false });
  });
  afterAll(() => t.close());

  it('lets exactly one anonymous caller become the first administrator', async () => {
    const [a, b] = await Promise.all(
      ['primo', 'secondo'].map((username) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/create-admin',
          payload: { username, password: 'Race-Pass-123' },
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 401]);
    expect(await countRows(t.database.db, 'users')).toBe(1);
  });
});

describe('login rotation', () => {
  it('ends the session a browser held before signing in again', async () => {
    const t = await buildTestApp();
    try {
      const first = await t.login();
      const again = await t.injectAs(first, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
      });
      expect(again.statusCode).toBe(200);
      const old = await t.injectAs(first, { method: 'GET', url: '/api/admin/users' });
      expect(old.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
