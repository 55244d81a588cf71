import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import {
  isSuccess,
  operation,
  operations,
  type OpenApiDocument,
  type Operation,
  openApiProblems,
} from './openapi-check.js';

/** The REST API the existing clients call, with the Excel export at /api/admin/export. */
const CLIENT_CALLS = [
  'GET /api/company-info',
  'POST /api/contact',
  'GET /api/vehicles',
  'GET /api/vehicles/{id}',
  'POST /api/vehicles',
  'PUT /api/vehicles/{id}',
  'DELETE /api/vehicles/{id}',
  'PUT /api/vehicles/{id}/sell',
  'PUT /api/vehicles/{id}/buy-back',
  'POST /api/upload/vehicle-images',
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/create-admin',
  'GET /api/admin/users',
  'POST /api/admin/users',
  'PUT /api/admin/users/{id}',
  'DELETE /api/admin/users/{id}',
  'POST /api/company-info',
  'PUT /api/company-info/{id}',
  'DELETE /api/company-info/{id}',
  'GET /api/admin/access-logs',
  'GET /api/admin/export',
];

/** The site's own additions: health and readiness, the contact requests' back office, the backup, reservations. */
const EXTRA_CALLS = [
  'GET /api/vehicles/{id}/availability',
  'GET /api/admin/vehicles',
  'POST /api/admin/vehicles/bulk',
  'GET /api/admin/reservations',
  'POST /api/admin/reservations',
  'PUT /api/admin/reservations/{id}',
  'DELETE /api/admin/reservations/{id}',
  'POST /api/admin/reservations/{id}/status',
  'GET /api/admin/reservations/desk',
  'GET /api/admin/reservations/feed',
  'POST /api/admin/reservations/feed',
  'DELETE /api/admin/reservations/feed',
  'POST /api/admin/contact-requests/{id}/confirm-booking',
  'GET /api/calendar/{file}',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/admin/contact-requests',
  'GET /api/admin/contact-requests/search',
  'PATCH /api/admin/contact-requests/{id}',
  'POST /api/admin/contact-requests/{id}/resend-notification',
  'GET /api/admin/contact-requests/{id}/notes',
  'POST /api/admin/contact-requests/{id}/notes',
  'GET /api/admin/contact-requests/{id}/replies',
  'POST /api/admin/contact-requests/{id}/replies',
  'GET /api/admin/contact-requests/{id}/reply-drafts',
  'GET /api/admin/backup',
  'POST /api/admin/import/vehicles',
  'POST /api/admin/import/vehicle-photos',
  'GET /api/finance-terms',
  'PUT /api/admin/finance-terms',
  'GET /api/rental-options',
  'POST /api/quote',
  'GET /api/admin/rental-options',
  'POST /api/admin/rental-options',
  'PUT /api/admin/rental-options/{id}',
  'DELETE /api/admin/rental-options/{id}',
];

/** Answer without any session. */
const PUBLIC_CALLS = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/company-info',
  'GET /api/finance-terms',
  'GET /api/vehicles',
  'GET /api/vehicles/{id}',
  'GET /api/vehicles/{id}/availability',
  'GET /api/calendar/{file}',
  'POST /api/contact',
  'POST /api/quote',
  'GET /api/rental-options',
  'POST /api/auth/login',
];

/** Answer without a session, and do more with one. */
const SESSION_OPTIONAL_CALLS = ['POST /api/auth/logout', 'POST /api/auth/create-admin'];

const SESSION_REQUIRED = [{ cookieAuth: [] }];

describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://www.example.it' });
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.0 document', async () => {
    expect(await openApiProblems(doc)).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.0\./);
  });

  it('has a readable page at /api/docs and a YAML copy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('cookieAuth');
  });

  it('documents every REST call the existing clients use, and nothing but the REST /api', () => {
    const documented = operations(doc).map(([call]) => call);
    expect(documented.sort()).toEqual([...CLIENT_CALLS, ...EXTRA_CALLS].sort());
    // tRPC is the web app's own API; static files, uploads, the pages and the docs are not REST calls.
    expect(
      Object.keys(doc.paths).filter((path) => !path.startsWith('/api/') || /^\/api\/(trpc|docs)/.test(path)),
    ).toEqual([]);
  });

  it('gives every call a declared tag, a summary and a 2xx answer with its body', () => {
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const [call, op] of operations(doc)) {
      expect(op.tags?.length, call).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared.has(tag), `${call}: tag ${tag}`).toBe(true);
      expect(op.summary, call).toBeTruthy();
      const success = Object.entries(op.responses).filter(([status]) => isSuccess(status));
      expect(success.length, call).toBeGreaterThan(0);
      for (const [status, response] of success) {
        // A description of its own, not the generic one (@fastify/swagger's or the status text).
        expect(response.description, `${call} ${status}`).not.toMatch(/^(Default Response|OK|Created)$/);
        const media = Object.values(response.content ?? {});
        expect(media.length, `${call} ${status}: no body`).toBeGreaterThan(0);
        for (const { schema } of media) expect(schema, `${call} ${status}`).toBeDefined();
      }
    }
  });

  it('declares the session cookie the auth plugin really sets as cookieAuth', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
    });
    const cookie = login.cookies.find((c) => c.name === 'nbt_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(doc.components?.securitySchemes?.cookieAuth).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: cookie!.name,
      description: expect.any(String),
    });
    expect(doc.security).toBeUndefined();
  });

  it('puts cookieAuth on every admin call and none on the public ones', () => {
    for (const [call, op] of operations(doc)) {
      // An empty list: no credential at all, as generators and linters read it (absent would mean the document's default).
      if (PUBLIC_CALLS.includes(call)) expect(op.security, call).toEqual([]);
      else if (SESSION_OPTIONAL_CALLS.includes(call)) expect(op.security, call).toEqual([{}, ...SESSION_REQUIRED]);
      else expect(op.security, call).toEqual(SESSION_REQUIRED);
    }
  });

  it('says where a session is needed exactly where the server answers 401 without one', async () => {
    for (const [call, op] of operations(doc)) {
      const [method, path] = call.split(' ') as [InjectOptions['method'], string];
      const hasBody = !['GET', 'HEAD'].includes(String(method));
      // An empty JSON body: enough to reach the session check, and refused (400) on the public writes.
      const response = await t.app.inject({
        method,
        url: path.replace('{id}', '1'),
        ...(hasBody ? { payload: {} } : {}),
      });
      const needsSession = JSON.stringify(op.security) === JSON.stringify(SESSION_REQUIRED);
      expect(response.statusCode === 401, `${call} answered ${response.statusCode}`).toBe(needsSession);
    }
  });

  it('documents the failures the error handler writes', () => {
    const ref = (op: Operation, status: number) =>
      (op.responses[String(status)]?.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref;
    for (const [call, op] of operations(doc)) {
      const [method, path] = call.split(' ') as [string, string];
      if (JSON.stringify(op.security) === JSON.stringify(SESSION_REQUIRED)) {
        expect(ref(op, 401), call).toBe('#/components/schemas/UnauthorizedError');
      }
      if (op.security?.length && call !== 'GET /api/auth/me') {
        expect(ref(op, 403), call).toBe('#/components/schemas/ForbiddenError');
      }
      if (method !== 'GET' || path.includes('{id}')) {
        // The import's refusal is the same error with what the import would have done beside it.
        const invalid = call === 'POST /api/admin/import/vehicles' ? 'VehicleImportRefused' : 'InvalidInputError';
        expect(ref(op, 400), call).toBe(`#/components/schemas/${invalid}`);
      }
      if (path.includes('{id}')) expect(ref(op, 404), call).toBe('#/components/schemas/NotFoundError');
      expect(ref(op, 500), call).toBe('#/components/schemas/InternalError');
    }
    for (const call of ['POST /api/auth/login', 'POST /api/contact', 'POST /api/auth/create-admin']) {
      const tooMany = operation(doc, call).responses['429'];
      expect(tooMany?.content?.['application/json']?.schema, call).toEqual({
        $ref: '#/components/schemas/TooManyRequestsError',
      });
      expect(tooMany?.headers?.['Retry-After'], call).toBeDefined();
    }
    expect(doc.components?.schemas?.InvalidInputError).toMatchObject({
      required: ['error', 'code', 'messageCode', 'issues'],
      properties: { code: { enum: ['INVALID_INPUT'] } },
    });
  });

  it('names every call with an operationId that says what it does, and its server with PUBLIC_URL', () => {
    const ids = operations(doc).map(([, op]) => op.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation(doc, 'PUT /api/vehicles/{id}').operationId).toBe('adminVehiclesUpdate');
    expect(operation(doc, 'GET /api/vehicles').operationId).toBe('vehiclesList');
    expect(doc.servers).toEqual([{ url: 'https://www.example.it', description: expect.any(String) }]);
  });

  it('passes @redocly/cli lint with its recommended rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbt-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      // Exit code 1 (an error) rejects; the report lists the warnings too.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const { problems } = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      // What the recommended rules still warn about, and why it stays: the API is the firm's own, under
      // no licence, and five reads take no input and need no session, so they have no 4xx answer.
      expect(
        problems.map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}`).sort(),
      ).toEqual(
        [
          'warn info-license #/info',
          // An id in a body or a query is a number or its digits (IdSchema's union, as in a path).
          ...[
            '~1api~1admin~1reservations/post/requestBody/content/application~1json/schema/properties/contactRequestId',
            '~1api~1admin~1reservations/post/requestBody/content/application~1json/schema/properties/pickupOfficeId',
            '~1api~1admin~1reservations/post/requestBody/content/application~1json/schema/properties/vehicleId',
            '~1api~1admin~1reservations~1{id}/put/requestBody/content/application~1json/schema/properties/contactRequestId',
            '~1api~1admin~1reservations~1{id}/put/requestBody/content/application~1json/schema/properties/pickupOfficeId',
            '~1api~1admin~1reservations~1{id}/put/requestBody/content/application~1json/schema/properties/vehicleId',
            '~1api~1contact/post/requestBody/content/application~1json/schema/properties/pickupOfficeId',
            '~1api~1contact/post/requestBody/content/application~1json/schema/properties/vehicleId',
            '~1api~1contact/post/requestBody/content/application~1json/schema/properties/returnOfficeId',
            '~1api~1contact/post/requestBody/content/application~1json/schema/properties/options/items/properties/id',
            '~1api~1quote/post/requestBody/content/application~1json/schema/properties/vehicleId',
            '~1api~1quote/post/requestBody/content/application~1json/schema/properties/pickupOfficeId',
            '~1api~1quote/post/requestBody/content/application~1json/schema/properties/returnOfficeId',
            '~1api~1quote/post/requestBody/content/application~1json/schema/properties/options/items/properties/id',
            // The inbox's vehicle filter, a number from tRPC or digits from a query string.
            '~1api~1admin~1contact-requests~1search/get/parameters/3/schema',
            // The list's VAT filter, a boolean from tRPC or `true`/`false` from a query string.
            '~1api~1vehicles/get/parameters/15/schema',
          ].map((at) => `warn no-illogical-composition-keywords #/paths/${at}/anyOf`),
          'warn operation-4xx-response #/paths/~1api~1company-info/get/responses',
          'warn operation-4xx-response #/paths/~1api~1finance-terms/get/responses',
          'warn operation-4xx-response #/paths/~1api~1rental-options/get/responses',
          'warn operation-4xx-response #/paths/~1api~1health/get/responses',
          'warn operation-4xx-response #/paths/~1api~1ready/get/responses',
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
