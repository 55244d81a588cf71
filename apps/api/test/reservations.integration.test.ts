import { addDays, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, createVehicle, expectError, expectInvalidInput, officeBody } from './helpers.js';

const today = todayInRome();
const day = (n: number) => addDays(today, n);

interface ReservationJson {
  id: number;
  vehicleId: number;
  from: string;
  to: string;
}

describe('reservations, availability and rental dates (REST and tRPC)', () => {
  const t = useTestApp({}, { viewer: true });

  const reserve = (payload: Record<string, unknown>, cookie = t.admin) =>
    t.injectAs(cookie, { method: 'POST', url: '/api/admin/reservations', payload });
  const availability = async (vehicleId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/availability` });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const freeIds = async (from: string, to: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vehicles?from=${from}&to=${to}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }[]>().map((vehicle) => vehicle.id);
  };
  const sendContact = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides) });
  const latestRequest = () =>
    t.database.db.selectFrom('contact_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('books a vehicle (201), refuses a reservation meeting its time with 409 naming its days, and frees it from the return', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const created = await reserve({ vehicleId, from: day(10), to: day(12), customerName: 'Anna Bianchi' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      vehicleId,
      from: day(10),
      to: day(12),
      pickupTime: '10:00',
      returnTime: '10:00',
      days: 2,
      customerName: 'Anna Bianchi',
    });

    const before = await countRows(t.database.db, 'reservations');
    const overlapping = expectError(await reserve({ vehicleId, from: day(11), to: day(14) }), 409, 'CONFLICT');
    expect(overlapping).toMatchObject({ messageCode: 'RESERVATION_OVERLAP', params: { from: day(10), to: day(12) } });
    expect(overlapping.error).toContain(day(10).split('-').reverse().join('/'));
    expectError(await reserve({ vehicleId, from: day(8), to: day(20) }), 409, 'CONFLICT');
    // An hour before the return is still the first customer's.
    expectError(await reserve({ vehicleId, from: day(12), to: day(13), pickupTime: '09:30' }), 409, 'CONFLICT');
    expect(await countRows(t.database.db, 'reservations')).toBe(before);

    // Returned at 10:00, out again at 14:00 the same day; another vehicle is free on the same days.
    const afternoon = await reserve({
      vehicleId,
      from: day(12),
      to: day(13),
      pickupTime: '14:00',
      returnTime: '12:00',
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect(afternoon.json()).toMatchObject({ pickupTime: '14:00', returnTime: '12:00', days: 1 });
    const other = await createVehicle(t);
    expect((await reserve({ vehicleId: other.id, from: day(10), to: day(12) })).statusCode).toBe(201);
  });

  it('moves a reservation within its own days, refuses moving it onto another, and deletes it', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const first = (await reserve({ vehicleId, from: day(30), to: day(32) })).json<ReservationJson>();
    await reserve({ vehicleId, from: day(40), to: day(41) });
    const move = (from: string, to: string) =>
      t.injectAs(t.admin, {
        method: 'PUT',
        url: `/api/admin/reservations/${first.id}`,
        payload: { vehicleId, from, to, note: 'spostata' },
      });
    const moved = await move(day(31), day(33));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ from: day(31), to: day(33), note: 'spostata' });
    // Back on the 40th at 10:00 meets the next booking's pick-up then; the 39th to the 40th at 10:00 does not.
    expect((await move(day(39), day(40))).statusCode).toBe(200);
    expect((expectError(await move(day(39), day(41)), 409, 'CONFLICT') as { params?: unknown }).params).toEqual({
      from: day(40),
      to: day(41),
    });
    const deleted = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/reservations/${first.id}` });
    expect(deleted.json()).toEqual({ success: true });
    expectError(
      await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/reservations/${first.id}` }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses bad periods with 400 naming the field, and unknown vehicles with 404', async () => {
    const { id: vehicleId } = await createVehicle(t);
    expect(expectInvalidInput(await reserve({ vehicleId, from: day(5), to: day(4) }))[0]).toMatchObject({
      path: 'to',
      params: { code: 'return_before_pickup' },
    });
    expect(expectInvalidInput(await reserve({ vehicleId, from: '2026-02-30', to: day(4) }))[0]?.path).toBe('from');
    expectError(await reserve({ vehicleId: 999_999, from: day(5), to: day(6) }), 404, 'NOT_FOUND');
  });

  it('is for administrators only, and every list and write is in the access log', async () => {
    const { id: vehicleId } = await createVehicle(t);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/reservations' }), 401, 'UNAUTHORIZED');
    expectError(await reserve({ vehicleId, from: day(50), to: day(51) }, t.viewer), 403, 'FORBIDDEN');
    await reserve({ vehicleId, from: day(50), to: day(51), customerName: 'Luca Verdi' });
    const listed = await t.injectAs(t.admin, {
      method: 'GET',
      url: `/api/admin/reservations?vehicleId=${vehicleId}&from=${day(51)}&to=${day(60)}`,
    });
    expect(listed.json()).toMatchObject([{ vehicleId, from: day(50), to: day(51), customerName: 'Luca Verdi' }]);
    const actions = await t.database.db.selectFrom('access_logs').select('action').execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['RESERVATION_CREATED', 'RESERVATIONS_VIEWED']),
    );
  });

  it('lets exactly one of 10 concurrent reservations of the same days through', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        reserve({ vehicleId, from: day(100 + (index % 3)), to: day(104), customerName: `Cliente ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await t.database.db
      .selectFrom('reservations')
      .selectAll()
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent tRPC creations through too', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => caller.admin.reservations.create({ vehicleId, from: day(120), to: day(121) })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT' });
    }
  });

  it('shows the booked days from today to a year ahead, and nobody’s name', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const empty = await availability(vehicleId);
    expect(empty.json()).toEqual({ busy: [] });
    await reserve({ vehicleId, from: day(-5), to: day(1), customerName: 'Giulia Neri', note: 'cliente abituale' });
    await reserve({ vehicleId, from: day(20), to: day(22), customerName: 'Giulia Neri' });
    await reserve({ vehicleId, from: day(-30), to: day(-20) });
    await reserve({ vehicleId, from: day(360), to: day(400) });
    const answer = await availability(vehicleId);
    // The cached answer of before was replaced: a reservation changes the data version.
    // From the pick-up until the return, with the times; one begun before today from today's midnight.
    expect(answer.json()).toEqual({
      busy: [
        { from: today, fromTime: '00:00', to: day(1), toTime: '10:00' },
        { from: day(20), fromTime: '10:00', to: day(22), toTime: '10:00' },
        { from: day(360), fromTime: '10:00', to: day(400), toTime: '10:00' },
      ],
    });
    expect(answer.body).not.toMatch(/Giulia|Neri|abituale|customer|note/);
    expect(answer.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/${vehicleId}/availability`,
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(await t.caller().vehicles.availability({ id: vehicleId })).toEqual(answer.json());
    expectError(await t.app.inject({ method: 'GET', url: '/api/vehicles/999999/availability' }), 404, 'NOT_FOUND');
  });

  it('lists only the vehicles free for a whole period with ?from&to', async () => {
    const booked = await createVehicle(t, { model: 'Prenotata' });
    const free = await createVehicle(t, { model: 'Libera' });
    await reserve({ vehicleId: booked.id, from: day(200), to: day(205) });
    const during = await freeIds(day(204), day(210));
    expect(during).toContain(free.id);
    expect(during).not.toContain(booked.id);
    const after = await freeIds(day(206), day(210));
    expect(after).toEqual(expect.arrayContaining([free.id, booked.id]));
    const all = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json<{ id: number }[]>();
    expect(all.map((vehicle) => vehicle.id)).toEqual(expect.arrayContaining([free.id, booked.id]));
    const trpc = await t.caller().vehicles.list({ from: day(204), to: day(210) });
    expect(trpc.map((vehicle) => vehicle.id)).not.toContain(booked.id);
    // An administrator's (uncached) list is filtered the same way.
    const admin = await t.injectAs(t.admin, { method: 'GET', url: `/api/vehicles?from=${day(204)}&to=${day(210)}` });
    expect(admin.json<{ id: number }[]>().map((vehicle) => vehicle.id)).not.toContain(booked.id);
  });

  it.each([
    [`from=${day(-1)}&to=${day(2)}`, 'from'],
    [`from=${day(3)}&to=${day(2)}`, 'to'],
    [`from=${day(3)}`, 'to'],
    ['from=2026-13-01&to=2026-13-02', 'from'],
    [`from=${day(1)}&to=${day(400)}`, 'to'],
  ])('answers 400 to the vehicle list with ?%s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vehicles?${query}` });
    expect(expectInvalidInput(response).map((issue) => issue.path)).toContain(`querystring.${field}`);
  });

  it('stores a quote request’s dates, office and the price for the period', async () => {
    const { id: vehicleId } = await createVehicle(t, { price_per_day: 12_000 });
    const office = await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody() });
    const pickupOfficeId = office.json<{ id: number }>().id;
    const sent = await sendContact({ vehicleId, pickupDate: day(7), returnDate: day(10), pickupOfficeId });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await latestRequest()).toMatchObject({
      vehicle_id: vehicleId,
      pickup_date: day(7),
      return_date: day(10),
      pickup_office_id: pickupOfficeId,
      quoted_price_cents: 36_000,
    });
    // Out and back the same day is one day; a hidden price is still quoted, for the office only.
    const hidden = await createVehicle(t, { price_per_day: 9_000, hide_price: true });
    const sameDay = {
      vehicleId: hidden.id,
      pickupDate: day(7),
      returnDate: day(7),
      pickupTime: '09:00',
      returnTime: '18:30',
    };
    expect((await sendContact(sameDay)).statusCode).toBe(201);
    expect((await latestRequest()).quoted_price_cents).toBe(9_000);
    const {
      items: [request],
    } = await t.caller({ userId: 1, username: 'admin', isAdmin: true }).admin.contactRequests.search({});
    expect(request).toMatchObject({
      pickupDate: day(7),
      returnDate: day(7),
      pickupTime: '09:00',
      returnTime: '18:30',
      quotedPriceCents: 9_000,
    });
    // Half an hour past the pick-up time starts a fourth day.
    const late = { vehicleId, pickupDate: day(7), returnDate: day(10), pickupTime: '10:00', returnTime: '10:30' };
    expect((await sendContact({ ...late, pickupOfficeId })).statusCode).toBe(201);
    expect((await latestRequest()).quoted_price_cents).toBe(48_000);
    // Without dates nothing changes.
    expect((await sendContact({ vehicleId })).statusCode).toBe(201);
    expect(await latestRequest()).toMatchObject({ pickup_date: null, return_date: null, quoted_price_cents: null });
  });

  it('answers 400 naming the field to dates in the past, reversed, half given, or for a vehicle not for rent', async () => {
    const rental = await createVehicle(t);
    const forSale = await createVehicle(t, { listing_type: 'sale', price_per_day: null, sale_price_euros: 30_000 });
    const sold = await createVehicle(t, { listing_type: 'both', status: 'venduto', available: false });
    const unavailable = await createVehicle(t, { available: false });
    const before = await countRows(t.database.db, 'contact_requests');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vehicleId: rental.id, pickupDate: day(-1), returnDate: day(2) }, 'pickupDate', 'date_in_past'],
      [{ vehicleId: rental.id, pickupDate: day(5), returnDate: day(4) }, 'returnDate', 'return_before_pickup'],
      [{ vehicleId: rental.id, pickupDate: day(5) }, 'returnDate', 'dates_together'],
      [{ vehicleId: rental.id, pickupDate: day(5), returnDate: day(371) }, 'returnDate', 'rental_too_long'],
      [{ pickupDate: day(5), returnDate: day(6) }, 'vehicleId', 'dates_need_vehicle'],
      [{ vehicleId: forSale.id, pickupDate: day(5), returnDate: day(6) }, 'vehicleId', 'vehicle_not_rentable'],
      [{ vehicleId: sold.id, pickupDate: day(5), returnDate: day(6) }, 'vehicleId', 'vehicle_not_rentable'],
      [{ vehicleId: unavailable.id, pickupDate: day(5), returnDate: day(6) }, 'vehicleId', 'vehicle_not_rentable'],
      [{ vehicleId: 999_999, pickupDate: day(5), returnDate: day(6) }, 'vehicleId', 'vehicle_not_rentable'],
      [{ vehicleId: rental.id, pickupOfficeId: 999_999 }, 'pickupOfficeId', 'invalid_office'],
      [{ vehicleId: rental.id, pickupDate: day(5), returnDate: day(5) }, 'returnTime', 'return_not_after_pickup'],
      [
        { vehicleId: rental.id, pickupDate: day(5), returnDate: day(5), pickupTime: '15:00', returnTime: '11:00' },
        'returnTime',
        'return_not_after_pickup',
      ],
      [
        { vehicleId: rental.id, pickupDate: day(5), returnDate: day(6), pickupTime: '25:00' },
        'pickupTime',
        'invalid_time',
      ],
      [{ vehicleId: rental.id, pickupTime: '10:00' }, 'pickupTime', 'times_need_dates'],
    ];
    for (const [overrides, path, code] of cases) {
      const issues = expectInvalidInput(await sendContact(overrides));
      expect(issues, JSON.stringify(overrides)).toContainEqual(expect.objectContaining({ path, params: { code } }));
    }
    expect(await countRows(t.database.db, 'contact_requests')).toBe(before);
  });

  it('confirms a request’s booking: the reservation under the visitor’s name, the request answered; then the conflict', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const admin = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    await sendContact({ vehicleId, pickupDate: day(150), returnDate: day(153) });
    const { id } = await latestRequest();
    const confirmed = await admin.admin.reservations.confirmBooking({ id });
    expect(confirmed.reservation).toMatchObject({
      vehicleId,
      from: day(150),
      to: day(153),
      contactRequestId: id,
      customerName: 'Mario Rossi',
    });
    expect(confirmed.request.status).toBe('contattata');
    await sendContact({ vehicleId, pickupDate: day(152), returnDate: day(155) });
    const second = (await latestRequest()).id;
    const conflict = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${second}/confirm-booking`,
    });
    expect((expectError(conflict, 409, 'CONFLICT') as { params?: unknown }).params).toEqual({
      from: day(150),
      to: day(153),
    });
    expect((await latestRequest()).status).toBe('nuova');
    await sendContact({ vehicleId });
    const undated = (await latestRequest()).id;
    await expect(admin.admin.reservations.confirmBooking({ id: undated })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
