import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp } from './build-app.js';

const wrongLogin = { username: ADMIN.username, password: 'not-the-password' };
const contact = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  service: 'Vendita Veicoli',
  message: 'Vorrei un preventivo',
};

describe('brute force and abuse limits', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('locks a username after ten failed logins from one address, with 429 and Retry-After, even for the right password', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin });
      expect(response.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(/Troppi tentativi/);
  });

  it('keeps the lock across a restart and lets the admin in once the window has passed', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 10; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin });
    }
    t = await t.restart();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(429);
    // The lock ends: move it into the past, as time would.
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(200);
  });

  it('locks a username guessed from many addresses, whatever the address', async () => {
    t = await buildTestApp();
    // 30 failures spread over 6 addresses: none reaches its own limit of 10.
    for (let i = 0; i < 30; i++) {
      const remoteAddress = `198.51.100.${i % 6}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: wrongLogin,
        remoteAddress,
      });
      expect(response.statusCode).toBe(401);
    }
    const elsewhere = { method: 'POST' as const, url: '/api/auth/login', remoteAddress: '203.0.113.7' };
    expect((await t.app.inject({ ...elsewhere, payload: ADMIN })).statusCode).toBe(429);
    // Another account is not affected.
    const other = { username: 'qualcun-altro', password: 'not-the-password' };
    expect((await t.app.inject({ ...elsewhere, payload: other })).statusCode).toBe(401);
  });

  it('locks again at once, for twice as long, a caller who waits out a lock and goes on guessing', async () => {
    t = await buildTestApp();
    const login = (payload: object) => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    for (let i = 0; i < 10; i++) await login(wrongLogin);
    const first = Number((await login(ADMIN)).headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    // The lock ends, as time would have it.
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await login(wrongLogin)).statusCode).toBe(401);
    const second = await login(ADMIN);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(2 * first - 1);
  });

  it('does not lock a person who mistypes a few times', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(200);
  });

  it('limits contact requests per address', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 60; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(limited.statusCode).toBe(429);
    const stored = await t.database.db.selectFrom('contact_requests').select('id').execute();
    expect(stored).toHaveLength(60);
  });
});

describe('cross-site requests', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('refuses a state-changing request another site sends, before it reaches the route', async () => {
    t = await buildTestApp();
    const cookie = await t.login();
    const crossSite = await t.injectAs(cookie, {
      method: 'DELETE',
      url: '/api/admin/users/2',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: contact,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('contact_requests').select('id').execute()).toHaveLength(0);
  });

  it('refuses a classic HTML form post (urlencoded or text/plain bodies)', async () => {
    t = await buildTestApp();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': type },
        payload: 'firstName=Mario&lastName=Rossi',
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it('accepts same-origin requests', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: contact,
    });
    expect(response.statusCode).toBe(201);
  });
});
