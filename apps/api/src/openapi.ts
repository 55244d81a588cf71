import { STATUS_CODES } from 'node:http';

import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import {
  type AdminUser,
  type AuthUser,
  CONTACT_LANGUAGES,
  CONTACT_STATUSES,
  type ContactRequest,
  LISTING_TYPES,
  NOTIFICATION_STATES,
  type Office,
  type Vehicle,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  WEEKDAYS,
} from '@nbt/validation';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { type AppErrorCode, ERROR_CODES, MESSAGE_CODES } from './errors.js';
import type { AccessLogView } from './modules/access-logs/access-logs.service.js';
import { SESSION_COOKIE } from './modules/auth/auth.service.js';
import { adminOnly } from './plugins/app/auth.js';

// The OpenAPI document of the REST /api (served at /api/docs and /api/docs/json). Request bodies
// and path parameters come from the routes' zod schemas (packages/validation). What a route
// answers is documented here, not enforced: the public reads send bytes made once per data
// version (lib/public-cache.ts) and the error handler writes every failure, so a `response`
// schema would describe some replies and silently reshape others. The routes name their answers
// in `schema.replies`; test/openapi.integration.test.ts checks every documented answer against
// what the routes really send.

// ---- Answers -------------------------------------------------------------------------------

/** A JSON header value or body part, as OpenAPI 3.0 writes it. */
type JsonSchema = Record<string, unknown>;

/** One documented answer of a route. */
export interface ReplyDoc {
  description: string;
  /** The JSON body; none for a bodiless answer (e.g. 304). */
  body?: z.ZodType;
  /** A download instead of JSON: its media type (the body is the file's bytes). */
  file?: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

/**
 * Status → a JSON body schema, or a description (an error status then has the error handler's
 * body for that status, any other status no body), or a full `ReplyDoc`.
 */
export type Replies = Readonly<Record<number, ReplyDoc | z.ZodType | string>>;

declare module 'fastify' {
  interface FastifySchema {
    /** What the route answers, for the OpenAPI document only: never used to serialise a reply. */
    replies?: Replies;
  }
}

/**
 * A response schema proven, at compile time, to describe exactly the type the services return:
 * a field added to or removed from `T` without the schema fails the typecheck.
 */
const describes =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S & ([T] extends [z.output<S>] ? unknown : never)): S =>
    schema;

const isoDateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const id = z.int().positive();

export const AuthUserSchema = describes<AuthUser>()(
  z.object({ id, username: z.string(), isAdmin: z.boolean() }).meta({ id: 'AuthUser' }),
);

/** A user as every response shows it: never a password or its hash. Also serialises the users routes' replies. */
export const AdminUserSchema = describes<AdminUser>()(
  z.object({ id, username: z.string(), isAdmin: z.boolean(), createdAt: isoDateTime }).meta({ id: 'AdminUser' }),
);

const cents = (description: string) => z.int().nonnegative().nullable().meta({ description });
const imageUrl = z
  .string()
  .nullable()
  .meta({ description: 'An uploaded photo (`/uploads/…`) or an absolute http(s) address; null when empty' });

export const VehicleSchema = describes<Vehicle>()(
  z
    .object({
      id,
      brand: z.string(),
      model: z.string(),
      year: z.int(),
      kilometers: z.int().nonnegative(),
      fuel_type: z.string(),
      fuel_regulation: z.string(),
      engine_displacement: z.int().nonnegative().nullable().meta({ description: 'cm³' }),
      horsepower: z.int().nonnegative().nullable(),
      transmission: z.string(),
      doors: z.int().nonnegative(),
      seats: z.int().positive(),
      color: z.string(),
      price_per_day: cents('Rental price per day, in cents'),
      sale_price: cents('Sale price in cents (sale_price_euros × 100 when that is set)'),
      sale_price_euros: z.int().nonnegative().nullable().meta({ description: 'Sale price in whole euros' }),
      hide_price: z.boolean(),
      vehicle_category: z.enum(VEHICLE_CATEGORIES),
      listing_type: z.enum(LISTING_TYPES),
      available: z.boolean(),
      status: z.enum(VEHICLE_STATUSES),
      description: z.string(),
      features: z.array(z.string()),
      image1: imageUrl,
      image2: imageUrl,
      image3: imageUrl,
      image4: imageUrl,
      image5: imageUrl,
      image6: imageUrl,
      image7: imageUrl,
      image8: imageUrl,
      image9: imageUrl,
      image10: imageUrl,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    })
    .meta({ id: 'Vehicle' }),
);

export const OfficeSchema = describes<Office>()(
  z
    .object({
      id,
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      openingHours: z.object(
        Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as Record<(typeof WEEKDAYS)[number], z.ZodString>,
      ),
      isMainOffice: z.boolean(),
      isActive: z.boolean(),
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    })
    .meta({ id: 'Office' }),
);

