import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, posix } from 'node:path';

import { IdParamsSchema, TRPC_MAX_BATCH_SIZE } from '@nbt/validation';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_PARAM_LENGTH } from '../../src/app.js';
import { appRouter } from '../../src/trpc/router.js';
import { buildTestApp, type TestApp } from '../build-app.js';
import { reportFigures, scaled } from '../figures.js';
import { contactBody, installWriteCounter, multipart, officeBody, pathId, vehicleBody } from '../helpers.js';
import { ON_POSTGRES, sqliteOf } from '../test-database.js';

/**
 * Property-based tests of every read, the companion of fuzz.integration.test.ts (the writes): the
 * tRPC queries (GET /api/trpc/<procedure>?input=…, alone and batched), the REST GET routes, the
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

const BASE = 'http://localhost';
const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules/;
/** The status for a request that must be refused, whatever the 4xx (e.g. a path no route matches). */
const REFUSED = -1;
const INDEX_HTML =
  '<!doctype html>\n<html lang="it" dir="ltr"><head><meta charset="UTF-8" /><title>NBT</title></head><body><div id="root"></div></body></html>\n';

// ---- Sessions ---------------------------------------------------------------------------------

/** Who the server takes the caller for. */
type Who = 'anonymous' | 'admin' | 'other-admin' | 'viewer';

interface Session {
  who: Who;
  cookie: string | undefined;
}

/** Session cookies of the signed-in callers, filled in before the first case. */
const cookies = new Map<Who, string>();

/** Cookies that name no session: each leaves the caller anonymous. */
const JUNK_COOKIES = [
  'nbt_session=',
  'nbt_session=abc',
  `nbt_session=${'a'.repeat(43)}`,
  `nbt_session=${'x'.repeat(5000)}`,
  'nbt_session=%E0%A4%A',
  'nbt_session="unterminated',
  'nbt_session=a; nbt_session=b',
  '=; ;;',
  'lang=__proto__',
  'lang=%FF; nbt_session=__proto__',
  '__proto__=1; constructor=2',
];

const session: fc.Arbitrary<Session> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Session>({ who: 'anonymous', cookie: undefined }) },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK_COOKIES).map((cookie): Session => ({ who: 'anonymous', cookie })) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom<Who>('admin', 'admin', 'other-admin', 'viewer'),
        fc.constantFrom('', '', '; lang=en', '; lang=zz', '; lang=%E0'),
      )
      .map(([who, extra]): Session => ({ who, cookie: `${cookies.get(who)}${extra}` })),
  },
);

// ---- Generated text ---------------------------------------------------------------------------

/** Text a path segment or a query value may hold: ids of every shape, traversal, odd unicode. */
const ODD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.0',
  '1e3',
  '0x1',
  '00001',
  '+1',
  ' 1',
  '9'.repeat(16),
  '9'.repeat(17),
  '9007199254740993',
  '999999',
  '١٢',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '.',
  '..',
  '...',
  '%',
  '%00',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '..%2f..%2fadmin%2fexport',
  '..\\..\\admin',
  "1' OR '1'='1",
  '1;DROP TABLE vehicles',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '\u202eevil\u202c',
  '\uFEFF1',
  'Ünïcödé 🚗 مرحبا 你好',
  '\uD800',
  'é'.repeat(300),
  '9'.repeat(MAX_PARAM_LENGTH + 1),
];

const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

type Encoding = 'raw' | 'encoded' | 'double';
const encoding = fc.constantFrom<Encoding>('raw', 'encoded', 'encoded', 'double');

const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** A segment or a query value as a client might write it: as is (the URL parser decides), encoded, or encoded twice. */
function encode(text: string, how: Encoding): string {
  if (how === 'raw') return text;
  const once = encodeURIComponent(wellFormed(text));
  return how === 'double' ? encodeURIComponent(once) : once;
}

/** Query strings no route reads, or reads differently from what they claim. */
const queryJunk: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'x=1',
      '__proto__[isAdmin]=1',
      'constructor[prototype][isAdmin]=1',
      '__proto__.isAdmin=1',
      'a[]=1&a[]=2',
      'a=1&a=2',
      '%E0%A4%A=1',
      'x=%E0%A4%A',
      '=',
      '&&&',
      '?',
      'lang=en',
      'lang=__proto__',
      'id=1',
      'page=-1&limit=1e9',
      'sort=;DROP TABLE vehicles',
      `x=${'y'.repeat(10_000)}`,
      'input=%7B%22id%22%3A1%7D',
      'batch=1',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(oddText, oddText, encoding), { minLength: 1, maxLength: 3 })
      .map((pairs) => pairs.map(([key, value, how]) => `${encode(key, how)}=${encode(value, how)}`).join('&')),
  },
);

