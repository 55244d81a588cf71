import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { checkDatabase, findContactRequestById, findOfficeById, findUserById, findVehicleById } from '@nbt/db';
import {
  CONTACT_SERVICES,
  ContactRequestInputSchema,
  CreateAdminUserSchema,
  IdParamsSchema,
  LISTING_TYPES,
  LoginSchema,
  OfficeInputSchema,
  UpdateAdminUserSchema,
  UpdateContactStatusSchema,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  VehicleInputSchema,
  WEEKDAYS,
} from '@nbt/validation';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { verifyPassword } from '../../src/lib/passwords.js';
import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures, scaled } from '../figures.js';
import { contactBody, countRows, multipart, officeBody, pathId, vehicleBody, watchWrites } from '../helpers.js';

/**
 * Property-based tests of every write route, REST and tRPC, with generated bodies: valid ones,
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

const BODY_LIMIT = 1024 * 1024;
const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules/;

// ---- Generated values ------------------------------------------------------------------------

const SPECIAL_TEXT = [
  '<script>alert(1)</script>',
  "' OR '1'='1'; DROP TABLE vehicles; --",
  '../../etc/passwd',
  '\u202eevil\u202c',
  'Ünïcödé 🚗🚚 مرحبا 你好',
  '  spazi intorno  ',
  '\u0000nul',
  '\t\n',
  '{{7*7}}',
  '%s%n',
];

/** A text the schema accepts: 1..max characters once trimmed (0..max when optional). */
function text(max: number, required = true): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: Math.min(max, 30) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 12) }) },
      { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_TEXT, 'x'.repeat(max), `  ${'y'.repeat(max)}  `) },
    )
    .filter((value) => {
      const trimmed = value.trim();
      return (required ? trimmed.length >= 1 : true) && trimmed.length <= max;
    });
}

