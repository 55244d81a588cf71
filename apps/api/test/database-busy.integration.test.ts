import { describe, expect, it } from 'vitest';

import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/errors.js';
import { useTestApp } from './build-app.js';
import { vehicleBody } from './helpers.js';
import { ON_POSTGRES, openDatabaseOf, sqliteOf } from './test-database.js';

describe.skipIf(ON_POSTGRES)('SQLite’s write lock held by another process past the busy timeout', () => {
  const lines: string[] = [];
  const t = useTestApp({}, { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });

  it('answers a write 503 with Retry-After and stores nothing, serves the reads, and writes again once the lock is free', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    const other = await openDatabaseOf(t.dataDir);
    const lock = sqliteOf(other);
    lock.exec('BEGIN IMMEDIATE');
    try {
      const refused = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE', messageCode: 'TEMPORARILY_UNAVAILABLE' });
      // Readers never wait for the writer (WAL): the list and readiness answer meanwhile.
      expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      lock.exec('ROLLBACK');
      await other.close();
    }
    const stored = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    expect(stored.statusCode, stored.body).toBe(201);

    // Logged as a database that did not answer for a while: a warning once, the refused write a
    // line without a stack, no error.
    const log = lines.map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
    expect(log.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      'database unavailable: requests answer 503 until it answers again',
    ]);
    expect(log.find((line) => line.msg === 'request refused: database unavailable')).toMatchObject({
      level: 30,
      reason: expect.stringMatching(/^SQLITE_BUSY/),
    });
    expect(lines.join('\n')).not.toContain('"stack"');
  }, 30_000);
});
