import { VEHICLE_LIMITS } from '@nbt/validation';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectError, expectInvalidInput, rawJson, vehicleBody } from './helpers.js';

describe('vehicles REST API', () => {
  const t = useTestApp({}, { viewer: true });

  const create = (overrides: Record<string, unknown> = {}) => createVehicle(t, overrides);
  const vehicleCount = () => countRows(t.database.db, 'vehicles');

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
        expectError(await t.injectAs(t.viewer, request), 403, 'FORBIDDEN');
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
      const response = await t.injectAs(t.admin, {
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
      expectInvalidInput(await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', ...rawJson(text) }));
      expect(await vehicleCount()).toBe(before);
    });

    it('names the failing fields', async () => {
      const issues = expectInvalidInput(
        await t.injectAs(t.admin, {
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
        await t.injectAs(t.admin, {
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

    // The schema's limits, which its own tests pin: the database must store each text at its longest.
    it.each([
      ['brand', VEHICLE_LIMITS.brand],
      ['model', VEHICLE_LIMITS.model],
      ['fuel_type', VEHICLE_LIMITS.fuelType],
      ['fuel_regulation', VEHICLE_LIMITS.fuelRegulation],
      ['transmission', VEHICLE_LIMITS.transmission],
      ['color', VEHICLE_LIMITS.color],
      ['description', VEHICLE_LIMITS.description],
    ])('stores %s of the longest length the schema takes, %i characters', async (field, max) => {
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
          await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}`, payload: body }),
        );
      }
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}`, ...rawJson('{"brand":') }),
      );
      const stored = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(stored.json()).toEqual(vehicle);
    });
  });
});
