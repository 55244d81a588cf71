import { DEFAULT_OPENING_HOURS, OfficeInputSchema } from '@nbt/validation';
import { openingWeek } from '@nbt/validation/examples';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, expectError, expectInvalidInput, officeBody, rawJson } from './helpers.js';

interface OfficeJson extends Record<string, unknown> {
  id: number;
  name: string;
  isMainOffice: boolean;
}

describe('offices (company-info) REST API', () => {
  const t = useTestApp({}, { viewer: true });

  const officeCount = () => countRows(t.database.db, 'company_info');

  async function create(overrides: Record<string, unknown> = {}): Promise<OfficeJson> {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OfficeJson>();
  }

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/company-info' })).json<OfficeJson[]>();

  it('POST /api/company-info creates an office and answers it in camelCase', async () => {
    const office = await create();
    expect(office).toEqual({
      id: expect.any(Number),
      ...officeBody(),
      isActive: true,
      turnaroundHours: 0,
      oneWayFeeCents: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await t.database.db
      .selectFrom('company_info')
      .selectAll()
      .where('id', '=', office.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sede di Milano', postal_code: '20100', is_main_office: 0 });
  });

  it('applies the defaults: country Italia and the default opening hours', async () => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: { name: 'Solo nome' },
    });
    expect(response.statusCode, response.body).toBe(201);
    // The defaults are the schema's, which its own tests pin: the API stores the office as the schema fills it in.
    expect(response.json()).toMatchObject(OfficeInputSchema.parse({ name: 'Solo nome' }));
    expect(response.json()).toMatchObject({ country: 'Italia', openingHours: DEFAULT_OPENING_HOURS });
    const blankCountry = await create({ country: '' });
    expect(blankCountry.country).toBe('Italia');
  });

  it('GET /api/company-info lists offices (public), the main one first', async () => {
    const plain = await create({ name: 'Filiale' });
    const main = await create({ name: 'Sede principale', isMainOffice: true });
    const offices = await list();
    expect(offices[0]).toMatchObject({ id: main.id, isMainOffice: true });
    expect(offices.map((o) => o.id)).toContain(plain.id);
  });

  it('lists an office whose opening hours were set to JSON null by hand, with empty hours', async () => {
    const office = await create({ name: 'Orari nulli' });
    await t.database.db
      .updateTable('company_info')
      .set({ opening_hours: 'null' })
      .where('id', '=', office.id)
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/company-info' });
    expect(response.statusCode).toBe(200);
    const listed = response.json<OfficeJson[]>().find((o) => o.id === office.id);
    expect(listed?.openingHours).toEqual(openingWeek());
  });

  it('keeps only one main office: creating a second main office clears the first', async () => {
    const first = await create({ name: 'Prima', isMainOffice: true });
    const second = await create({ name: 'Seconda', isMainOffice: true });
    const offices = await list();
    expect(offices.filter((o) => o.isMainOffice).map((o) => o.id)).toEqual([second.id]);
    expect(offices.find((o) => o.id === first.id)?.isMainOffice).toBe(false);
  });

  it('PUT /api/company-info/{id} replaces an office; marking it main clears the previous main', async () => {
    const main = await create({ name: 'Principale', isMainOffice: true });
    const office = await create({ name: 'Filiale Monza' });
    const response = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/company-info/${office.id}`,
      payload: officeBody({ name: 'Filiale di Monza', city: 'Monza', isMainOffice: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: office.id,
      name: 'Filiale di Monza',
      city: 'Monza',
      isMainOffice: true,
    });
    const offices = await list();
    expect(offices.filter((o) => o.isMainOffice).map((o) => o.id)).toEqual([office.id]);
    expect(offices.find((o) => o.id === main.id)?.isMainOffice).toBe(false);
  });

  it('PUT keeps the main office main when it is saved again as main', async () => {
    const main = await create({ name: 'Ancora principale', isMainOffice: true });
    const response = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/company-info/${main.id}`,
      payload: officeBody({ name: 'Ancora principale', isMainOffice: true }),
    });
    expect(response.json()).toMatchObject({ isMainOffice: true });
    expect((await list()).filter((o) => o.isMainOffice).map((o) => o.id)).toEqual([main.id]);
  });

  it('PUT answers 404 for an unknown id (and keeps the main office) and 400 for abc', async () => {
    const main = await create({ name: 'Resta principale', isMainOffice: true });
    expectError(
      await t.injectAs(t.admin, {
        method: 'PUT',
        url: '/api/company-info/999999',
        payload: officeBody({ isMainOffice: true }),
      }),
      404,
      'NOT_FOUND',
    );
    expect((await list()).filter((o) => o.isMainOffice).map((o) => o.id)).toEqual([main.id]);
    expectInvalidInput(
      await t.injectAs(t.admin, { method: 'PUT', url: '/api/company-info/abc', payload: officeBody() }),
    );
  });

  it('DELETE /api/company-info/{id} deletes an office (JSON content type, empty body); again is 404', async () => {
    const office = await create({ name: 'Da eliminare' });
    const response = await t.injectAs(t.admin, {
      method: 'DELETE',
      url: `/api/company-info/${office.id}`,
      ...rawJson(''),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list()).map((o) => o.id)).not.toContain(office.id);
    expectError(
      await t.injectAs(t.admin, { method: 'DELETE', url: `/api/company-info/${office.id}` }),
      404,
      'NOT_FOUND',
    );
    expectInvalidInput(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/company-info/abc' }));
  });

  describe('bad input', () => {
    const email100 = `${'a'.repeat(88)}@example.com`;

    it.each([
      ['missing name', officeBody({ name: undefined })],
      ['empty name', officeBody({ name: '' })],
      ['name of 101 characters', officeBody({ name: 'n'.repeat(101) })],
      ['phone of 21 characters', officeBody({ phone: '1'.repeat(21) })],
      ['an invalid email', officeBody({ email: 'non-una-email' })],
      ['email of 101 characters', officeBody({ email: `a${email100}` })],
      ['address of 256 characters', officeBody({ address: 'a'.repeat(256) })],
      ['city of 51 characters', officeBody({ city: 'c'.repeat(51) })],
      ['postalCode of 11 characters', officeBody({ postalCode: '1'.repeat(11) })],
      ['country of 51 characters', officeBody({ country: 'c'.repeat(51) })],
      ['opening hours of 51 characters', officeBody({ openingHours: { monday: 'h'.repeat(51) } })],
      ['opening hours as text', officeBody({ openingHours: 'sempre aperto' })],
      ['isMainOffice as text', officeBody({ isMainOffice: 'true' })],
      ['name as a number', officeBody({ name: 7 })],
      ['an array body', [officeBody()]],
    ])('POST refuses %s with 400 and stores nothing', async (_label, body) => {
      const before = await officeCount();
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', ...rawJson(JSON.stringify(body)) }),
      );
      expect(await officeCount()).toBe(before);
    });

    it('POST refuses malformed JSON with 400 and stores nothing', async () => {
      const before = await officeCount();
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', ...rawJson('{"name"') }),
      );
      expect(await officeCount()).toBe(before);
    });

    it('names the invalid email', async () => {
      const issues = expectInvalidInput(
        await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ email: 'x@' }) }),
      );
      expect(issues).toEqual([
        { path: 'email', code: 'custom', params: { code: 'invalid_email' }, message: 'Indirizzo email non valido' },
      ]);
    });

    it('accepts every field at exactly its limit', async () => {
      const office = await create({
        name: 'n'.repeat(100),
        phone: '1'.repeat(20),
        email: email100,
        address: 'a'.repeat(255),
        city: 'c'.repeat(50),
        postalCode: '1'.repeat(10),
        country: 'c'.repeat(50),
      });
      expect(office).toMatchObject({ name: 'n'.repeat(100), email: email100, postalCode: '1'.repeat(10) });
    });

    it('PUT refuses bad bodies with 400 and leaves the office unchanged', async () => {
      const office = await create({ name: 'Invariata' });
      for (const body of [
        officeBody({ email: 'bad' }),
        officeBody({ name: '' }),
        officeBody({ city: 'c'.repeat(51) }),
      ]) {
        expectInvalidInput(
          await t.injectAs(t.admin, { method: 'PUT', url: `/api/company-info/${office.id}`, payload: body }),
        );
      }
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'PUT', url: `/api/company-info/${office.id}`, ...rawJson('{"name":') }),
      );
      expect((await list()).find((o) => o.id === office.id)).toEqual(office);
    });
  });

  describe('admin only', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create({ name: 'Protetta' })).id;
    });
    const writes = () =>
      [
        { method: 'POST', url: '/api/company-info', payload: officeBody() },
        { method: 'PUT', url: `/api/company-info/${id}`, payload: officeBody({ name: 'Hacked' }) },
        { method: 'DELETE', url: `/api/company-info/${id}` },
      ] as const;

    it('answers 401 without a session and changes nothing', async () => {
      const before = await t.database.db.selectFrom('company_info').selectAll().execute();
      for (const request of writes()) expectError(await t.app.inject(request), 401, 'UNAUTHORIZED');
      expect(await t.database.db.selectFrom('company_info').selectAll().execute()).toEqual(before);
    });

    it('answers 403 to a user who is not an administrator and changes nothing', async () => {
      const before = await t.database.db.selectFrom('company_info').selectAll().execute();
      for (const request of writes()) expectError(await t.injectAs(t.viewer, request), 403, 'FORBIDDEN');
      expect(await t.database.db.selectFrom('company_info').selectAll().execute()).toEqual(before);
    });
  });
});
