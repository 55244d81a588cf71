import { addDays, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, createVehicle, expectError } from './helpers.js';

const day = (n: number) => addDays(todayInRome(), n);

/** Only a vehicle that can be rented is booked: not one listed for sale only, sold, or not available. */
describe('reservations on vehicles that cannot be rented', () => {
  const t = useTestApp();

  const reserve = (payload: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/admin/reservations', payload });
  const move = (id: number, payload: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'PUT', url: `/api/admin/reservations/${id}`, payload });

  /** A vehicle of each kind no one can rent, with the message code and sentence that say why. */
  async function unrentable() {
    const saleOnly = await createVehicle(t, { listing_type: 'sale', price_per_day: null, sale_price_euros: 20_000 });
    const sold = await createVehicle(t);
    expect((await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${sold.id}/sell` })).statusCode).toBe(200);
    const unavailable = await createVehicle(t, { available: false });
    return [
      { id: saleOnly.id, code: 'RESERVATION_SALE_ONLY', why: /in vendita, non a noleggio/ },
      { id: sold.id, code: 'RESERVATION_VEHICLE_SOLD', why: /è stato venduto/ },
      { id: unavailable.id, code: 'RESERVATION_VEHICLE_UNAVAILABLE', why: /non disponibile/ },
    ];
  }

  it('refuses to book one with 409 saying why, storing nothing, over REST and tRPC', async () => {
    const before = await countRows(t.database.db, 'reservations');
    const admin = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    for (const { id, code, why } of await unrentable()) {
      const answers = await Promise.all([
        reserve({ vehicleId: id, from: day(5), to: day(6) }),
        reserve({ vehicleId: id, from: day(7), to: day(8), customerName: 'Anna' }),
      ]);
      for (const answer of answers) {
        const body = expectError(answer, 409, 'CONFLICT');
        expect(body).toMatchObject({ messageCode: code });
        expect(body.error).toMatch(why);
      }
      await expect(
        admin.admin.reservations.create({ vehicleId: id, from: day(5), to: day(6) } as never),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect(await countRows(t.database.db, 'reservations')).toBe(before);
  });

  it('refuses to move a reservation onto one, and keeps editing one whose vehicle was sold since', async () => {
    const rentable = await createVehicle(t);
    const created = await reserve({ vehicleId: rentable.id, from: day(20), to: day(22), note: 'prima' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    for (const { id: vehicleId, code } of await unrentable()) {
      const body = expectError(await move(id, { vehicleId, from: day(20), to: day(22) }), 409, 'CONFLICT');
      expect(body).toMatchObject({ messageCode: code });
    }
    const stored = await t.database.db
      .selectFrom('reservations')
      .select(['vehicle_id', 'note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ vehicle_id: rentable.id, note: 'prima' });

    // Sold after it was booked: the booking stays and may still be changed on its own vehicle.
    expect((await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${rentable.id}/sell` })).statusCode).toBe(
      200,
    );
    const edited = await move(id, { vehicleId: rentable.id, from: day(21), to: day(22), note: 'spostata' });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('refuses to confirm the booking a request asked for once the vehicle is sold', async () => {
    const vehicle = await createVehicle(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId: vehicle.id, pickupDate: day(30), returnDate: day(31) }),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = await t.database.db
      .selectFrom('contact_requests')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/sell` })).statusCode).toBe(
      200,
    );
    const before = await countRows(t.database.db, 'reservations');
    const confirmed = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request.id}/confirm-booking`,
    });
    expect(expectError(confirmed, 409, 'CONFLICT')).toMatchObject({ messageCode: 'RESERVATION_VEHICLE_SOLD' });
    expect(await countRows(t.database.db, 'reservations')).toBe(before);
  });
});
