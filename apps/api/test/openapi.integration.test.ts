import { mkdirSync } from 'node:fs';

import { addDays, todayInRome } from '@nbt/validation';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, multipart, officeBody, vehicleBody } from './helpers.js';
import { columnOf, editWorkbook, textEntry, zipOf } from './workbook-files.js';
import { isSuccess, operation, operations, type OpenApiDocument, pointer, schemaChecker } from './openapi-check.js';

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
    options: Omit<InjectOptions, 'method' | 'url'> & { id?: number; file?: string; cookie?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const [method, path] = call.split(' ') as [InjectOptions['method'], string];
    const { id, file, cookie, ...rest } = options;
    const url = path.replace('{id}', String(id ?? 1)).replace('{file}', file ?? 'x.ics');
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
    // The documented media type the answer came as (a call may answer one of several).
    const contentType = String(response.headers['content-type'] ?? '');
    const answered = media.find(([type]) => contentType.startsWith(type));
    expect(answered, `${call} ${status}: ${contentType} is not documented`).toBeDefined();
    const [type, { schema }] = answered!;
    const at = pointer('paths', path, String(method).toLowerCase(), 'responses', status, 'content', type, 'schema');
    if (type === 'application/json') {
      expect(schema, `${call} ${status}`).toBeDefined();
      expect(check(response.json(), at), `${call} ${status}: ${response.body}`).toEqual([]);
    } else if (type === 'application/x-ndjson') {
      // JSON lines: each one an answer of the schema.
      const lines = response.body.trim().split('\n');
      expect(lines.length, `${call} ${status}`).toBeGreaterThan(0);
      for (const line of lines) expect(check(JSON.parse(line), at), `${call} ${status}: ${line}`).toEqual([]);
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
    // Not ready until the uploads folder is there (the server makes it on start), then ready.
    await send('GET /api/ready');
    mkdirSync(t.config.uploadsDir, { recursive: true });
    await send('GET /api/ready');

    // Auth
    await send('GET /api/auth/me', { cookie: admin });
    await send('GET /api/auth/me');
    await send('POST /api/auth/login', { payload: { username: 'admin', password: 'wrong-password' } });
    await send('POST /api/auth/login', { payload: {} });
    const session = await send('POST /api/auth/login', {
      payload: { username: 'admin', password: 'Admin-Test-Pass-1' },
    });
    expect(session.cookies.map((cookie) => cookie.name)).toEqual(['nbt_session', 'nbt_device_1']);
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

    // Finance terms
    const terms = {
      tan_percent: 5.9,
      setup_fee_cents: 0,
      monthly_fee_cents: 0,
      months: [36],
      min_down_payment_percent: 10,
    };
    await send('PUT /api/admin/finance-terms', { cookie: admin, payload: terms });
    await send('PUT /api/admin/finance-terms', { cookie: admin, payload: { ...terms, months: [] } });
    await send('GET /api/finance-terms');

    // Contact requests
    await send('POST /api/contact', { payload: contactBody({ vehicleId }) });
    await send('POST /api/contact', { payload: { ...contactBody(), email: 'not-an-email' } });
    await send('POST /api/contact', { payload: contactBody(), headers: { origin: 'https://elsewhere.example' } });
    await send('POST /api/contact', { payload: 'hello', headers: { 'content-type': 'text/plain' } });
    await send('POST /api/contact', { payload: { message: 'x'.repeat(1_100_000) } });
    const requests = await send('GET /api/admin/contact-requests', { cookie: admin });
    const requestId = requests.json<{ id: number }[]>()[0]!.id;
    await send('GET /api/admin/contact-requests', { cookie: viewer });
    await send('GET /api/admin/contact-requests/search', { cookie: admin, query: { q: 'Mario', pageSize: '5' } });
    await send('GET /api/admin/contact-requests/search', { cookie: admin, query: { from: '2026-02-30' } });
    await send('GET /api/admin/contact-requests/search', { cookie: viewer });
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
    await send('POST /api/admin/contact-requests/{id}/notes', {
      cookie: admin,
      id: requestId,
      payload: { text: 'Nota' },
    });
    await send('POST /api/admin/contact-requests/{id}/notes', { cookie: admin, id: requestId, payload: { text: '' } });
    await send('POST /api/admin/contact-requests/{id}/notes', {
      cookie: viewer,
      id: requestId,
      payload: { text: 'x' },
    });
    await send('GET /api/admin/contact-requests/{id}/notes', { cookie: admin, id: requestId });
    await send('GET /api/admin/contact-requests/{id}/notes', { cookie: admin, id: 999_999 });
    await send('GET /api/admin/contact-requests/{id}/reply-drafts', { cookie: admin, id: requestId });
    await send('GET /api/admin/contact-requests/{id}/reply-drafts', { cookie: admin, id: 999_999 });
    await send('POST /api/admin/contact-requests/{id}/replies', {
      cookie: admin,
      id: requestId,
      payload: { subject: 'Disponibilità', body: 'Buongiorno', template: 'available' },
    });
    await send('POST /api/admin/contact-requests/{id}/replies', {
      cookie: admin,
      id: requestId,
      payload: { subject: 'a\r\nBcc: x@example.com', body: 'b' },
    });
    await send('POST /api/admin/contact-requests/{id}/replies', {
      cookie: admin,
      id: 999_999,
      payload: { subject: 'a', body: 'b' },
    });
    await send('GET /api/admin/contact-requests/{id}/replies', { cookie: admin, id: requestId });
    await send('GET /api/admin/contact-requests/{id}/replies', { cookie: viewer, id: requestId });
    // The back office's vehicle search and bulk changes
    await send('GET /api/admin/vehicles', { cookie: admin, query: { q: 'BMW', sort: 'price_asc', pageSize: '5' } });
    await send('GET /api/admin/vehicles', { cookie: admin, query: { pageSize: '500' } });
    await send('GET /api/admin/vehicles', { cookie: viewer });
    const bulk = (payload: object) => send('POST /api/admin/vehicles/bulk', { cookie: admin, payload });
    await bulk({ ids: [vehicleId], change: { kind: 'hide_price', value: false } });
    await bulk({ ids: [999_999], change: { kind: 'delete' } });
    await bulk({ change: { kind: 'delete' } });
    // Reservations, availability and the calendar
    const day = (n: number) => addDays(todayInRome(), n);
    const reservation = await send('POST /api/admin/reservations', {
      cookie: admin,
      payload: { vehicleId, from: day(3), to: day(5), customerName: 'Anna' },
    });
    const reservationId = reservation.json<{ id: number }>().id;
    await send('POST /api/admin/reservations', { cookie: admin, payload: { vehicleId, from: day(5), to: day(6) } });
    await send('POST /api/admin/reservations', { cookie: admin, payload: { vehicleId, from: day(6), to: day(5) } });
    await send('POST /api/admin/reservations', {
      cookie: admin,
      payload: { vehicleId: 999_999, from: day(1), to: day(1) },
    });
    await send('GET /api/admin/reservations', { cookie: admin });
    await send('GET /api/admin/reservations', { cookie: admin, query: { q: 'anna' } });
    await send('GET /api/admin/reservations', { cookie: viewer });
    await send('GET /api/admin/reservations/desk', { cookie: admin, query: { date: day(3) } });
    await send('GET /api/admin/reservations/desk', { cookie: admin, query: { date: '2026-02-30' } });
    await send('GET /api/admin/reservations/desk', { cookie: viewer, query: { date: day(3) } });
    const moveTo = (id: number, payload: object) =>
      send('POST /api/admin/reservations/{id}/status', { cookie: admin, id, payload });
    await moveTo(reservationId, { status: 'out', kilometers: 100 });
    await moveTo(reservationId, { status: 'returned', kilometers: 99 });
    await moveTo(reservationId, { status: 'returned' });
    await moveTo(reservationId, { status: 'cancelled' });
    await moveTo(999_999, { status: 'cancelled' });
    await send('PUT /api/admin/reservations/{id}', {
      cookie: admin,
      id: reservationId,
      payload: { vehicleId, from: day(4), to: day(5) },
    });
    await send('PUT /api/admin/reservations/{id}', {
      cookie: admin,
      id: 999_999,
      payload: { vehicleId, from: day(4), to: day(5) },
    });
    const availability = await send('GET /api/vehicles/{id}/availability', { id: vehicleId });
    await send('GET /api/vehicles/{id}/availability', {
      id: vehicleId,
      headers: { 'if-none-match': String(availability.headers.etag) },
    });
    await send('GET /api/vehicles/{id}/availability', { id: 999_999 });
    await send('GET /api/vehicles', { query: { from: day(4), to: day(8) } });
    await send('GET /api/vehicles', { query: { from: day(8), to: day(4) } });
    await send('POST /api/contact', { payload: contactBody({ vehicleId, pickupDate: day(20), returnDate: day(22) }) });
    await send('POST /api/contact', { payload: contactBody({ vehicleId, pickupDate: day(-2), returnDate: day(2) }) });
    const option = await send('POST /api/admin/rental-options', {
      cookie: admin,
      payload: { name: { it: 'Seggiolino' }, price_cents: 800, per: 'day', max_quantity: 3 },
    });
    const optionId = option.json<{ id: number }>().id;
    await send('POST /api/admin/rental-options', { cookie: admin, payload: { name: {}, price_cents: -1 } });
    const options = await send('GET /api/rental-options');
    await send('GET /api/rental-options', { headers: { 'if-none-match': String(options.headers.etag) } });
    await send('GET /api/admin/rental-options', { cookie: admin });
    const update = { name: { it: 'Seggiolino' }, price_cents: 900, per: 'day' };
    await send('PUT /api/admin/rental-options/{id}', { cookie: admin, id: optionId, payload: update });
    await send('PUT /api/admin/rental-options/{id}', { cookie: admin, id: 999_999, payload: update });
    const quoted = { vehicleId, pickupDate: day(30), returnDate: day(33), options: [{ id: optionId, quantity: 1 }] };
    await send('POST /api/quote', { payload: quoted });
    await send('POST /api/quote', { payload: { ...quoted, options: [{ id: optionId, quantity: 9 }] } });
    await send('DELETE /api/admin/rental-options/{id}', { cookie: admin, id: optionId });
    await send('DELETE /api/admin/rental-options/{id}', { cookie: admin, id: optionId });
    const dated = (await send('GET /api/admin/contact-requests', { cookie: admin })).json<{ id: number }[]>()[0]!.id;
    await send('POST /api/admin/contact-requests/{id}/confirm-booking', { cookie: admin, id: dated });
    await send('POST /api/admin/contact-requests/{id}/confirm-booking', { cookie: admin, id: dated });
    await send('POST /api/admin/contact-requests/{id}/confirm-booking', { cookie: admin, id: 999_999 });
    await send('GET /api/admin/reservations/feed', { cookie: admin });
    const feed = await send('POST /api/admin/reservations/feed', { cookie: admin, payload: { includeNames: true } });
    await send('POST /api/admin/reservations/feed', { cookie: admin, payload: { includeNames: 'sì' } });
    await send('GET /api/admin/reservations/feed', { cookie: admin });
    await send('GET /api/calendar/{file}', {
      file: feed.json<{ url: string }>().url.split('/').pop()!,
    });
    await send('GET /api/calendar/{file}', { file: 'wrong.ics' });
    await send('DELETE /api/admin/reservations/feed', { cookie: admin, query: { userId: String(viewerId) } });
    await send('DELETE /api/admin/reservations/feed', { cookie: admin, query: { userId: 'uno' } });
    await send('DELETE /api/admin/reservations/feed', { cookie: admin });
    await send('DELETE /api/admin/reservations/feed', { cookie: viewer });
    await send('DELETE /api/admin/reservations/{id}', { cookie: admin, id: reservationId });
    await send('DELETE /api/admin/reservations/{id}', { cookie: admin, id: reservationId });

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

    // The Excel import: a preview, a refusal with its rows, a file that is no workbook, a non-admin.
    const exported = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/export' })).rawPayload;
    const importing = (data: Buffer | string, dryRun: boolean) => ({
      cookie: admin,
      url: `/api/admin/import/vehicles${dryRun ? '?dryRun=true' : ''}`,
      ...multipart([{ name: 'file', filename: 'veicoli.xlsx', data }]),
    });
    const refused = await editWorkbook(exported, (sheet) => {
      sheet.getRow(2).getCell(columnOf(sheet, 'Anno')).value = 1800;
    });
    await send('POST /api/admin/import/vehicles', importing(exported, true));
    await send('POST /api/admin/import/vehicles', importing(refused, false));
    await send('POST /api/admin/import/vehicles', importing('not a workbook', true));
    await send('POST /api/admin/import/vehicles', { ...importing(exported, true), cookie: viewer });

    // Photos by the zip: a preview, an apply (JSON lines), a file that is no zip, a non-admin.
    const photoZip = zipOf([textEntry(`${vehicleId}.jpg`, photo), textEntry('ignota.jpg', photo)]);
    const addingPhotos = (data: Buffer | string, dryRun: boolean) => ({
      cookie: admin,
      url: `/api/admin/import/vehicle-photos${dryRun ? '?dryRun=true' : ''}`,
      ...multipart([{ name: 'file', filename: 'foto.zip', data }]),
    });
    await send('POST /api/admin/import/vehicle-photos', addingPhotos(photoZip, true));
    await send('POST /api/admin/import/vehicle-photos', addingPhotos(photoZip, false));
    await send('POST /api/admin/import/vehicle-photos', addingPhotos('not a zip', true));
    await send('POST /api/admin/import/vehicle-photos', { ...addingPhotos(photoZip, true), cookie: viewer });

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
    // Some 150 calls, two password checks among them: longer than one request's test on a busy machine.
  }, 60_000);
});
