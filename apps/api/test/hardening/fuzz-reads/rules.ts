import { posix } from 'node:path';

import {
  AdminVehicleQuerySchema,
  ContactRequestQuerySchema,
  IdParamsSchema,
  ReservationDeskQuerySchema,
  ReservationListQuerySchema,
  TRPC_MAX_BATCH_SIZE,
  VehicleListQuerySchema,
} from '@nbt/validation';
import secureJson from 'secure-json-parse';
import type { z } from 'zod';

import { MAX_PARAM_LENGTH } from '../../../src/lib/request-path.js';
import { appRouter } from '../../../src/trpc/router.js';
import { pathId } from '../../helpers.js';
import { BASE, REFUSED, type Who, type Read } from './values.js';
import { requestExists, uploadFiles, vehicleExists } from './database.js';

/** The oracle of the read fuzz: the status, calls and access-log rows the rules give a read. */

// ---- The oracle -------------------------------------------------------------------------------

export interface Expectation {
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
export function adminRead(who: Who, mainAdminOnly = false): number {
  if (who === 'anonymous') return 401;
  if (who === 'viewer' || (mainAdminOnly && who !== 'admin')) return 403;
  return 200;
}

export type InputOf = () => { ok: true; value: unknown } | { ok: false };

/** An administrator's read of one contact request's parts: 400 for a bad id, 404 for one no request has. */
function requestRead(who: Who, input: InputOf): number {
  const admitted = adminRead(who);
  if (admitted !== 200) return admitted;
  const given = input();
  if (!given.ok) return 400;
  const parsed = IdParamsSchema.safeParse(given.value);
  if (!parsed.success) return 400;
  return requestExists(parsed.data.id) ? 200 : 404;
}

/** The status of each query procedure, from the caller and its input (read only when the procedure reads it). */
export const QUERY_RULES: Record<string, (who: Who, input: InputOf) => number> = {
  'auth.me': () => 200,
  'vehicles.list': (_who, input) => {
    const given = input();
    return given.ok && VehicleListQuerySchema.optional().safeParse(given.value).success ? 200 : 400;
  },
  // The list page's read: the same query, required.
  'vehicles.browse': (_who, input) => {
    const given = input();
    return given.ok && VehicleListQuerySchema.safeParse(given.value).success ? 200 : 400;
  },
  'vehicles.byId': (_who, input) => {
    const given = input();
    if (!given.ok) return 400;
    const parsed = IdParamsSchema.safeParse(given.value);
    if (!parsed.success) return 400;
    return vehicleExists(parsed.data.id) ? 200 : 404;
  },
  'vehicles.availability': (who, input) => QUERY_RULES['vehicles.byId']!(who, input),
  'offices.list': () => 200,
  'financeTerms.get': () => 200,
  'rentalOptions.list': () => 200,
  'admin.rentalOptions.list': (who) => adminRead(who),
  'admin.vehicles.search': (who, input) => {
    const admitted = adminRead(who);
    if (admitted !== 200) return admitted;
    const given = input();
    return given.ok && AdminVehicleQuerySchema.safeParse(given.value).success ? 200 : 400;
  },
  'admin.users.list': (who) => adminRead(who),
  'admin.accessLogs.list': (who) => adminRead(who, true),
  'admin.contactRequests.search': (who, input) => {
    const admitted = adminRead(who);
    if (admitted !== 200) return admitted;
    const given = input();
    return given.ok && ContactRequestQuerySchema.safeParse(given.value).success ? 200 : 400;
  },
  'admin.contactRequests.countNew': (who) => adminRead(who),
  // A request's notes, replies and reply texts: an administrator's, for a request that exists.
  'admin.contactRequests.notes': (who, input) => requestRead(who, input),
  'admin.contactRequests.replies': (who, input) => requestRead(who, input),
  'admin.contactRequests.replyDrafts': (who, input) => requestRead(who, input),
  'admin.contactRequests.pulse': (who) => adminRead(who),
  'admin.reservations.list': (who, input) => {
    const admitted = adminRead(who);
    if (admitted !== 200) return admitted;
    const given = input();
    return given.ok && ReservationListQuerySchema.safeParse(given.value).success ? 200 : 400;
  },
  'admin.reservations.desk': (who, input) => {
    const admitted = adminRead(who);
    if (admitted !== 200) return admitted;
    const given = input();
    return given.ok && ReservationDeskQuerySchema.safeParse(given.value).success ? 200 : 400;
  },
  'admin.reservations.feed': (who) => adminRead(who),
};
/** Reads that add an access-log row when they succeed: who looked at the log or at personal data. */
export const AUDITED_QUERIES = new Set([
  'admin.accessLogs.list',
  'admin.contactRequests.search',
  'admin.contactRequests.notes',
  'admin.contactRequests.replies',
  'admin.reservations.list',
  'admin.reservations.desk',
]);
export const AUDIT_ACTIONS = new Set([
  'ACCESS_LOG_DOWNLOADED',
  'CONTACT_REQUESTS_VIEWED',
  'RESERVATIONS_VIEWED',
  'DATA_EXPORTED',
  'BACKUP_DOWNLOADED',
]);

export const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> })
  .procedures;
