import { STATUS_CODES } from 'node:http';

import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { SESSION_COOKIE } from '../modules/auth/auth.service.js';
import { adminOnly } from '../plugins/app/auth.js';
import {
  capitalize,
  CODE_BY_STATUS,
  ERROR_SCHEMAS,
  type JsonSchema,
  type Replies,
  type ReplyDoc,
  SESSION_REQUIRED,
  uncapitalize,
} from './schemas.js';

// The OpenAPI document of the REST /api: the per-route transform and the document's options.

// ---- The per-route transform ------------------------------------------------------------------

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Only the REST /api is documented: not tRPC (the web app's own API), the docs, static files or pages. */
export function isDocumentedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/trpc') && !url.startsWith('/api/docs');
}

function guardedByAdminOnly(route: RouteOptions): boolean {
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  return hooks.includes(adminOnly as (typeof hooks)[number]);
}

/** The failures any route of this kind can answer, before its own logic runs. */
function commonErrors(method: string, schema: FastifySchema, admin: boolean, sessionRequired: boolean): Replies {
  const hasBody = BODY_METHODS.has(method);
  const errors: Record<number, string> = {};
  if (hasBody || schema.body || schema.params || schema.querystring) {
    errors[400] = 'Invalid input, nothing was done: `issues` lists what was wrong, field by field';
  }
  if (sessionRequired) errors[401] = 'No session cookie, or its session has ended (idle or past its lifetime)';
  const forbidden = [
    admin ? 'the signed-in user is not an administrator' : '',
    hasBody ? 'sent by another site (Origin or Sec-Fetch-Site): writes are same-site only' : '',
  ].filter(Boolean);
  if (forbidden.length > 0) errors[403] = capitalize(forbidden.join('; or '));
  // 1 MiB: BODY_LIMIT in app.ts. A multipart route documents its own limits and media type.
  if (hasBody && !schema.consumes) {
    errors[413] = 'The body is over 1 MiB';
    errors[415] = 'The body is neither JSON nor empty';
  }
  errors[500] = 'Unexpected failure (logged); the message never shows internals';
  if (hasBody) errors[503] = 'The storage refused the write (a full or read-only disk): nothing was saved';
  return errors;
}

function toReplyDoc(status: number, reply: ReplyDoc | z.ZodType | string): ReplyDoc {
  if (typeof reply === 'string') {
    const code = CODE_BY_STATUS.get(status);
    return status >= 400 && code ? { description: reply, body: ERROR_SCHEMAS[code] } : { description: reply };
  }
  if (reply instanceof z.ZodType) return { description: STATUS_CODES[status] ?? String(status), body: reply };
  return reply;
}

const binary = z.string().meta({ format: 'binary' });

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

/** @fastify/swagger reads response headers as `{ name: { ...schema, description } }`. */
function toHeaderSchemas(list: NonNullable<ReplyDoc['headers']>): JsonSchema {
  return Object.fromEntries(
    Object.entries(list).map(([name, { description, schema }]) => [name, { ...schema, description }]),
  );
}

/**
 * Builds each documented route's answers (its `replies`, its `response` where it has one, and the
 * common failures), marks admin routes (guarded by `adminOnly`) as needing the session cookie,
 * and hides everything outside the REST /api.
 */
export const transform: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  if (!isDocumentedUrl(url) || schema?.hide) return { schema: { hide: true }, url };

  const { replies = {}, response, ...rest } = schema ?? {};
  const method = [route.method].flat()[0]!.toUpperCase();
  const admin = guardedByAdminOnly(route);
  const security = admin ? SESSION_REQUIRED : rest.security;
  const sessionRequired = !!security?.length && security.every((requirement) => 'cookieAuth' in requirement);

  const common = commonErrors(method, rest, admin, sessionRequired);
  // A route's enforced `response` (the users routes) documents that body; a description in
  // `replies` for the same status goes with it.
  const enforced = (response ?? {}) as Record<string, z.ZodType>;
  const own: Record<string, Replies[number]> = { ...enforced, ...replies };
  for (const [status, reply] of Object.entries(own)) {
    if (typeof reply === 'string' && enforced[status]) own[status] = { description: reply, body: enforced[status] };
  }
  const all: Record<string, Replies[number]> = { ...common, ...own };
  const answers = Object.entries(all).map(([key, reply]) => {
    const status = Number(key);
    const general = common[status];
    // A route's own reason for a failure adds to the common ones (e.g. 403: id 1, or not an admin).
    const merged =
      typeof reply === 'string' && typeof general === 'string' && reply !== general
        ? `${reply}; or ${uncapitalize(general)}`
        : reply;
    return [key, toReplyDoc(status, merged)] as const;
  });

  // Bodies go through the zod type provider's transform (refs to the named schemas above);
  // bodiless answers and headers are added after it.
  const withBody = Object.fromEntries(
    answers
      .filter(([, reply]) => reply.body || reply.file)
      .map(([status, reply]) => [
        status,
        {
          description: reply.description,
          content: { [reply.file ?? 'application/json']: { schema: reply.file ? binary : reply.body! } },
        },
      ]),
  );
  const converted = jsonSchemaTransform({
    ...document,
    schema: { ...rest, ...(security ? { security } : {}), response: withBody } as FastifySchema,
  });
  const documented = converted.schema.response as Record<string, JsonSchema>;
  for (const [status, reply] of answers) {
    const extra = status === '429' || status === '503' ? { ...reply.headers, ...retryAfter } : reply.headers;
    if (!(reply.body || reply.file)) documented[status] = { description: reply.description, type: 'null' };
    if (extra) documented[status] = { ...documented[status], headers: toHeaderSchemas(extra) };
  }
  return converted;
};

/** The named schemas, as components; each comes out as read and as written, and only those referred to are kept. */
export const transformObject: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = openapi.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof child === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : undefined;
      if (name !== undefined) {
        if (!kept.has(name)) {
          kept.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(child);
      }
    }
  };
  visit({ ...openapi, components: { ...openapi.components, schemas: {} } });
  if (openapi.components) {
    openapi.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  }
  return openapi as ReturnType<SwaggerTransformObject>;
};

// ---- The document ----------------------------------------------------------------------------

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'NBT API',
      version: '1.0.0',
      description: [
        'The REST API of the NBT site: the public fleet and offices, contact requests, and the back office.',
        '',
        `Admin routes need the session cookie \`${SESSION_COOKIE}\` that POST /api/auth/login sets (HttpOnly, SameSite=Lax); ` +
          'without it they answer 401, with a non-administrator’s session 403.',
        'Bodies are JSON (`application/json`), except the photo upload (multipart). Writes (POST, PUT, PATCH, DELETE) sent by another site are refused with 403.',
        'Every non-OK answer is JSON `{ error, code }`, and 400 also lists the failing fields in `issues`.',
      ].join('\n'),
    },
    tags: [
      { name: 'vehicles', description: 'The fleet: public reads, admin writes' },
      { name: 'uploads', description: 'Vehicle photos' },
      { name: 'offices', description: 'The firm’s offices (company info)' },
      { name: 'contact', description: 'Contact and quote requests' },
      { name: 'auth', description: 'Sign-in and the session' },
      { name: 'users', description: 'Administrator accounts' },
      { name: 'access-logs', description: 'Who did what, from where' },
      { name: 'export', description: 'The whole database as a spreadsheet' },
      { name: 'backup', description: 'An online backup of the data directory' },
      { name: 'health', description: 'Liveness' },
    ],
    components: {
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/auth/login and ended by POST /api/auth/logout',
        },
      },
    },
  },
  transform,
  transformObject,
};
