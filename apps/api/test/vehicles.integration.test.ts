import { NO_HEAVY_FIGURES, VehicleInputSchema } from '@nbt/validation';
import { NO_SALE_FACTS } from '@nbt/validation/examples';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import {
  countRows,
  createVehicle,
  type VehicleJson,
  expectError,
  expectInvalidInput,
  rawJson,
  vehicleBody,
} from './helpers.js';

describe('vehicles REST API', () => {
  const t = useTestApp({}, { viewer: true });

  const create = (overrides: Record<string, unknown> = {}) => createVehicle(t, overrides);
  const vehicleCount = () => countRows(t.database.db, 'vehicles');

  describe('create and read', () => {
    it('POST /api/vehicles creates a vehicle and answers it with the spec field names', async () => {
      const images = { image1: '/uploads/abc123.jpg', image2: 'https://example.com/car.jpg' };
      const vehicle = await create(images);
      // The answer is the body as sent (snake_case, as the spec names the fields), with an id and times.
      expect(vehicle).toEqual({
        id: expect.any(Number),
        ...vehicleBody(images),
        // A body that states none of the facts a buyer compares gets each back as null.
        ...NO_SALE_FACTS,
        ...NO_HEAVY_FIGURES,
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

    it('serves a row edited by hand outside the input rules, instead of failing the whole list', async () => {
      const vehicle = await create({ model: 'Edited' });
      const odd = { doors: -1, seats: 0, horsepower: -5, engine_displacement: -1 };
      await t.database.db.updateTable('vehicles').set(odd).where('id', '=', vehicle.id).execute();
      // Past 2^53: read back as the nearest double, not refused.
      await sql`UPDATE vehicles SET kilometers = 9007199254740993 WHERE id = ${vehicle.id}`.execute(t.database.db);
      const list = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
      expect(list.statusCode).toBe(200);
      expect(list.json<VehicleJson[]>().find((v) => v.id === vehicle.id)).toMatchObject(odd);
      const one = await t.injectAs(t.admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject(odd);
      const viaTrpc = await t.app.inject({ method: 'GET', url: '/api/trpc/vehicles.list' });
      expect(viaTrpc.statusCode).toBe(200);
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
      const payload = {
        brand: 'Fiat',
        model: '500',
        year: 2020,
        kilometers: 0,
        fuel_regulation: 'Euro 6',
        doors: 3,
        seats: 4,
        color: 'bianco',
        price_per_day: 5000,
      };
      const response = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload });
      expect(response.statusCode, response.body).toBe(201);
      // The defaults are the schema's, which its own tests pin: the API stores the vehicle as the schema fills it in.
      expect(response.json()).toMatchObject(VehicleInputSchema.parse(payload));
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
      const response = await t.injectAs(t.admin, {
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
        await t.injectAs(t.admin, { method: 'PUT', url: '/api/vehicles/999999', payload: vehicleBody() }),
        404,
        'NOT_FOUND',
      );
      expect(await vehicleCount()).toBe(before);
    });

    it('PUT /api/vehicles/abc answers 400', async () => {
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'PUT', url: '/api/vehicles/abc', payload: vehicleBody() }),
      );
    });

    it('PUT /api/vehicles/{id}/sell sets status venduto and available false', async () => {
      const vehicle = await create();
      const response = await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/sell` });
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
      const response = await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/buy-back` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: vehicle.id, status: 'disponibile', available: true });
    });

    it('PUT /api/vehicles/{id}/buy-back makes a vehicle that was not sold available too', async () => {
      const vehicle = await create({ status: 'in_trattativa', available: false });
      const response = await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/buy-back` });
      expect(response.json()).toMatchObject({ id: vehicle.id, status: 'disponibile', available: true });
    });

    it.each(['sell', 'buy-back'])(
      'PUT /api/vehicles/{id}/%s works with a JSON content type and an empty body (the spec client)',
      async (action) => {
        const vehicle = await create();
        const response = await t.injectAs(t.admin, {
          method: 'PUT',
          url: `/api/vehicles/${vehicle.id}/${action}`,
          ...rawJson(''),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<VehicleJson>().status).toBe(action === 'sell' ? 'venduto' : 'disponibile');
      },
    );

    it.each(['sell', 'buy-back'])('PUT /api/vehicles/{id}/%s answers 404 for an unknown id, 400 for abc', async (a) => {
      expectError(await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/999999/${a}` }), 404, 'NOT_FOUND');
      expectInvalidInput(await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/abc/${a}` }));
    });

    it('DELETE /api/vehicles/{id} deletes the vehicle (JSON content type, empty body)', async () => {
      const vehicle = await create();
      const before = await vehicleCount();
      const response = await t.injectAs(t.admin, {
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
      expectError(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/vehicles/999999' }), 404, 'NOT_FOUND');
      expectInvalidInput(await t.injectAs(t.admin, { method: 'DELETE', url: '/api/vehicles/abc' }));
    });
  });
});
