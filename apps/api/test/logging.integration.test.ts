import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { vehicleBody } from './helpers.js';
import { http, killServer, loginOverHttp, PROCESS_ADMIN, type ServerProcess, startServer } from './server-process.js';
import { dropDatabaseOf } from './test-database.js';

describe('the production server log', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-log-'));
  });
  afterAll(async () => {
    await killServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  });

  it('records requests without passwords, session cookies or tokens', async () => {
    server = await startServer(dataDir, { LOG_LEVEL: 'info' });
    const cookie = await loginOverHttp(server.url);
    await http(server.url, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'Wrong-Guess-123' } });
    await http(server.url, 'POST', '/api/vehicles', { cookie, body: vehicleBody() });
    await http(server.url, 'GET', '/api/auth/me', { cookie });
    await http(server.url, 'GET', '/api/vehicles');
    // The last line asked for before the signal: written out on exit, not lost in a buffer.
    await http(server.url, 'GET', '/api/company-info');
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    // One line per request.
    expect(lines.map((line) => `${String(line.method)} ${String(line.url)} ${String(line.status)}`)).toEqual([
      'POST /api/auth/login 200',
      'POST /api/auth/login 401',
      'POST /api/vehicles 201',
      'GET /api/auth/me 200',
      'GET /api/vehicles 200',
      'GET /api/company-info 200',
    ]);
    // A visitor's request is a short line; an administrator's and a failed one say who and from where.
    expect(Object.keys(lines[4]!).sort()).toEqual(['level', 'method', 'ms', 'msg', 'reqId', 'status', 'time', 'url']);
    expect(lines[1]).toMatchObject({ ip: '127.0.0.1', route: '/api/auth/login', userAgent: expect.any(String) });
    expect(lines[2]).toMatchObject({ user: 'admin', ip: '127.0.0.1', route: '/api/vehicles' });
    // The requests were logged…
    expect(log).toMatch(/"url":"\/api\/auth\/login"/);
    expect(log).toMatch(/"url":"\/api\/vehicles"/);
    // …but no secret reached the log.
    const token = cookie.slice('nbt_session='.length);
    expect(log).not.toContain(token);
    expect(log).not.toContain(PROCESS_ADMIN.password);
    expect(log).not.toContain('Wrong-Guess-123');
    expect(log).not.toContain('$argon2');
  }, 120_000);

  it('writes a lone request line out within a second or two, while the server runs', async () => {
    server = await startServer(dataDir, { LOG_LEVEL: 'info' });
    // Lines are written 4 KB at a time under load: one request at a quiet hour must not wait for more.
    await http(server.url, 'GET', '/api/vehicles?brand=Lone');
    const deadline = Date.now() + 3_000;
    while (!server.output().includes('"url":"/api/vehicles?brand=Lone"') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain('"url":"/api/vehicles?brand=Lone"');
    server.child.kill('SIGTERM');
    await server.exited;
  }, 60_000);
});