/** Values that are wrong for most fields, or right at an edge. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53,
      -(2 ** 53),
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
      1e21,
      '',
      ' ',
      '0',
      '12',
      'true',
      'null',
      '__proto__',
      'constructor',
      '\uD800',
      '\uDFFFlone',
      '\uFEFF',
      'x'.repeat(101),
      'x'.repeat(5001),
      [],
      {},
      [1, 2],
      { a: 1 },
      ['a', 'b'],
      ...SPECIAL_TEXT,
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 120_000 }).map((n) => 'é'.repeat(n)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const image = fc.option(
  fc.constantFrom(
    '',
    '/uploads/0123456789abcdef0123456789abcdef.jpg',
    '/uploads/foto-1.webp',
    'https://example.com/auto.jpg',
    'http://cdn.example.com/a/b.png?x=1',
  ),
);

const validVehicle = fc
  .record(
    {
      brand: text(100),
      model: text(100),
      year: fc.integer({ min: 1900, max: new Date().getFullYear() + 1 }),
      kilometers: fc.integer({ min: 0, max: 10_000_000 }),
      fuel_type: text(50),
      fuel_regulation: text(50),
      engine_displacement: fc.option(fc.integer({ min: 0, max: 100_000 })),
      horsepower: fc.option(fc.integer({ min: 0, max: 10_000 })),
      transmission: text(50),
      doors: fc.integer({ min: 0, max: 10 }),
      seats: fc.integer({ min: 1, max: 100 }),
      color: text(50),
      price_per_day: fc.option(fc.integer({ min: 0, max: 100_000_000_00 })),
      sale_price: fc.option(fc.integer({ min: 0, max: 100_000_000_00 })),
      sale_price_euros: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
      hide_price: fc.boolean(),
      vehicle_category: fc.constantFrom(...VEHICLE_CATEGORIES),
      listing_type: fc.constantFrom(...LISTING_TYPES),
      available: fc.boolean(),
      status: fc.constantFrom(...VEHICLE_STATUSES),
      description: fc.option(text(5000, false)),
      features: fc.oneof(
        fc.array(text(100, false), { maxLength: 8 }),
        fc.array(fc.constantFrom('Navigatore', 'Clima', 'Pelle'), { maxLength: 5 }).map((list) => list.join(', ')),
      ),
      image1: image,
      image2: image,
      image10: image,
    },
    {
      requiredKeys: ['brand', 'model', 'year', 'kilometers', 'fuel_regulation', 'doors', 'seats', 'color'],
    },
  )
  .map((vehicle) => {
    const fixed: Record<string, unknown> = { ...vehicle };
    if (vehicle.listing_type !== 'sale' && (vehicle.price_per_day ?? null) === null) fixed.price_per_day = 9000;
    if (vehicle.listing_type === 'sale' && (vehicle.sale_price_euros ?? null) === null) fixed.sale_price_euros = 25_000;
    return fixed;
  })
  .filter((vehicle) => VehicleInputSchema.safeParse(vehicle).success);
const vehicleKeys = Object.keys(vehicleBody());

const validOffice = fc
  .record(
    {
      name: text(100),
      phone: fc.option(fc.constantFrom('', '+39 02 1234567', '02-123', '(02) 555 1234')),
      email: fc.option(fc.constantFrom('', 'sede@example.com', 'a.b+c@example.it')),
      address: fc.option(text(255, false)),
      city: fc.option(text(50, false)),
      postalCode: fc.option(text(10, false)),
      country: fc.option(text(50, false)),
      openingHours: fc.option(fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, text(50, false)])))),
      isMainOffice: fc.boolean(),
      isActive: fc.boolean(),
    },
    { requiredKeys: ['name'] },
  )
  .filter((office) => OfficeInputSchema.safeParse(office).success);
const officeKeys = [...Object.keys(officeBody()), 'isActive'];

const username = fc
  .oneof(
    fc.stringMatching(/^[a-z][a-z0-9._@-]{2,20}$/),
    fc.constantFrom('admin', 'fuzzer', ' spazio ', 'Ünïcode', 'x'.repeat(50), 'x'.repeat(51), 'a b', 'a/b', ''),
  )
  .map((name) => name);
const password = fc.oneof(
  fc.string({ minLength: 8, maxLength: 40 }),
  fc.constantFrom('Fuzzer-Pass-123', ADMIN.password, 'short', '', 'p'.repeat(256), 'p'.repeat(257), '🔑'.repeat(10)),
);
const validUser = fc.record({ username, password }).filter((user) => CreateAdminUserSchema.safeParse(user).success);
const anyUser = fc.record({ username, password }, { requiredKeys: [] });

const validContact = fc
  .record(
    {
      firstName: text(100),
      lastName: text(100),
      email: fc.constantFrom('mario@example.com', 'a.b+c@example.it', ' spazi@example.com '),
      phone: fc.option(fc.constantFrom('', '+39 333 1234567', '02/123.45-6')),
      service: fc.constantFrom(...CONTACT_SERVICES),
      message: text(5000),
      vehicleId: fc.option(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom('3', '999999'))),
      website: fc.option(fc.constantFrom('', 'http://spam.example'), { nil: undefined }),
    },
    { requiredKeys: ['firstName', 'lastName', 'email', 'service', 'message'] },
  )
  .filter((contact) => ContactRequestInputSchema.safeParse(contact).success);
const contactKeys = [...Object.keys(contactBody()), 'vehicleId', 'website'];

/** A valid value, or one made wrong in one of the ways a client (or an attacker) might. */
function values(valid: fc.Arbitrary<Record<string, unknown>>, keys: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys), nasty).map(([value, key, wrong]) => ({
        ...value,
        [key]: wrong,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }))
        .map(([value, drop]) => {
          const copy = { ...value };
          for (const key of drop) delete copy[key];
          return copy;
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }))
        .map(([value, extra]) => ({ ...extra, ...value })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}

// ---- Generated request bodies ------------------------------------------------------------------

interface Payload {
  bytes: string | Buffer;
  /** undefined: no content-type header. */
  contentType: string | undefined;
  label: string;
}

const asJson = (value: unknown): string => JSON.stringify(value) ?? '';

function injectKey(value: unknown, extra: string): string {
  const json = asJson(value);
  if (json.startsWith('{') && json !== '{}') return `{${extra},${json.slice(1)}`;
  return `{${extra}}`;
}

/** Bodies as bytes: mostly the JSON of `values`, sometimes JSON no client should send. */
function payloads(valuesArb: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  const json =
    (label: string) =>
    (bytes: string | Buffer): Payload => ({
      bytes,
      contentType: 'application/json',
      label,
    });
  return fc.oneof(
    { weight: 24, arbitrary: valuesArb.map((value) => json('json')(asJson(value))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom(
            '"__proto__":{"isAdmin":true}',
            '"constructor":{"prototype":{"isAdmin":true}}',
            '"nested":{"__proto__":{"polluted":1}}',
            '"list":[{"constructor":{"prototype":{"x":1}}}]',
            '"\\u005f_proto__":{"isAdmin":true}',
          ),
        )
        .map(([value, extra]) => json('prototype key')(injectKey(value, extra))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1000, max: 150_000 }))
        .map(([open, depth]) =>
          json('deep nesting')(`${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valuesArb, fc.nat()).map(([value, cut]) => {
        const text = asJson(value);
        return json('truncated')(text.slice(0, text.length === 0 ? 0 : cut % text.length));
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom('1e400', '-1e400', '1e-400', '9007199254740993', '-0', '1E2', '0.1', '1'.repeat(40)),
        )
        .map(([value, number]) =>
          json('edge number')(asJson(value).replace(/:-?\d+(\.\d+)?([eE][+-]?\d+)?/, `:${number}`)),
        ),
    },
    {
      weight: 1,
      arbitrary: valuesArb.map((value) => {
        const text = asJson(value);
        const at = Math.max(0, text.indexOf(':"') + 2);
        const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
        return json('invalid utf-8')(Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]));
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom(
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=utf-8',
            'application/vnd.api+json',
            'APPLICATION/JSON',
          ),
        )
        .map(([value, contentType]) => ({ bytes: asJson(value), contentType, label: `content-type ${contentType}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', '   ', 'null', '""', '[]', '{}', '\uFEFF{}', '{"a":1,"a":2}', '{,}', 'undefined', 'NaN')
        .map(json('odd json')),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: BODY_LIMIT - 64, max: BODY_LIMIT + 64 })
        .map((size) => json('size limit')(`{"message":"${'a'.repeat(Math.max(0, size - 15))}"}`)),
    },
  );
}

