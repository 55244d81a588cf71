import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';

import { buildTestApp } from '../../build-app.js';
import { reportFigures, scaled } from '../../figures.js';
import { sqliteOf } from '../../test-database.js';
import { STACK, REFUSED, INDEX_HTML, cookies, type Read } from './values.js';
import {
  t,
  writeCount,
  lastLogId,
  logActionsAfter,
  dump,
  dataVersion,
  resetDatabaseState,
  useApp,
  seed,
} from './database.js';
import { AUDIT_ACTIONS, rules } from './rules.js';

/**
 * The runner of the property-based tests of every read, one file per family of reads (the companion
 * of the write fuzz in ../fuzz/): the tRPC queries (GET /api/trpc/<procedure>?input=…, alone and batched), the REST GET routes, the
 * uploaded photos and the pages, with generated paths, query strings, inputs and headers: ids of
 * every shape, valid and wrong inputs (types, huge and odd unicode text, prototype keys),
 * malformed, truncated and deeply nested JSON, missing input, unknown procedures and mutations
 * asked for with GET, traversal attempts (also as raw request lines over a socket, which no URL
 * parser tidies up first), odd Host, Accept, Range and conditional headers, and sessions of every
 * kind: none, an unknown or broken cookie, a user who is not an administrator, two administrators.
 *
 * For every case: no 5xx and no stack trace; the status the rules give (the schema, the session,
 * whether the row exists; each call of a batch on its own); a photo is served only from the
 * uploads folder, byte for byte; and nothing is written. A counter kept by SQLite triggers on
 * every table but the access log stays put, and the access log grows only by the rows the
 * audited reads must add (one per successful read of the access log, the contact requests, the
 * export or the backup). At the end every table and the data version are what they were before
 * the first case, and Object.prototype is untouched.
 */

// ---- The runner -------------------------------------------------------------------------------

export const figures = {
  cases: 0,
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '5xx': 0,
  statusNotAsRules: 0,
  writes: 0,
  auditRows: 0,
  unexpectedAuditRows: 0,
  leaks: 0,
  prototypeTouched: 0,
  rawSocketCases: 0,
  databaseUnchanged: false,
};
export const perRoute: Record<string, { cases: number; '2xx': number; '4xx': number }> = {};
export const statusCounts: Record<string, number> = {};
export const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Bodies that must never leave the server: the database file, system files, password hashes, stacks. */
export function leaked(body: string, binary: boolean, route: string): string | undefined {
  if (route !== '/api/admin/backup' && body.includes('SQLite format 3')) return 'the database file';
  if (/root:.*:0:0:/.test(body)) return 'a system file';
  if (binary) return undefined;
  if (body.includes('$argon2')) return 'a password hash';
  if (STACK.test(body)) return 'a stack trace';
  return undefined;
}

export function counted(status: number, route: string) {
  const counts = (perRoute[route] ??= { cases: 0, '2xx': 0, '4xx': 0 });
  figures.cases++;
  counts.cases++;
  statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  if (status >= 500) figures['5xx']++;
  else if (status >= 400) {
    figures['4xx']++;
    counts['4xx']++;
  } else if (status >= 300) figures['3xx']++;
  else {
    figures['2xx']++;
    counts['2xx']++;
  }
}

export function statusAsRules(expected: number | undefined, status: number, read: Read): boolean {
  if (expected === undefined) return true;
  if (expected === REFUSED) return status >= 400 && status < 500;
  if (status === expected) return true;
  // A client that holds the answer already gets a bodiless 304 instead of the 200.
  const conditional = read.headers['if-none-match'] !== undefined || read.headers['if-modified-since'] !== undefined;
  if (expected === 200 && status === 304 && conditional) return true;
  // A static file honours Range: part of it (206), or a 4xx for a range it can't satisfy.
  return expected === 200 && read.headers.range !== undefined && (status === 206 || (status >= 400 && status < 500));
}

/** The status of each call in a batch's answer. */
export const callStatuses = (response: LightMyRequestResponse) =>
  response
    .json<{ result?: unknown; error?: { data?: { httpStatus?: number } } }[]>()
    .map((call) => (call.error ? call.error.data?.httpStatus : 200));

