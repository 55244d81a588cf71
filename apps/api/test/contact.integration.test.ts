import { CONTACT_SERVICES } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, expectError, expectInvalidInput, rawJson, vehicleBody } from './helpers.js';

describe('contact REST API', () => {
  const t = useTestApp({}, { viewer: true });

  const requestCount = () => countRows(t.database.db, 'contact_requests');
  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(JSON.stringify(payload)) });
  const latestRow = () =>
    t.database.db.selectFrom('contact_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  async function createVehicle(): Promise<number> {
    const response = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('POST /api/contact stores the whole body and answers 201', async () => {
    const before = await requestCount();
    const response = await send(contactBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, mailed: false, confirmation: false });
    expect(await requestCount()).toBe(before + 1);
    expect(await latestRow()).toMatchObject({
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'mario.rossi@example.com',
      phone: '+39 333 1234567',
      service: 'Noleggio Auto di Lusso',
      message: 'Vorrei un preventivo per un noleggio di una settimana.',
      vehicle_id: null,
      status: 'nuova',
      ip: '127.0.0.1',
      created_at: expect.any(String),
    });
  });

  it('phone is optional (missing or empty)', async () => {
    const { phone: _phone, ...withoutPhone } = contactBody();
    expect((await send(withoutPhone)).statusCode).toBe(201);
    expect((await latestRow()).phone).toBe('');
    expect((await send(contactBody({ phone: '' }))).statusCode).toBe(201);
    expect((await send(contactBody({ phone: null }))).statusCode).toBe(201);
  });

  // The first service is the default of the body above.
  it.each(CONTACT_SERVICES.slice(1))('accepts the service %s', async (service) => {
    expect((await send(contactBody({ service }))).statusCode).toBe(201);
    expect((await latestRow()).service).toBe(service);
  });

  it('stores the vehicle a request is about', async () => {
    const vehicleId = await createVehicle();
    expect((await send(contactBody({ vehicleId }))).statusCode).toBe(201);
    expect((await latestRow()).vehicle_id).toBe(vehicleId);
  });

  it('a filled honeypot `website` answers 201 but stores nothing', async () => {
    const before = await requestCount();
    const response = await send(contactBody({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, mailed: false, confirmation: false });
    expect(await requestCount()).toBe(before);
  });

  it('an empty honeypot is a person: stored', async () => {
    const before = await requestCount();
    expect((await send(contactBody({ website: '' }))).statusCode).toBe(201);
    expect(await requestCount()).toBe(before + 1);
  });

  it('a vehicleId of a deleted vehicle is stored as null', async () => {
    const vehicleId = await createVehicle();
    const deleted = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${vehicleId}` });
    expect(deleted.statusCode).toBe(200);
    const response = await send(contactBody({ vehicleId, message: 'Per il veicolo eliminato' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await latestRow()).toMatchObject({ message: 'Per il veicolo eliminato', vehicle_id: null });
  });

  it('deleting a vehicle keeps its requests, with the vehicle set to null', async () => {
    const vehicleId = await createVehicle();
    await send(contactBody({ vehicleId, message: 'Prima della cancellazione' }));
    const id = (await latestRow()).id;
    await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${vehicleId}` });
    const row = await t.database.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'Prima della cancellazione', vehicle_id: null });
  });

  describe('bad input', () => {
    const without = (field: string) => {
      const body = contactBody();
      delete body[field];
      return body;
    };

    it.each([
      ...['firstName', 'lastName', 'email', 'service', 'message'].map((f): [string, unknown] => [
        `missing ${f}`,
        without(f),
      ]),
      ['a blank firstName', contactBody({ firstName: '  ' })],
      ['firstName of 101 characters', contactBody({ firstName: 'f'.repeat(101) })],
      ['lastName of 101 characters', contactBody({ lastName: 'l'.repeat(101) })],
      ['an invalid email', contactBody({ email: 'mario-at-example' })],
      ['email of 255 characters', contactBody({ email: `${'e'.repeat(243)}@example.com` })],
      ['phone of 31 characters', contactBody({ phone: '1'.repeat(31) })],
      ['a phone with letters', contactBody({ phone: 'chiamami' })],
      ['message of 5001 characters', contactBody({ message: 'm'.repeat(5001) })],
      ['an unknown service', contactBody({ service: 'Volo in elicottero' })],
      ['a numeric message', contactBody({ message: 42 })],
      ['vehicleId abc', contactBody({ vehicleId: 'abc' })],
      ['a negative vehicleId', contactBody({ vehicleId: -3 })],
      ['a honeypot of 501 characters', contactBody({ website: 'w'.repeat(501) })],
      ['an array body', [contactBody()]],
    ])('POST /api/contact refuses %s with 400 and stores nothing', async (_label, body) => {
      const before = await requestCount();
      expectInvalidInput(await send(body));
      expect(await requestCount()).toBe(before);
    });

    it.each([
      ['malformed JSON', '{"firstName": "Mario"'],
      ['no body at all (the observed client)', ''],
    ])('POST /api/contact refuses %s with 400 and stores nothing', async (_label, text) => {
      const before = await requestCount();
      expectInvalidInput(await t.app.inject({ method: 'POST', url: '/api/contact', ...rawJson(text) }));
      expect(await requestCount()).toBe(before);
    });

    it('accepts every field at exactly its limit', async () => {
      const body = contactBody({
        firstName: 'f'.repeat(100),
        lastName: 'l'.repeat(100),
        email: `${'e'.repeat(242)}@example.com`,
        phone: '1'.repeat(30),
        message: 'm'.repeat(5000),
      });
      expect((body.email as string).length).toBe(254);
      expect((await send(body)).statusCode).toBe(201);
      expect(await latestRow()).toMatchObject({ first_name: 'f'.repeat(100), message: 'm'.repeat(5000) });
    });
  });

  describe('admin inbox (REST)', () => {
    it('GET /api/admin/contact-requests lists requests, newest first', async () => {
      await send(contactBody({ message: 'Ultima richiesta' }));
      const response = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/contact-requests' });
      expect(response.statusCode).toBe(200);
      const list = response.json<Record<string, unknown>[]>();
      expect(list[0]).toMatchObject({
        id: expect.any(Number),
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'mario.rossi@example.com',
        service: 'Noleggio Auto di Lusso',
        message: 'Ultima richiesta',
        status: 'nuova',
        createdAt: expect.any(String),
      });
      const logged = await t.database.db
        .selectFrom('access_logs')
        .select(['action', 'details', 'username'])
        .where('action', '=', 'CONTACT_REQUESTS_VIEWED')
        .execute();
      expect(logged).toEqual([
        { action: 'CONTACT_REQUESTS_VIEWED', details: `${list.length} richieste`, username: 'admin' },
      ]);
    });

    it('PATCH /api/admin/contact-requests/{id} changes the status', async () => {
      await send(contactBody());
      const id = (await latestRow()).id;
      const response = await t.injectAs(t.admin, {
        method: 'PATCH',
        url: `/api/admin/contact-requests/${id}`,
        payload: { status: 'contattata' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'contattata' });
      expectInvalidInput(
        await t.injectAs(t.admin, {
          method: 'PATCH',
          url: `/api/admin/contact-requests/${id}`,
          payload: { status: 'archiviata' },
        }),
      );
      expectError(
        await t.injectAs(t.admin, {
          method: 'PATCH',
          url: '/api/admin/contact-requests/999999',
          payload: { status: 'chiusa' },
        }),
        404,
        'NOT_FOUND',
      );
    });

    it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
      const requests = [
        { method: 'GET', url: '/api/admin/contact-requests' },
        { method: 'PATCH', url: '/api/admin/contact-requests/1', payload: { status: 'chiusa' } },
      ] as const;
      for (const request of requests) {
        expectError(await t.app.inject(request), 401, 'UNAUTHORIZED');
        expectError(await t.injectAs(t.viewer, request), 403, 'FORBIDDEN');
      }
    });
  });
});
