import { checkDatabase } from '@nbt/db/integrity';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ADMIN, buildTestApp, type TestApp } from '../../build-app.js';
import { reportFigures, scaled } from '../../figures.js';
import { contactBody, officeBody, vehicleBody, watchWrites } from '../../helpers.js';
import { STACK } from './values.js';
import { REFUSED, readSnapshot } from './ids.js';
import type { Parsed, Payload, Transport } from './payloads.js';

/**
 * The runner of the property-based tests of every write route (one file per family of routes), REST and tRPC, with generated bodies: valid ones,
 * valid ones with one field made wrong (types, edge numbers, huge and odd unicode strings, deep
 * values), missing fields, unknown and prototype-polluting keys, malformed and truncated JSON,
 * deep nesting, invalid UTF-8, odd content types and bodies around the 1 MiB limit.
 *
 * For every case: no 5xx; a refused one (4xx) wrote nothing (a write counter kept by SQLite
 * triggers on every data table stays put); an accepted one (2xx) stored exactly what it answered,
 * and what the shared zod schema makes of the input. The server's verdict is also compared with
 * the schema's: it accepts exactly the bodies the schema accepts, with the status the rules give.
 * Access-log and rate-limit rows are bookkeeping a refused login must write, so they are not watched.
 */

// ---- The runner ---------------------------------------------------------------------------------

export interface Figures {
  cases: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  writesOn4xx: number;
  statusNotAsRules: number;
  storedNotAsAnswered: number;
  /** Bodies with a `__proto__` or `constructor.prototype` key spliced in, and how many were refused. */
  prototypeKeyCases: number;
  prototypeKeyRefused: number;
}

export const figures: Figures = {
  cases: 0,
  '2xx': 0,
  '4xx': 0,
  '5xx': 0,
  writesOn4xx: 0,
  statusNotAsRules: 0,
  storedNotAsAnswered: 0,
  prototypeKeyCases: 0,
  prototypeKeyRefused: 0,
};
/** The kind of body each case sent (Payload.label), for the figures. */
export const labels = new WeakMap<InjectOptions, string>();
export const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();
export const perRoute: Record<string, { cases: number; '2xx': number; '4xx': number }> = {};
export const statusCounts: Record<string, number> = {};

export interface Prepared {
  options: InjectOptions;
  /** The status the rules give (the schema, then the route's rules), REFUSED for any 4xx; undefined: only "not 5xx". */
  expected: number | undefined;
  /** After a 2xx: reads back what was stored and compares it with the answer. */
  verify?: (response: LightMyRequestResponse) => Promise<void>;
}

export let t: TestApp;
export let adminCookie: string;
/** Known passwords by user id, to tell which sign-ins must succeed. */
export const passwords = new Map<number, string>();
export let caseNumber = 0;

/** Counts every insert, update and delete on the data tables, so a refused request can be shown to write nothing. */
export let writeCount: () => Promise<number> = () => Promise.resolve(0);
export const WATCHED_TABLES = ['vehicles', 'company_info', 'users', 'contact_requests', 'gallery_images', 'sessions'];

export function jsonOptions(method: string, url: string, payload: Payload, cookie: string | undefined): InjectOptions {
  caseNumber++;
  const headers: Record<string, string> = {};
  if (payload.contentType !== undefined) headers['content-type'] = payload.contentType;
  if (cookie) headers.cookie = cookie;
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers,
    payload: payload.bytes,
    // A fresh address per case: the per-address limits are tested elsewhere and would only add 429s here.
    remoteAddress: `10.${(caseNumber >> 16) & 255}.${(caseNumber >> 8) & 255}.${caseNumber & 255}`,
  };
  labels.set(options, payload.label);
  return options;
}

/**
 * The status the rules give a body: 400 when the schema refuses it (or the bytes are no JSON),
 * else what `onValid` decides from the database. undefined when the bytes themselves are uncertain.
 */
export function expectation<S extends z.ZodType>(
  parsed: Parsed,
  schema: S | undefined,
  onValid: (input: z.output<S>) => number,
): { expected: number | undefined; input: z.output<S> | undefined } {
  if (parsed.kind === 'refused') return { expected: parsed.status, input: undefined };
  if (parsed.kind === 'unknown') return { expected: undefined, input: undefined };
  if (!schema) return { expected: onValid(undefined as z.output<S>), input: undefined };
  const result = schema.safeParse(parsed.value);
  if (!result.success) return { expected: 400, input: undefined };
  return { expected: onValid(result.data), input: result.data };
}

