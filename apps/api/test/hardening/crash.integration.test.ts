import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { reportFigures, scaled } from '../figures.js';
import { vehicleBody } from '../helpers.js';
import { http, killServer, loginOverHttp, type ServerProcess, startServer } from '../server-process.js';
import { checkDatabaseOf, dropDatabaseOf, ON_POSTGRES } from '../test-database.js';
import { checkFinalState, publicView, runWriteLoad } from './write-load.js';

describe('crash: the server killed with SIGKILL in the middle of a write load', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-crash-'));
  });
  afterEach(() => killServer(server));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  });

  it('keeps every acknowledged write, an intact database and the sessions after a restart', async () => {
    server = await startServer(dataDir);
    const cookie = await loginOverHttp(server.url);
    const killed = server;
    const killAt = scaled(150) + Math.floor(Math.random() * 50);

    // Six clients write at once; the moment the killAt-th write is acknowledged, the process dies.
    const load = await runWriteLoad({
      bases: [server.url],
      cookie,
      loops: 6,
      requestsPerLoop: 10_000,
      onAcknowledged: (count) => {
        if (count === killAt) killed.child.kill('SIGKILL');
      },
    });
    const exit = await killed.exited;
    expect(exit.signal).toBe('SIGKILL');
    const inFlight = load.records.filter((record) => record.status === undefined).length;
    // The kill left the write-ahead log behind: the restart below has to recover from it.
    const walLeft = existsSync(join(dataDir, 'nbt.db-wal'));

    server = await startServer(dataDir);
    const vehicles = await http(server.url, 'GET', '/api/vehicles');
    const offices = await http(server.url, 'GET', '/api/company-info');
    const vehicleCheck = checkFinalState(load.records, 'vehicle', vehicles.body as never, publicView);
    const officeCheck = checkFinalState(load.records, 'office', offices.body as never);

    // The session cookie from before the crash still signs the admin in, and still writes.
    const me = await http(server.url, 'GET', '/api/auth/me', { cookie });
    const write = await http(server.url, 'POST', '/api/vehicles', { cookie, body: vehicleBody({ model: 'after' }) });

    server.child.kill('SIGTERM');
    const stopped = await server.exited;
    const integrity = await checkDatabaseOf(dataDir);

    const acknowledged = vehicleCheck.acknowledgedWrites + officeCheck.acknowledgedWrites;
    reportFigures(ON_POSTGRES ? 'crash-postgres' : 'crash', {
      killedAfterAcknowledged: killAt,
      requests: load.requests,
      '4xx': load.status4xx,
      '5xx': load.status5xx,
      acknowledgedWrites: acknowledged,
      inFlightAtKill: inFlight,
      walLeftByKill: walLeft,
      idsChecked: vehicleCheck.acknowledgedIds + officeCheck.acknowledgedIds,
      idsFoundAsAnswered: vehicleCheck.foundExact + officeCheck.foundExact,
      lost: vehicleCheck.lost.length + officeCheck.lost.length,
      unexpected: vehicleCheck.unexpected.length + officeCheck.unexpected.length,
      sessionAfterRestart: me.status === 200,
      integrity,
    });

    expect(acknowledged).toBeGreaterThanOrEqual(killAt);
    expect(load.status5xx).toBe(0);
    expect(vehicleCheck.lost).toEqual([]);
    expect(officeCheck.lost).toEqual([]);
    expect(vehicleCheck.unexpected).toEqual([]);
    expect(officeCheck.unexpected).toEqual([]);
    expect(vehicleCheck.foundExact).toBe(vehicleCheck.acknowledgedIds);
    expect(officeCheck.foundExact).toBe(officeCheck.acknowledgedIds);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { username: 'admin', isAdmin: true } });
    expect(write.status).toBe(201);
    expect(stopped.code).toBe(0);
    expect(integrity).toBe('ok');
  }, 180_000);
});
