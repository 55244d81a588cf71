import { AuthUserSchema } from '@nbt/validation';
import { z } from 'zod';

import { type AppErrorCode, ERROR_CODES, MESSAGE_CODES } from '../errors.js';
import { DEVICE_COOKIE_PREFIX, SESSION_COOKIE } from '../modules/auth/auth.service.js';

// What the REST routes answer, in the shape Fastify and @fastify/swagger both read: each status
// names a description and a schema per media type. Fastify serialises a JSON answer with its
// schema (fastify-type-provider-zod), so a route cannot send a field its schema does not name,
// and the OpenAPI document is built from the same objects. Bytes made ahead of time (the public
// reads, downloads) are sent as they are: Fastify serialises objects only.

/** An OpenAPI header: its description and a JSON schema. */
export interface HeaderDoc {
  description: string;
  schema: Record<string, unknown>;
}

export interface Answer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
  /** For the OpenAPI document only (openapi/document.ts writes them out); Fastify ignores them. */
  headers?: Record<string, HeaderDoc>;
}

/** Status → answer, a route's `schema.response`. */
export type Answers = Record<number, Answer>;

/** A JSON answer. */
export const json = (description: string, schema: z.ZodType, headers?: Record<string, HeaderDoc>): Answer => ({
  description,
  content: { 'application/json': { schema } },
  ...(headers ? { headers } : {}),
});

const binary = z.string().meta({ format: 'binary' });

/** A download: the file's bytes, of `mediaType`. */
export const file = (description: string, mediaType: string, headers?: Record<string, HeaderDoc>): Answer => ({
  description,
  content: { [mediaType]: { schema: binary } },
  ...(headers ? { headers } : {}),
});

/** An answer without a body (a 304): no media type, so nothing to serialise. */
export const empty = (description: string, headers?: Record<string, HeaderDoc>): Answer => ({
  description,
  content: {},
  ...(headers ? { headers } : {}),
});

// ---- Failures, as plugins/app/error-handler.ts writes them ---------------------------------------

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

export const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
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

export const ERROR_SCHEMAS = Object.fromEntries(
  (Object.keys(ERROR_CODES) as AppErrorCode[]).map((code) => [code, errorSchemaFor(code) as z.ZodType]),
) as Record<AppErrorCode, z.ZodType>;

/** The error handler's answer for `code`, at that code's status. */
export const failure = (code: AppErrorCode, description: string) => json(description, ERROR_SCHEMAS[code]);

/** A route's own failures, by code: `...failures({ NOT_FOUND: 'No vehicle with this id' })`. */
export function failures(described: Partial<Record<AppErrorCode, string>>): Answers {
  return Object.fromEntries(
    (Object.entries(described) as [AppErrorCode, string][]).map(([code, description]) => [
      ERROR_CODES[code].status,
      failure(code, description),
    ]),
  );
}

/** The 403 of a download another site asked for. */
export const CROSS_SITE_READ =
  'Asked for from another site (Sec-Fetch-Site cross-site or same-site, or a foreign Origin)';

/** The 503 of a read of personal data that the access log could not record. */
export const READ_NOT_RECORDED =
  'The access log could not record the reading (a full or read-only disk): nothing is sent';

// ---- Bodies only the REST routes answer ----------------------------------------------------------

export const HealthSchema = z.object({ status: z.literal('ok') });
const CheckStateSchema = z.enum(['ok', 'failed', 'timeout', 'pending', 'skipped']);
export const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  failed: z
    .array(z.enum(['database', 'migrations', 'storage', 'shutdown']))
    .meta({ description: 'The parts that failed; `shutdown` while the server is stopping' }),
  checks: z.object({ database: CheckStateSchema, migrations: CheckStateSchema, storage: CheckStateSchema }),
});
export const CurrentUserSchema = z.object({ user: AuthUserSchema });
export const SignedInSchema = z.object({ success: z.literal(true), user: AuthUserSchema });
export const UploadedImagesSchema = z.object({
  images: z.array(z.string()).meta({ description: 'The stored photos’ addresses (`/uploads/…`), in the order sent' }),
});

/** POST /api/auth/login's refusal: REST clients read a success flag, so it is there too. */
export const LoginFailedSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.literal('UNAUTHORIZED'),
    messageCode: z.literal('LOGIN_FAILED'),
  })
  .meta({ id: 'LoginFailed' });

// ---- Headers -------------------------------------------------------------------------------------

const text = { type: 'string' };
export const headers = {
  etag: { ETag: { description: 'Weak validator of the body; send it back in If-None-Match', schema: text } },
  download: {
    'Content-Disposition': { description: 'attachment; filename="…" with today’s date', schema: text },
  },
  session: {
    'Set-Cookie': {
      description:
        `${SESSION_COOKIE}=…; Path=/; HttpOnly; SameSite=Lax (Secure over HTTPS): the session; and ` +
        `${DEVICE_COOKIE_PREFIX}<user id>=…; Path=/api/; HttpOnly; SameSite=Strict; a year: the signed device ` +
        'cookie, which later logins of this user from this browser are counted against instead of the username',
      schema: text,
    },
  },
  retryAfter: {
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
  },
} satisfies Record<string, Record<string, HeaderDoc>>;

/** 304 of the public reads that carry an ETag. */
export const NOT_MODIFIED = empty('Not modified since the ETag sent in If-None-Match (no body)', headers.etag);

// ---- Security ------------------------------------------------------------------------------------

/** OpenAPI security requirements: any one of them is enough. */
export type Security = Record<string, string[]>[];
/** The session cookie set by POST /api/auth/login is the only credential. */
export const SESSION_REQUIRED: Security = [{ cookieAuth: [] }];
/** Works without a session, and does more with one. */
export const SESSION_OPTIONAL: Security = [{}, { cookieAuth: [] }];
