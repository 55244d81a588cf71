import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { connectDatabase, type DatabaseHandle } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { insertUser } from '@nbt/db/users';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildApp, type BuildAppOptions } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/env.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createStorage, type ImageStorage } from '../src/lib/storage.js';
import { createInnerContext } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { appRouter } from '../src/trpc/router.js';
import { databaseEnvFor, dropDatabaseOf } from './test-database.js';

export const ADMIN = { username: 'admin', password: 'Admin-Test-Pass-1' } as const;
/** A signed-in user who is not an administrator (`useTestApp(env, { viewer: true })`). */
export const VIEWER = { username: 'viewer', password: 'Viewer-Pass-123' } as const;

export interface TestAppOptions {
  /**
   * Open this data directory (database file and uploads) instead of a fresh temp one, as a
   * restarted server would (on PostgreSQL: the database made for that directory). No administrator
   * is added to it.
   */
  dataDir?: string;
  /** Add the main administrator (id 1, `ADMIN`) to a fresh database. Default true; false leaves `users` empty. */
  createAdmin?: boolean;
  /** Serve this built web app (a directory holding index.html); none by default (API-only tests). */
  webDistDir?: string;
  /** With this server bundle (apps/web/dist-ssr/entry-server.js): public pages rendered on the server. */
  webSsrEntry?: string;
  /** Serve a web app made of just this index.html (written to a temp dir); overrides `webDistDir`. */
  indexHtml?: string;
  /** The mail worker's clock and timing (it runs when SMTP_URL is set); kept across `restart()`. */
  mailWorker?: BuildAppOptions['mailWorker'];
  /** Fastify's logger (none by default), e.g. a stream that keeps the lines for a test to read. */
  logger?: BuildAppOptions['logger'];
  /** Wraps the photo storage the app would use, e.g. to hold a write until a test lets it go. */
  wrapStorage?: (storage: ImageStorage) => ImageStorage;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  dataDir: string;
  /** Signs in through POST /api/auth/login and answers the session cookie header value. */
  login(username?: string, password?: string): Promise<string>;
  /** `app.inject` with the session cookie of `cookie` attached. */
  injectAs(cookie: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Adds a user straight into the database (e.g. a non-admin, which the API can't create). */
  addUser(username: string, password: string, isAdmin: boolean): Promise<number>;
  /** A tRPC caller as `actor` (or anonymous), with the real dependencies. */
  caller(actor?: { userId: number; username: string; isAdmin: boolean }): ReturnType<typeof callerFactory>;
  /**
   * Stops this app and closes its database, keeping the data directory, then starts a new app
   * on the same database file: what a server restart does. Close the returned app, not this one.
   */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

const callerFactory = createCallerFactory(appRouter);

/**
 * The real app on a real SQLite file in a fresh temp directory, or with TEST_DATABASE_URL set on a
 * fresh database of the PostgreSQL server it names (see test-database.ts), with the main
 * administrator (id 1, username admin) already created. Call `close()` after each test file or test.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'nbt-api-'));
  let webDistDir = options.webDistDir;
  if (options.indexHtml !== undefined) {
    webDistDir = join(dataDir, 'web-dist');
    mkdirSync(webDistDir, { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), options.indexHtml);
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(env.DATABASE_URL ? {} : await databaseEnvFor(dataDir)),
      ...env,
    },
    { webDistDir, ...(options.webSsrEntry ? { webSsrEntry: options.webSsrEntry } : {}) },
  );
  const database = await connectDatabase({
    url: config.databaseUrl,
    file: config.databaseFile,
    // Small pools: two test workers each hold a few apps open at once on one server.
    poolSize: 4,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await migrateToLatest(database.db);
  const made = createStorage(config);
  const storage = options.wrapStorage ? options.wrapStorage(made) : made;
  if (!options.dataDir && options.createAdmin !== false) {
    await insertUser(database.db, {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      isAdmin: true,
    });
  }
  const app = await buildApp({ config, database, storage, mailWorker: options.mailWorker, logger: options.logger });
  await app.ready();

  const addUser = async (username: string, password: string, isAdmin: boolean) =>
    (await insertUser(database.db, { username, passwordHash: await hashPassword(password), isAdmin })).id;

  const stop = async () => {
    await app.close();
    await database.close();
  };

  return {
    app,
    database,
    config,
    dataDir,
    addUser,
    async login(username: string = ADMIN.username, password: string = ADMIN.password) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'nbt_session');
      if (!cookie) throw new Error('no session cookie');
      return `nbt_session=${cookie.value}`;
    },
    injectAs(cookie, options) {
      return app.inject({ ...options, headers: { ...options.headers, cookie } });
    },
    caller(actor) {
      return callerFactory(
        // The app's own dependencies: mails queued by a call wake this app's mail worker.
        createInnerContext(app.deps, {
          actor: actor && { ...actor, sessionId: 'test', ip: '127.0.0.1', userAgent: 'vitest' },
        }),
      );
    },
    async restart() {
      await stop();
      return buildTestApp(env, {
        dataDir,
        webDistDir: config.webDistDir,
        ...(config.webSsrEntry ? { webSsrEntry: config.webSsrEntry } : {}),
        mailWorker: options.mailWorker,
      });
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabaseOf(dataDir);
    },
  };
}

export interface SharedTestApp extends TestApp {
  /** The main administrator's session cookie. */
  admin: string;
  /** The session cookie of `VIEWER`, a user who is not an administrator (with `viewer: true`). */
  viewer: string;
}

/**
 * One app for a `describe` block (or a file): built and signed in as the main administrator in
 * `beforeAll` (and as `VIEWER` too with `viewer: true`), closed in `afterAll`. The answer is empty
 * until `beforeAll` has run: read its fields inside hooks and tests, not when the block is defined.
 * `env` may be a function, called in `beforeAll`, for settings known only then (a server's port).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions & { viewer?: boolean } = {},
): SharedTestApp {
  const shared = {} as SharedTestApp;
  beforeAll(async () => {
    const built = await buildTestApp(typeof env === 'function' ? env() : env, options);
    Object.assign(shared, built);
    shared.admin = await built.login();
    if (options.viewer) {
      await built.addUser(VIEWER.username, VIEWER.password, false);
      shared.viewer = await built.login(VIEWER.username, VIEWER.password);
    }
  });
  afterAll(() => shared.close());
  return shared;
}