const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/** Headers a browser, a proxy or an attacker may send; each is honoured, ignored or refused, never a 500. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-encoding': fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=0', '*;q=abc', 'identity;q=0', 'x'.repeat(2000)),
    'if-none-match': fc.constantFrom('*', 'W/"nope"', '"', ', ,', 'x'.repeat(500)),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'junk'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=5-1', 'bytes=99999999-', 'bytes=junk', 'bytes=0-0,2-3'),
    accept: fc.constantFrom('application/jsonl', 'text/html', '*/*', '', 'application/json, application/jsonl'),
    'trpc-accept': fc.constantFrom('application/jsonl', 'junk'),
    host: fc.constantFrom('localhost:80', 'evil.example', 'a b', '[::1', 'x:99999', '%', 'a@b', 'a/b'),
    origin: fc.constantFrom('https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'none'),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4, evil', '::1'),
    'user-agent': fc.constantFrom('x'.repeat(10_000), '\u00ff\u00e9'),
  },
  { requiredKeys: [] },
);

const method = fc.constantFrom<'GET' | 'HEAD'>(...Array<'GET'>(19).fill('GET'), 'HEAD');

interface Read {
  method: 'GET' | 'HEAD';
  url: string;
  session: Session;
  headers: Record<string, string>;
}

/** Reads of `url`, with odd headers in one case out of `1 + plain`. */
const read = (url: fc.Arbitrary<string>, plain = 2): fc.Arbitrary<Read> =>
  fc.record({
    method,
    url,
    session,
    headers: fc.oneof({ weight: plain, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
  });

// ---- The database the reads run on --------------------------------------------------------------

let t: TestApp;
const vehicleIds: number[] = [];
/** Every file in the uploads folder (a name, no folders), with its bytes. */
const uploadFiles = new Map<string, Buffer>();

const existingId = fc.nat().map((n) => vehicleIds[n % vehicleIds.length]!);
const vehicleExists = (id: number) => vehicleIds.includes(id);

/** Every table but the access log (checked row by row): a read must insert, update or delete nothing. */
const WATCHED_TABLES = [
  'users',
  'sessions',
  'vehicles',
  'gallery_images',
  'company_info',
  'contact_requests',
  'rate_limits',
  'meta',
];
let writeCount: () => number = () => 0;
const lastLogId = () =>
  (sqliteOf(t.database).prepare('SELECT coalesce(max(id), 0) AS id FROM access_logs').get() as { id: number }).id;
const logActionsAfter = (id: number) =>
  (
    sqliteOf(t.database).prepare('SELECT action FROM access_logs WHERE id > ? ORDER BY id').all(id) as {
      action: string;
    }[]
  ).map((row) => row.action);

/** Every row of every table but the access log (and the sessions' last-seen times), as text. */
function dump(): string {
  const tables = ['users', 'vehicles', 'gallery_images', 'company_info', 'contact_requests', 'rate_limits', 'meta'];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = sqliteOf(t.database).prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  rows.sessions = sqliteOf(t.database)
    .prepare('SELECT id, user_id, created_at, expires_at, ip, user_agent FROM sessions ORDER BY id')
    .all();
  return JSON.stringify(rows);
}
const dataVersion = () =>
  (sqliteOf(t.database).prepare("SELECT value FROM meta WHERE key = 'data_version'").get() as { value: number }).value;

// ---- The oracle -------------------------------------------------------------------------------

interface Expectation {
  /** The status the rules give, REFUSED for any 4xx, undefined for "anything but a 5xx". */
  status: number | undefined;
  /** Access-log rows the read must add; undefined: any number up to `maxAudited`. */
  audited: number | undefined;
  maxAudited?: number;
  /** A tRPC batch: the status of each call, in order. */
  calls?: number[];
  /** What the route is called in the figures. */
  route: string;
  /** A photo: the file a 2xx must serve. */
  file?: Buffer;
}

/** Admin reads: 401 without a session, 403 for a non-admin (for the access log, for anyone but `admin`). */
function adminRead(who: Who, mainAdminOnly = false): number {
  if (who === 'anonymous') return 401;
  if (who === 'viewer' || (mainAdminOnly && who !== 'admin')) return 403;
  return 200;
}

type InputOf = () => { ok: true; value: unknown } | { ok: false };

/** The status of each query procedure, from the caller and its input (read only when the procedure reads it). */
const QUERY_RULES: Record<string, (who: Who, input: InputOf) => number> = {
  'auth.me': () => 200,
  'vehicles.list': () => 200,
  'vehicles.byId': (_who, input) => {
    const given = input();
    if (!given.ok) return 400;
    const parsed = IdParamsSchema.safeParse(given.value);
    if (!parsed.success) return 400;
    return vehicleExists(parsed.data.id) ? 200 : 404;
  },
  'offices.list': () => 200,
  'admin.vehicles.list': (who) => adminRead(who),
  'admin.vehicles.byId': (who, input) => {
    const admitted = adminRead(who);
    return admitted === 200 ? QUERY_RULES['vehicles.byId']!(who, input) : admitted;
  },
  'admin.users.list': (who) => adminRead(who),
  'admin.accessLogs.list': (who) => adminRead(who, true),
  'admin.contactRequests.list': (who) => adminRead(who),
  'admin.contactRequests.countNew': (who) => adminRead(who),
  'admin.contactRequests.pulse': (who) => adminRead(who),
};
/** Reads that add an access-log row when they succeed: who looked at the log or at personal data. */
const AUDITED_QUERIES = new Set(['admin.accessLogs.list', 'admin.contactRequests.list']);
const AUDIT_ACTIONS = new Set([
  'ACCESS_LOG_DOWNLOADED',
  'CONTACT_REQUESTS_VIEWED',
  'DATA_EXPORTED',
  'BACKUP_DOWNLOADED',
]);

const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures;
const procedureType = (name: string) => (Object.hasOwn(procedures, name) ? procedures[name]!._def.type : undefined);
const MUTATIONS = Object.keys(procedures).filter((name) => procedureType(name) === 'mutation');

interface RestRoute {
  /** As the OpenAPI document names it. */
  route: string;
  pattern: RegExp;
  status: (who: Who, segment: string | undefined, headers: Read['headers']) => number;
  audited?: boolean;
}

/** The export and the backup: an administrator's, and refused when the browser says another site asked. */
function download(who: Who, _segment: string | undefined, headers: Read['headers']): number {
  const admitted = adminRead(who);
  if (admitted !== 200) return admitted;
  if (['cross-site', 'same-site'].includes(headers['sec-fetch-site'] ?? '')) return 403;
  return headers.origin === undefined || sameHost(headers.origin, headers.host) ? 200 : 403;
}

/** Whether an Origin header names the host the request was sent to (light-my-request's default: localhost:80). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === new URL(`http://${host ?? 'localhost:80'}`).host;
  } catch {
    return false;
  }
}

/** Every REST GET route of the OpenAPI document and what it answers whom. */
const REST_GETS: RestRoute[] = [
  { route: '/api/health', pattern: /^\/api\/health$/, status: () => 200 },
  { route: '/api/auth/me', pattern: /^\/api\/auth\/me$/, status: (who) => (who === 'anonymous' ? 401 : 200) },
  { route: '/api/vehicles', pattern: /^\/api\/vehicles$/, status: () => 200 },
  {
    route: '/api/vehicles/{id}',
    pattern: /^\/api\/vehicles\/([^/]*)$/,
    status: (_who, segment) => {
      const id = pathId(segment ?? '');
      return id === undefined ? REFUSED : vehicleExists(id) ? 200 : 404;
    },
  },
  { route: '/api/company-info', pattern: /^\/api\/company-info$/, status: () => 200 },
  {
    route: '/api/admin/contact-requests',
    pattern: /^\/api\/admin\/contact-requests$/,
    status: (who) => adminRead(who),
    audited: true,
  },
  { route: '/api/admin/users', pattern: /^\/api\/admin\/users$/, status: (who) => adminRead(who) },
  {
    route: '/api/admin/access-logs',
    pattern: /^\/api\/admin\/access-logs$/,
    status: (who) => adminRead(who, true),
    audited: true,
  },
  { route: '/api/admin/export', pattern: /^\/api\/admin\/export$/, status: download, audited: true },
  { route: '/api/admin/backup', pattern: /^\/api\/admin\/backup$/, status: download, audited: true },
];

/** The URL the server sees: light-my-request parses it as a browser would (dot segments, `\`, `#`). */
function seenUrl(url: string): URL {
  return new URL(url.startsWith('//') ? `${BASE}${url}` : url, BASE);
}

const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** A Host header tRPC can build the request's URL from, without credentials (400 for any other). */
function isUsableHost(host: string | undefined): boolean {
  try {
    const url = new URL('/', `http://${host || 'localhost:80'}`);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

function trpcRules(url: URL, routed: string, read: Read): Expectation {
  const param = routed.slice('/api/trpc/'.length);
  const route = 'tRPC, refused before any procedure';
  if (param.includes('/') || param.length > MAX_PARAM_LENGTH) return { status: REFUSED, audited: 0, route };
  if (read.method === 'HEAD') {
    // tRPC answers HEAD with a bodiless 204: anything but a 5xx, and at most the audited reads ran.
    const names = decodes(param) ? decodeURIComponent(param) : '';
    const audited = names.split(',').filter((name) => AUDITED_QUERIES.has(name)).length;
    return { status: undefined, audited: undefined, maxAudited: audited, route };
  }
  const contentType = read.headers['content-type'];
  if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
    return { status: 415, audited: 0, route };
  }
  if (!isUsableHost(read.headers.host)) return { status: 400, audited: 0, route };
  // Fastify decodes the parameter, and tRPC decodes what it gets once more (400 if it can't).
  let path: string;
  try {
    path = decodeURIComponent(decodeURIComponent(param));
  } catch {
    return { status: 400, audited: 0, route };
  }
  const params = new URL(`${url.pathname}${url.search}`, BASE).searchParams;
  const batch = params.get('batch') === '1';
  const names = batch ? path.split(',') : [path];
  const batchRoute = batch ? `tRPC batch of ${Math.min(names.length, 3)}${names.length > 3 ? '+' : ''}` : undefined;
  const named = batchRoute ?? (procedureType(path) === 'query' ? `tRPC ${path}` : 'tRPC unknown or mutation');
  // A batch of more calls than the client ever sends is refused whole.
  if (batch && names.length > TRPC_MAX_BATCH_SIZE) return { status: 400, audited: 0, route: named };
  const types = new Set(names.map(procedureType).filter((type) => type !== undefined));
  if (types.size > 1) return { status: 400, audited: 0, route: named };
  const acceptHeader = read.headers['trpc-accept'] ?? read.headers.accept;
  const stream =
    read.headers['trpc-accept'] !== undefined
      ? read.headers['trpc-accept'] === 'application/jsonl'
      : (acceptHeader ?? '').split(',').some((type) => type.trim() === 'application/jsonl');
  if (stream && !batch) return { status: 400, audited: 0, route: named };

  const inputAt =
    (index: number): InputOf =>
    () => {
      const text = params.get('input');
      let inputs: unknown;
      if (text) {
        try {
          inputs = JSON.parse(text);
        } catch {
          return { ok: false };
        }
      }
      if (inputs === undefined) return { ok: true, value: undefined };
      if (!batch) return { ok: true, value: inputs };
      if (!isObject(inputs)) return { ok: false };
      return { ok: true, value: (inputs as Record<number, unknown>)[index] };
    };
  const calls = names.map((name, index) => {
    const type = procedureType(name);
    if (type === undefined) return 404;
    if (type !== 'query') return 405;
    return QUERY_RULES[name]!(read.session.who, inputAt(index));
  });
  const audited = calls.filter((status, index) => status === 200 && AUDITED_QUERIES.has(names[index]!)).length;
  if (stream) return { status: 200, audited, route: named };
  const status = calls.every((call) => call === calls[0]) ? calls[0]! : 207;
  return { status, audited, calls: batch ? calls : undefined, route: named };
}

function uploadRules(url: URL): Expectation {
  const route = '/uploads/*';
  let name: string;
  try {
    name = posix.normalize(decodeURIComponent(url.pathname.slice('/uploads/'.length)));
  } catch {
    return { status: REFUSED, audited: 0, route };
  }
  const file = uploadFiles.get(name);
  // A name that resolves to a photo inside the folder may be served (200, or 206/304/416 for the
  // Range and conditional headers); any other must be refused.
  return file ? { status: undefined, audited: 0, route, file } : { status: REFUSED, audited: 0, route };
}

function pageRules(pathname: string): Expectation {
  const route = 'pages';
  if (['/robots.txt', '/index.html'].includes(pathname)) return { status: 200, audited: 0, route };
  // Which pages exist is the web app's server bundle's to say; without one, the sitemap is missing
  // and every other path gets the shell, which the browser renders (its 404 page included).
  if (pathname === '/sitemap.xml') return { status: REFUSED, audited: 0, route };
  return { status: 200, audited: 0, route };
}

/**
 * The path Fastify's router matches: percent escapes decoded, but for those of reserved characters
 * (`%2F` stays a `%2F` inside a segment) and `%25` (find-my-way's url-sanitizer).
 */
const routedPath = (path: string) => decodeURI(path.replace(/%25/g, '%2525'));

/** What the rules say the server must answer this read. */
function rules(read: Read): Expectation {
  const url = seenUrl(read.url);
  // Fastify refuses a path with a broken percent escape before any route (400).
  if (!decodes(url.pathname)) return { status: REFUSED, audited: 0, route: 'bad escapes' };
  const path = routedPath(url.pathname);
  if (path.startsWith('/api/trpc/')) return trpcRules(url, path, read);
  if (path.startsWith('/api/docs')) {
    const docs = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml'];
    return { status: docs.includes(path) ? 200 : undefined, audited: 0, route: '/api/docs' };
  }
  if (path.startsWith('/api/') || path === '/api') {
    for (const rest of REST_GETS) {
      const match = rest.pattern.exec(path);
      if (!match) continue;
      const status = rest.status(read.session.who, match[1], read.headers);
      return { status, audited: rest.audited && status === 200 ? 1 : 0, route: rest.route };
    }
    return { status: REFUSED, audited: 0, route: 'unknown /api' };
  }
  if (path.startsWith('/uploads/')) return uploadRules(url);
  // The pages: the not-found handler reads the path as sent.
  return pageRules(url.pathname);
}

// ---- The runner -------------------------------------------------------------------------------

const figures = {
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
const perRoute: Record<string, { cases: number; '2xx': number; '4xx': number }> = {};
const statusCounts: Record<string, number> = {};
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Bodies that must never leave the server: the database file, system files, password hashes, stacks. */
function leaked(body: string, binary: boolean, route: string): string | undefined {
  if (route !== '/api/admin/backup' && body.includes('SQLite format 3')) return 'the database file';
  if (/root:.*:0:0:/.test(body)) return 'a system file';
  if (binary) return undefined;
  if (body.includes('$argon2')) return 'a password hash';
  if (STACK.test(body)) return 'a stack trace';
  return undefined;
}

function counted(status: number, route: string) {
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

function statusAsRules(expected: number | undefined, status: number, read: Read): boolean {
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
const callStatuses = (response: LightMyRequestResponse) =>
  response
    .json<{ result?: unknown; error?: { data?: { httpStatus?: number } } }[]>()
    .map((call) => (call.error ? call.error.data?.httpStatus : 200));

async function runRead(read: Read) {
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

async function fuzzReads(arbitrary: fc.Arbitrary<Read>, runs: number) {
  await fc.assert(
    fc.asyncProperty(arbitrary, (r) => runRead(r)),
    { numRuns: scaled(runs), ...(process.env.NBT_FUZZ_SEED ? { seed: Number(process.env.NBT_FUZZ_SEED) } : {}) },
  );
}

// ---- Generated reads ----------------------------------------------------------------------------

const QUERY_NAMES = Object.keys(QUERY_RULES);
const procedureName: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...QUERY_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...MUTATIONS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'nope',
      'vehicles',
      'admin',
      'admin.',
      '.vehicles.list',
      'vehicles..list',
      'vehicles.list.',
      'vehicles.list.x',
      'VEHICLES.LIST',
      'vehicles.list ',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '__proto__.polluted',
      'vehicles.__proto__',
      'admin.users.list.constructor',
      'véhicules.list',
      '🚗.list',
      'x'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: oddText },
);

const PROTO_KEYS = [
  '"__proto__":{"isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":{"id":1}',
  '"\\u005f_proto__":{"polluted":1}',
  '"prototype":{"polluted":1}',
];

/** Input texts no client should send: malformed, truncated, deeply nested, huge, odd numbers and escapes. */
const ODD_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"id":',
  '{"id":1',
  "{'id':1}",
  '{id:1}',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '"1"',
  'null',
  'true',
  '[]',
  '[{"id":1}]',
  '{"id":1}{"id":2}',
  '{"id":1,"id":"x"}',
  '\uFEFF{"id":1}',
  '{"id":"\\u0000"}',
  '{"id":"\\ud800"}',
  '{"id":1e-400}',
  '{"id":9007199254740993}',
  '{"id":1.0}',
  '{"id":"0x1"}',
  '{"0":{"id":1}}',
  `"${'x'.repeat(20_000)}"`,
  `{"id":"${'é'.repeat(4000)}"}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53,
    1e308,
    '',
    '7',
    'abc',
    '\uD800',
    [],
    {},
    [1],
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const inputValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: existingId.map((id) => ({ id })) },
  { weight: 2, arbitrary: existingId.map((id) => ({ id: String(id) })) },
  { weight: 3, arbitrary: oddValue.map((id) => ({ id })) },
  { weight: 1, arbitrary: existingId.map((id) => ({ id, extra: 'x', nested: { deep: [1, 2] } })) },
  { weight: 2, arbitrary: oddValue },
);

const asJson = (value: unknown) => JSON.stringify(value) ?? '';

const inputText: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 8, arbitrary: inputValue.map(asJson) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_JSON) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(existingId, fc.constantFrom(...PROTO_KEYS), fc.boolean())
      .map(([id, extra, withId]) => (withId ? `{"id":${id},${extra}}` : `{${extra}}`)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(inputValue, fc.nat()).map(([value, cut]) => {
      const text = asJson(value);
      return text.slice(0, cut % Math.max(1, text.length));
    }),
  },
);

/** A batch's input: an object of inputs by call index, some missing, some extra keys; or no object at all. */
const batchInputText: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.array(fc.option(inputValue, { nil: undefined }), { maxLength: 5 }),
        fc.array(fc.constantFrom('"-1":{"id":1}', '"99":{"id":1}', '"__proto__":{"0":{"id":1}}', '"length":3'), {
          maxLength: 2,
        }),
      )
      .map(([entries, extra]) => {
        const members = entries.flatMap((entry, index) => (entry === undefined ? [] : [`"${index}":${asJson(entry)}`]));
        return `{${[...extra, ...members].join(',')}}`;
      }),
  },
  { weight: 3, arbitrary: inputText },
);

const trpcUrl: fc.Arbitrary<string> = fc
  .record({
    batch: fc.boolean(),
    names: fc.array(procedureName, { minLength: 1, maxLength: 4 }),
    joinUnbatched: fc.boolean(),
    nameEncoding: fc.constantFrom<Encoding>('raw', 'raw', 'encoded'),
    input: inputText,
    batchInput: batchInputText,
    inputEncoding: encoding,
    batchParam: fc.constantFrom(undefined, undefined, '0', 'true', ''),
    junk: queryJunk,
    junkFirst: fc.boolean(),
  })
  .map((c) => {
    const names = c.batch || c.joinUnbatched ? c.names : c.names.slice(0, 1);
    const path = names.map((name) => encode(name, c.nameEncoding)).join(',');
    const input = c.batch ? c.batchInput : c.input;
    const params = [
      c.batch ? 'batch=1' : c.batchParam === undefined ? '' : `batch=${c.batchParam}`,
      input === undefined ? '' : `input=${encode(input, c.inputEncoding)}`,
    ];
    const query = (c.junkFirst ? [c.junk, ...params] : [...params, c.junk]).filter(Boolean).join('&');
    return withQuery(`/api/trpc/${path}`, query);
  });

/** A path segment: an existing vehicle's id most of the time, else anything. */
const idSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: existingId.map(String) },
  { weight: 1, arbitrary: fc.constantFrom('999999', '0') },
  { weight: 4, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => encode(text, how)) },
);

const restUrl: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/api/health', '/api/auth/me', '/api/vehicles', '/api/company-info', '/api/docs/json'),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    weight: 6,
    arbitrary: fc.tuple(idSegment, queryJunk).map(([segment, query]) => withQuery(`/api/vehicles/${segment}`, query)),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          ...Array<string>(4).fill('/api/admin/users'),
          ...Array<string>(4).fill('/api/admin/access-logs'),
          ...Array<string>(4).fill('/api/admin/contact-requests'),
          '/api/admin/export',
          '/api/admin/export',
          '/api/admin/backup',
        ),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    // Write-only routes asked for with GET, and paths beside the real ones.
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '/api/contact',
          '/api/auth/login',
          '/api/auth/logout',
          '/api/auth/create-admin',
          '/api/upload/vehicle-images',
          '/api/vehicles/1/sell',
          '/api/vehicles/1/buy-back',
          '/api/company-info/1',
          '/api/admin/users/1',
          '/api/admin/contact-requests/1',
          '/api/admin',
          '/api/admin/',
          '/api/admin/export/',
          '/api/admin//export',
          '/API/ADMIN/EXPORT',
          '/api/admin/export;.css',
          '/api/admin/%65xport',
          '/api/admin/export%00',
          '/api/vehicles/',
          '/api/vehicles//1',
          '/api/vehicles/1/',
          '/api',
          '/api/',
        ),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('/api/', '/api/admin/', '/api/docs/', '/api/docs/static/'), oddText, encoding)
      .map(([prefix, text, how]) => `${prefix}${encode(text, how)}`),
  },
);

/** Traversal attempts at the database file (one folder up), system files, and the swagger-ui folder. */
const TRAVERSALS = [
  '../nbt.db',
  '..%2fnbt.db',
  '..%2Fnbt.db',
  '%2e%2e%2fnbt.db',
  '%2e%2e/nbt.db',
  '.%2e/nbt.db',
  '..%5cnbt.db',
  '..\\nbt.db',
  '%252e%252e%252fnbt.db',
  '....//nbt.db',
  '..;/nbt.db',
  '%c0%ae%c0%ae/nbt.db',
  '..%c0%afnbt.db',
  'nbt.db%00.jpg',
  '..%00/nbt.db',
  '../../../../../../etc/passwd',
  '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  'file:///etc/passwd',
  'C:\\Windows\\win.ini',
  '\\\\server\\share',
  '.',
  '..',
  '%2e',
  '.hidden',
  '.%2e',
];

const uploadUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((n) => [...uploadFiles.keys()][n % uploadFiles.size]!) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.constantFrom('', '/', '%00', '%2500', '.', '~', '::$DATA', '%20'), fc.boolean())
          .map(([n, suffix, upper]) => {
            const name = [...uploadFiles.keys()][n % uploadFiles.size]!;
            return `${upper ? name.toUpperCase() : name}${suffix}`;
          }),
      },
      { weight: 4, arbitrary: fc.constantFrom(...TRAVERSALS) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => encode(text, how)) },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryJunk }),
  )
  .map(([segment, query]) => withQuery(`/uploads/${segment}`, query));

const pageUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '/',
          '/veicoli',
          '/veicoli/',
          '/servizi-flotta',
          '/privacy-policy',
          '/cookie-policy',
          '/admin',
          '/admin/login',
          '/admin/veicoli',
          '/sitemap.xml',
          '/robots.txt',
          '/index.html',
          '/uploads',
          '/favicon.ico',
          '/assets/index-abc.js',
        ),
      },
      { weight: 2, arbitrary: existingId.map((id) => `/veicoli/${id}`) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => `/veicoli/${encode(text, how)}`) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => `/${encode(text, how)}`) },
    ),
    fc.oneof(
      { weight: 2, arbitrary: queryJunk },
      { weight: 1, arbitrary: oddText.map((text) => `lang=${encode(text, 'encoded')}`) },
    ),
  )
  .map(([path, query]) => withQuery(path, query));

// ---- Raw request lines --------------------------------------------------------------------------

/**
 * A GET as bytes on a socket: the path goes out exactly as written, `..` and all, which
 * app.inject (a URL parser) would have tidied up first.
 */
function rawGet(port: number, path: string, cookie: string | undefined) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', headers: cookie ? { cookie } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// ---- The properties -------------------------------------------------------------------------------

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)(
  'fuzzing every read with generated paths, queries, inputs and headers (fast-check)',
  () => {
    let before: { dump: string; dataVersion: number };

    beforeAll(async () => {
      t = await buildTestApp({}, { indexHtml: INDEX_HTML });
      const admin = await t.login();
      cookies.set('admin', admin);
      await t.addUser('capo', 'Capo-Pass-1234', true);
      cookies.set('other-admin', await t.login('capo', 'Capo-Pass-1234'));
      await t.addUser('viewer', 'Viewer-Pass-123', false);
      cookies.set('viewer', await t.login('viewer', 'Viewer-Pass-123'));

      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
        .jpeg()
        .toBuffer();
      const uploaded = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/upload/vehicle-images',
        ...multipart([{ name: 'images', filename: 'auto.jpg', contentType: 'image/jpeg', data: photo }]),
      });
      const [image] = uploaded.json<{ images: string[] }>().images;
      for (let i = 0; i < 4; i++) {
        const created = await t.injectAs(admin, {
          method: 'POST',
          url: '/api/vehicles',
          payload: vehicleBody({ model: `Modello ${i}`, image1: i === 0 ? image : null }),
        });
        vehicleIds.push(created.json<{ id: number }>().id);
      }
      // One deleted: its id must answer 404.
      await t.injectAs(admin, { method: 'DELETE', url: `/api/vehicles/${vehicleIds.pop()}` });
      for (let i = 0; i < 2; i++) {
        await t.injectAs(admin, {
          method: 'POST',
          url: '/api/company-info',
          payload: officeBody({ name: `Sede ${i}` }),
        });
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contactBody({ vehicleId: vehicleIds[0] }),
          remoteAddress: `10.8.0.${i}`,
        });
      }
      for (const entry of readdirSync(t.config.uploadsDir, { withFileTypes: true })) {
        if (entry.isFile()) uploadFiles.set(entry.name, readFileSync(join(t.config.uploadsDir, entry.name)));
      }
      writeCount = installWriteCounter(sqliteOf(t.database), WATCHED_TABLES, 'read_fuzz');
      // The counter sees a write (one that changes nothing), so a read that writes can't go unseen.
      sqliteOf(t.database).prepare("UPDATE meta SET value = value WHERE key = 'data_version'").run();
      expect(writeCount()).toBe(1);
      before = { dump: dump(), dataVersion: dataVersion() };
    }, 60_000);

    afterAll(async () => {
      reportFigures('fuzz-reads', {
        ...figures,
        routes: Object.keys(perRoute).length,
        restGetRoutes: REST_GETS.length,
        trpcQueries: QUERY_NAMES.length,
      });
      console.log(
        `[hardening] fuzz-reads statuses: ${JSON.stringify(statusCounts)}\n[hardening] fuzz-reads per route: ${JSON.stringify(perRoute)}`,
      );
      await t.close();
    });

    it('knows every query procedure and every REST GET route', async () => {
      const queries = Object.keys(procedures).filter((name) => procedureType(name) === 'query');
      expect(queries.sort()).toEqual([...QUERY_NAMES].sort());
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const gets = Object.entries(doc.paths)
        .filter(([, operations]) => 'get' in operations)
        .map(([path]) => path);
      expect(gets.sort()).toEqual(REST_GETS.map((rest) => rest.route).sort());
      expect(uploadFiles.size).toBeGreaterThan(0);
    });

    it('tRPC queries, one or batched: generated procedures, inputs and query strings', async () => {
      // Most odd headers stop a tRPC call before its procedure (415, 400): fewer of them here.
      await fuzzReads(read(trpcUrl, 5), 1000);
    }, 120_000);

    it('REST GET routes: generated ids, query strings and sessions', async () => {
      await fuzzReads(read(restUrl), 600);
    }, 120_000);

    it('uploaded photos: existing names, traversal attempts, junk names, Range and conditional headers', async () => {
      await fuzzReads(read(uploadUrl), 200);
    }, 60_000);

    it('pages, the sitemap and robots.txt: generated paths and languages', async () => {
      await fuzzReads(read(pageUrl), 200);
    }, 60_000);

    it('raw request lines over a socket: traversal never reaches a file outside its folder, nor an admin route', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const database = readFileSync(t.config.databaseFile).subarray(0, 16);
      const rawPath = fc
        .tuple(
          fc.constantFrom(
            '/uploads/',
            '/uploads/x/',
            '/api/docs/static/',
            '/api/vehicles/',
            '/api/trpc/',
            '/',
            '/veicoli/',
          ),
          fc.array(fc.constantFrom('../', '%2e%2e/', '.%2e/', '..%2f', '..%5c', '..\\', '....//', '%252e%252e%252f'), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.constantFrom('nbt.db', 'etc/passwd', 'package.json', 'api/admin/export', 'admin/backup', 'uploads'),
          fc.constantFrom<'anonymous' | 'admin'>('anonymous', 'anonymous', 'admin'),
        )
        .map(([prefix, ups, target, who]) => ({
          path: `${prefix}${ups.join('')}${target}`,
          who,
        }));
      await fc.assert(
        fc.asyncProperty(rawPath, async ({ path, who }) => {
          const writesBefore = writeCount();
          const logBefore = lastLogId();
          const response = await rawGet(port, path, who === 'admin' ? cookies.get('admin') : undefined);
          figures.rawSocketCases++;
          counted(response.status, 'raw request lines');
          const context = `GET ${path} as ${who} → ${response.status} ${response.body.subarray(0, 200).toString()}`;
          expect(response.status, context).toBeLessThan(500);
          const leak =
            response.body.includes(database) || /root:.*:0:0:/.test(response.body.toString('latin1'))
              ? 'a file outside its folder'
              : who === 'anonymous' && response.status < 300 && response.body.subarray(0, 2).toString() === 'PK'
                ? 'the export, anonymously'
                : undefined;
          if (leak) figures.leaks++;
          expect(leak, context).toBeUndefined();
          expect(writeCount(), context).toBe(writesBefore);
          expect(
            logActionsAfter(logBefore).filter((action) => !AUDIT_ACTIONS.has(action)),
            context,
          ).toEqual([]);
        }),
        { numRuns: scaled(80) },
      );
    }, 60_000);

    it('the database is what it was before the first read, and Object.prototype is untouched', () => {
      expect(sqliteOf(t.database).pragma('integrity_check', { simple: true })).toBe('ok');
      expect(dataVersion()).toBe(before.dataVersion);
      figures.databaseUnchanged = dump() === before.dump && dataVersion() === before.dataVersion;
      expect(dump()).toBe(before.dump);
      expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeNames);
      expect(figures['5xx']).toBe(0);
      expect(figures.writes).toBe(0);
      expect(figures.cases).toBeGreaterThan(scaled(1500));
    });
  },
);