export const ContactRequestSchema = describes<ContactRequest>()(
  z
    .object({
      id,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      service: z.string(),
      message: z.string(),
      vehicleId: id.nullable(),
      vehicleLabel: z.string().nullable(),
      status: z.enum(CONTACT_STATUSES),
      language: z
        .enum(CONTACT_LANGUAGES)
        .meta({ description: 'The language of the visitor and of their confirmation' }),
      page: z.string().nullable().meta({ description: 'The site path the form was sent from' }),
      notification: z.enum(NOTIFICATION_STATES).meta({
        description:
          'The e-mails of the request: `sent`, `pending` (waiting for the mail server, retried), `failed` (given up ' +
          'after two days; may be sent again) or `off` (none queued: the server sends no e-mail)',
      }),
      createdAt: isoDateTime,
    })
    .meta({ id: 'ContactRequest' }),
);

export const AccessLogEntrySchema = describes<AccessLogView>()(
  z
    .object({
      timestamp: isoDateTime,
      action: z.string().meta({ description: 'e.g. LOGIN_SUCCESS, LOGIN_FAILED, VEHICLE_CREATED' }),
      details: z.string().nullable(),
      username: z.string().nullable(),
      ip: z.string().nullable(),
    })
    .meta({ id: 'AccessLogEntry' }),
);

export const SuccessSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export const HealthSchema = z.object({ status: z.literal('ok') });
export const CurrentUserSchema = z.object({ user: AuthUserSchema });
export const SignedInSchema = z.object({ success: z.literal(true), user: AuthUserSchema });
export const UploadedImagesSchema = z.object({
  images: z.array(z.string()).meta({ description: 'The stored photos’ addresses (`/uploads/…`), in the order sent' }),
});

// ---- Errors, as plugins/error-handler.ts writes them ------------------------------------------

const FieldIssueSchema = z
  .object({
    path: z
      .string()
      .meta({ description: "The failing field, dotted (e.g. 'openingHours.monday'); empty for the whole body" }),
    code: z.string().meta({ description: "zod's issue code ('too_big', 'invalid_format', 'custom', ...)" }),
    message: z.string(),
    maximum: z.number().optional(),
    minimum: z.number().optional(),
    origin: z.string().optional(),
    expected: z.string().optional(),
    format: z.string().optional(),
    params: z
      .object({ code: z.string() })
      .optional()
      .meta({ description: "The field's own rule, when zod's code does not tell it (e.g. 'rental_price_required')" }),
  })
  .meta({ id: 'FieldIssue' });

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const uncapitalize = (text: string) => text[0]!.toLowerCase() + text.slice(1);
const pascal = (code: string) => code.toLowerCase().split('_').map(capitalize).join('');

/** The body of every non-OK answer with `code`: a readable message (Italian), the code, for 400 the failing fields. */
const errorSchemaFor = (code: AppErrorCode) =>
  z
    .object({
      error: z.string().meta({ description: 'A human-readable message; never a stack trace or an internal detail' }),
      code: z.literal(code),
      messageCode: z
        .enum(MESSAGE_CODES)
        .meta({ description: 'Which failure exactly (e.g. VEHICLE_NOT_FOUND), for clients to translate' }),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .meta({ description: 'What the message is written from (e.g. retryAfter in seconds)' }),
      ...(code === 'INVALID_INPUT' ? { issues: z.array(FieldIssueSchema).min(1) } : {}),
    })
    .meta({ id: `${pascal(code)}Error` });

export const ERROR_SCHEMAS = {} as Record<AppErrorCode, z.ZodType>;
for (const code of Object.keys(ERROR_CODES) as AppErrorCode[]) ERROR_SCHEMAS[code] = errorSchemaFor(code);

const CODE_BY_STATUS = new Map<number, AppErrorCode>(
  (Object.entries(ERROR_CODES) as [AppErrorCode, { status: number }][]).map(([code, { status }]) => [status, code]),
);

/** POST /api/auth/login's refusal: REST clients read a success flag, so it is there too. */
export const LoginFailedSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.literal('UNAUTHORIZED'),
    messageCode: z.literal('LOGIN_FAILED'),
  })
  .meta({ id: 'LoginFailed' });

// ---- Headers ---------------------------------------------------------------------------------

const text = { type: 'string' };
export const headers = {
  etag: { ETag: { description: 'Weak validator of the body; send it back in If-None-Match', schema: text } },
  download: {
    'Content-Disposition': { description: 'attachment; filename="…" with today’s date', schema: text },
  },
  session: {
    'Set-Cookie': {
      description: `${SESSION_COOKIE}=…; Path=/; HttpOnly; SameSite=Lax (Secure over HTTPS): the session`,
      schema: text,
    },
  },
};

/** 304 of the public reads that carry an ETag. */
export const NOT_MODIFIED: ReplyDoc = {
  description: 'Not modified since the ETag sent in If-None-Match (no body)',
  headers: headers.etag,
};

// ---- Security --------------------------------------------------------------------------------

/** The session cookie set by POST /api/auth/login is the only credential. */
export const SESSION_REQUIRED = [{ cookieAuth: [] }] as const;
/** Works without a session, and does more with one. */
export const SESSION_OPTIONAL = [{}, { cookieAuth: [] }] as const;

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
