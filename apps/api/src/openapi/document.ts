import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

import { SESSION_COOKIE } from '../modules/auth/auth.service.js';
import { domains } from '../operations/registry.js';
import { type Answers, type HeaderDoc, headers } from './answers.js';

// The OpenAPI document of the REST /api: the per-route transform and the document's options.

/** Only the REST /api is documented: not tRPC (the web app's own API), the docs, static files or pages. */
export function isDocumentedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/trpc') && !url.startsWith('/api/docs');
}

type JsonSchema = Record<string, unknown>;

/** @fastify/swagger reads response headers as `{ name: { ...schema, description } }`. */
function toHeaderSchemas(list: Record<string, HeaderDoc>): JsonSchema {
  return Object.fromEntries(
    Object.entries(list).map(([name, { description, schema }]) => [name, { ...schema, description }]),
  );
}

/**
 * Documents each REST route from its `response` (openapi/answers.ts): the zod type provider turns
 * the bodies into JSON schemas; the headers, which Fastify does not read, and the bodiless answers
 * are written here (openapi/common-failures.ts has marked admin routes as needing the session
 * cookie). Everything outside the REST /api is hidden.
 */
export const transform: SwaggerTransform = (document) => {
  const { schema, url } = document;
  if (!isDocumentedUrl(url) || schema?.hide) return { schema: { hide: true }, url };

  const converted = jsonSchemaTransform(document);
  const answers = (schema?.response ?? {}) as Answers;
  const documented = (converted.schema.response ?? {}) as Record<string, JsonSchema>;
  for (const [status, answer] of Object.entries(answers)) {
    const bodiless = Object.keys(answer.content).length === 0;
    const withHeaders =
      status === '429' || status === '503' ? { ...answer.headers, ...headers.retryAfter } : answer.headers;
    documented[status] = {
      ...(bodiless ? { description: answer.description, type: 'null' } : documented[status]),
      ...(withHeaders ? { headers: toHeaderSchemas(withHeaders) } : {}),
    };
  }
  return converted;
};

/**
 * OpenAPI 3.0 puts `nullable` beside a `type`; a nullable union (`anyOf` without a type of its own)
 * gets it on each of its branches instead, which accepts the same values. A nullable enum lists
 * null among its values, or null would still be refused.
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullables);
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = (schema.anyOf as JsonSchema[]).map((branch) => ({ ...branch, nullable: true }));
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  Object.values(schema).forEach(typeNullables);
}

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
  typeNullables(openapi);
  if (openapi.components) {
    openapi.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  }
  return openapi as ReturnType<SwaggerTransformObject>;
};

// ---- The document ----------------------------------------------------------------------------

/** The document's options; its server is the site's public address (PUBLIC_URL), or this one when unset. */
export const swaggerOptions = (publicUrl: string | undefined): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.0.3',
    servers: [{ url: publicUrl ?? '/', description: publicUrl ? 'The site' : 'The server this document came from' }],
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
      // The domains of operations, then those of the routes written by hand.
      ...domains.map(({ tag, description }) => ({ name: tag, description })),
      { name: 'uploads', description: 'Vehicle photos' },
      { name: 'export', description: 'The whole database as a spreadsheet' },
      { name: 'import', description: "Vehicles from the export's spreadsheet, previewed and applied" },
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
});
