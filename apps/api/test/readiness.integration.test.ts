import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { connectDatabase } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { buildTestApp } from './build-app.js';
import { databaseEnvFor, dropDatabaseOf } from './test-database.js';

interface ReadyBody {
  status: string;
  failed: string[];
  checks: Record<string, string>;
}

describe('GET /api/ready', () => {
  it('answers 200 with every part checked while the site works, and /api/health stays the cheap liveness check', async () => {
    const t = await buildTestApp();
    try {
      mkdirSync(t.config.uploadsDir, { recursive: true });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json<ReadyBody>()).toEqual({
        status: 'ready',
        failed: [],
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the migrations while the database is not yet migrated (start-up), then 200', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nbt-ready-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(await databaseEnvFor(dataDir)),
    });
    mkdirSync(config.uploadsDir, { recursive: true });
    const database = await connectDatabase({ url: config.databaseUrl, file: config.databaseFile, poolSize: 2 });
    const app = await buildApp({ config, database });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json<ReadyBody>()).toEqual({
        status: 'unavailable',
        failed: ['migrations'],
        checks: { database: 'ok', migrations: 'pending', storage: 'ok' },
      });
      await migrateToLatest(database.db);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabaseOf(dataDir);
    }
  });

  it('answers 503 naming the storage when the photos’ folder cannot be used, and 200 once it can', async () => {
    const t = await buildTestApp();
    try {
      // A file where the folder should be: nothing can be stored under it.
      mkdirSync(t.config.uploadsDir, { recursive: true });
      renameSync(t.config.uploadsDir, `${t.config.uploadsDir}.away`);
      writeFileSync(t.config.uploadsDir, 'not a folder');
      const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      const body = answer.json<ReadyBody>();
      expect(body.failed).toEqual(['storage']);
      // Which part failed, and nothing of the server's paths or errors.
      expect(answer.body).not.toContain(t.dataDir);
      expect(answer.body).not.toMatch(/EEXIST|ENOTDIR/);
      rmSync(t.config.uploadsDir);
      renameSync(`${t.config.uploadsDir}.away`, t.config.uploadsDir);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const t = await buildTestApp();
    try {
      mkdirSync(t.config.uploadsDir, { recursive: true });
      await t.database.close();
      const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<ReadyBody>()).toEqual({
        status: 'unavailable',
        failed: ['database'],
        checks: { database: 'failed', migrations: 'skipped', storage: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the shutdown once it has begun, while the other routes still answer', async () => {
    const t = await buildTestApp();
    try {
      mkdirSync(t.config.uploadsDir, { recursive: true });
      t.app.readiness.drain();
      const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<ReadyBody>().failed).toEqual(['shutdown']);
      expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