export async function runCase(route: string, prepared: Prepared) {
  const before = await writeCount();
  const response = await t.app.inject(prepared.options);
  const status = response.statusCode;
  const counts = (perRoute[route] ??= { cases: 0, '2xx': 0, '4xx': 0 });
  figures.cases++;
  counts.cases++;
  statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  const context = `${route} ${prepared.options.url} → ${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) figures['5xx']++;
  const poisoned = labels.get(prepared.options) === 'prototype key';
  if (poisoned) {
    figures.prototypeKeyCases++;
    if (status >= 400 && status < 500) figures.prototypeKeyRefused++;
  }
  expect(status, context).toBeLessThan(500);
  expect(response.body, context).not.toMatch(STACK);
  expect(response.body, context).not.toContain('$argon2');
  const asRules =
    prepared.expected === undefined ||
    (prepared.expected === REFUSED ? status >= 400 && status < 500 : status === prepared.expected);
  if (!asRules) figures.statusNotAsRules++;
  expect(asRules, `expected ${prepared.expected}: ${context}`).toBe(true);
  if (status >= 400) {
    figures['4xx']++;
    counts['4xx']++;
    const after = await writeCount();
    if (after !== before) figures.writesOn4xx++;
    expect(after, `a refused request wrote: ${context}`).toBe(before);
  } else {
    figures['2xx']++;
    counts['2xx']++;
    try {
      await prepared.verify?.(response);
    } catch (error) {
      figures.storedNotAsAnswered++;
      throw error;
    }
  }
}

/** Runs `runs` generated cases of one route as a fast-check property (shrunk to a minimal case on failure). */
export async function fuzz<C>(route: string, runs: number, arbitrary: fc.Arbitrary<C>, prepare: (c: C) => Prepared) {
  planned += scaled(runs);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      await readSnapshot(t.database.db);
      await runCase(route, prepare(c));
    }),
    { numRuns: scaled(runs), ...(process.env.NBT_FUZZ_SEED ? { seed: Number(process.env.NBT_FUZZ_SEED) } : {}) },
  );
}

// ---- One test file per family of routes -------------------------------------------------------

/** Cases the file's properties asked for, so the last check can show every one of them ran. */
let planned = 0;

function resetFigures() {
  for (const key of Object.keys(figures) as (keyof Figures)[]) figures[key] = 0;
  for (const key of Object.keys(perRoute)) delete perRoute[key];
  for (const key of Object.keys(statusCounts)) delete statusCounts[key];
  passwords.clear();
  caseNumber = 0;
  planned = 0;
}

/**
 * Builds the app for one file of the write fuzz (one family of routes), with rows to aim at and a
 * watch on its writes, and reports the family's figures as `fuzz-writes-<family>`: the hardening
 * report adds the families up into one row.
 */
function useWriteFuzz(family: string) {
  beforeAll(async () => {
    resetFigures();
    t = await buildTestApp();
    adminCookie = await t.login();
    passwords.set(1, ADMIN.password);
    passwords.set(await t.addUser('fuzzer', 'Fuzzer-Pass-123', true), 'Fuzzer-Pass-123');
    for (let i = 0; i < 5; i++) {
      await t.injectAs(adminCookie, { method: 'POST', url: '/api/vehicles', payload: vehicleBody({ model: `v${i}` }) });
      await t.injectAs(adminCookie, {
        method: 'POST',
        url: '/api/company-info',
        payload: officeBody({ name: `o${i}` }),
      });
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(), remoteAddress: `10.9.9.${i}` });
    }
    writeCount = await watchWrites(t.database, WATCHED_TABLES, 'fuzz');
    // The watcher sees writes: a sign-in stores a session.
    const unwritten = await writeCount();
    await t.login();
    expect(await writeCount()).toBeGreaterThan(unwritten);
  }, 60_000);

  afterAll(async () => {
    const integrity = await checkDatabase(t.database);
    reportFigures(`fuzz-writes-${family}`, {
      ...figures,
      routes: Object.keys(perRoute).length,
      integrity: String(integrity),
      prototypeUntouched: Object.getOwnPropertyNames(Object.prototype).sort().join() === prototypeNames,
    });
    console.log(
      `[hardening] fuzz ${family} statuses: ${JSON.stringify(statusCounts)}\n[hardening] fuzz ${family} per route: ${JSON.stringify(perRoute)}`,
    );
    await t.close();
  });
}

/**
 * The test file of one family of write routes: its app, one test per transport running the
 * family's writes in order, and the last check.
 */
export function describeWriteFuzz(
  family: string,
  name: string,
  writesOf: (transport: Transport) => Record<string, () => Promise<void>>,
) {
  describe('fuzzing every write route with generated bodies (fast-check)', () => {
    useWriteFuzz(family);

    for (const transport of ['rest', 'trpc'] as const) {
      describe(transport === 'rest' ? 'REST' : 'tRPC', () => {
        const writes = writesOf(transport);
        it(
          name,
          async () => {
            for (const write of Object.values(writes)) await write();
          },
          120_000,
        );
      });
    }

    it('the database is intact after every case', expectIntact);
  });
}

/** The last check of a family: every planned case ran, none was a 5xx or a refusal that wrote, and the database is intact. */
async function expectIntact() {
  expect(await checkDatabase(t.database)).toBe('ok');
  expect(figures['5xx']).toBe(0);
  expect(figures.writesOn4xx).toBe(0);
  expect(figures.prototypeKeyRefused).toBe(figures.prototypeKeyCases);
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeNames);
  expect(planned).toBeGreaterThan(0);
  expect(figures.cases).toBe(planned);
}