export async function runRead(read: Read) {
  const expected = rules(read);
  const writesBefore = writeCount();
  const logBefore = lastLogId();
  const options: InjectOptions = {
    method: read.method,
    url: read.url,
    headers: read.session.cookie === undefined ? read.headers : { ...read.headers, cookie: read.session.cookie },
  };
  const response = await t.app.inject(options);
  const status = response.statusCode;
  counted(status, expected.route);
  const context = `${read.method} ${read.url.slice(0, 200)} as ${read.session.who} ${JSON.stringify(read.headers).slice(0, 200)} → ${status} ${response.body.slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);

  const asRules = statusAsRules(expected.status, status, read);
  if (!asRules) figures.statusNotAsRules++;
  expect(asRules, `expected ${expected.status}: ${context}`).toBe(true);
  if (expected.calls && status !== 304) {
    expect(callStatuses(response), `each call: ${context}`).toEqual(expected.calls);
  }

  const type = String(response.headers['content-type'] ?? '');
  const binary = !/json|text|html|xml|yaml|javascript/.test(type);
  const leak = leaked(response.body, binary, expected.route);
  if (leak) figures.leaks++;
  expect(leak, context).toBeUndefined();
  if (expected.file && status >= 200 && status < 300 && read.method === 'GET') {
    // A photo, or a range of one: bytes of the file the name resolves to inside the folder.
    expect(expected.file.includes(response.rawPayload), `served other bytes: ${context}`).toBe(true);
    if (status === 200) expect(response.rawPayload.equals(expected.file), context).toBe(true);
  }

  const writes = writeCount() - writesBefore;
  figures.writes += writes;
  expect(writes, `a read wrote: ${context}`).toBe(0);
  // The access log: exactly the rows the audited reads must add, of those kinds only.
  const actions = logActionsAfter(logBefore);
  figures.auditRows += actions.length;
  const auditAsRules =
    actions.every((action) => AUDIT_ACTIONS.has(action)) &&
    (expected.audited === undefined
      ? actions.length <= (expected.maxAudited ?? 0)
      : actions.length === expected.audited);
  if (!auditAsRules) figures.unexpectedAuditRows++;
  expect(auditAsRules, `access-log rows ${JSON.stringify(actions)}, expected ${expected.audited}: ${context}`).toBe(
    true,
  );

  const touched = Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeNames;
  if (touched) figures.prototypeTouched++;
  expect(touched, `Object.prototype changed: ${context}`).toBe(false);
}

export async function fuzzReads(arbitrary: fc.Arbitrary<Read>, runs: number) {
  await fc.assert(
    fc.asyncProperty(arbitrary, (r) => runRead(r)),
    { numRuns: plan(runs), ...(process.env.NBT_FUZZ_SEED ? { seed: Number(process.env.NBT_FUZZ_SEED) } : {}) },
  );
}

/** Cases the file's properties asked for, so the last check can show every one of them ran. */
let planned = 0;

/** `runs` scaled for the run, counted as planned. */
export function plan(runs: number): number {
  planned += scaled(runs);
  return scaled(runs);
}

function resetFigures() {
  for (const key of Object.keys(figures) as (keyof typeof figures)[]) {
    if (key !== 'databaseUnchanged') figures[key] = 0;
  }
  figures.databaseUnchanged = false;
  for (const key of Object.keys(perRoute)) delete perRoute[key];
  for (const key of Object.keys(statusCounts)) delete statusCounts[key];
  planned = 0;
}

let before: { dump: string; dataVersion: number };

/**
 * Builds the app for one file of the read fuzz (one family of reads) with sessions of every kind, a
 * photo, vehicles (one of them deleted), offices and contact requests, and a watch on its writes;
 * reports the family's figures (with `extra`) as `fuzz-reads-<family>`: the hardening report adds
 * the families up into one row.
 */
export function useReadFuzz(family: string, extra: Record<string, number> = {}) {
  beforeAll(async () => {
    resetFigures();
    resetDatabaseState();
    const app = await buildTestApp({}, { indexHtml: INDEX_HTML });
    useApp(app);
    const admin = await app.login();
    cookies.clear();
    cookies.set('admin', admin);
    await app.addUser('capo', 'Capo-Pass-1234', true);
    cookies.set('other-admin', await app.login('capo', 'Capo-Pass-1234'));
    await app.addUser('viewer', 'Viewer-Pass-123', false);
    cookies.set('viewer', await app.login('viewer', 'Viewer-Pass-123'));
    await seed(admin);
    before = { dump: dump(), dataVersion: dataVersion() };
  }, 60_000);

  afterAll(async () => {
    reportFigures(`fuzz-reads-${family}`, { ...figures, routes: Object.keys(perRoute).length, ...extra });
    console.log(
      `[hardening] fuzz-reads ${family} statuses: ${JSON.stringify(statusCounts)}\n[hardening] fuzz-reads ${family} per route: ${JSON.stringify(perRoute)}`,
    );
    await t.close();
  });
}

/** The last check of a family: every planned case ran, and the database is what it was before the first read. */
export function expectUnchanged() {
  expect(sqliteOf(t.database).pragma('integrity_check', { simple: true })).toBe('ok');
  expect(dataVersion()).toBe(before.dataVersion);
  figures.databaseUnchanged = dump() === before.dump && dataVersion() === before.dataVersion;
  expect(dump()).toBe(before.dump);
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeNames);
  expect(figures['5xx']).toBe(0);
  expect(figures.writes).toBe(0);
  expect(planned).toBeGreaterThan(0);
  expect(figures.cases).toBe(planned);
}