// ---- The oracle -------------------------------------------------------------------------------

/** What the server can make of the bytes, before any schema: the body, or why it must refuse it. */
type Parsed = { kind: 'body'; value: unknown } | { kind: 'refused'; status: number } | { kind: 'unknown' };

/**
 * What the server refuses in any JSON body: prototype-polluting keys, and text with NUL or a lone
 * surrogate (which SQLite can't keep faithfully).
 */
const isBadText = (text: string) => text.includes('\0') || /\p{Cs}/u.test(text);

function isRefusedJson(root: unknown): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string' && isBadText(node)) return true;
    if (node === null || typeof node !== 'object') continue;
    if (Object.keys(node).some(isBadText)) return true;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    const ctor = Object.prototype.hasOwnProperty.call(node, 'constructor')
      ? (node as { constructor: unknown }).constructor
      : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
      return true;
    }
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return false;
}

function parsePayload(payload: Payload): Parsed {
  const size = Buffer.byteLength(payload.bytes);
  if (size > BODY_LIMIT && payload.contentType === 'application/json') return { kind: 'refused', status: 413 };
  if (Buffer.isBuffer(payload.bytes)) return { kind: 'unknown' };
  if (payload.contentType !== 'application/json' && payload.contentType !== 'application/json; charset=utf-8') {
    return size === 0 && payload.contentType === undefined ? { kind: 'body', value: undefined } : { kind: 'unknown' };
  }
  const text = payload.bytes;
  if (text.trim() === '') return { kind: 'body', value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { kind: 'refused', status: 400 };
  }
  return isRefusedJson(value) ? { kind: 'refused', status: 400 } : { kind: 'body', value };
}

/** Strings as SQLite stores them (lone surrogates become U+FFFD), numbers as JSON carries them (-0 is 0). */
function asStored<T>(value: T): T {
  const wellFormed = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\p{Cs}/gu, '\uFFFD');
    if (Array.isArray(v)) return v.map(wellFormed);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wellFormed(x)]));
    return v;
  };
  return JSON.parse(JSON.stringify(wellFormed(value))) as T;
}

// ---- The runner ---------------------------------------------------------------------------------

