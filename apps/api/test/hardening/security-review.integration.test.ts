// Attacks of the security review, each tried the way an attacker would: concurrently, batched,
// through odd encodings, from behind a proxy, as the second administrator.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MAX_PASSWORD_WORK_IN_FLIGHT, withPasswordSlot } from '../../src/lib/passwords.js';
import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures, scaled } from '../figures.js';
import { contactBody, countRows, expectError, passwordsChecked } from '../helpers.js';

const WRONG = { username: ADMIN.username, password: 'not-the-password' };
const login = (body: object, headers: Record<string, string> = {}) =>
  ({ method: 'POST', url: '/api/auth/login', payload: body, headers }) as const;

/** A tRPC batch of mutations over HTTP, as httpBatchLink sends it. */
function trpcBatch(procedures: string[], inputs: unknown[], headers: Record<string, string> = {}) {
  const payload = Object.fromEntries(inputs.map((input, index) => [String(index), input]));
  return {
    method: 'POST' as const,
    url: `/api/trpc/${procedures.join(',')}?batch=1`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  };
}

describe('login limits under concurrency and batching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('rate_limits').execute();
    await t.database.db.deleteFrom('access_logs').execute();
  });
  afterAll(() => t.close());

  it('40 simultaneous wrong logins for one username check at most 10 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => t.app.inject(login(WRONG))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(await passwordsChecked(t)).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    // Every other attempt was refused before any password work: locked (429) or the hashing slots full (503).
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // The lock holds for the right password too.
    expect((await t.app.inject(login(ADMIN))).statusCode).toBe(429);
  });

  it('refuses a tRPC batch larger than ten calls without running any of them', async () => {
    const calls = Array.from({ length: 40 }, () => WRONG);
    const answer = await t.app.inject(trpcBatch(Array(40).fill('auth.login'), calls));
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await passwordsChecked(t)).toBe(0);
  });

  it('runs one credential call per request: a batch with the right password last opens no session', async () => {
    const inputs = [...Array.from({ length: 9 }, () => WRONG), ADMIN];
    const answer = await t.app.inject(trpcBatch(Array(10).fill('auth.login'), inputs));
    expect(answer.headers['set-cookie']).toBeUndefined();
    const results = answer.json<{ error?: { message: string } }[]>();
    expect(results).toHaveLength(10);
    // The first call is checked (a wrong password); the nine after it are refused unchecked.
    expect(results.slice(1).every((result) => result.error?.message.includes('Una sola operazione'))).toBe(true);
    expect(await passwordsChecked(t)).toBe(1);
    expect(await countRows(t.database.db, 'sessions')).toBe(0);
  });

  it('refuses a batch of 100 reads instead of answering megabytes', async () => {
    const url = `/api/trpc/${Array(100).fill('vehicles.list').join(',')}?batch=1&input=${encodeURIComponent('{}')}`;
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(400);
    expect(answer.rawPayload.length).toBeLessThan(4096);
    const ten = `/api/trpc/${Array(10).fill('vehicles.list').join(',')}?batch=1&input=${encodeURIComponent('{}')}`;
    expect((await t.app.inject({ method: 'GET', url: ten })).statusCode).toBe(200);
  });

  it('counts simultaneous contact requests as they arrive: no more stored than the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() })),
    );
    const stored = answers.filter((answer) => answer.statusCode === 201).length;
    expect(stored).toBe(60);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20);
    expect(await countRows(t.database.db, 'contact_requests')).toBe(60);
  });
});