export const procedureType = (name: string) =>
  Object.hasOwn(procedures, name) ? procedures[name]!._def.type : undefined;
export const MUTATIONS = Object.keys(procedures).filter((name) => procedureType(name) === 'mutation');

export interface RestRoute {
  /** As the OpenAPI document names it. */
  route: string;
  pattern: RegExp;
  status: (who: Who, segment: string | undefined, headers: Read['headers'], query: URLSearchParams) => number;
  audited?: boolean;
}

/**
 * Whether a query string passes a route's query schema, the keys it names read as Fastify reads
 * them (a repeated key is a list); the others are ignored.
 */
function queryPasses(schema: z.ZodType, query: URLSearchParams, keys: string[]): boolean {
  const values = Object.fromEntries(
    keys
      .map((key) => [key, query.getAll(key)] as const)
      .filter(([, all]) => all.length > 0)
      .map(([key, all]) => [key, all.length === 1 ? all[0] : all]),
  );
  return schema.safeParse(values).success;
}

/** The export: an administrator's, and refused when the browser says another site asked. */
export function download(who: Who, _segment: string | undefined, headers: Read['headers']): number {
  return sameSiteDownload(adminRead(who), headers);
}

/** The backup holds the access log and the password hashes: the main administrator's only. */
function backupDownload(who: Who, _segment: string | undefined, headers: Read['headers']): number {
  return sameSiteDownload(adminRead(who, true), headers);
}

function sameSiteDownload(admitted: number, headers: Read['headers']): number {
  if (admitted !== 200) return admitted;
  if (['cross-site', 'same-site'].includes(headers['sec-fetch-site'] ?? '')) return 403;
  return headers.origin === undefined || sameOrigin(headers.origin, headers.host) ? 200 : 403;
}

/**
 * Whether an Origin header names the site the request was sent to, scheme and port included
 * (light-my-request speaks plain http to localhost:80 by default).
 */
function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).origin === new URL(`http://${host ?? 'localhost:80'}`).origin;
  } catch {
    return false;
  }
}

