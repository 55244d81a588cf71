import { describe, expect, it } from 'vitest';

import { ADMIN, useTestApp } from './build-app.js';
import { countRows, expectError, expectInvalidInput, rawJson } from './helpers.js';

interface UserJson {
  id: number;
  username: string;
  isAdmin: boolean;
  createdAt: string;
}

const NO_SECRET = /password|passwordHash|password_hash|\$argon2/i;

describe('admin users REST API', () => {
  const t = useTestApp({}, { viewer: true });

  const userCount = () => countRows(t.database.db, 'users');

  async function createUser(username: string, password = 'Nuova-Pass-123'): Promise<UserJson> {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username, password },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UserJson>();
  }

  it('GET /api/admin/users lists users without any password field or hash', async () => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(200);
    const list = response.json<UserJson[]>();
    expect(list[0]).toEqual({ id: 1, username: 'admin', isAdmin: true, createdAt: expect.any(String) });
    expect(list.map((u) => u.username)).toContain('viewer');
    for (const user of list) expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'isAdmin', 'username']);
    expect(response.body).not.toMatch(NO_SECRET);
  });

  it('POST /api/admin/users creates an administrator (isAdmin true) with an argon2id hash', async () => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'giulia', password: 'Giulia-Pass-123', isAdmin: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'giulia',
      isAdmin: true,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(NO_SECRET);
    const row = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'is_admin'])
      .where('username', '=', 'giulia')
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(1);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('Giulia-Pass-123');
    await expect(t.login('giulia', 'Giulia-Pass-123')).resolves.toMatch(/^nbt_session=/);
  });

  it('POST /api/admin/users answers 409 for a username already taken', async () => {
    const before = await userCount();
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'admin', password: 'Another-Pass-1' },
    });
    expect(expectError(response, 409, 'CONFLICT').error).toBe('Username già in uso');
    expect(await userCount()).toBe(before);
  });

  describe('PUT /api/admin/users/{id}', () => {
    it('with an empty password keeps the old one', async () => {
      const user = await createUser('marco', 'Marco-Pass-123');
      const response = await t.injectAs(t.admin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { username: 'marco.b', password: '' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, username: 'marco.b', isAdmin: true });
      expect(response.body).not.toMatch(NO_SECRET);
      await expect(t.login('marco.b', 'Marco-Pass-123')).resolves.toMatch(/^nbt_session=/);
    });

    it('without a password key keeps the old one too', async () => {
      const user = await createUser('sara', 'Sara-Pass-123');
      const response = await t.injectAs(t.admin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { username: 'sara' },
      });
      expect(response.statusCode, response.body).toBe(200);
      await expect(t.login('sara', 'Sara-Pass-123')).resolves.toMatch(/^nbt_session=/);
    });

    it('with a new password changes it', async () => {
      const user = await createUser('luca', 'Luca-Pass-123');
      const response = await t.injectAs(t.admin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { username: 'luca', password: 'Luca-Pass-456' },
      });
      expect(response.statusCode, response.body).toBe(200);
      await expect(t.login('luca', 'Luca-Pass-123')).rejects.toThrow(/401/);
      await expect(t.login('luca', 'Luca-Pass-456')).resolves.toMatch(/^nbt_session=/);
    });

    it('answers 409 when renaming to a taken username', async () => {
      const user = await createUser('elena');
      expectError(
        await t.injectAs(t.admin, {
          method: 'PUT',
          url: `/api/admin/users/${user.id}`,
          payload: { username: 'admin' },
        }),
        409,
        'CONFLICT',
      );
    });

    it('answers 404 for an unknown id and 400 for abc', async () => {
      expectError(
        await t.injectAs(t.admin, { method: 'PUT', url: '/api/admin/users/999999', payload: { username: 'ghost' } }),
        404,
        'NOT_FOUND',
      );
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'PUT', url: '/api/admin/users/abc', payload: { username: 'ghost' } }),
      );
    });

    it.each([
      ['missing username', { password: 'Nuova-Pass-123' }],
      ['username of 51 characters', { username: 'u'.repeat(51) }],
      ['a short new password', { username: 'fabio', password: 'short' }],
      ['a password of 257 characters', { username: 'fabio', password: 'p'.repeat(257) }],
      ['a numeric password', { username: 'fabio', password: 12345678 }],
      ['a username with spaces', { username: 'fabio rossi' }],
      ['malformed JSON', '{"username":'],
    ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'viewer')
        .executeTakeFirstOrThrow();
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'PUT', url: `/api/admin/users/${user.id}`, ...rawJson(text) }),
      );
      expect(await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst()).toEqual(
        user,
      );
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    it('deletes a user (JSON content type, empty body)', async () => {
      const user = await createUser('temp');
      const response = await t.injectAs(t.admin, {
        method: 'DELETE',
        url: `/api/admin/users/${user.id}`,
        ...rawJson(''),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await t.database.db.selectFrom('users').where('id', '=', user.id).selectAll().execute()).toEqual([]);
    });

    it('refuses to delete the main administrator (id 1) with 403, even for another admin', async () => {
      await createUser('second', 'Second-Pass-123');
      const second = await t.login('second', 'Second-Pass-123');
      const body = expectError(
        await t.injectAs(second, { method: 'DELETE', url: '/api/admin/users/1' }),
        403,
        'FORBIDDEN',
      );
      expect(body.error).toBe("L'amministratore principale non può essere eliminato");
      expectError(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/admin/users/1' }), 403, 'FORBIDDEN');
      expect(await t.database.db.selectFrom('users').where('id', '=', 1).select('id').execute()).toHaveLength(1);
    });

    it('refuses to delete oneself with 403', async () => {
      const self = await createUser('myself', 'Myself-Pass-123');
      const cookie = await t.login('myself', 'Myself-Pass-123');
      const body = expectError(
        await t.injectAs(cookie, { method: 'DELETE', url: `/api/admin/users/${self.id}` }),
        403,
        'FORBIDDEN',
      );
      expect(body.error).toBe('Non puoi eliminare il tuo stesso utente');
      expect(await t.database.db.selectFrom('users').where('id', '=', self.id).select('id').execute()).toHaveLength(1);
    });

    it('answers 404 for an unknown id and 400 for abc', async () => {
      expectError(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/admin/users/999999' }), 404, 'NOT_FOUND');
      expectInvalidInput(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/admin/users/abc' }));
    });
  });

  describe('bad input on POST /api/admin/users', () => {
    it.each([
      ['missing username', { password: 'Nuova-Pass-123' }],
      ['missing password', { username: 'nuovo' }],
      ['empty password', { username: 'nuovo', password: '' }],
      ['a password of 7 characters', { username: 'nuovo', password: '1234567' }],
      ['a password of 257 characters', { username: 'nuovo', password: 'p'.repeat(257) }],
      ['a username of 51 characters', { username: 'u'.repeat(51), password: 'Nuova-Pass-123' }],
      ['a blank username', { username: '   ', password: 'Nuova-Pass-123' }],
      ['a username with forbidden characters', { username: 'nuovo<script>', password: 'Nuova-Pass-123' }],
      ['a numeric username', { username: 42, password: 'Nuova-Pass-123' }],
      ['an array body', [{ username: 'nuovo', password: 'Nuova-Pass-123' }]],
    ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
      const before = await userCount();
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'POST', url: '/api/admin/users', ...rawJson(JSON.stringify(payload)) }),
      );
      expect(await userCount()).toBe(before);
    });

    it('refuses malformed JSON with 400 and stores nothing', async () => {
      const before = await userCount();
      expectInvalidInput(await t.injectAs(t.admin, { method: 'POST', url: '/api/admin/users', ...rawJson('{"user') }));
      expect(await userCount()).toBe(before);
    });

    it('accepts a username of exactly 50 characters and passwords of exactly 8 and 256', async () => {
      await createUser('u'.repeat(50), '12345678');
      await createUser('long.password', 'p'.repeat(256));
      await expect(t.login('long.password', 'p'.repeat(256))).resolves.toMatch(/^nbt_session=/);
    });
  });

  describe('admin only', () => {
    const requests = [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', payload: { username: 'intruder', password: 'Intruder-Pass-1' } },
      { method: 'PUT', url: '/api/admin/users/1', payload: { username: 'hacked', password: 'Hacked-Pass-1' } },
      { method: 'DELETE', url: '/api/admin/users/2' },
    ] as const;

    it('answers 401 without a session and changes nothing', async () => {
      const before = await t.database.db.selectFrom('users').selectAll().execute();
      for (const request of requests) expectError(await t.app.inject(request), 401, 'UNAUTHORIZED');
      expect(await t.database.db.selectFrom('users').selectAll().execute()).toEqual(before);
    });

    it('answers 403 to a user who is not an administrator and changes nothing', async () => {
      const before = await t.database.db.selectFrom('users').selectAll().execute();
      for (const request of requests) expectError(await t.injectAs(t.viewer, request), 403, 'FORBIDDEN');
      expect(await t.database.db.selectFrom('users').selectAll().execute()).toEqual(before);
      await expect(t.login(ADMIN.username, ADMIN.password)).resolves.toMatch(/^nbt_session=/);
    });
  });
});
