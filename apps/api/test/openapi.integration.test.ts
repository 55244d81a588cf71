import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, multipart, officeBody, vehicleBody } from './helpers.js';
import {
  HTTP_METHODS,
  type OpenApiDocument,
  type Operation,
  openApiProblems,
  pointer,
  schemaChecker,
} from './openapi-check.js';

/** The REST API the existing clients call, with the Excel export at /api/admin/export. */
const SPEC_CALLS = [
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

/** The site's own additions: health, the contact requests' back office, the backup. */
const EXTRA_CALLS = [
  'GET /api/health',
  'GET /api/admin/contact-requests',
  'PATCH /api/admin/contact-requests/{id}',
  'POST /api/admin/contact-requests/{id}/resend-notification',
  'GET /api/admin/backup',
];

/** Answer without any session. */
const PUBLIC_CALLS = [
  'GET /api/health',
  'GET /api/company-info',
  'GET /api/vehicles',
  'GET /api/vehicles/{id}',
  'POST /api/contact',
  'POST /api/auth/login',
];

/** Answer without a session, and do more with one. */
const SESSION_OPTIONAL_CALLS = ['POST /api/auth/logout', 'POST /api/auth/create-admin'];

const SESSION_REQUIRED = [{ cookieAuth: [] }];

function operations(doc: OpenApiDocument): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map(
      (method) => [`${method.toUpperCase()} ${path}`, item[method]!] as [string, Operation],
    ),
  );
}

