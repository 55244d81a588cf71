import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

import { insertContactRequest } from '@nbt/db/contact';
import { insertOutboxMails } from '@nbt/db/mail';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { MAX_PASSWORD_WORK_IN_FLIGHT } from '../src/lib/passwords.js';
import { buildTestApp, useTestApp } from './build-app.js';
import { officeMail, vehicleBody } from './helpers.js';
import { scrape, type Sample, valueOf } from './prometheus-text.js';
import { ON_POSTGRES } from './test-database.js';

const DURATION = 'http_request_duration_seconds';

/** The label sets of the request-duration histogram (one per route, method and status). */
function durationSeries(samples: Sample[]): Set<string> {
  return new Set(
    samples
      .filter((sample) => sample.name === `${DURATION}_count`)
      .map((sample) => `${sample.labels.method} ${sample.labels.route} ${sample.labels.status}`),
  );
}

describe('Prometheus metrics on METRICS_PORT', () => {
  const t = useTestApp({ METRICS_PORT: '0' });

  it('are served on 127.0.0.1 only, never on the public port', async () => {
    expect(t.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.body).not.toContain('http_request_duration_seconds');
    const other = await fetch(t.app.metricsUrl!.replace('/metrics', '/'));
    expect(other.status).toBe(404);
  });

  it('answer only requests naming the machine itself in Host: a rebound name gets 421 and no figures', async () => {
    const port = Number(new URL(t.app.metricsUrl!).port);
    /** GET /metrics with exactly this Host header (none when undefined). */
    const get = (host: string | undefined) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = httpRequest(
          { host: '127.0.0.1', port, path: '/metrics', setHost: false, headers: host === undefined ? {} : { host } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode!, body }));
          },
        );
        sent.on('error', reject);
        sent.end();
      });
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
      const answer = await get(host);
      expect(answer.status, host).toBe(200);
      expect(answer.body).toContain(DURATION);
    }
    for (const host of [
      `rebind.attacker.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      '127.0.0.1',
      'localhost',
      `127.0.0.1:${port + 1}`,
      `localhost:${port}.attacker.example`,
      '',
    ]) {
      const answer = await get(host);
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toContain(DURATION);
    }
    // Without a Host header Node's server answers 400 before the metrics are asked.
    expect(await get(undefined)).toMatchObject({ status: 400, body: expect.not.stringContaining(DURATION) });
  });

  it('report the process, the request durations by route pattern, and the page cache', async () => {
    const created = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    const { id } = created.json<{ id: number }>();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/vehicles' });
    await t.app.inject({ method: 'GET', url: '/api/vehicles' });

    const samples = await scrape(t.app.metricsUrl!);
    // prom-client's default process metrics, the event-loop lag among them.
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, `${DURATION}_count`, { route: '/api/vehicles/:id', method: 'GET', status: '200' })).toBe(3);
    expect(valueOf(samples, `${DURATION}_count`, { route: '/api/vehicles', method: 'POST', status: '201' })).toBe(1);
    expect(
      valueOf(samples, `${DURATION}_bucket`, { route: '/api/vehicles/:id', method: 'GET', status: '200', le: '+Inf' }),
    ).toBe(3);
    // The first read of each answer made it, the next ones found it kept.
    expect(valueOf(samples, 'nbt_page_cache_misses_total')).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'nbt_page_cache_hits_total')).toBeGreaterThanOrEqual(3);
    expect(valueOf(samples, 'nbt_page_cache_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nbt_page_cache_entries')).toBeGreaterThanOrEqual(2);
  });

  it('never label a request by the address asked for: made-up addresses add no series', async () => {
    const junk = () => randomBytes(6).toString('hex');
    const madeUp = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          t.app.inject({
            method: 'GET',
            url: [`/api/vehicles/${900_000 + i}`, `/veicoli/${junk()}`, `/api/${junk()}`, `/${junk()}?q=${junk()}`][
              i % 4
            ]!,
          }),
        ),
      );
    await madeUp(40);
    const before = durationSeries(await scrape(t.app.metricsUrl!));
    await madeUp(400);
    const after = durationSeries(await scrape(t.app.metricsUrl!));
    expect([...after].filter((series) => !before.has(series))).toEqual([]);
    // The pages and 404s no route matched share one label.
    expect([...after].some((series) => series.includes(' * '))).toBe(true);
    for (const series of after) expect(series).not.toMatch(/[0-9a-f]{12}|900\d{3}/);
  });

  it('report the outbox: mails waiting, given up, and the oldest waiting one’s age', async () => {
    const db = t.database.db;
    const requestId = await insertContactRequest(
      db,
      {
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        phone: '+39 02 1234567',
        service: 'Noleggio Auto di Lusso',
        message: 'Vorrei un preventivo',
        vehicleId: null,
        language: 'it',
        page: '/',
      },
      '127.0.0.1',
    );
    const mail = officeMail(requestId);
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await insertOutboxMails(db, [mail, mail, mail], { now: tenMinutesAgo, giveUpAt: later });
    await insertOutboxMails(db, [mail], { now: new Date().toISOString(), giveUpAt: later });
    await sql`UPDATE mail_outbox SET status = 'failed' WHERE id = (SELECT min(id) FROM mail_outbox)`.execute(db);

    const samples = await scrape(t.app.metricsUrl!);
    expect(valueOf(samples, 'nbt_outbox_pending')).toBe(3);
    expect(valueOf(samples, 'nbt_outbox_failed')).toBe(1);
    const age = valueOf(samples, 'nbt_outbox_oldest_pending_age_seconds');
    expect(age).toBeGreaterThanOrEqual(599);
    expect(age).toBeLessThan(700);
  });

  it('report the database connections and the password-check slots', async () => {
    const samples = await scrape(t.app.metricsUrl!);
    expect(valueOf(samples, 'nbt_db_pool_connections', { state: 'in_use' })).toBe(0);
    if (ON_POSTGRES) {
      expect(valueOf(samples, 'nbt_db_pool_waiting')).toBe(0);
      expect(valueOf(samples, 'nbt_db_pool_max')).toBe(4);
    } else {
      expect(valueOf(samples, 'nbt_db_pool_connections', { state: 'idle' })).toBe(1);
      expect(valueOf(samples, 'nbt_db_pool_max')).toBe(1);
    }
    expect(valueOf(samples, 'nbt_password_slots_busy')).toBe(0);
    expect(valueOf(samples, 'nbt_password_slots')).toBe(MAX_PASSWORD_WORK_IN_FLIGHT);
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics and adds no per-request hook', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.metricsUrl).toBeUndefined();
      expect(t.app.hasPlugin('metrics')).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
