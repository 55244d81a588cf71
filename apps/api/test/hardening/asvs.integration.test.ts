import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { openDatabase } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { insertUser } from '@nbt/db/users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app.js';
import { bootstrap } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/env.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createLocalStorage } from '../../src/lib/storage.js';
import { ADMIN, buildTestApp, type TestApp, useTestApp } from '../build-app.js';
import { contactBody, countRows, expectError, expectInvalidInput } from '../helpers.js';

/**
 * Tests for the OWASP ASVS 4.0.3 level 2 rows of SECURITY.md that no other file shows: each `describe`
 * names its requirement.
 */

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('V2.1 password rules (2.1.3, 2.1.9, 2.1.10)', () => {
  const t = useTestApp();

  const create = (username: string, password: string) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/admin/users', payload: { username, password } });

  it('2.1.3: refuses a password that differs from the stored one only at character 200, or only at 256 (no truncation)', async () => {
    const password = `${'a'.repeat(199)}X${'b'.repeat(56)}`;
    expect(password).toHaveLength(256);
    expect((await create('lunga', password)).statusCode).toBe(201);
    const at200 = `${'a'.repeat(199)}Y${'b'.repeat(56)}`;
    const at256 = `${password.slice(0, 255)}c`;
    for (const wrong of [at200, at256, password.slice(0, 199)]) {
      expect((await login(t, 'lunga', wrong)).statusCode).toBe(401);
    }
    expect((await login(t, 'lunga', password)).statusCode).toBe(200);
  });

  it('2.1.9: takes a password of lowercase letters only, or a passphrase with spaces (no composition rules)', async () => {
    for (const [username, password] of [
      ['minuscole', 'abcdefgh'],
      ['frase', 'cavallo batteria graffetta corretta'],
    ] as const) {
      expect((await create(username, password)).statusCode).toBe(201);
      expect((await login(t, username, password)).statusCode).toBe(200);
    }
  });

  it('2.1.10: signs in with a password set years ago (no forced rotation)', async () => {
    expect((await create('anziano', 'Vecchia-Pass-2015')).statusCode).toBe(201);
    await t.database.db
      .updateTable('users')
      .set({ created_at: '2015-01-01T00:00:00.000Z', updated_at: '2015-01-01T00:00:00.000Z' })
      .where('username', '=', 'anziano')
      .execute();
    expect((await login(t, 'anziano', 'Vecchia-Pass-2015')).statusCode).toBe(200);
  });
});

describe('V6.2.1 failing safely', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 401, not a 500 and not a session, when the stored hash is corrupt', async () => {
    await t.addUser('rotto', 'Rotto-Pass-123', true);
    for (const hash of ['not a hash', '$argon2id$v=19$m=19456,t=2,p=1$corrotto', '']) {
      await t.database.db.updateTable('users').set({ password_hash: hash }).where('username', '=', 'rotto').execute();
      const response = await login(t, 'rotto', 'Rotto-Pass-123');
      expectError(response, 401, 'UNAUTHORIZED');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('V2.3.1 the first administrator password', () => {
  it('is 16 random characters when ADMIN_PASSWORD is unset, signs in, and is made on the first start only', async () => {
    const generated: string[] = [];
    for (let run = 0; run < 2; run++) {
      const t = await buildTestApp({ DEMO_DATA: '0' }, { createAdmin: false });
      try {
        const storage = createLocalStorage(t.config.uploadsDir);
        const first = await bootstrap(t.database.db, t.config, storage, t.dataDir);
        expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
        generated.push(first.generatedPassword!);
        expect((await login(t, 'admin', first.generatedPassword!)).statusCode).toBe(200);
        const again = await bootstrap(t.database.db, t.config, storage, t.dataDir);
        expect(again.generatedPassword).toBeUndefined();
        expect(await countRows(t.database.db, 'users')).toBe(1);
      } finally {
        await t.close();
      }
    }
    expect(generated[0]).not.toBe(generated[1]);
  });
});

describe('V7.2.2 access-control failures in the request log', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nbt-asvs-log-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const database = openDatabase(config.databaseFile);
    await migrateToLatest(database.db);
    await insertUser(database.db, {
      username: 'viewer',
      passwordHash: await hashPassword('Viewer-Pass-123'),
      isAdmin: false,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // The server's logger at LOG_LEVEL=info (src/server.ts), written to memory.
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  /** The request log's line of one request: its method, URL, address and status. */
  function logged(url: string, status: number) {
    return lines
      .filter((line) => line.url === url && line.status === status)
      .map(({ method, url: address, ip, status: code }) => ({ method, url: address, ip, status: code }));
  }

  it('records a 401 and a 403 with the URL, the method and the address', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'viewer', password: 'Viewer-Pass-123' },
    });
    const cookie = `nbt_session=${signIn.cookies.find((c) => c.name === 'nbt_session')!.value}`;
    expect((await app.inject({ method: 'GET', url: '/api/admin/export', headers: { cookie } })).statusCode).toBe(403);

    expect(logged('/api/admin/users', 401)).toEqual([
      { method: 'GET', url: '/api/admin/users', ip: '127.0.0.1', status: 401 },
    ]);
    expect(logged('/api/admin/export', 403)).toEqual([
      { method: 'GET', url: '/api/admin/export', ip: '127.0.0.1', status: 403 },
    ]);
  });
});

