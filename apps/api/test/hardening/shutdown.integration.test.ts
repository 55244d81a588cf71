import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { reportFigures } from '../figures.js';
import { multipart, vehicleBody } from '../helpers.js';
import { http, killServer, loginOverHttp, type ServerProcess, startServer } from '../server-process.js';
import { checkDatabaseOf, dropDatabaseOf, openDatabaseOf } from '../test-database.js';

interface Pending {
  request: ClientRequest;
  rest: Buffer;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * Starts a request with `Expect: 100-continue` and sends half of its body. The server's
 * `100 Continue` proves it has read the headers and handed the request to the app: from then on
 * the request is in flight, and a graceful shutdown must let it finish.
 */
async function startHalfway(
  base: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  cookie: string,
): Promise<Pending> {
  const url = new URL(path, base);
  const request = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, cookie, 'content-length': String(body.length), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    request.on('continue', () => resolve());
    request.on('error', reject);
    request.flushHeaders();
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { request, rest: body.subarray(half), answer };
}

/** Whether a new TCP connection to the server's port is refused. */
function connectionRefused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('graceful shutdown on SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-shutdown-'));
  });
  afterEach(() => killServer(server));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  });

  it('finishes the requests in flight, refuses new connections, exits 0 and closes the database cleanly', async () => {
    server = await startServer(dataDir);
    const cookie = await loginOverHttp(server.url);

    // In flight when the signal arrives: a slow photo upload and a burst of vehicle writes, each half sent.
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
    const upload = multipart([{ name: 'images', filename: 'foto.jpg', contentType: 'image/jpeg', data: photo }]);
    const pending: Pending[] = [
      await startHalfway(server.url, '/api/upload/vehicle-images', upload.payload, upload.headers, cookie),
    ];
    for (let i = 0; i < 10; i++) {
      const body = Buffer.from(JSON.stringify(vehicleBody({ model: `in-flight-${i}` })));
      pending.push(
        await startHalfway(server.url, '/api/vehicles', body, { 'content-type': 'application/json' }, cookie),
      );
    }

    server.child.kill('SIGTERM');
    let refused = false;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      refused = await connectionRefused(server.url);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The process is still there, waiting for the requests it accepted.
    const aliveWhileRefusing = server.child.exitCode === null;

    for (const { request, rest } of pending) request.end(rest);
    const answers = await Promise.all(pending.map((p) => p.answer));
    const exit = await server.exited;

    const [uploadAnswer, ...writes] = answers;
    const images = (JSON.parse(uploadAnswer!.body) as { images?: string[] }).images ?? [];
    const walLeft = existsSync(join(dataDir, 'nbt.db-wal'));
    const integrity = await checkDatabaseOf(dataDir);
    const reopened = await openDatabaseOf(dataDir);
    const stored = await reopened.db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('model', 'like', 'in-flight-%')
      .executeTakeFirstOrThrow();
    await reopened.close();

    reportFigures('shutdown', {
      inFlightAtSigterm: pending.length,
      finished2xx: answers.filter((a) => a.status >= 200 && a.status < 300).length,
      newConnectionsRefused: refused,
      exitCode: exit.code ?? -1,
      walLeft,
      integrity,
    });

    expect(refused).toBe(true);
    expect(aliveWhileRefusing).toBe(true);
    expect(uploadAnswer!.status, uploadAnswer!.body).toBe(201);
    expect(images).toHaveLength(1);
    expect(existsSync(join(dataDir, 'uploads', images[0]!.slice('/uploads/'.length)))).toBe(true);
    expect(writes.map((w) => w.status)).toEqual(Array(10).fill(201));
    expect(stored.n).toBe(10);
    expect(exit).toEqual({ code: 0, signal: null });
    // Closed cleanly: the last connection checkpointed the write-ahead log into the file and removed it.
    expect(walLeft).toBe(false);
    expect(integrity).toBe('ok');
  }, 180_000);

  it('answers /api/ready 503 first and keeps serving for SHUTDOWN_DRAIN_SECONDS, so a load balancer drains the machine', async () => {
    server = await startServer(dataDir, { SHUTDOWN_DRAIN_SECONDS: '3' });
    expect((await http(server.url, 'GET', '/api/ready')).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    let ready = 200;
    for (let attempt = 0; attempt < 40 && ready === 200; attempt++) {
      ready = (await http(server.url, 'GET', '/api/ready')).status;
      if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const notReadyAfterMs = Date.now() - signalled;
    const readyBody = (await http(server.url, 'GET', '/api/ready')).body as { failed: string[] };
    // Meanwhile the site still answers what it is asked.
    const list = await http(server.url, 'GET', '/api/vehicles');
    const stillServingAfterMs = Date.now() - signalled;
    let refused = false;
    for (let attempt = 0; attempt < 200 && !refused; attempt++) {
      refused = await connectionRefused(server.url);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const refusedAfterMs = Date.now() - signalled;
    const exit = await server.exited;
    reportFigures('shutdown drain', { notReadyAfterMs, stillServingAfterMs, refusedAfterMs });

    expect(ready).toBe(503);
    expect(readyBody.failed).toContain('shutdown');
    expect(list.status).toBe(200);
    expect(stillServingAfterMs).toBeLessThan(3000);
    expect(refused).toBe(true);
    expect(refusedAfterMs).toBeGreaterThanOrEqual(3000);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('ends at once on a second Ctrl-C, without waiting for a request that never finishes', async () => {
    server = await startServer(dataDir);
    const cookie = await loginOverHttp(server.url);
    const body = Buffer.from(JSON.stringify(vehicleBody({ model: 'never-finished' })));
    const stuck = await startHalfway(server.url, '/api/vehicles', body, { 'content-type': 'application/json' }, cookie);
    stuck.answer.catch(() => undefined);

    server.child.kill('SIGINT');
    // The first signal waits for the request (up to 20 s); the second ends the process now.
    for (let attempt = 0; attempt < 100 && !(await connectionRefused(server.url)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGINT');
    // Exit code 1: the second signal's path; the graceful one would have ended with 0 after its deadline.
    expect(await server.exited).toEqual({ code: 1, signal: null });
    stuck.request.destroy();
  }, 60_000);
});
