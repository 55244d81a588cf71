import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { checkDatabase } from '@nbt/db/integrity';
import { listOffices } from '@nbt/db/offices';
import { listVehicles } from '@nbt/db/vehicles';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures, scaled } from '../figures.js';
import { http, killServer, loginOverHttp, type ServerProcess, startServer } from '../server-process.js';
import { checkDatabaseOf, dropDatabaseOf, ON_POSTGRES } from '../test-database.js';
import { checkFinalState, publicView, runWriteLoad } from './write-load.js';

describe('many clients writing at once through one listening server', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await t.login();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('keeps every acknowledged write exactly as answered, nothing else, and an intact database', async () => {
    const load = await runWriteLoad({ bases: [base], cookie, loops: 8, requestsPerLoop: scaled(60) });

    const vehicles = checkFinalState(load.records, 'vehicle', await listVehicles(t.database.db));
    const offices = checkFinalState(load.records, 'office', await listOffices(t.database.db));
    const integrity = await checkDatabase(t.database);
    reportFigures(ON_POSTGRES ? 'concurrency-one-process-postgres' : 'concurrency-one-process', {
      clients: 8,
      requests: load.requests,
      '2xx': load.status2xx,
      '4xx': load.status4xx,
      '5xx': load.status5xx,
      networkErrors: load.networkErrors,
      acknowledgedWrites: vehicles.acknowledgedWrites + offices.acknowledgedWrites,
      idsChecked: vehicles.acknowledgedIds + offices.acknowledgedIds,
      idsAsAnswered: vehicles.foundExact + offices.foundExact,
      lost: vehicles.lost.length + offices.lost.length,
      unexpected: vehicles.unexpected.length + offices.unexpected.length,
      integrity: String(integrity),
    });

    expect(load.status5xx).toBe(0);
    expect(load.networkErrors).toBe(0);
    // 4xx only where one client deleted what another was about to change.
    expect(vehicles.lost).toEqual([]);
    expect(offices.lost).toEqual([]);
    expect(vehicles.unexpected).toEqual([]);
    expect(offices.unexpected).toEqual([]);
    expect(vehicles.foundExact).toBe(vehicles.acknowledgedIds);
    expect(offices.foundExact).toBe(offices.acknowledgedIds);
    expect(vehicles.acknowledgedWrites + offices.acknowledgedWrites).toBeGreaterThan(200);
    expect(integrity).toBe('ok');
  }, 180_000);
});

describe('two server processes on one database file', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-two-processes-'));
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await killServer(server);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  });

  it('serves concurrent writes from both without a 5xx (no SQLITE_BUSY), keeping every acknowledged one', async () => {
    // One after the other: the first start creates the database and the administrator.
    servers.push(await startServer(dataDir));
    servers.push(await startServer(dataDir));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Sessions live in the database: a sign-in on one process is valid on the other.
    const cookie = await loginOverHttp(a.url);
    expect((await http(b.url, 'GET', '/api/auth/me', { cookie })).status).toBe(200);

    const load = await runWriteLoad({
      bases: [a.url, b.url],
      cookie,
      loops: 8,
      requestsPerLoop: scaled(50),
      // Contact requests run a read-then-write transaction (the rate limit) against the other process's writes.
      contactEvery: 8,
    });

    const vehicles = await http(a.url, 'GET', '/api/vehicles');
    const offices = await http(b.url, 'GET', '/api/company-info');
    const vehicleCheck = checkFinalState(load.records, 'vehicle', vehicles.body as never, publicView);
    const officeCheck = checkFinalState(load.records, 'office', offices.body as never);

    for (const server of servers) server.child.kill('SIGTERM');
    const exits = await Promise.all(servers.map((server) => server.exited));
    const integrity = await checkDatabaseOf(dataDir);
    const logs = servers.map((server) => server.output()).join('\n');
    reportFigures(ON_POSTGRES ? 'concurrency-two-processes-postgres' : 'concurrency-two-processes', {
      processes: 2,
      clients: 8,
      requests: load.requests,
      '2xx': load.status2xx,
      '4xx': load.status4xx,
      '5xx': load.status5xx,
      contactRequests: load.contacts.sent,
      contactStored: load.contacts.stored,
      acknowledgedWrites: vehicleCheck.acknowledgedWrites + officeCheck.acknowledgedWrites,
      idsAsAnswered: vehicleCheck.foundExact + officeCheck.foundExact,
      idsChecked: vehicleCheck.acknowledgedIds + officeCheck.acknowledgedIds,
      lost: vehicleCheck.lost.length + officeCheck.lost.length,
      busyErrorsLogged: (logs.match(/SQLITE_BUSY/g) ?? []).length,
      integrity,
    });

    expect(load.status5xx, logs.slice(0, 2000)).toBe(0);
    expect(load.networkErrors).toBe(0);
    expect(logs).not.toMatch(/SQLITE_BUSY/);
    expect(vehicleCheck.lost).toEqual([]);
    expect(officeCheck.lost).toEqual([]);
    expect(vehicleCheck.unexpected).toEqual([]);
    expect(officeCheck.unexpected).toEqual([]);
    expect(load.contacts.stored + load.contacts.refused).toBe(load.contacts.sent);
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
    expect(integrity).toBe('ok');
  }, 180_000);
});
