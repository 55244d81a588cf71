import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import { contactBody, countRows } from '../helpers.js';

const wrongLogin = { username: ADMIN.username, password: 'not-the-password' };
const contact = contactBody();

// ---- Figures for the hardening report (scripts/hardening-report.ts) ------------------------------

/** What one limit did: attempts, answers, whether a lock held even for the right credentials, and after it. */
interface LimitFigures {
  tried: number;
  '4xx': number;
  '429': number;
  '5xx': number;
  /** The attempt the first 429 answered. */
  firstLimitedAt: number;
  /** The right password (or a legitimate caller) was refused while the lock held. */
  lockHonoured: boolean;
  /** The status the legitimate request got once the window had passed (or from elsewhere). */
  afterWindow: number;
  [more: string]: number | boolean | string;
}

const limits: Record<string, LimitFigures> = {};

/** Sends one attempt against `limit` and counts its answer. */
async function attempt(limit: string, send: () => Promise<LightMyRequestResponse>) {
  const figures = (limits[limit] ??= {
    tried: 0,
    '4xx': 0,
    '429': 0,
    '5xx': 0,
    firstLimitedAt: 0,
    lockHonoured: false,
    afterWindow: 0,
  });
  const response = await send();
  figures.tried++;
  if (response.statusCode >= 500) figures['5xx']++;
  else if (response.statusCode >= 400) figures['4xx']++;
  if (response.statusCode === 429) {
    figures['429']++;
    if (figures.firstLimitedAt === 0) figures.firstLimitedAt = figures.tried;
  }
  return response;
}

/** Records a figure of `limit` once its attempts have run. */
const note = (limit: string, figures: Partial<LimitFigures>) => Object.assign(limits[limit]!, figures);

afterAll(() => {
  for (const [limit, figures] of Object.entries(limits)) reportFigures(`abuse-${limit}`, figures);
});

const ACCOUNT = 'login-account';
const USERNAME = 'login-username';
const ADDRESS = 'login-address';
const CONTACT = 'contact';
const CREATE_ADMIN = 'create-admin';