describe('password work is capped', () => {
  it(`runs at most ${MAX_PASSWORD_WORK_IN_FLIGHT} hashes at once and refuses the next with 503 at once`, async () => {
    const release: (() => void)[] = [];
    const held = Array.from({ length: MAX_PASSWORD_WORK_IN_FLIGHT }, () =>
      withPasswordSlot(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    await expect(withPasswordSlot(() => Promise.resolve('ran'))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      retryAfter: 1,
    });
    for (const done of release) done();
    await Promise.all(held);
    await expect(withPasswordSlot(() => Promise.resolve('ran'))).resolves.toBe('ran');
  });

  it('logs a login refused for want of a free slot (503) as a warning without a stack, on REST and tRPC', async () => {
    const lines: string[] = [];
    const t = await buildTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    const release: (() => void)[] = [];
    const held = Array.from({ length: MAX_PASSWORD_WORK_IN_FLIGHT }, () =>
      withPasswordSlot(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    try {
      expectError(await t.app.inject(login(WRONG)), 503, 'UNAVAILABLE');
      const trpc = await t.app.inject(trpcBatch(['auth.login'], [WRONG]));
      expect(trpc.statusCode).toBe(503);
    } finally {
      for (const done of release) done();
      await Promise.all(held);
      await t.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const refusals = entries.filter((entry) => entry.msg === 'password check refused: too many at once');
    expect(refusals).toHaveLength(2);
    expect(refusals.every((entry) => entry.level === 40 && entry.err === undefined)).toBe(true);
    expect(lines.join('\n')).not.toMatch(/"stack"|at .*\.ts:\d+/);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('create-admin refuses anonymous callers before it hashes anything once users exist', async () => {
    const t = await buildTestApp();
    try {
      // With every slot taken, a call that reached the hashing would answer 503, not 401.
      const release: (() => void)[] = [];
      const held = Array.from({ length: MAX_PASSWORD_WORK_IN_FLIGHT }, () =>
        withPasswordSlot(() => new Promise<void>((resolve) => release.push(resolve))),
      );
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-admin',
        payload: { username: 'intruso', password: 'Intruso-Pass-123' },
      });
      for (const done of release) done();
      await Promise.all(held);
      expectError(answer, 401, 'UNAUTHORIZED');
      expect(await countRows(t.database.db, 'users')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('a login flood', () => {
  // A figure, not an assertion: how long a photo takes while hundreds of logins, each from its own
  // address and for its own username (so no limit stops them), ask for argon2 at once.
  it('leaves the photos served while it lasts (figures in the hardening report)', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' });
    try {
      mkdirSync(t.config.uploadsDir, { recursive: true });
      writeFileSync(join(t.config.uploadsDir, 'flood-probe.jpg'), randomBytes(200_000));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const timePhoto = async () => {
        const started = performance.now();
        const answer = await fetch(`${base}/uploads/flood-probe.jpg`);
        await answer.arrayBuffer();
        return performance.now() - started;
      };
      const quiet = await timePhoto();
      const logins = scaled(450);
      const flood = Promise.all(
        Array.from({ length: logins }, (_, n) =>
          fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ username: `flood${n}`, password: 'not-the-password' }),
          }).then((answer) => answer.status),
        ),
      );
      const during: number[] = [];
      for (let n = 0; n < 10; n++) during.push(await timePhoto());
      const statuses = await flood;
      const count = (status: number) => statuses.filter((value) => value === status).length;
      during.sort((a, b) => a - b);
      reportFigures('login-flood', {
        logins,
        checked: await passwordsChecked(t),
        '401': count(401),
        '503': count(503),
        '5xxOther': statuses.filter((status) => status >= 500 && status !== 503).length,
        photoQuietMs: Math.round(quiet),
        photoMedianMs: Math.round(during[Math.floor(during.length / 2)]!),
        photoMaxMs: Math.round(during.at(-1)!),
      });
      expect(count(401) + count(503) + count(429)).toBe(logins);
    } finally {
      await t.close();
    }
  });
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' });
  });
  afterAll(() => t.close());

  it('takes the address the proxy saw, never one the client wrote: made-up X-Forwarded-For lifts no limit', async () => {
    const answers = [];
    for (let n = 0; n < 40; n++) {
      // The client wrote the first entry; the proxy appended the address it saw.
      const headers = { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.7` };
      answers.push(await t.app.inject(login(WRONG, headers)));
    }
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    expect(refused).toBeGreaterThanOrEqual(28);
    const ips = await t.database.db.selectFrom('access_logs').select('ip').distinct().execute();
    expect(ips.map((row) => row.ip)).toEqual(['203.0.113.7']);
  });

  it('reads X-Forwarded-Proto from the proxy, not from what the client put before it', async () => {
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https, http' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const real = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(real.headers['strict-transport-security']).toBeDefined();
  });
});
