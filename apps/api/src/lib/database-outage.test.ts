import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { storageFailure } from '../errors.js';
import { createDatabaseOutage, type DatabaseOutage } from './database-outage.js';

type Line = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps its lines. */
function recordingLog(lines: Line[]): FastifyBaseLogger {
  const at = (level: string) => (fields: Record<string, unknown> | string, msg?: string) =>
    typeof fields === 'string'
      ? lines.push({ level, fields: {}, msg: fields })
      : lines.push({ level, fields, msg: msg ?? '' });
  return { warn: at('warn'), info: at('info'), error: at('error') } as unknown as FastifyBaseLogger;
}

/** PostgreSQL refusing connections, as node-postgres reports it, mapped as the services map it. */
const refused = () =>
  storageFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))!;

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the database outage log', () => {
  let outage: DatabaseOutage | undefined;
  afterEach(() => outage?.stop());

  it('warns once when the database stops, logs each refused request without a stack, and says once when it is back', async () => {
    const lines: Line[] = [];
    let answering = false;
    let probes = 0;
    outage = createDatabaseOutage(
      async () => {
        probes++;
        if (!answering) throw refused().cause;
      },
      recordingLog(lines),
      { probeEveryMs: 10 },
    );
    const requestLines: Line[] = [];
    const requestLog = recordingLog(requestLines);
    for (let n = 0; n < 50; n++) outage.failed(requestLog, refused(), { path: 'vehicles.list' });
    expect(outage.down).toBe(true);
    await until(() => probes >= 3);
    answering = true;
    await until(() => !outage!.down);

    expect(lines.map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      'warn database unavailable: requests answer 503 until it answers again',
      'info database answers again',
    ]);
    expect(lines[0]!.fields).toEqual({ reason: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432' });
    expect(lines[1]!.fields).toMatchObject({ failedRequests: 50, downMs: expect.any(Number) });
    expect(requestLines).toHaveLength(50);
    for (const line of requestLines) {
      expect(line.level).toBe('info');
      expect(line.fields).toEqual({
        path: 'vehicles.list',
        code: 'TEMPORARILY_UNAVAILABLE',
        reason: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432',
      });
      expect(JSON.stringify(line)).not.toMatch(/\bat .*:\d+:\d+|stack|err/);
    }

    // The next outage is told again, once.
    answering = false;
    outage.failed(requestLog, refused());
    outage.failed(requestLog, refused());
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('asks the database one question at a time while it is down', async () => {
    let inFlight = 0;
    let most = 0;
    let probes = 0;
    outage = createDatabaseOutage(
      async () => {
        probes++;
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        throw new Error('still down');
      },
      recordingLog([]),
      { probeEveryMs: 1 },
    );
    for (let n = 0; n < 20; n++) outage.failed(recordingLog([]), refused());
    await until(() => probes >= 4);
    outage.failed(recordingLog([]), refused());
    await until(() => probes >= 6);
    expect(most).toBe(1);
  });
});