describe('V8.3.1 and V13.1.3: credentials and personal data travel in bodies, never in URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

  it('ignores credentials in the query string: GET is a 404, and POST without a body is a 400; no session either way', async () => {
    const credentials = query({ username: ADMIN.username, password: ADMIN.password });
    const sessions = await countRows(t.database.db, 'sessions');
    const get = await t.app.inject({ method: 'GET', url: `/api/auth/login?${credentials}` });
    expectError(get, 404, 'NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: `/api/auth/login?${credentials}` });
    expectInvalidInput(post);
    for (const response of [get, post]) expect(response.headers['set-cookie']).toBeUndefined();
    // tRPC runs no mutation sent as a GET (input in the URL).
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/auth.login?input=${encodeURIComponent(JSON.stringify(ADMIN))}`,
    });
    expect(trpc.statusCode).toBe(405);
    expect(trpc.headers['set-cookie']).toBeUndefined();
    expect(await countRows(t.database.db, 'sessions')).toBe(sessions);
  });

  it('ignores contact data in the query string and stores nothing', async () => {
    const lead = query(contactBody() as Record<string, string>);
    const stored = await countRows(t.database.db, 'contact_requests');
    expectError(await t.app.inject({ method: 'GET', url: `/api/contact?${lead}` }), 404, 'NOT_FOUND');
    expectInvalidInput(await t.app.inject({ method: 'POST', url: `/api/contact?${lead}` }));
    expect(await countRows(t.database.db, 'contact_requests')).toBe(stored);
  });

  it('hands the session token over in the Set-Cookie header only: not in the body, nor in a redirect', async () => {
    const response = await login(t, ADMIN.username, ADMIN.password);
    const token = response.cookies.find((c) => c.name === 'nbt_session')!.value;
    expect(response.body).not.toContain(token);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('V13.2.1 only the declared methods', () => {
  const t = useTestApp();

  it.each([
    ['DELETE', '/api/contact'],
    ['PUT', '/api/auth/login'],
    ['PATCH', '/api/vehicles'],
    ['DELETE', '/api/admin/users'],
    ['POST', '/api/admin/export'],
    ['PUT', '/api/health'],
  ] as const)(
    'answers %s %s, a path declared for other methods, with a JSON 404 and changes nothing',
    async (method, url) => {
      const before = await Promise.all(
        (['vehicles', 'users', 'contact_requests', 'sessions'] as const).map((table) =>
          countRows(t.database.db, table),
        ),
      );
      const response = await t.injectAs(t.admin, { method, url, payload: {} });
      expectError(response, 404, 'NOT_FOUND');
      expect(
        await Promise.all(
          (['vehicles', 'users', 'contact_requests', 'sessions'] as const).map((table) =>
            countRows(t.database.db, table),
          ),
        ),
      ).toEqual(before);
    },
  );
});

describe('V14.2.3, V14.4.1 and V14.5.3: what the responses declare', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'nbt-asvs-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("ciao")');
    writeFileSync(join(webDist, 'assets', 'app.css'), 'body { color: black }');
    t = await buildTestApp({}, { webDistDir: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('14.2.3: the content security policy lets scripts, styles, fonts and connections come from the site only', async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name!, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Inline styles (Mantine's CSS variables) but no other site's style sheet or font.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
  });

  it('14.4.1: text and XML answers name UTF-8; JSON answers are application/json (UTF-8 by definition; REST names it too)', async () => {
    const types = [
      ['/', /^text\/html; charset=utf-8$/i],
      ['/veicoli', /^text\/html; charset=utf-8$/i],
      ['/assets/app.js', /^(text|application)\/javascript; charset=utf-8$/i],
      ['/assets/app.css', /^text\/css; charset=utf-8$/i],
      ['/robots.txt', /^text\/plain; charset=utf-8$/i],
      // The sitemap is the web app's server bundle's (its XML type: pages.integration.test.ts).
      ['/api/vehicles', /^application\/json; charset=utf-8$/i],
      ['/api/vehicles/999999', /^application\/json; charset=utf-8$/i],
      ['/api/does-not-exist', /^application\/json; charset=utf-8$/i],
      ['/api/trpc/vehicles.list', /^application\/json/i],
    ] as const;
    for (const [url, type] of types) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(type);
    }
  });

  it('14.5.3: grants no other origin access: no CORS header on answers or preflights', async () => {
    const origin = 'https://malevolo.example';
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: { origin } }),
      await t.app.inject({ method: 'GET', url: '/api/trpc/vehicles.list', headers: { origin } }),
      await t.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/users',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
      await t.app.inject({
        method: 'OPTIONS',
        url: '/api/trpc/admin.users.create',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
    ];
    for (const response of responses) {
      const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders, response.raw.req.url).toEqual([]);
    }
    // The preflights are not answered as allowed.
    expect(responses[2]!.statusCode).toBeGreaterThanOrEqual(400);
    expect(responses[3]!.statusCode).toBeGreaterThanOrEqual(400);
  });
});
