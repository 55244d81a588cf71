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
import { z } from 'zod';

import { type AppErrorCode, ERROR_CODES, MESSAGE_CODES } from '../errors.js';
import type { AccessLogView } from '../modules/access-logs/access-logs.service.js';
import { SESSION_COOKIE } from '../modules/auth/auth.service.js';

// The schemas of the OpenAPI document of the REST /api (served at /api/docs and /api/docs/json;
// document.ts builds it). Request bodies
// and path parameters come from the routes' zod schemas (packages/validation). What a route
// answers is documented here, not enforced: the public reads send bytes made once per data
// version (lib/public-cache.ts) and the error handler writes every failure, so a `response`
// schema would describe some replies and silently reshape others. The routes name their answers
// in `schema.replies`; test/openapi.integration.test.ts checks every documented answer against
// what the routes really send.

// ---- Answers -------------------------------------------------------------------------------

/** A JSON header value or body part, as OpenAPI 3.0 writes it. */
export type JsonSchema = Record<string, unknown>;

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

export const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
export const uncapitalize = (text: string) => text[0]!.toLowerCase() + text.slice(1);
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

export const CODE_BY_STATUS = new Map<number, AppErrorCode>(
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
