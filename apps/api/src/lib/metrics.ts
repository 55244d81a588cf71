import { type DatabaseHandle } from '@nbt/db/client';
import { outboxFigures } from '@nbt/db/mail';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { MAX_PASSWORD_WORK_IN_FLIGHT, passwordSlotsBusy } from './passwords.js';
import { publicCache } from './public-cache.js';

/** The route label of requests no route matched: the public pages (served as the fallback) and the 404s. */
export const FALLBACK_ROUTE = '*';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Whether a request to the metrics port named the machine itself: 127.0.0.1, localhost or [::1] at
 * that port. A web page on another site can make the browser of someone on the machine (or on a
 * tunnel to it) ask for a name of its own that resolves to 127.0.0.1 (DNS rebinding); that name
 * is in the Host header, and such requests are refused.
 */
export function isMetricsHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  return allowed.includes(host.toLowerCase());
}

export interface SiteMetrics {
  registry: Registry;
  /** One answered request: its route pattern (never the address asked for), method, status and duration. */
  observe(route: string | undefined, method: string, status: number, seconds: number): void;
}

/**
 * The figures a machine reports to Prometheus. Each app has its own registry (the tests build
 * many apps in one process); the gauges are read when scraped, so a request pays only for its
 * duration's histogram.
 */
export function createMetrics(database: DatabaseHandle): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  // The process's CPU, memory, handles, garbage collection and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const cache = publicCache(database.db);
  const cacheCounter = (name: string, help: string, count: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(count());
      },
    });
  cacheCounter(
    'nbt_page_cache_hits_total',
    'Public pages and API reads answered from the cache',
    () => cache.counts.hits,
  );
  cacheCounter(
    'nbt_page_cache_misses_total',
    'Public pages and API reads made afresh (first request after a change, or never kept)',
    () => cache.counts.misses,
  );
  cacheCounter(
    'nbt_page_cache_stale_total',
    'Kept answers sent while the database did not answer',
    () => cache.counts.stale,
  );
  new Gauge({
    name: 'nbt_page_cache_bytes',
    help: 'Bytes the kept answers hold (bounded)',
    registers,
    collect() {
      this.set(cache.bytes);
    },
  });
  new Gauge({
    name: 'nbt_page_cache_entries',
    help: 'Answers kept',
    registers,
    collect() {
      this.set(cache.size);
    },
  });

  // Read before the outbox's figures below: a scrape's own queries must not count as waiting for a
  // connection (prom-client starts every metric's collect at once, in the order they were made).
  if (database.dialect === 'postgres') {
    const { pool } = database;
    new Gauge({
      name: 'nbt_db_pool_connections',
      help: 'Connections to PostgreSQL: in use by a request, or idle in the pool',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'nbt_db_pool_waiting',
      help: 'Requests waiting for a free PostgreSQL connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'nbt_db_pool_max',
      help: 'Connections the pool opens at most (DATABASE_POOL_SIZE)',
      registers,
    }).set(pool.options.max);
  } else {
    const { sqlite } = database;
    // SQLite has one connection and no pool: it is in use while a transaction holds it.
    new Gauge({
      name: 'nbt_db_pool_connections',
      help: 'The SQLite connection: in use by a transaction, or idle',
      labelNames: ['state'],
      registers,
      collect() {
        const inUse = sqlite.inTransaction ? 1 : 0;
        this.set({ state: 'in_use' }, inUse);
        this.set({ state: 'idle' }, 1 - inUse);
      },
    });
    new Gauge({ name: 'nbt_db_pool_max', help: 'SQLite: one connection', registers }).set(1);
  }

  // The outbox is read once per scrape; a database that does not answer leaves the last figures.
  let outbox: Promise<Awaited<ReturnType<typeof outboxFigures>> | undefined> | undefined;
  const readOutbox = () => {
    outbox ??= outboxFigures(database.db)
      .catch(() => undefined)
      .finally(() => setImmediate(() => (outbox = undefined)));
    return outbox;
  };
  new Gauge({
    name: 'nbt_outbox_pending',
    help: 'E-mails waiting to be sent (or being sent)',
    registers,
    async collect() {
      const figures = await readOutbox();
      if (figures) this.set(figures.pending);
    },
  });
  new Gauge({
    name: 'nbt_outbox_failed',
    help: 'E-mails given up on after two days of failures',
    registers,
    async collect() {
      const figures = await readOutbox();
      if (figures) this.set(figures.failed);
    },
  });
  new Gauge({
    name: 'nbt_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still waiting; 0 when none waits',
    registers,
    async collect() {
      const figures = await readOutbox();
      if (!figures) return;
      const oldest = figures.oldestPendingAt;
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });

  new Gauge({
    name: 'nbt_password_slots_busy',
    help: 'Password checks and hashes running now',
    registers,
    collect() {
      this.set(passwordSlotsBusy());
    },
  });
  new Gauge({
    name: 'nbt_password_slots',
    help: 'Password checks and hashes that may run at once; more are refused with 503',
    registers,
  }).set(MAX_PASSWORD_WORK_IN_FLIGHT);

  return {
    registry,
    observe(route, method, status, seconds) {
      duration.observe(
        { route: route ?? FALLBACK_ROUTE, method: METHODS.has(method) ? method : 'OTHER', status: String(status) },
        seconds,
      );
    },
  };
}