interface Figures {
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

const figures: Figures = {
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
const labels = new WeakMap<InjectOptions, string>();
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();
const perRoute: Record<string, { cases: number; '2xx': number; '4xx': number }> = {};
const statusCounts: Record<string, number> = {};

/** The status for a request that must be refused, whatever the 4xx (e.g. a path no route matches). */
const REFUSED = -1;

interface Prepared {
  options: InjectOptions;
  /** The status the rules give (the schema, then the route's rules), REFUSED for any 4xx; undefined: only "not 5xx". */
  expected: number | undefined;
  /** After a 2xx: reads back what was stored and compares it with the answer. */
  verify?: (response: LightMyRequestResponse) => Promise<void>;
}

let t: TestApp;
let adminCookie: string;
/** Known passwords by user id, to tell which sign-ins must succeed. */
const passwords = new Map<number, string>();
let caseNumber = 0;

/** Counts every insert, update and delete on the data tables, so a refused request can be shown to write nothing. */
let writeCount: () => Promise<number> = () => Promise.resolve(0);
const WATCHED_TABLES = ['vehicles', 'company_info', 'users', 'contact_requests', 'gallery_images', 'sessions'];

type IdTable = 'vehicles' | 'company_info' | 'users' | 'contact_requests';
/**
 * What the database holds, read before each case is prepared (and again where a check needs the
 * state after the request): the rules that decide a case's expected status are plain functions.
 */
const snapshot = {
  ids: { vehicles: [], company_info: [], users: [], contact_requests: [] } as Record<IdTable, number[]>,
  users: new Map<string, number>(),
  sessions: 0,
};
async function readSnapshot() {
  for (const table of Object.keys(snapshot.ids) as IdTable[]) {
    const rows = await t.database.db.selectFrom(table).select('id').orderBy('id').execute();
    snapshot.ids[table] = rows.map((row) => row.id);
  }
  const users = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
  snapshot.users = new Map(users.map((row) => [row.username, row.id]));
  snapshot.sessions = await countRows(t.database.db, 'sessions');
}
const ids = (table: IdTable): number[] => snapshot.ids[table];
const exists = (table: IdTable, id: number | undefined) => id !== undefined && snapshot.ids[table].includes(id);
const userIdByName = (name: string) => snapshot.users.get(name);

/** An id for the path or the input: an existing row most of the time, else something odd. */
type IdChoice = { existing: number } | { raw: unknown };
const idChoice: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((existing) => ({ existing })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<unknown>(
        0,
        -1,
        1.5,
        999_999,
        2 ** 53,
        '7',
        'abc',
        '1e3',
        '9007199254740993',
        '00001',
        '%20',
        '%00',
        '١٢',
        ' 1',
        'null',
        '9'.repeat(17),
        null,
        true,
        {},
        [],
      )
      .map((raw) => ({ raw })),
  },
  { weight: 1, arbitrary: nasty.map((raw) => ({ raw })) },
);

function resolveId(choice: IdChoice, table: 'vehicles' | 'company_info' | 'users' | 'contact_requests'): unknown {
  if ('raw' in choice) return choice.raw;
  const list = ids(table);
  return list.length === 0 ? 999_999 : list[choice.existing % list.length];
}

/** The id as a path segment: odd ids kept literally when URL-safe (e.g. '%00'), else encoded. */
function pathSegment(id: unknown): string {
  const text = typeof id === 'string' ? id : typeof id === 'number' ? String(id) : asJson(id);
  return /^[\w%.-]+$/.test(text) ? text : encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** A path the id schema refuses (or no route matches) is refused whatever the body. */
const onPath = (target: number | undefined, expected: number | undefined) =>
  target === undefined ? REFUSED : expected;

function jsonOptions(method: string, url: string, payload: Payload, cookie: string | undefined): InjectOptions {
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
function expectation<S extends z.ZodType>(
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

async function runCase(route: string, prepared: Prepared) {
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
async function fuzz<C>(route: string, runs: number, arbitrary: fc.Arbitrary<C>, prepare: (c: C) => Prepared) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      await readSnapshot();
      await runCase(route, prepare(c));
    }),
    { numRuns: scaled(runs), ...(process.env.NBT_FUZZ_SEED ? { seed: Number(process.env.NBT_FUZZ_SEED) } : {}) },
  );
}

// ---- Checks of what was stored ------------------------------------------------------------------

function expectedVehicle(input: z.output<typeof VehicleInputSchema>) {
  const salePrice = input.sale_price_euros === null ? input.sale_price : input.sale_price_euros * 100;
  return asStored({ ...input, sale_price: salePrice });
}

/** REST answers the vehicle itself; tRPC wraps it in result.data. */
const answerOf = (response: LightMyRequestResponse, trpc: boolean): Record<string, unknown> => {
  const body = response.json<Record<string, unknown>>();
  return trpc ? ((body.result as { data: Record<string, unknown> }).data ?? {}) : body;
};

async function verifyVehicle(answer: Record<string, unknown>, input?: z.output<typeof VehicleInputSchema>) {
  const stored = await findVehicleById(t.database.db, answer.id as number);
  expect(stored, 'the answered vehicle is stored as answered').toEqual(answer);
  if (input) expect(answer).toMatchObject(expectedVehicle(input));
}

async function verifyOffice(answer: Record<string, unknown>, input?: z.output<typeof OfficeInputSchema>) {
  const stored = await findOfficeById(t.database.db, answer.id as number);
  expect(stored, 'the answered office is stored as answered').toEqual(answer);
  if (input) expect(answer).toMatchObject(asStored(input));
  const mains = await t.database.db
    .selectFrom('company_info')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_main_office', '=', 1)
    .executeTakeFirstOrThrow();
  expect(Number(mains.n)).toBeLessThanOrEqual(1);
}

async function verifyUser(
  answer: Record<string, unknown>,
  input: { username: string; password?: string } | undefined,
  created: boolean,
) {
  const stored = await findUserById(t.database.db, answer.id as number);
  expect(stored, 'the answered user is stored as answered').toEqual(answer);
  expect(Object.keys(answer).sort()).toEqual(['createdAt', 'id', 'isAdmin', 'username']);
  if (!input) {
    passwords.delete(answer.id as number);
    return;
  }
  expect(answer).toMatchObject(asStored({ username: input.username }));
  // Users created from the back office are administrators; an edit keeps what the user was.
  if (created) expect(answer.isAdmin).toBe(true);
  if (input.password) {
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', answer.id as number)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, input.password)).toBe(true);
    passwords.set(answer.id as number, input.password);
  }
}

// ---- The routes ---------------------------------------------------------------------------------

type Transport = 'rest' | 'trpc';

function vehicleWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.vehicles' : 'REST /api/vehicles';
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 150 : 300, payloads(values(validVehicle, vehicleKeys)), (payload) => {
        const url = trpc ? '/api/trpc/admin.vehicles.create' : '/api/vehicles';
        const { expected, input } = expectation(parsePayload(payload), VehicleInputSchema, () => (trpc ? 200 : 201));
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyVehicle(answerOf(response, trpc), input),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 150 : 250,
        fc.tuple(idChoice, values(validVehicle, vehicleKeys), fc.boolean()),
        ([choice, value, wrapped]) => {
          const id = resolveId(choice, 'vehicles');
          if (trpc) {
            const payload = wrapped
              ? { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' }
              : { bytes: asJson(value), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: VehicleInputSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              exists('vehicles', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.vehicles.update', payload, adminCookie),
              expected,
              verify: (response) => verifyVehicle(answerOf(response, true), input?.data),
            };
          }
          const segment = pathSegment(id);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const target = pathId(segment);
          const { expected, input } = expectation(parsePayload(payload), VehicleInputSchema, () =>
            exists('vehicles', target) ? 200 : 404,
          );
          return {
            options: jsonOptions('PUT', `/api/vehicles/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyVehicle(answerOf(response, false), input),
          };
        },
      ),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 50 : 120, fc.tuple(idChoice, payloads(nasty)), ([choice, junk]) => {
        const id = resolveId(choice, 'vehicles');
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('vehicles', valid.id) ? 200 : 404,
          );
          return {
            options: jsonOptions('POST', '/api/trpc/admin.vehicles.delete', payload, adminCookie),
            expected,
            verify: async () => expect(await findVehicleById(t.database.db, input!.id)).toBeUndefined(),
          };
        }
        // DELETE takes no body: whatever JSON comes along is parsed (and refused if broken or poisoned) and ignored.
        const segment = pathSegment(id);
        const target = pathId(segment);
        const { expected } = expectation(parsePayload(junk), undefined, () => (exists('vehicles', target) ? 200 : 404));
        return {
          options: jsonOptions('DELETE', `/api/vehicles/${segment}`, junk, adminCookie),
          expected: onPath(target, expected),
          verify: async () => expect(await findVehicleById(t.database.db, target!)).toBeUndefined(),
        };
      }),
    sell: () =>
      fuzz(`${tag} sell/buy-back`, trpc ? 50 : 80, fc.tuple(idChoice, fc.boolean()), ([choice, sell]) => {
        const id = resolveId(choice, 'vehicles');
        const status = sell ? { status: 'venduto', available: false } : { status: 'disponibile', available: true };
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('vehicles', valid.id) ? 200 : 404,
          );
          const url = `/api/trpc/admin.vehicles.${sell ? 'sell' : 'buyBack'}`;
          return {
            options: jsonOptions('POST', url, payload, adminCookie),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, true);
              expect(answer).toMatchObject(status);
              await verifyVehicle(answer);
            },
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: 'application/json', label: 'empty' };
        const { expected } = expectation(parsePayload(empty), undefined, () =>
          exists('vehicles', target) ? 200 : 404,
        );
        return {
          options: jsonOptions('PUT', `/api/vehicles/${segment}/${sell ? 'sell' : 'buy-back'}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: async (response) => {
            const answer = answerOf(response, false);
            expect(answer).toMatchObject(status);
            await verifyVehicle(answer);
          },
        };
      }),
  };
}

function officeWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.offices' : 'REST /api/company-info';
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 100 : 200, payloads(values(validOffice, officeKeys)), (payload) => {
        const url = trpc ? '/api/trpc/admin.offices.create' : '/api/company-info';
        const { expected, input } = expectation(parsePayload(payload), OfficeInputSchema, () => (trpc ? 200 : 201));
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyOffice(answerOf(response, trpc), input),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 100 : 150,
        fc.tuple(idChoice, values(validOffice, officeKeys)),
        ([choice, value]) => {
          const id = resolveId(choice, 'company_info');
          if (trpc) {
            const payload = { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: OfficeInputSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              exists('company_info', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.offices.update', payload, adminCookie),
              expected,
              verify: (response) => verifyOffice(answerOf(response, true), input?.data),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), OfficeInputSchema, () =>
            exists('company_info', target) ? 200 : 404,
          );
          return {
            options: jsonOptions('PUT', `/api/company-info/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyOffice(answerOf(response, false), input),
          };
        },
      ),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 40 : 80, idChoice, (choice) => {
        const id = resolveId(choice, 'company_info');
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('company_info', valid.id) ? 200 : 404,
          );
          return {
            options: jsonOptions('POST', '/api/trpc/admin.offices.delete', payload, adminCookie),
            expected,
            verify: async () => expect(await findOfficeById(t.database.db, input!.id)).toBeUndefined(),
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: undefined, label: 'none' };
        const { expected } = expectation(parsePayload(empty), undefined, () =>
          exists('company_info', target) ? 200 : 404,
        );
        return {
          options: jsonOptions('DELETE', `/api/company-info/${segment}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: async () => expect(await findOfficeById(t.database.db, target!)).toBeUndefined(),
        };
      }),
  };
}

function userWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.users' : 'REST /api/admin/users';
  // argon2 makes each accepted password cost ~70 ms: fewer cases here.
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 25 : 40, payloads(values(validUser, ['username', 'password'])), (payload) => {
        const url = trpc ? '/api/trpc/admin.users.create' : '/api/admin/users';
        const { expected, input } = expectation(parsePayload(payload), CreateAdminUserSchema, (valid) =>
          userIdByName(valid.username) !== undefined ? 409 : trpc ? 200 : 201,
        );
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyUser(answerOf(response, trpc), input, true),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 25 : 40,
        fc.tuple(
          idChoice,
          values(
            anyUser.filter((u) => UpdateAdminUserSchema.safeParse(u).success),
            ['username', 'password'],
          ),
        ),
        ([choice, value]) => {
          const id = resolveId(choice, 'users');
          const rule = (target: number, valid: z.output<typeof UpdateAdminUserSchema>) => {
            if (!exists('users', target)) return 404;
            const owner = userIdByName(valid.username);
            return owner !== undefined && owner !== target ? 409 : 200;
          };
          if (trpc) {
            const payload = { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: UpdateAdminUserSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              rule(valid.id, valid.data),
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.users.update', payload, adminCookie),
              expected,
              verify: (response) => verifyUser(answerOf(response, true), input?.data, false),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), UpdateAdminUserSchema, (valid) =>
            rule(target ?? 0, valid),
          );
          return {
            options: jsonOptions('PUT', `/api/admin/users/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyUser(answerOf(response, false), input, false),
          };
        },
      ),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 20 : 30, idChoice, (choice) => {
        const id = resolveId(choice, 'users');
        // The main administrator (id 1, also the caller here) can't be deleted.
        const rule = (target: number) => (target === 1 ? 403 : exists('users', target) ? 200 : 404);
        const verify = (target: number) => async () => {
          expect(await findUserById(t.database.db, target)).toBeUndefined();
          const sessions = await t.database.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', target)
            .executeTakeFirstOrThrow();
          expect(Number(sessions.n)).toBe(0);
        };
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) => rule(valid.id));
          return {
            options: jsonOptions('POST', '/api/trpc/admin.users.delete', payload, adminCookie),
            expected,
            verify: () => verify(input!.id)(),
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: undefined, label: 'none' };
        const { expected } = expectation(parsePayload(empty), undefined, () => rule(target ?? 0));
        return {
          options: jsonOptions('DELETE', `/api/admin/users/${segment}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: () => verify(target!)(),
        };
      }),
  };
}

async function verifyContact(input: z.output<typeof ContactRequestInputSchema>, lastIdBefore: number) {
  // After the request: what it stored.
  await readSnapshot();
  const newest = Math.max(0, ...ids('contact_requests'));
  if (input.website) {
    // The honeypot: the bot is told all went well, and nothing is stored.
    expect(newest).toBe(lastIdBefore);
    return;
  }
  expect(newest).toBeGreaterThan(lastIdBefore);
  const stored = await findContactRequestById(t.database.db, newest);
  const vehicleId = input.vehicleId !== null && exists('vehicles', input.vehicleId) ? input.vehicleId : null;
  const { website: _honeypot, ...fields } = input;
  expect(stored).toMatchObject(asStored({ ...fields, vehicleId, status: 'nuova' }));
}

function contactWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  return {
    create: () =>
      fuzz(
        trpc ? 'tRPC contact.create' : 'REST /api/contact',
        trpc ? 150 : 300,
        payloads(values(validContact, contactKeys)),
        (payload) => {
          const { expected, input } = expectation(parsePayload(payload), ContactRequestInputSchema, () =>
            trpc ? 200 : 201,
          );
          const lastIdBefore = Math.max(0, ...ids('contact_requests'));
          return {
            options: jsonOptions('POST', trpc ? '/api/trpc/contact.create' : '/api/contact', payload, undefined),
            expected,
            verify: async () => {
              if (input) await verifyContact(input, lastIdBefore);
            },
          };
        },
      ),
    status: () =>
      fuzz(
        trpc ? 'tRPC admin.contactRequests.updateStatus' : 'REST PATCH /api/admin/contact-requests',
        trpc ? 80 : 120,
        fc.tuple(idChoice, fc.oneof(fc.constantFrom('nuova', 'contattata', 'chiusa'), nasty)),
        ([choice, status]) => {
          const id = resolveId(choice, 'contact_requests');
          const verify = (target: number, wanted: unknown) => async (response: LightMyRequestResponse) => {
            const answer = answerOf(response, trpc);
            expect(await findContactRequestById(t.database.db, target)).toEqual(answer);
            expect(answer.status).toBe(wanted);
          };
          if (trpc) {
            const payload = { bytes: asJson({ id, status }), contentType: 'application/json', label: 'json' };
            const { expected, input } = expectation(parsePayload(payload), UpdateContactStatusSchema, (valid) =>
              exists('contact_requests', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.contactRequests.updateStatus', payload, adminCookie),
              expected,
              verify: (response) => verify(input!.id, input!.status)(response),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson({ status }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(
            parsePayload(payload),
            UpdateContactStatusSchema.pick({ status: true }),
            () => (target !== undefined && exists('contact_requests', target) ? 200 : 404),
          );
          return {
            options: jsonOptions('PATCH', `/api/admin/contact-requests/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verify(target!, input!.status)(response),
          };
        },
      ),
  };
}

function authWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  return {
    login: async () => {
      // A user of this step's own, so the credentials that must work are known whatever the user fuzzing did.
      const known = { username: `login-${transport}`, password: `Login-${transport}-Pass-1` };
      passwords.set(await t.addUser(known.username, known.password, false), known.password);
      const credentials = fc.oneof(
        fc.constantFrom(
          known,
          { ...known, username: ` ${known.username} ` },
          { ...known, password: `${known.password} ` },
        ),
        anyUser.filter((u) => LoginSchema.safeParse(u).success),
      );
      await fuzz(
        trpc ? 'tRPC auth.login' : 'REST /api/auth/login',
        trpc ? 25 : 40,
        payloads(values(credentials, ['username', 'password'])),
        (payload) => {
          let userId: number | undefined;
          const { expected } = expectation(parsePayload(payload), LoginSchema, (valid) => {
            userId = userIdByName(valid.username);
            return userId !== undefined && passwords.get(userId) === valid.password ? 200 : 401;
          });
          const sessionsBefore = snapshot.sessions;
          return {
            options: jsonOptions('POST', trpc ? '/api/trpc/auth.login' : '/api/auth/login', payload, undefined),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, trpc) as { success: boolean; user: { id: number; username: string } };
              expect(answer.success).toBe(true);
              if (userId !== undefined) expect(answer.user.id).toBe(userId);
              expect(await findUserById(t.database.db, answer.user.id)).toMatchObject({
                username: answer.user.username,
              });
              const cookie = response.cookies.find((c) => c.name === 'nbt_session');
              expect(cookie?.httpOnly).toBe(true);
              // Exactly one new session, the one whose cookie was just set.
              expect(await countRows(t.database.db, 'sessions')).toBe(sessionsBefore + 1);
            },
          };
        },
      );
    },
    createAdmin: () =>
      fuzz(
        trpc ? 'tRPC auth.createAdmin' : 'REST /api/auth/create-admin',
        trpc ? 20 : 30,
        fc.tuple(payloads(values(validUser, ['username', 'password'])), fc.boolean()),
        ([payload, signedIn]) => {
          // Users exist: only an administrator may add one; anonymous callers get 401.
          const { expected, input } = expectation(parsePayload(payload), CreateAdminUserSchema, (valid) =>
            !signedIn ? 401 : userIdByName(valid.username) !== undefined ? 409 : trpc ? 200 : 201,
          );
          const url = trpc ? '/api/trpc/auth.createAdmin' : '/api/auth/create-admin';
          return {
            options: jsonOptions('POST', url, payload, signedIn ? adminCookie : undefined),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, trpc);
              const user = (trpc ? answer : answer.user) as Record<string, unknown>;
              const stored = await findUserById(t.database.db, user.id as number);
              expect(stored).toMatchObject({ ...user, isAdmin: true });
              if (input) {
                expect(user.username).toBe(asStored(input.username));
                passwords.set(user.id as number, input.password);
              }
            },
          };
        },
      ),
    logout: () =>
      fuzz(trpc ? 'tRPC auth.logout' : 'REST /api/auth/logout', 20, payloads(nasty), (payload) => ({
        // Anonymous: nothing to end, whatever the body says (a broken or poisoned one is still refused).
        options: jsonOptions('POST', trpc ? '/api/trpc/auth.logout' : '/api/auth/logout', payload, undefined),
        expected: expectation(parsePayload(payload), undefined, () => 200).expected,
        verify: async () => undefined,
      })),
  };
}

describe('fuzzing every write route with generated bodies (fast-check)', () => {
  beforeAll(async () => {
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
    reportFigures('fuzz', {
      ...figures,
      routes: Object.keys(perRoute).length,
      integrity: String(integrity),
      prototypeUntouched: Object.getOwnPropertyNames(Object.prototype).sort().join() === prototypeNames,
    });
    console.log(
      `[hardening] fuzz statuses: ${JSON.stringify(statusCounts)}\n[hardening] fuzz per route: ${JSON.stringify(perRoute)}`,
    );
    await t.close();
  });

  for (const transport of ['rest', 'trpc'] as const) {
    describe(transport === 'rest' ? 'REST' : 'tRPC', () => {
      const vehicles = vehicleWrites(transport);
      const offices = officeWrites(transport);
      const users = userWrites(transport);
      const contact = contactWrites(transport);
      const auth = authWrites(transport);
      it('vehicles: create, update, sell/buy-back, delete', async () => {
        await vehicles.create();
        await vehicles.update();
        await vehicles.sell();
        await vehicles.remove();
      }, 120_000);
      it('offices: create, update, delete', async () => {
        await offices.create();
        await offices.update();
        await offices.remove();
      }, 120_000);
      it('contact requests: create, change status', async () => {
        await contact.create();
        await contact.status();
      }, 120_000);
      it('users: create, update, delete (argon2: fewer cases)', async () => {
        await users.create();
        await users.update();
        await users.remove();
      }, 120_000);
      it('auth: login, create-admin, logout', async () => {
        await auth.login();
        await auth.createAdmin();
        await auth.logout();
      }, 120_000);
    });
  }

  it('the database is intact after every case', async () => {
    expect(await checkDatabase(t.database)).toBe('ok');
    expect(figures['5xx']).toBe(0);
    expect(figures.writesOn4xx).toBe(0);
    expect(figures.prototypeKeyRefused).toBe(figures.prototypeKeyCases);
    expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeNames);
    expect(figures.cases).toBeGreaterThan(1000);
  });
});

// ---- Uploads: mutated images ------------------------------------------------------------------

describe('fuzzing the photo upload with mutated images', () => {
  let u: TestApp;
  let cookie: string;
  let samples: Buffer[];
  const upload = { cases: 0, stored: 0, refused: 0, '5xx': 0 };

  beforeAll(async () => {
    u = await buildTestApp();
    cookie = await u.login();
    const base = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#c63' } });
    samples = [
      await base().jpeg().toBuffer(),
      await base().png().toBuffer(),
      await base().gif().toBuffer(),
      await base().webp().toBuffer(),
    ];
  });
  afterAll(async () => {
    reportFigures('fuzz-uploads', upload);
    await u.close();
  });

  const files = () => (existsSync(u.config.uploadsDir) ? readdirSync(u.config.uploadsDir).sort() : []);

  it('answers every mutated image with 201 (re-encoded) or a 4xx that stores nothing; never a 5xx', async () => {
    const mutated = fc.oneof(
      fc
        .tuple(
          fc.nat(3),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        )
        .map(([which, flips]) => {
          const bytes = Buffer.from(samples[which]!);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          return bytes;
        }),
      fc.tuple(fc.nat(3), fc.nat()).map(([which, cut]) => samples[which]!.subarray(0, cut % samples[which]!.length)),
      fc
        .tuple(fc.nat(3), fc.uint8Array({ maxLength: 200 }))
        .map(([which, tail]) => Buffer.concat([samples[which]!, Buffer.from(tail)])),
      fc.uint8Array({ minLength: 0, maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(mutated, fc.constantFrom('a.jpg', 'a.png', 'a.svg', 'a.html', 'x'), async (bytes, filename) => {
        const before = files();
        const response = await u.injectAs(cookie, {
          method: 'POST',
          url: '/api/upload/vehicle-images',
          ...multipart([{ name: 'images', filename, contentType: 'image/jpeg', data: bytes }]),
        });
        upload.cases++;
        if (response.statusCode >= 500) upload['5xx']++;
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 201) {
          upload.stored++;
          for (const url of response.json<{ images: string[] }>().images) {
            const stored = readFileSync(join(u.config.uploadsDir, url.slice('/uploads/'.length)));
            expect(['jpeg', 'webp']).toContain((await sharp(stored).metadata()).format);
          }
        } else {
          upload.refused++;
          expect(files()).toEqual(before);
        }
      }),
      { numRuns: scaled(150) },
    );
  }, 120_000);
});
