import type { RouteOptions } from 'fastify';

import { type AppErrorCode, ERROR_CODES } from '../errors.js';
import { adminOnly } from '../plugins/app/auth.js';
import { type Answer, type Answers, capitalize, failure, SESSION_REQUIRED } from './answers.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the route runs `adminOnly` first: it then needs the session cookie of an administrator. */
function guardedByAdminOnly(route: Pick<RouteOptions, 'onRequest'>): boolean {
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  return hooks.includes(adminOnly as (typeof hooks)[number]);
}

/** The failures a REST route of this kind can answer before its own logic runs, by code. */
function commonFailures(route: RouteOptions): Partial<Record<AppErrorCode, string>> {
  const schema = route.schema ?? {};
  const method = [route.method].flat()[0]!.toUpperCase();
  const hasBody = BODY_METHODS.has(method);
  const admin = guardedByAdminOnly(route);
  const security = schema.security;
  const sessionRequired = !!security?.length && security.every((requirement) => 'cookieAuth' in requirement);
  const failures: Partial<Record<AppErrorCode, string>> = {};
  if (hasBody || schema.body || schema.params || schema.querystring) {
    failures.INVALID_INPUT = 'Invalid input, nothing was done: `issues` lists what was wrong, field by field';
  }
  if (sessionRequired)
    failures.UNAUTHORIZED = 'No session cookie, or its session has ended (idle or past its lifetime)';
  const forbidden = [
    admin ? 'the signed-in user is not an administrator' : '',
    hasBody ? 'sent by another site (Origin or Sec-Fetch-Site): writes are same-site only' : '',
  ].filter(Boolean);
  if (forbidden.length > 0) failures.FORBIDDEN = capitalize(forbidden.join('; or '));
  // 1 MiB: BODY_LIMIT in app.ts. A multipart route documents its own limits and media type.
  if (hasBody && !schema.consumes) {
    failures.PAYLOAD_TOO_LARGE = 'The body is over 1 MiB';
    failures.UNSUPPORTED_MEDIA_TYPE = 'The body is neither JSON nor empty';
  }
  failures.INTERNAL = 'Unexpected failure (logged); the message never shows internals';
  if (hasBody) failures.UNAVAILABLE = 'The storage refused the write (a full or read-only disk): nothing was saved';
  return failures;
}

const uncapitalize = (text: string) => text[0]!.toLowerCase() + text.slice(1);

const completed = new WeakSet<object>();

/**
 * An `onRoute` hook for the REST routes: marks an admin route (guarded by `adminOnly`) as needing
 * the session cookie, and adds the failures every route of its kind can answer (bad input, no
 * session, another site, too large, internal, a refused write) to its `response`,
 * so the error handler's bodies are serialised, and documented, like the route's own answers. A
 * route that names one of them itself keeps its body, and its reason is added to the common one.
 */
export function addCommonFailures(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  // Fastify registers the HEAD twin of a GET with the same schema object.
  if (completed.has(schema)) return;
  completed.add(schema);
  // An admin route needs the session cookie, whatever its schema says.
  if (guardedByAdminOnly(route)) schema.security = SESSION_REQUIRED;
  const own = (schema.response ?? {}) as Answers;
  const response: Record<number, Answer> = { ...own };
  for (const [code, description] of Object.entries(commonFailures(route)) as [AppErrorCode, string][]) {
    const common = failure(code, description);
    const status = ERROR_CODES[code].status;
    const mine = own[status];
    if (!mine) response[status] = common;
    else if (isSameBody(mine, common))
      response[status] = { ...mine, description: `${mine.description}; or ${uncapitalize(description)}` };
  }
  schema.response = response;
}

const isSameBody = (a: Answer, b: Answer) =>
  a.content['application/json']?.schema === b.content['application/json']?.schema;
