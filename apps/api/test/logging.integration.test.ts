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
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
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
});
