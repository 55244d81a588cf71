import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { countRows, expectError, expectInvalidInput, rawJson, vehicleBody } from './helpers.js';

interface VehicleJson extends Record<string, unknown> {
  id: number;
  status: string;
  available: boolean;
}

describe('vehicles REST API', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
    await t.addUser('mario', 'Mario-Pass-123', false);
    user = await t.login('mario', 'Mario-Pass-123');
  });
  afterAll(() => t.close());

  async function create(overrides: Record<string, unknown> = {}): Promise<VehicleJson> {
    const response = await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<VehicleJson>();
  }

  const vehicleCount = () => countRows(t.database.db, 'vehicles');

  describe('create and read', () => {
    it('POST /api/vehicles creates a vehicle and answers it with the spec field names', async () => {
      const vehicle = await create({ image1: '/uploads/abc123.jpg', image2: 'https://example.com/car.jpg' });
      expect(vehicle).toEqual({
        id: expect.any(Number),
        brand: 'BMW',
        model: 'Serie 5',
        year: 2022,
        kilometers: 15000,
        fuel_type: 'diesel',
        fuel_regulation: 'Euro 6',
        engine_displacement: 1995,
        horsepower: 190,
        transmission: 'automatico',
        doors: 5,
        seats: 5,
        color: 'nero',
        price_per_day: 12000,
        sale_price: null,
        sale_price_euros: null,
        hide_price: false,
        vehicle_category: 'auto',
        listing_type: 'rental',
        available: true,
        status: 'disponibile',
        description: 'Berlina elegante',
        features: ['Navigatore', 'Sedili in pelle'],
        image1: '/uploads/abc123.jpg',
        image2: 'https://example.com/car.jpg',
        image3: null,
        image4: null,
        image5: null,
        image6: null,
        image7: null,
        image8: null,
        image9: null,
        image10: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const row = await t.database.db
        .selectFrom('vehicles')
        .selectAll()
        .where('id', '=', vehicle.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: 'BMW', price_per_day: 12000, features: '["Navigatore","Sedili in pelle"]' });
    });

    it('GET /api/vehicles lists vehicles (public), newest first', async () => {
      const older = await create({ model: 'Older' });
      const newer = await create({ model: 'Newer' });
      const response = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
      expect(response.statusCode).toBe(200);
      const list = response.json<VehicleJson[]>();
      const ids = list.map((v) => v.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(list.find((v) => v.id === newer.id)).toMatchObject({ model: 'Newer', price_per_day: 12000 });
    });

    it('GET /api/vehicles/{id} answers one vehicle (public)', async () => {
      const vehicle = await create({ model: 'Detail' });
      const response = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(vehicle);
    });

    it('GET /api/vehicles/{id} answers 404 for an unknown id', async () => {
      const body = expectError(await t.app.inject({ method: 'GET', url: '/api/vehicles/999999' }), 404, 'NOT_FOUND');
      expect(body.error).toBe('Veicolo non trovato');
    });

    it.each(['abc', '0', '-1', '1.5', '1e3'])('GET /api/vehicles/%s answers 400', async (id) => {
      const issues = expectInvalidInput(await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` }));
      expect(issues[0]!.path).toMatch(/id/);
    });

    it('applies the defaults of a minimal body', async () => {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: {
          brand: 'Fiat',
          model: '500',
          year: 2020,
          kilometers: 0,
          fuel_regulation: 'Euro 6',
          doors: 3,
          seats: 4,
          color: 'bianco',
          price_per_day: 5000,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        fuel_type: 'benzina',
        transmission: 'manuale',
        hide_price: false,
        vehicle_category: 'auto',
        listing_type: 'rental',
        available: true,
        status: 'disponibile',
        description: '',
        features: [],
        engine_displacement: null,
        horsepower: null,
        image1: null,
      });
    });

    it('accepts features as comma-separated text: split, trimmed, empties removed', async () => {
      const vehicle = await create({ features: ' ABS, Cruise control ,, Clima ' });
      expect(vehicle.features).toEqual(['ABS', 'Cruise control', 'Clima']);
    });

    it('a sale vehicle needs no rental price; sale_price follows sale_price_euros in cents', async () => {
      const vehicle = await create({ listing_type: 'sale', price_per_day: null, sale_price_euros: 35000 });
      expect(vehicle).toMatchObject({ listing_type: 'sale', price_per_day: null, sale_price_euros: 35000 });
      expect(vehicle.sale_price).toBe(3_500_000);
    });

    it('a both vehicle takes both prices; a camion is stored as such', async () => {
      const vehicle = await create({
        listing_type: 'both',
        vehicle_category: 'camion',
        doors: 2,
        seats: 2,
        price_per_day: 30000,
        sale_price_euros: 90000,
      });
      expect(vehicle).toMatchObject({ listing_type: 'both', vehicle_category: 'camion', price_per_day: 30000 });
    });

    it('a rental vehicle needs no sale price', async () => {
      const vehicle = await create({ listing_type: 'rental', sale_price_euros: null });
      expect(vehicle.sale_price_euros).toBeNull();
    });
  });

  describe('update, sell, buy back, delete', () => {
    it('PUT /api/vehicles/{id} replaces the vehicle', async () => {
      const vehicle = await create();
      const response = await t.injectAs(admin, {
        method: 'PUT',
        url: `/api/vehicles/${vehicle.id}`,
        payload: vehicleBody({ model: 'Serie 7', kilometers: 20000, status: 'in_trattativa', hide_price: true }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: vehicle.id,
        model: 'Serie 7',
        kilometers: 20000,
        status: 'in_trattativa',
        hide_price: true,
      });
      const stored = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(stored.json()).toMatchObject({ model: 'Serie 7', status: 'in_trattativa' });
    });

    it('PUT /api/vehicles/{id} answers 404 for an unknown id and stores nothing', async () => {
      const before = await vehicleCount();
      expectError(
        await t.injectAs(admin, { method: 'PUT', url: '/api/vehicles/999999', payload: vehicleBody() }),
        404,
        'NOT_FOUND',
      );
      expect(await vehicleCount()).toBe(before);
    });

    it('PUT /api/vehicles/abc answers 400', async () => {
      expectInvalidInput(await t.injectAs(admin, { method: 'PUT', url: '/api/vehicles/abc', payload: vehicleBody() }));
    });

    it('PUT /api/vehicles/{id}/sell sets status venduto and available false', async () => {
      const vehicle = await create();
      const response = await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/sell` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: vehicle.id, status: 'venduto', available: false });
      const row = await t.database.db
        .selectFrom('vehicles')
        .select(['status', 'available'])
        .where('id', '=', vehicle.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'venduto', available: 0 });
    });

    it('PUT /api/vehicles/{id}/buy-back sets status disponibile and available true', async () => {
      const vehicle = await create({ status: 'venduto', available: false });
      const response = await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/buy-back` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: vehicle.id, status: 'disponibile', available: true });
    });

    it.each(['sell', 'buy-back'])(
      'PUT /api/vehicles/{id}/%s works with a JSON content type and an empty body (the spec client)',
      async (action) => {
        const vehicle = await create();
        const response = await t.injectAs(admin, {
          method: 'PUT',
          url: `/api/vehicles/${vehicle.id}/${action}`,
          ...rawJson(''),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<VehicleJson>().status).toBe(action === 'sell' ? 'venduto' : 'disponibile');
      },
    );

    it.each(['sell', 'buy-back'])('PUT /api/vehicles/{id}/%s answers 404 for an unknown id, 400 for abc', async (a) => {
      expectError(await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/999999/${a}` }), 404, 'NOT_FOUND');
      expectInvalidInput(await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/abc/${a}` }));
    });

    it('DELETE /api/vehicles/{id} deletes the vehicle (JSON content type, empty body)', async () => {
      const vehicle = await create();
      const before = await vehicleCount();
      const response = await t.injectAs(admin, {
        method: 'DELETE',
        url: `/api/vehicles/${vehicle.id}`,
        ...rawJson(''),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await vehicleCount()).toBe(before - 1);
      expect((await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` })).statusCode).toBe(404);
    });

    it('DELETE /api/vehicles/{id} answers 404 for an unknown id and 400 for abc', async () => {
      expectError(await t.injectAs(admin, { method: 'DELETE', url: '/api/vehicles/999999' }), 404, 'NOT_FOUND');
      expectInvalidInput(await t.injectAs(admin, { method: 'DELETE', url: '/api/vehicles/abc' }));
    });
  });

  describe('admin only', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create()).id;
    });

    const writes = () =>
      [
        { method: 'POST', url: '/api/vehicles', payload: vehicleBody() },
        { method: 'PUT', url: `/api/vehicles/${id}`, payload: vehicleBody({ model: 'Hacked' }) },
        { method: 'DELETE', url: `/api/vehicles/${id}` },
        { method: 'PUT', url: `/api/vehicles/${id}/sell` },
        { method: 'PUT', url: `/api/vehicles/${id}/buy-back` },
      ] as const;

    it('answers 401 without a session and changes nothing', async () => {
      const before = await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
      const count = await vehicleCount();
      for (const request of writes()) {
        expectError(await t.app.inject(request), 401, 'UNAUTHORIZED');
      }
      expect(await vehicleCount()).toBe(count);
      expect((await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json()).toEqual(before.json());
    });

    it('answers 403 to a signed-in user who is not an administrator and changes nothing', async () => {
      const before = await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
      const count = await vehicleCount();
      for (const request of writes()) {
        expectError(await t.injectAs(user, request), 403, 'FORBIDDEN');
      }
      expect(await vehicleCount()).toBe(count);
      expect((await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json()).toEqual(before.json());
    });

    it('answers 401 to an anonymous write whatever its body', async () => {
      expectError(
        await t.app.inject({ method: 'POST', url: '/api/vehicles', ...rawJson('{not json') }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('bad input', () => {
    const without = (field: string) => {
      const body = vehicleBody();
      delete body[field];
      return body;
    };

    const invalidBodies: [string, unknown][] = [
      ...['brand', 'model', 'year', 'kilometers', 'doors', 'seats', 'color', 'fuel_regulation'].map(
        (field): [string, unknown] => [`missing ${field}`, without(field)],
      ),
      ['empty brand', vehicleBody({ brand: '' })],
      ['blank model', vehicleBody({ model: '   ' })],
      ['brand of 101 characters', vehicleBody({ brand: 'b'.repeat(101) })],
      ['model of 101 characters', vehicleBody({ model: 'm'.repeat(101) })],
      ['fuel_type of 51 characters', vehicleBody({ fuel_type: 'f'.repeat(51) })],
      ['fuel_regulation of 51 characters', vehicleBody({ fuel_regulation: 'e'.repeat(51) })],
      ['transmission of 51 characters', vehicleBody({ transmission: 't'.repeat(51) })],
      ['color of 51 characters', vehicleBody({ color: 'c'.repeat(51) })],
      ['description of 5001 characters', vehicleBody({ description: 'd'.repeat(5001) })],
      ['a feature of 101 characters', vehicleBody({ features: ['ok', 'x'.repeat(101)] })],
      ['an image address of 501 characters', vehicleBody({ image1: `https://example.com/${'a'.repeat(481)}` })],
      ['vehicle_category moto', vehicleBody({ vehicle_category: 'moto' })],
      ['listing_type lease', vehicleBody({ listing_type: 'lease' })],
      ['status sold', vehicleBody({ status: 'sold' })],
      ['year as text', vehicleBody({ year: '2020' })],
      ['year with decimals', vehicleBody({ year: 2020.5 })],
      ['year 1800', vehicleBody({ year: 1800 })],
      ['negative kilometers', vehicleBody({ kilometers: -1 })],
      ['doors as text', vehicleBody({ doors: 'cinque' })],
      ['no seats', vehicleBody({ seats: 0 })],
      ['price_per_day with decimals (not cents)', vehicleBody({ price_per_day: 50.5 })],
      ['negative price_per_day', vehicleBody({ price_per_day: -100 })],
      ['hide_price as text', vehicleBody({ hide_price: 'yes' })],
      ['available as a number', vehicleBody({ available: 1 })],
      ['features as a number', vehicleBody({ features: 42 })],
      ['features with a non-text item', vehicleBody({ features: ['ABS', 3] })],
      ['a javascript: image address', vehicleBody({ image1: 'javascript:alert(1)' })],
      ['an image address escaping uploads', vehicleBody({ image2: '/uploads/../nbt.db' })],
      ['rental without price_per_day', vehicleBody({ listing_type: 'rental', price_per_day: null })],
      ['both without price_per_day', vehicleBody({ listing_type: 'both', price_per_day: null, sale_price_euros: 1 })],
      ['sale without sale_price_euros', vehicleBody({ listing_type: 'sale', price_per_day: null })],
      ['an array body', [vehicleBody()]],
      ['a text body', 'BMW'],
      ['a null body', null],
    ];

    it.each(invalidBodies)('POST /api/vehicles refuses %s with 400 and stores nothing', async (_label, body) => {
      const before = await vehicleCount();
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/vehicles',
        ...rawJson(JSON.stringify(body)),
      });
      expectInvalidInput(response);
      expect(await vehicleCount()).toBe(before);
    });

    it.each([
      ['malformed JSON', '{"brand": "BMW",'],
      ['a JSON content type with an empty body', ''],
      ['trailing garbage', `${JSON.stringify(vehicleBody())}x`],
    ])('POST /api/vehicles refuses %s with 400 and stores nothing', async (_label, text) => {
      const before = await vehicleCount();
      expectInvalidInput(await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', ...rawJson(text) }));
      expect(await vehicleCount()).toBe(before);
    });

    it('names the failing fields', async () => {
      const issues = expectInvalidInput(
        await t.injectAs(admin, {
          method: 'POST',
          url: '/api/vehicles',
          payload: vehicleBody({ brand: 'b'.repeat(101), listing_type: 'sale', price_per_day: null }),
        }),
      );
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'brand', code: 'too_big', origin: 'string', maximum: 100, message: 'Massimo 100 caratteri' },
          {
            path: 'sale_price_euros',
            code: 'custom',
            params: { code: 'sale_price_required' },
            message: 'Il prezzo di vendita è obbligatorio',
          },
        ]),
      );
      const rental = expectInvalidInput(
        await t.injectAs(admin, {
          method: 'POST',
          url: '/api/vehicles',
          payload: vehicleBody({ price_per_day: null }),
        }),
      );
      expect(rental).toEqual([
        {
          path: 'price_per_day',
          code: 'custom',
          params: { code: 'rental_price_required' },
          message: 'Il prezzo di noleggio è obbligatorio',
        },
      ]);
    });

    it.each([
      ['brand', 100],
      ['model', 100],
      ['fuel_type', 50],
      ['fuel_regulation', 50],
      ['transmission', 50],
      ['color', 50],
      ['description', 5000],
    ])('accepts %s of exactly %i characters', async (field, max) => {
      const vehicle = await create({ [field]: 'x'.repeat(max) });
      expect(vehicle[field]).toBe('x'.repeat(max));
    });

    it('accepts a feature of exactly 100 characters and an image address of exactly 500', async () => {
      const url = `https://example.com/${'a'.repeat(480)}`;
      expect(url).toHaveLength(500);
      const vehicle = await create({ features: ['f'.repeat(100)], image1: url });
      expect(vehicle).toMatchObject({ features: ['f'.repeat(100)], image1: url });
    });

    it('PUT /api/vehicles/{id} refuses bad bodies with 400 and leaves the vehicle unchanged', async () => {
      const vehicle = await create();
      for (const body of [
        vehicleBody({ brand: 'b'.repeat(101) }),
        vehicleBody({ listing_type: 'lease' }),
        vehicleBody({ year: 'duemila' }),
        without('model'),
      ]) {
        expectInvalidInput(
          await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}`, payload: body }),
        );
      }
      expectInvalidInput(
        await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}`, ...rawJson('{"brand":') }),
      );
      const stored = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(stored.json()).toEqual(vehicle);
    });
  });
});