/** Every REST GET route of the OpenAPI document and what it answers whom. */
export const REST_GETS: RestRoute[] = [
  { route: '/api/health', pattern: /^\/api\/health$/, status: () => 200 },
  { route: '/api/ready', pattern: /^\/api\/ready$/, status: () => 200 },
  { route: '/api/auth/me', pattern: /^\/api\/auth\/me$/, status: (who) => (who === 'anonymous' ? 401 : 200) },
  {
    route: '/api/vehicles',
    pattern: /^\/api\/vehicles$/,
    status: (_who, _segment, _headers, query) =>
      queryPasses(VehicleListQuerySchema, query, Object.keys(VehicleListQuerySchema.shape)) ? 200 : 400,
  },
  {
    route: '/api/vehicles/{id}/availability',
    pattern: /^\/api\/vehicles\/([^/]*)\/availability$/,
    status: (_who, segment) => {
      const id = pathId(segment ?? '');
      return id === undefined ? REFUSED : vehicleExists(id) ? 200 : 404;
    },
  },
  {
    route: '/api/admin/vehicles',
    pattern: /^\/api\/admin\/vehicles$/,
    status: (who, _segment, _headers, query) => {
      const admitted = adminRead(who);
      if (admitted !== 200) return admitted;
      const keys = Object.keys(AdminVehicleQuerySchema.shape);
      return queryPasses(AdminVehicleQuerySchema, query, keys) ? 200 : 400;
    },
  },
  {
    route: '/api/admin/reservations',
    pattern: /^\/api\/admin\/reservations$/,
    status: (who, _segment, _headers, query) => {
      const admitted = adminRead(who);
      if (admitted !== 200) return admitted;
      return queryPasses(ReservationListQuerySchema, query, ['vehicleId', 'from', 'to', 'q']) ? 200 : 400;
    },
    audited: true,
  },
  {
    route: '/api/admin/reservations/desk',
    pattern: /^\/api\/admin\/reservations\/desk$/,
    status: (who, _segment, _headers, query) => {
      const admitted = adminRead(who);
      if (admitted !== 200) return admitted;
      return queryPasses(ReservationDeskQuerySchema, query, ['date']) ? 200 : 400;
    },
    audited: true,
  },
  {
    route: '/api/admin/reservations/feed',
    pattern: /^\/api\/admin\/reservations\/feed$/,
    status: (who) => adminRead(who),
  },
  // No calendar address was made: every token is refused.
  { route: '/api/calendar/{file}', pattern: /^\/api\/calendar\/([^/]*)$/, status: () => REFUSED },
  {
    route: '/api/vehicles/{id}',
    pattern: /^\/api\/vehicles\/([^/]*)$/,
    status: (_who, segment) => {
      const id = pathId(segment ?? '');
      return id === undefined ? REFUSED : vehicleExists(id) ? 200 : 404;
    },
  },
  { route: '/api/company-info', pattern: /^\/api\/company-info$/, status: () => 200 },
  { route: '/api/finance-terms', pattern: /^\/api\/finance-terms$/, status: () => 200 },
  { route: '/api/rental-options', pattern: /^\/api\/rental-options$/, status: () => 200 },
  {
    route: '/api/admin/rental-options',
    pattern: /^\/api\/admin\/rental-options$/,
    status: (who) => adminRead(who),
  },
  {
    route: '/api/admin/contact-requests',
    pattern: /^\/api\/admin\/contact-requests$/,
    status: (who) => adminRead(who),
    audited: true,
  },
  {
    route: '/api/admin/contact-requests/search',
    pattern: /^\/api\/admin\/contact-requests\/search$/,
    status: (who, _segment, _headers, query) => {
      const admitted = adminRead(who);
      if (admitted !== 200) return admitted;
      const keys = ['q', 'status', 'service', 'vehicleId', 'from', 'to', 'page', 'pageSize'];
      return queryPasses(ContactRequestQuerySchema, query, keys) ? 200 : 400;
    },
    audited: true,
  },
  ...(['notes', 'replies', 'reply-drafts'] as const).map((part): RestRoute => ({
    route: `/api/admin/contact-requests/{id}/${part}`,
    pattern: new RegExp(`^/api/admin/contact-requests/([^/]*)/${part}$`),
    status: (who, segment) => {
      const admitted = adminRead(who);
      if (admitted !== 200) return admitted;
      const id = pathId(segment ?? '');
      return id === undefined ? REFUSED : requestExists(id) ? 200 : 404;
    },
    audited: part !== 'reply-drafts',
  })),
  { route: '/api/admin/users', pattern: /^\/api\/admin\/users$/, status: (who) => adminRead(who) },
  {
    route: '/api/admin/access-logs',
    pattern: /^\/api\/admin\/access-logs$/,
    status: (who) => adminRead(who, true),
    audited: true,
  },
  { route: '/api/admin/export', pattern: /^\/api\/admin\/export$/, status: download, audited: true },
  { route: '/api/admin/backup', pattern: /^\/api\/admin\/backup$/, status: backupDownload, audited: true },
];

/** The URL the server sees: light-my-request parses it as a browser would (dot segments, `\`, `#`). */
export function seenUrl(url: string): URL {
  return new URL(url.startsWith('//') ? `${BASE}${url}` : url, BASE);
}

export const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** A Host header tRPC can build the request's URL from, without credentials (400 for any other). */
export function isUsableHost(host: string | undefined): boolean {
  try {
    const url = new URL('/', `http://${host || 'localhost:80'}`);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

export function trpcRules(url: URL, routed: string, read: Read): Expectation {
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
  // A query's input goes through the server's strict JSON parse before tRPC sees it.
  const given = params.get('input');
  if (given !== null && !strictJson(given)) return { status: 400, audited: 0, route: named };

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

/** Whether the server's strict parser (Fastify's, which is secure-json-parse refusing both keys) takes this text. */
function strictJson(text: string): boolean {
  try {
    secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    return true;
  } catch {
    return false;
  }
}

export function uploadRules(url: URL): Expectation {
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

export function pageRules(pathname: string): Expectation {
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
export const routedPath = (path: string) => decodeURI(path.replace(/%25/g, '%2525'));

/** What the rules say the server must answer this read. */
export function rules(read: Read): Expectation {
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
      const status = rest.status(read.session.who, match[1], read.headers, url.searchParams);
      return { status, audited: rest.audited && status === 200 ? 1 : 0, route: rest.route };
    }
    return { status: REFUSED, audited: 0, route: 'unknown /api' };
  }
  if (path.startsWith('/uploads/')) return uploadRules(url);
  // The pages: the not-found handler reads the path as sent.
  return pageRules(url.pathname);
}
