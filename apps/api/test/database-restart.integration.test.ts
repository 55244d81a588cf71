import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { reportFigures } from './figures.js';
import { contactBody, vehicleBody } from './helpers.js';
import { mailEnv, TestSmtpServer, until } from './mail-server.js';
import { killServer, loginOverHttp, send, type ServerProcess, startServer } from './server-process.js';
import { dropDatabaseOf, ON_POSTGRES } from './test-database.js';

const CLUSTER = fileURLToPath(new URL('../../../scripts/postgres-cluster.sh', import.meta.url));
const STATEMENT_TIMEOUT_MS = 2_000;

/** Runs scripts/postgres-cluster.sh with these arguments; rejects with its output when it fails. */
function cluster(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(CLUSTER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}\n${output}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  call: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

/** One request with a deadline, timed. */
async function ask(base: string, call: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const [method, path] = call.split(' ') as [string, string];
  const started = Date.now();
  const response = await send(base, method, path, { ...options, timeoutMs: 15_000 });
  const body = await response.text();
  return {
    call,
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body,
  };
}

describe.skipIf(!ON_POSTGRES)('PostgreSQL stopped while the site serves, then started again', () => {
  let clusterDir: string | undefined;
  let dataDir: string | undefined;
  const smtp = new TestSmtpServer();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    await smtp.stop();
    if (clusterDir) {
      await cluster('stop', clusterDir).catch(() => undefined);
      rmSync(clusterDir, { recursive: true, force: true });
    }
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabaseOf(dataDir);
    }
  });

  it('answers 503 with Retry-After meanwhile, keeps serving the cached public reads, and recovers by itself', async () => {
    // A cluster of its own: the one the other tests share is never stopped.
    clusterDir = mkdtempSync(join(tmpdir(), 'nbt-restart-pg-'));
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-restart-'));
    const port = await freePort();
    await cluster('init', clusterDir);
    await cluster('start', clusterDir, String(port));
    await smtp.start();
    server = await startServer(dataDir, {
      ...mailEnv(smtp),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      LOG_LEVEL: 'info',
    });
    const base = server.url;
    const cookie = await loginOverHttp(base);
    const created = await ask(base, 'POST /api/vehicles', { cookie, body: vehicleBody() });
    expect(created.status, created.body).toBe(201);
    const { id } = JSON.parse(created.body) as { id: number };
    // The public reads are kept once asked for.
    expect((await ask(base, 'GET /api/vehicles')).status).toBe(200);
    expect((await ask(base, `GET /api/vehicles/${id}`)).status).toBe(200);
    expect((await ask(base, 'GET /api/ready')).status).toBe(200);

    const round = () =>
      Promise.all([
        ask(base, 'GET /api/ready'),
        ask(base, 'GET /api/health'),
        ask(base, 'GET /api/vehicles'),
        ask(base, `GET /api/vehicles/${id}`),
        ask(base, 'GET /api/auth/me', { cookie }),
        ask(base, 'GET /api/admin/contact-requests', { cookie }),
        ask(base, 'POST /api/auth/login', { body: { username: 'admin', password: 'Wrong-Guess-123' } }),
        ask(base, 'POST /api/contact', { body: contactBody() }),
        ask(base, 'PUT /api/vehicles/' + String(id), { cookie, body: vehicleBody({ model: 'Durante' }) }),
      ]);

    // Stopped while requests are in flight, then asked for a few seconds.
    const answers: Answer[] = [];
    const stopping = cluster('stop', clusterDir);
    answers.push(...(await round()));
    await stopping;
    const outageStarted = Date.now();
    while (Date.now() - outageStarted < 5_000) answers.push(...(await round()));
    const during = answers.slice(9);
    const alive = server.child.exitCode === null;

    await cluster('start', clusterDir, String(port));
    const restarted = Date.now();
    let ready = 0;
    while (Date.now() - restarted < 30_000) {
      ready = (await ask(base, 'GET /api/ready')).status;
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const readyAfterMs = Date.now() - restarted;
    const after = await round();
    // No request was stored during the outage: the two mails are those of the request made after it.
    await until(() => smtp.received.length >= 2, 20_000);

    const failures = answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
    reportFigures('database restart', {
      requestsWhileStopped: during.length,
      slowestAnswerMs: Math.max(...answers.map((answer) => answer.ms)),
      answers503: answers.filter((answer) => answer.status === 503).length,
      other5xx: failures.length,
      readyAfterMs,
    });

    // Nothing crashed or hung, and no 5xx but 503.
    expect(alive).toBe(true);
    expect(failures).toEqual([]);
    for (const answer of answers) expect(answer.ms, answer.call).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
    // Every 503 says when to try again.
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter, answer.call).not.toBeNull();
    for (const answer of during) {
      if (answer.call === 'GET /api/ready') {
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.body)).toMatchObject({ failed: ['database'] });
      } else if (answer.call.startsWith('GET /api/vehicles')) {
        // The kept public answers are sent as they are.
        expect(answer.status, answer.call).toBe(200);
      } else {
        expect(answer.status, `${answer.call}: ${answer.body}`).toBe(503);
      }
    }
    // Back by itself, with no restart of the site.
    expect(ready).toBe(200);
    expect(readyAfterMs).toBeLessThan(20_000);
    expect(server.child.exitCode).toBeNull();
    const statuses = Object.fromEntries(after.map((answer) => [answer.call, answer.status]));
    expect(statuses).toMatchObject({
      'GET /api/ready': 200,
      'GET /api/health': 200,
      'GET /api/vehicles': 200,
      'GET /api/auth/me': 200,
      'POST /api/auth/login': 401,
      'POST /api/contact': 201,
    });
    // The mail worker waited and sends again: the office's and the visitor's mails of that request.
    expect(smtp.received).toHaveLength(2);

    // The log tells the outage once (warn) and its end once (info); the refused requests are lines
    // without a stack, and nothing is logged as an error.
    await until(() => server!.output().includes('"msg":"database answers again"'), 10_000);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const said = (msg: string) => lines.filter((line) => line.msg === msg);
    expect(said('database unavailable: requests answer 503 until it answers again').map((l) => l.level)).toEqual([40]);
    expect(said('database answers again').map((l) => l.level)).toEqual([30]);
    expect(said('request refused: database unavailable').length).toBeGreaterThan(5);
    expect(said('mail worker waits for the database').length).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(server.output()).not.toContain('"stack"');
  }, 180_000);
});
