import { mkdirSync } from 'node:fs';

import { connectDatabase } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';

import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { configWarnings, loadConfig } from './env.js';
import { assertDataInPlace } from './lib/data-places.js';
import { createStorage } from './lib/storage.js';
import { pruneSessions } from './modules/auth/auth.service.js';
import { pruneRateLimits } from './modules/rate-limit/rate-limit.service.js';
import { paths } from './paths.js';

async function main() {
  const config = loadConfig(process.env, { webDistDir: paths.webDist, webSsrEntry: paths.webSsrEntry });
  // A restored backup may carry links out of the data folder: refused before anything is opened.
  await assertDataInPlace(config);
  if (!config.storage) mkdirSync(config.uploadsDir, { recursive: true });
  mkdirSync(config.dataDir, { recursive: true });
  // PostgreSQL when DATABASE_URL names a server (checked to answer before anything else runs), else the SQLite file.
  const database = await connectDatabase({
    url: config.databaseUrl,
    file: config.databaseFile,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await migrateToLatest(database.db);
  const storage = createStorage(config);
  // A bucket that does not answer (a wrong name, credentials or endpoint) stops the site now,
  // rather than at the first upload.
  await storage.check().catch((error: unknown) => {
    throw new Error(`The photo storage (STORAGE_URL) is not usable: ${(error as Error).message}`);
  });

  // Log lines are written to stdout asynchronously: a request never waits for the pipe. They go out
  // 4 KB at a time, or after a second at most: a write per line took 8 % of the vehicle list's CPU
  // under load (a profile at 6,500 requests/s), 2 % this way. What is still buffered is written
  // out when the process exits, after a fatal error too.
  const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  process.on('exit', () => {
    try {
      logDestination.flushSync();
    } catch {
      // Nothing left to write, or stdout is gone.
    }
  });
  const logger = pino(
    {
      level: config.logLevel,
      // No hostname and pid on every line: the process manager knows which machine and process wrote it.
      base: undefined,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    logDestination,
  );

  const app = await buildApp({ config, database, storage, loggerInstance: logger });

  for (const warning of configWarnings(config)) app.log.warn(warning);

  const boot = await bootstrap(database.db, config, storage, paths.demoImages, paths.demoImageCache);
  if (boot.generatedPassword) {
    // Printed once, on the first start only: the hash is all that is kept.
    console.log(
      `\n  Main administrator created: username "${config.adminUsername}", password "${boot.generatedPassword}"\n` +
        '  Write it down now: it is not shown again. Set ADMIN_PASSWORD to choose it yourself.\n',
    );
  }
  if (boot.seeded) app.log.info('demo data seeded');

  const prune = () => Promise.all([pruneSessions({ db: database.db, config }), pruneRateLimits(database.db)]);
  await prune();
  const pruneTimer = setInterval(() => void prune().catch(() => undefined), 3_600_000);
  pruneTimer.unref();

  // SIGTERM or Ctrl-C: /api/ready answers 503 at once while requests are still served for
  // SHUTDOWN_DRAIN_SECONDS (a load balancer sees it and sends them elsewhere), then the server stops
  // taking requests, lets those in flight finish, closes the database and exits 0. A second signal
  // ends the process at once; so does the delay running out (exit 1).
  closeWithGrace({ delay: config.shutdownDrainMs + 25_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.readiness.drain();
    if (!err && config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    clearInterval(pruneTimer);
    // A client that never finishes its request must not hold the shutdown forever (process
    // managers send SIGKILL after a while): past the deadline, open connections are cut.
    const deadline = setTimeout(() => {
      app.log.warn('requests still running 20 s after the signal: closing their connections');
      app.server.closeAllConnections();
    }, 20_000);
    deadline.unref();
    await app.close();
    clearTimeout(deadline);
    await database.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`NBT site listening on ${address.replace('0.0.0.0', 'localhost')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