function operation(doc: OpenApiDocument, call: string): Operation {
  const [method, path] = call.split(' ') as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${call} is not documented`);
  return found;
}

const isSuccess = (status: string) => /^2\d\d$/.test(status);

describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp();
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

  it('documents every REST call of spec §7 and nothing but the REST /api', () => {
    const documented = operations(doc).map(([call]) => call);
    expect(documented.sort()).toEqual([...SPEC_CALLS, ...EXTRA_CALLS].sort());
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
    const [cookie] = login.cookies;
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
      if (PUBLIC_CALLS.includes(call)) expect(op.security, call).toBeUndefined();
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
      if (op.security && JSON.stringify(op.security) === JSON.stringify(SESSION_REQUIRED)) {
        expect(ref(op, 401), call).toBe('#/components/schemas/UnauthorizedError');
      }
      if (op.security && call !== 'GET /api/auth/me') {
        expect(ref(op, 403), call).toBe('#/components/schemas/ForbiddenError');
      }
      if (method !== 'GET' || path.includes('{id}')) {
        expect(ref(op, 400), call).toBe('#/components/schemas/InvalidInputError');
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
});

describe('the OpenAPI document against what the routes answer', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let check: ReturnType<typeof schemaChecker>;
  let admin: string;
  /** Every call and status seen, to prove each call's success answer was checked. */
  const seen = new Set<string>();

  beforeAll(async () => {
    // E-mail on, towards a port where no mail server listens: requests queue their mails, and
    // sending them again can be answered.
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'sito@nbt.example' });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    check = schemaChecker(doc);
    admin = await t.login();
  });
  afterAll(() => t.close());

  /**
   * Sends `call` (its {id} filled in) and checks the answer against the document: the status is
   * documented for that call, the body matches its schema, the media type and headers are there.
   */
  async function send(
    call: string,
    options: Omit<InjectOptions, 'method' | 'url'> & { id?: number; cookie?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const [method, path] = call.split(' ') as [InjectOptions['method'], string];
    const { id, cookie, ...rest } = options;
    const url = path.replace('{id}', String(id ?? 1));
    const response = await t.app.inject({
      method,
      url,
      ...rest,
      headers: { ...rest.headers, ...(cookie ? { cookie } : {}) },
    });
    const status = String(response.statusCode);
    const documented = operation(doc, call).responses[status];
    expect(documented, `${call} answered ${status}, which is not documented: ${response.body}`).toBeDefined();
    seen.add(`${call} ${status}`);
    for (const name of Object.keys(documented!.headers ?? {})) {
      // Set-Cookie is read through response.cookies; the rest are plain headers.
      expect(response.headers[name.toLowerCase()], `${call} ${status}: header ${name}`).toBeDefined();
    }
    const media = Object.entries(documented!.content ?? {});
    if (media.length === 0) {
      expect(response.body, `${call} ${status}: documented without a body`).toBe('');
      return response;
    }
    const [type, { schema }] = media[0]!;
    expect(response.headers['content-type'], `${call} ${status}`).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    if (type === 'application/json') {
      expect(schema, `${call} ${status}`).toBeDefined();
      const at = pointer('paths', path, String(method).toLowerCase(), 'responses', status, 'content', type, 'schema');
      expect(check(response.json(), at), `${call} ${status}: ${response.body}`).toEqual([]);
    } else {
      expect(response.rawPayload.length, `${call} ${status}`).toBeGreaterThan(0);
    }
    return response;
  }

  it('answers each call as documented, success and failure', async () => {
    const viewerId = await t.addUser('viewer', 'Viewer-Pass-123', false);
    expect(viewerId).toBeGreaterThan(1);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');

    await send('GET /api/health');

    // Auth
    await send('GET /api/auth/me', { cookie: admin });
    await send('GET /api/auth/me');
    await send('POST /api/auth/login', { payload: { username: 'admin', password: 'wrong-password' } });
    await send('POST /api/auth/login', { payload: {} });
    const session = await send('POST /api/auth/login', {
      payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
    });
    expect(session.cookies.map((cookie) => cookie.name)).toEqual(['nbt_session']);
    const spare = `nbt_session=${session.cookies[0]!.value}`;
    await send('POST /api/auth/logout', { cookie: spare });
    await send('POST /api/auth/logout');
    await send('POST /api/auth/create-admin', { payload: { username: 'secondo', password: 'Secondo-Pass-1' } });
    await send('POST /api/auth/create-admin', {
      cookie: admin,
      payload: { username: 'secondo', password: 'Secondo-Pass-1' },
    });
    await send('POST /api/auth/create-admin', {
      cookie: admin,
      payload: { username: 'secondo', password: 'Secondo-Pass-1' },
    });
    await send('POST /api/auth/create-admin', {
      cookie: viewer,
      payload: { username: 'terzo', password: 'Terzo-Pass-1' },
    });

    // Vehicles
    const created = await send('POST /api/vehicles', { cookie: admin, payload: vehicleBody() });
    const vehicleId = created.json<{ id: number }>().id;
    await send('POST /api/vehicles', { cookie: admin, payload: {} });
    await send('POST /api/vehicles', { payload: vehicleBody() });
    await send('POST /api/vehicles', { cookie: viewer, payload: vehicleBody() });
    const list = await send('GET /api/vehicles');
    await send('GET /api/vehicles', { headers: { 'if-none-match': String(list.headers.etag) } });
    await send('GET /api/vehicles/{id}', { id: vehicleId });
    await send('GET /api/vehicles/{id}', { id: 999_999 });
    await send('GET /api/vehicles/{id}', { id: 0 });
    await send('PUT /api/vehicles/{id}', { cookie: admin, id: vehicleId, payload: vehicleBody({ color: 'blu' }) });
    await send('PUT /api/vehicles/{id}', { cookie: admin, id: 999_999, payload: vehicleBody() });
    await send('PUT /api/vehicles/{id}/sell', { cookie: admin, id: vehicleId });
    await send('PUT /api/vehicles/{id}/buy-back', { cookie: admin, id: vehicleId });
    await send('PUT /api/vehicles/{id}/sell', { cookie: admin, id: 999_999 });
    await send('PUT /api/vehicles/{id}/buy-back', { cookie: admin, id: 999_999 });

    // Uploads
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    await send('POST /api/upload/vehicle-images', {
      cookie: admin,
      ...multipart([{ name: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: photo }]),
    });
    await send('POST /api/upload/vehicle-images', {
      cookie: admin,
      ...multipart([{ name: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: 'not an image' }]),
    });
    await send('POST /api/upload/vehicle-images', { cookie: admin, payload: {} });
    await send('POST /api/upload/vehicle-images', { cookie: admin, ...multipart([{ name: 'note', data: 'x' }]) });

    // Offices
    const office = await send('POST /api/company-info', { cookie: admin, payload: officeBody() });
    const officeId = office.json<{ id: number }>().id;
    await send('POST /api/company-info', { cookie: admin, payload: officeBody({ name: '' }) });
    const offices = await send('GET /api/company-info');
    await send('GET /api/company-info', { headers: { 'if-none-match': String(offices.headers.etag) } });
    await send('PUT /api/company-info/{id}', { cookie: admin, id: officeId, payload: officeBody({ city: 'Monza' }) });
    await send('PUT /api/company-info/{id}', { cookie: admin, id: 999_999, payload: officeBody() });
    await send('DELETE /api/company-info/{id}', { cookie: admin, id: officeId });
    await send('DELETE /api/company-info/{id}', { cookie: admin, id: officeId });

    // Contact requests
    await send('POST /api/contact', { payload: contactBody({ vehicleId }) });
    await send('POST /api/contact', { payload: { ...contactBody(), email: 'not-an-email' } });
    await send('POST /api/contact', { payload: contactBody(), headers: { origin: 'https://elsewhere.example' } });
    await send('POST /api/contact', { payload: 'hello', headers: { 'content-type': 'text/plain' } });
    await send('POST /api/contact', { payload: { message: 'x'.repeat(1_100_000) } });
    const requests = await send('GET /api/admin/contact-requests', { cookie: admin });
    const requestId = requests.json<{ id: number }[]>()[0]!.id;
    await send('GET /api/admin/contact-requests', { cookie: viewer });
    await send('PATCH /api/admin/contact-requests/{id}', {
      cookie: admin,
      id: requestId,
      payload: { status: 'contattata' },
    });
    await send('PATCH /api/admin/contact-requests/{id}', { cookie: admin, id: 999_999, payload: { status: 'chiusa' } });
    await send('PATCH /api/admin/contact-requests/{id}', { cookie: admin, id: requestId, payload: { status: 'x' } });
    await send('POST /api/admin/contact-requests/{id}/resend-notification', { cookie: admin, id: requestId });
    await send('POST /api/admin/contact-requests/{id}/resend-notification', { cookie: admin, id: 999_999 });
    await send('POST /api/admin/contact-requests/{id}/resend-notification', { cookie: viewer, id: requestId });
    // The 61st request in an hour from one address is refused, with Retry-After.
    for (let i = 0; i < 61; i++) {
      const response = await send('POST /api/contact', { payload: contactBody(), remoteAddress: '203.0.113.61' });
      expect(response.statusCode).toBe(i < 60 ? 201 : 429);
    }

    // Users
    await send('GET /api/admin/users', { cookie: admin });
    await send('GET /api/admin/users');
    const user = await send('POST /api/admin/users', {
      cookie: admin,
      payload: { username: 'nuovo', password: 'Nuovo-Pass-123' },
    });
    const userId = user.json<{ id: number }>().id;
    await send('POST /api/admin/users', { cookie: admin, payload: { username: 'nuovo', password: 'Nuovo-Pass-123' } });
    await send('POST /api/admin/users', { cookie: admin, payload: { username: 'short', password: '1' } });
    await send('PUT /api/admin/users/{id}', {
      cookie: admin,
      id: userId,
      payload: { username: 'nuovo2', password: '' },
    });
    await send('PUT /api/admin/users/{id}', { cookie: admin, id: userId, payload: { username: 'admin' } });
    await send('PUT /api/admin/users/{id}', { cookie: admin, id: 999_999, payload: { username: 'nessuno' } });

    // The access log, for the user named admin only
    await send('GET /api/admin/access-logs', { cookie: admin });
    const other = await t.login('nuovo2', 'Nuovo-Pass-123');
    await send('GET /api/admin/access-logs', { cookie: other });
    await send('DELETE /api/admin/users/{id}', { cookie: admin, id: 1 });
    await send('DELETE /api/admin/users/{id}', { cookie: admin, id: userId });
    await send('DELETE /api/admin/users/{id}', { cookie: admin, id: userId });

    // Downloads
    await send('GET /api/admin/export', { cookie: admin });
    await send('GET /api/admin/export', { cookie: viewer });
    await send('GET /api/admin/backup', { cookie: admin });

    await send('DELETE /api/vehicles/{id}', { cookie: admin, id: vehicleId });
    await send('DELETE /api/vehicles/{id}', { cookie: admin, id: vehicleId });
    await send('DELETE /api/vehicles/{id}', { cookie: viewer, id: vehicleId });

    // Every call's documented success was seen and checked.
    for (const [call, op] of operations(doc)) {
      const successes = Object.keys(op.responses).filter(isSuccess);
      expect(
        successes.some((status) => seen.has(`${call} ${status}`)),
        `${call}: no success answer checked`,
      ).toBe(true);
    }
    // And each kind of failure the error handler writes.
    const statuses = new Set([...seen].map((entry) => entry.split(' ').at(-1)));
    for (const status of ['304', '400', '401', '403', '404', '409', '413', '415', '429']) {
      expect(statuses.has(status), status).toBe(true);
    }
  });
});