describe('brute force and abuse limits', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('locks a username after ten failed logins from one address, with 429 and Retry-After, even for the right password', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 10; i++) {
      const response = await attempt(ACCOUNT, () =>
        t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin }),
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await attempt(ACCOUNT, () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(/Troppi tentativi/);
    note(ACCOUNT, {
      lockHonoured: locked.statusCode === 429,
      retryAfterSeconds: Number(locked.headers['retry-after']),
    });
  });

  it('keeps the lock across a restart and lets the admin in once the window has passed', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 10; i++) {
      await attempt(ACCOUNT, () => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin }));
    }
    t = await t.restart();
    const afterRestart = await attempt(ACCOUNT, () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
    );
    expect(afterRestart.statusCode).toBe(429);
    // The lock ends: move it into the past, as time would.
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const afterWindow = await attempt(ACCOUNT, () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
    );
    expect(afterWindow.statusCode).toBe(200);
    note(ACCOUNT, { lockKeptAcrossRestart: afterRestart.statusCode === 429, afterWindow: afterWindow.statusCode });
  });

  it('locks a username guessed from many addresses, whatever the address', async () => {
    t = await buildTestApp();
    // 30 failures spread over 6 addresses: none reaches its own limit of 10.
    for (let i = 0; i < 30; i++) {
      const remoteAddress = `198.51.100.${i % 6}`;
      const response = await attempt(USERNAME, () =>
        t!.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: wrongLogin,
          remoteAddress,
        }),
      );
      expect(response.statusCode).toBe(401);
    }
    const elsewhere = { method: 'POST' as const, url: '/api/auth/login', remoteAddress: '203.0.113.7' };
    const locked = await attempt(USERNAME, () => t!.app.inject({ ...elsewhere, payload: ADMIN }));
    expect(locked.statusCode).toBe(429);
    // Another account is not affected.
    const other = { username: 'qualcun-altro', password: 'not-the-password' };
    const otherAccount = await attempt(USERNAME, () => t!.app.inject({ ...elsewhere, payload: other }));
    expect(otherAccount.statusCode).toBe(401);
    // The lock ends, as time would have it: the owner signs in.
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const afterWindow = await attempt(USERNAME, () => t!.app.inject({ ...elsewhere, payload: ADMIN }));
    expect(afterWindow.statusCode).toBe(200);
    note(USERNAME, {
      lockHonoured: locked.statusCode === 429,
      addresses: 6,
      otherAccountLocked: otherAccount.statusCode === 429,
      afterWindow: afterWindow.statusCode,
    });
  });

  it('locks an address that guesses many usernames, whatever the username, and not the others', async () => {
    t = await buildTestApp();
    // 50 failures from one address, each for another username: no username reaches its own limits.
    const remoteAddress = '198.51.100.50';
    for (let i = 0; i < 50; i++) {
      const response = await attempt(ADDRESS, () =>
        t!.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `guess-${i}`, password: 'not-the-password' },
          remoteAddress,
        }),
      );
      expect(response.statusCode).toBe(401);
    }
    const login = (address: string) =>
      attempt(ADDRESS, () =>
        t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: address }),
      );
    const locked = await login(remoteAddress);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The admin signs in from anywhere else, and from the address once the lock has ended.
    const elsewhere = await login('203.0.113.8');
    expect(elsewhere.statusCode).toBe(200);
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const afterWindow = await login(remoteAddress);
    expect(afterWindow.statusCode).toBe(200);
    note(ADDRESS, {
      lockHonoured: locked.statusCode === 429,
      usernames: 50,
      otherAddressSignedIn: elsewhere.statusCode === 200,
      afterWindow: afterWindow.statusCode,
    });
  });

  it('locks again at once, for twice as long, a caller who waits out a lock and goes on guessing', async () => {
    t = await buildTestApp();
    const login = (payload: object) =>
      attempt(ACCOUNT, () => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload }));
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
    note(ACCOUNT, { relockedForTwiceAsLong: Number(second.headers['retry-after']) >= 2 * first - 1 });
  });

  it('does not lock a person who mistypes a few times', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 3; i++) {
      await attempt(ACCOUNT, () => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrongLogin }));
    }
    const signIn = await attempt(ACCOUNT, () =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
    );
    expect(signIn.statusCode).toBe(200);
    note(ACCOUNT, { threeMistypesThenSignedIn: signIn.statusCode === 200 });
  });

  it('limits contact requests per address', async () => {
    t = await buildTestApp();
    const send = (remoteAddress = '127.0.0.1') =>
      attempt(CONTACT, () => t!.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress }));
    for (let i = 0; i < 60; i++) {
      expect((await send()).statusCode).toBe(201);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const stored = await t.database.db.selectFrom('contact_requests').select('id').execute();
    expect(stored).toHaveLength(60);
    // Another visitor still gets through; so does this one once the window has passed.
    const elsewhere = await send('203.0.113.9');
    expect(elsewhere.statusCode).toBe(201);
    await t.database.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const afterWindow = await send();
    expect(afterWindow.statusCode).toBe(201);
    note(CONTACT, {
      lockHonoured: limited.statusCode === 429,
      storedWhileLimited: 60 - stored.length,
      otherAddressAccepted: elsewhere.statusCode === 201,
      afterWindow: afterWindow.statusCode,
    });
  });

  it('limits anonymous create-admin calls per address once users exist; an administrator is not limited', async () => {
    t = await buildTestApp();
    const users = await countRows(t.database.db, 'users');
    const remoteAddress = '198.51.100.20';
    const create = (n: number, address = remoteAddress, cookie?: string) =>
      attempt(CREATE_ADMIN, () =>
        t!.app.inject({
          method: 'POST',
          url: '/api/auth/create-admin',
          payload: { username: `intruso-${n}`, password: 'Intruso-Pass-123' },
          remoteAddress: address,
          ...(cookie ? { headers: { cookie } } : {}),
        }),
      );
    // Users exist: every anonymous call is a 401, and counts.
    for (let i = 0; i < 20; i++) expect((await create(i)).statusCode).toBe(401);
    const limited = await create(20);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited (but still not let in); nothing was written.
    expect((await create(21, '203.0.113.10')).statusCode).toBe(401);
    expect(await countRows(t.database.db, 'users')).toBe(users);
    // The administrator, signed in from the limited address, adds one.
    const cookie = await t.login();
    const byAdmin = await create(22, remoteAddress, cookie);
    expect(byAdmin.statusCode).toBe(201);
    expect(await countRows(t.database.db, 'users')).toBe(users + 1);
    note(CREATE_ADMIN, {
      lockHonoured: limited.statusCode === 429,
      usersWrittenAnonymously: 0,
      afterWindow: byAdmin.statusCode,
      legitimate: 'an administrator, not limited',
    });
  });
});
