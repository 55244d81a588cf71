import { addDays, RESERVATION_MOVES, RESERVATION_STATES, type ReservationState, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectError, expectInvalidInput, lastLogDetails } from './helpers.js';

const today = todayInRome();
const day = (n: number) => addDays(today, n);

interface ReservationJson {
  id: number;
  reference: string;
  status: ReservationState;
  from: string;
  to: string;
  kilometersOut: number | null;
  kilometersIn: number | null;
  history: { status: ReservationState; kilometers: number | null; username: string | null; at: string }[];
}

describe("a booking's life: references, states, kilometres, search and the desk", () => {
  const t = useTestApp();

  const reserve = async (payload: Record<string, unknown>, cookie = t.admin) => {
    const response = await t.injectAs(cookie, { method: 'POST', url: '/api/admin/reservations', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ReservationJson>();
  };
  const move = (id: number, status: ReservationState, kilometers?: unknown, cookie = t.admin) =>
    t.injectAs(cookie, {
      method: 'POST',
      url: `/api/admin/reservations/${id}/status`,
      payload: kilometers === undefined ? { status } : { status, kilometers },
    });
  const list = async (query: string) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/reservations?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReservationJson[]>();
  };
  const search = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).map((found) => found.id);
  /** Kilometres a move to `status` needs: the pick-up reading, then a higher one at return. */
  const readingFor = (status: ReservationState) => (status === 'out' ? 1000 : status === 'returned' ? 1500 : undefined);
  /** The moves that bring a new booking into `state`. */
  const PATHS: Record<ReservationState, ReservationState[]> = {
    option: [],
    confirmed: [],
    out: ['out'],
    returned: ['out', 'returned'],
    cancelled: ['cancelled'],
    no_show: ['no_show'],
  };
  let nextDay = 400;
  const bookingIn = async (vehicleId: number, state: ReservationState) => {
    const from = day(nextDay);
    nextDay += 3;
    const created = await reserve(
      state === 'option'
        ? { vehicleId, from, to: from, returnTime: '18:00', status: 'option', optionExpiresOn: day(5) }
        : { vehicleId, from, to: from, returnTime: '18:00' },
    );
    for (const step of PATHS[state]) expect((await move(created.id, step, readingFor(step))).statusCode).toBe(200);
    return created.id;
  };

  it('numbers 20 concurrent creations with 20 distinct, consecutive references of the year', async () => {
    const vehicles = await Promise.all(Array.from({ length: 4 }, () => createVehicle(t)));
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reserve({
          vehicleId: vehicles[index % 4]!.id,
          from: day(10 + index),
          to: day(10 + index),
          returnTime: '18:00',
        }),
      ),
    );
    const numbers = created.map((reservation) => {
      expect(reservation.reference).toMatch(new RegExp(`^NBT-${today.slice(0, 4)}-\\d{5}$`));
      return Number(reservation.reference.slice(-5));
    });
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
    // The database refuses a second booking with a reference already given.
    const row = await t.database.db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', created[0]!.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      t.database.db
        .insertInto('reservations')
        .values({ ...copy, start_date: day(300), end_date: day(300) })
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE|duplicate/);
  });

  it('allows exactly the moves RESERVATION_MOVES lists from each state, and refuses the others with 409 naming it', async () => {
    const { id: vehicleId } = await createVehicle(t);
    for (const state of RESERVATION_STATES) {
      for (const target of RESERVATION_STATES) {
        const id = await bookingIn(vehicleId, state);
        const answer = await move(id, target, readingFor(target));
        if (RESERVATION_MOVES[state].includes(target)) {
          expect(answer.statusCode, `${state} → ${target}: ${answer.body}`).toBe(200);
          expect(answer.json<ReservationJson>().status).toBe(target);
        } else {
          const refused = expectError(answer, 409, 'CONFLICT');
          expect(refused, `${state} → ${target}`).toMatchObject({
            messageCode: 'RESERVATION_MOVE_REFUSED',
            params: { from: state, to: target },
          });
          const stored = await t.database.db
            .selectFrom('reservations')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          expect(stored.status).toBe(state);
        }
      }
    }
  });

  it('records each move with the administrator, the time and the kilometres, and logs it', async () => {
    await t.addUser('giulia', 'Giulia-Pass-1234', true);
    const giulia = await t.login('giulia', 'Giulia-Pass-1234');
    const { id: vehicleId } = await createVehicle(t);
    const created = await reserve({ vehicleId, from: day(60), to: day(62), status: 'option', optionExpiresOn: day(3) });
    expect(created.history).toMatchObject([{ status: 'option', kilometers: null, username: 'admin' }]);
    expect((await move(created.id, 'confirmed', undefined, giulia)).statusCode).toBe(200);
    expect((await move(created.id, 'out', 12_345)).statusCode).toBe(200);
    const returned = await move(created.id, 'returned', 12_345, giulia);
    expect(returned.statusCode, returned.body).toBe(200);
    const after = returned.json<ReservationJson>();
    expect(after).toMatchObject({ status: 'returned', kilometersOut: 12_345, kilometersIn: 12_345 });
    expect(after.history.map(({ status, kilometers, username }) => [status, kilometers, username])).toEqual([
      ['option', null, 'admin'],
      ['confirmed', null, 'giulia'],
      ['out', 12_345, 'admin'],
      ['returned', 12_345, 'giulia'],
    ]);
    for (const event of after.history) expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000);
    const logged = await t.database.db
      .selectFrom('access_logs')
      .select(['username', 'details'])
      .where('action', '=', 'RESERVATION_STATUS_CHANGED')
      .where('details', 'like', `${created.reference} %`)
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.username)).toEqual(['giulia', 'admin', 'giulia']);
    expect(logged[1]!.details).toContain('confirmed → out, 12345 km');
  });

  it('lets one of two administrators’ concurrent moves of the same booking through', async () => {
    const giulia = await t.login('giulia', 'Giulia-Pass-1234');
    const { id: vehicleId } = await createVehicle(t);
    const { id } = await reserve({ vehicleId, from: day(70), to: day(71) });
    const answers = await Promise.all([
      move(id, 'out', 500),
      move(id, 'cancelled', undefined, giulia),
      move(id, 'no_show'),
      move(id, 'out', 600, giulia),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await countRows(t.database.db, 'reservation_events')).toBeGreaterThan(0);
    const events = await t.database.db
      .selectFrom('reservation_events')
      .select('status')
      .where('reservation_id', '=', id)
      .execute();
    expect(events).toHaveLength(2);
  });

  it('takes kilometres with out and returned only, whole and not negative, and no return reading below the pick-up one', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const { id } = await reserve({ vehicleId, from: day(80), to: day(81) });
    const field = async (status: ReservationState, kilometers?: unknown) =>
      expectInvalidInput(await move(id, status, kilometers))[0] as { path: string; params?: { code: string } };
    expect(await field('out')).toMatchObject({ path: 'kilometers', params: { code: 'kilometers_required' } });
    expect(await field('out', null)).toMatchObject({ path: 'kilometers', params: { code: 'kilometers_required' } });
    expect(await field('cancelled', 10)).toMatchObject({
      path: 'kilometers',
      params: { code: 'kilometers_not_expected' },
    });
    for (const bad of [-1, 1.5, '12345', 10_000_000]) expect((await field('out', bad)).path).toBe('kilometers');
    expect((await move(id, 'out', 20_000)).statusCode).toBe(200);

    const below = expectError(await move(id, 'returned', 19_999), 400, 'INVALID_INPUT') as unknown as {
      error: string;
      issues: { path: string }[];
    };
    expect(below).toMatchObject({ messageCode: 'KILOMETERS_BELOW_OUT', params: { kilometersOut: 20_000 } });
    expect(below.error).toContain('20.000 km');
    expect(below.issues[0]!.path).toBe('kilometers');
    const stored = await t.database.db
      .selectFrom('reservations')
      .select(['status', 'km_in'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'out', km_in: null });
    expect((await move(id, 'returned', 20_001)).json()).toMatchObject({ kilometersOut: 20_000, kilometersIn: 20_001 });
  });

  it('frees the vehicle when a booking is cancelled or a no-show: new bookings, public availability and the planning', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const cancelled = await reserve({ vehicleId, from: day(90), to: day(92), customerName: 'Cliente Annullato' });
    const noShow = await reserve({
      vehicleId,
      from: day(95),
      to: day(95),
      returnTime: '18:00',
      customerName: 'Cliente Assente',
    });
    const overCancelled = () =>
      t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/admin/reservations',
        payload: { vehicleId, from: day(91), to: day(91), returnTime: '18:00' },
      });
    expectError(await overCancelled(), 409, 'CONFLICT');
    expect((await move(cancelled.id, 'cancelled')).statusCode).toBe(200);
    expect((await move(noShow.id, 'no_show')).statusCode).toBe(200);

    const busy = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/availability` });
    expect(busy.json()).toEqual({ busy: [] });
    const free = await t.app.inject({ method: 'GET', url: `/api/vehicles?from=${day(90)}&to=${day(95)}` });
    expect(free.json<{ id: number }[]>().map((vehicle) => vehicle.id)).toContain(vehicleId);
    expect(await list(`vehicleId=${vehicleId}&from=${day(90)}&to=${day(95)}`)).toEqual([]);
    const taken = await overCancelled();
    expect(taken.statusCode).toBe(201);
    expect((await list(`vehicleId=${vehicleId}&from=${day(90)}&to=${day(95)}`)).map((r) => r.from)).toEqual([day(91)]);
    // A search still finds them, in their state; the office's calendar shows neither.
    expect((await list('q=annullato'))[0]).toMatchObject({ id: cancelled.id, status: 'cancelled' });
    const feed = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/reservations/feed',
      payload: { includeNames: true },
    });
    const file = feed.json<{ url: string }>().url.split('/').pop()!;
    const calendar = await t.app.inject({ method: 'GET', url: `/api/calendar/${file}` });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).not.toMatch(/Cliente Annullato|Cliente Assente/);
    expect(calendar.body).toContain(`reservation-${taken.json<ReservationJson>().id}`);
    expect(calendar.body).not.toContain(`reservation-${cancelled.id}\r`);
  });

  it('holds the vehicle for an option until its expiry day included, then frees it; confirming checks again', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const holding = await reserve({
      vehicleId,
      from: day(110),
      to: day(112),
      status: 'option',
      optionExpiresOn: today,
    });
    expectError(
      await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/admin/reservations',
        payload: { vehicleId, from: day(111), to: day(113) },
      }),
      409,
      'CONFLICT',
    );
    const lapsed = await reserve({
      vehicleId,
      from: day(120),
      to: day(122),
      status: 'option',
      optionExpiresOn: day(-1),
    });
    const busy = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/availability` });
    expect(busy.json()).toEqual({ busy: [{ from: day(110), fromTime: '10:00', to: day(112), toTime: '10:00' }] });
    const taker = await reserve({ vehicleId, from: day(121), to: day(121), returnTime: '18:00' });
    const refused = expectError(await move(lapsed.id, 'confirmed'), 409, 'CONFLICT');
    expect(refused).toMatchObject({ messageCode: 'RESERVATION_OVERLAP', params: { from: day(121), to: day(121) } });
    expect((await move(taker.id, 'cancelled')).statusCode).toBe(200);
    expect((await move(lapsed.id, 'confirmed')).json()).toMatchObject({ status: 'confirmed' });
    expect((await move(holding.id, 'confirmed')).statusCode).toBe(200);
    // An option needs its last day.
    expect(
      expectInvalidInput(
        await t.injectAs(t.admin, {
          method: 'POST',
          url: '/api/admin/reservations',
          payload: { vehicleId, from: day(130), to: day(131), status: 'option' },
        }),
      )[0],
    ).toMatchObject({ path: 'optionExpiresOn', params: { code: 'option_expiry_required' } });
  });

  it('never changes the state through an edit', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const { id } = await reserve({ vehicleId, from: day(140), to: day(141) });
    const edited = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/admin/reservations/${id}`,
      payload: { vehicleId, from: day(140), to: day(142), status: 'option', optionExpiresOn: day(2) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'confirmed', optionExpiresOn: null, to: day(142) });
  });

  it('finds bookings by surname, e-mail, phone, plate or reference, ignoring case, every word, newest first', async () => {
    const porsche = await createVehicle(t, { brand: 'Porsche', model: 'Cayenne', plate: 'ZZ 987 QQ' });
    const other = await createVehicle(t);
    const rossi = await reserve({
      vehicleId: porsche.id,
      from: day(150),
      to: day(151),
      customerName: 'Mario Rossi',
      customerEmail: 'Mario.Rossi@Example.it',
      customerPhone: '+39 347 555 0101',
    });
    const rossa = await reserve({
      vehicleId: other.id,
      from: day(150),
      to: day(151),
      customerName: 'Anna Rossa_Percento%',
      customerEmail: 'anna@example.org',
      customerPhone: '02 9999',
    });
    expect((await move(rossa.id, 'cancelled')).statusCode).toBe(200);

    expect(await search('ROSSI')).toEqual([rossi.id]);
    expect(await search('ross')).toEqual([rossa.id, rossi.id]);
    expect(await search('mario.rossi@example.IT')).toEqual([rossi.id]);
    expect(await search('3475550101')).toEqual([rossi.id]);
    expect(await search('zz987qq')).toEqual([rossi.id]);
    expect(await search(rossa.reference.toLowerCase())).toEqual([rossa.id]);
    expect(await search('ross anna')).toEqual([rossa.id]);
    expect(await search('rossi anna')).toEqual([]);
    // % and _ are letters, not wildcards.
    expect(await search('%')).toEqual([rossa.id]);
    expect(await search('a_p')).toEqual([rossa.id]);
    expect(await search('o_r')).toEqual([]);
    expect(await lastLogDetails(t, 'RESERVATIONS_VIEWED')).toBe('0 prenotazioni trovate con una ricerca');
  });

  it('answers at most 100 bookings to a search', async () => {
    const { id: vehicleId } = await createVehicle(t);
    for (let batch = 0; batch < 3; batch++) {
      await Promise.all(
        Array.from({ length: 35 }, (_, index) =>
          reserve({
            vehicleId,
            from: day(600 + batch * 35 + index),
            to: day(600 + batch * 35 + index),
            returnTime: '18:00',
            customerName: 'Molti Cento',
          }),
        ),
      );
    }
    const found = await list('q=molti');
    expect(found).toHaveLength(100);
    expect(found.map((r) => r.reference)).toEqual(
      [...found.map((r) => r.reference)].sort((a, b) => b.localeCompare(a)),
    );
  });

  it("gives the desk a day's pick-ups and returns by vehicle, without cancelled ones, over REST and tRPC", async () => {
    const audi = await createVehicle(t, { brand: 'Audi', model: 'Desk' });
    const volvo = await createVehicle(t, { brand: 'Volvo', model: 'Desk' });
    const bmw = await createVehicle(t, { brand: 'BMW', model: 'Desk' });
    const deskDay = day(800);
    const volvoPickup = await reserve({ vehicleId: volvo.id, from: deskDay, to: day(802) });
    const audiOption = await reserve({
      vehicleId: audi.id,
      from: deskDay,
      to: day(801),
      status: 'option',
      optionExpiresOn: day(10),
    });
    const bmwCancelled = await reserve({ vehicleId: bmw.id, from: deskDay, to: day(801) });
    expect((await move(bmwCancelled.id, 'cancelled')).statusCode).toBe(200);
    // Ending the day before, or starting the day after: not the desk's.
    await reserve({ vehicleId: volvo.id, from: day(697), to: day(699) });
    await reserve({ vehicleId: audi.id, from: day(802), to: day(803) });
    const bmwReturn = await reserve({ vehicleId: bmw.id, from: day(696), to: deskDay });
    expect((await move(bmwReturn.id, 'out', 10)).statusCode).toBe(200);
    const citroen = await createVehicle(t, { brand: 'Citroen', model: 'Desk' });
    const citroenNoShow = await reserve({ vehicleId: citroen.id, from: deskDay, to: deskDay, returnTime: '18:00' });
    expect((await move(citroenNoShow.id, 'no_show')).statusCode).toBe(200);
    const citroenReturn = await reserve({ vehicleId: citroen.id, from: day(698), to: deskDay });

    const answer = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/reservations/desk?date=${deskDay}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const desk = answer.json<{ pickups: ReservationJson[]; returns: ReservationJson[] }>();
    expect(desk.pickups.map((r) => r.id)).toEqual([audiOption.id, volvoPickup.id]);
    expect(desk.returns.map((r) => r.id)).toEqual([bmwReturn.id, citroenReturn.id]);
    const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    expect(await caller.admin.reservations.desk({ date: deskDay })).toEqual(desk);
    expect(
      expectInvalidInput(
        await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/reservations/desk?date=2026-02-30' }),
      )[0]?.path,
    ).toBe('querystring.date');
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/admin/reservations/desk?date=${deskDay}` }),
      401,
      'UNAUTHORIZED',
    );
    expect(await lastLogDetails(t, 'RESERVATIONS_VIEWED')).toBe(`banco del ${deskDay}: 2 ritiri, 2 riconsegne`);
  });
});
