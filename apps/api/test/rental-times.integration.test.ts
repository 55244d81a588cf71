import { addDays, romeInstant } from '@nbt/validation';
import { EXAMPLE_HOURS, mondayFrom } from '@nbt/validation/examples';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { contactBody, countRows, createVehicle, editBooking, expectError, officeBody } from './helpers.js';
import { listRequests, until, useMailApp } from './mail-server.js';

interface Booking {
  id: number;
  vehicleId: number;
  from: string;
  to: string;
  pickupTime: string;
  returnTime: string;
  pickupOfficeId: number | null;
  days: number;
  contactRequestId: number | null;
}

/**
 * Pick-up and return times: within the office's hours (EXAMPLE_HOURS: 08:00-18:00 on weekdays,
 * 08:00-13:00 on Saturday, closed on Sunday), a vehicle free again from its return plus the
 * office's turnaround, and the customer told of a new time like a new day.
 */
describe('rental times within the office hours, held until the return', () => {
  const { smtp, t } = useMailApp();
  // Every date is a known weekday of a week ahead, whatever day the test runs.
  const monday = mondayFrom(14);
  const on = (weekday: number) => addDays(monday, weekday);

  const office = async (overrides: Record<string, unknown> = {}) => {
    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody({ openingHours: EXAMPLE_HOURS, ...overrides }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const reserve = (payload: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/admin/reservations', payload });

  it('refuses a pick-up or a return on a closed day or outside the hours with 400 naming the field and the hours', async () => {
    const officeId = await office({ name: 'Sede di Monza', isMainOffice: true });
    const { id: vehicleId } = await createVehicle(t);
    const before = await countRows(t.database.db, 'reservations');
    const sunday = on(6);
    const closed = expectError(
      await reserve({ vehicleId, from: on(4), to: sunday, pickupOfficeId: officeId }),
      400,
      'INVALID_INPUT',
    );
    expect(closed).toMatchObject({
      messageCode: 'OFFICE_CLOSED',
      params: { field: 'returnTime', hours: '' },
      issues: [{ path: 'returnTime' }],
    });
    expect(closed.error).toContain(`domenica ${sunday.split('-').reverse().join('/')}`);
    // Saturday closes at 13:00: a pick-up at 15:00 is refused, naming Saturday's hours.
    const late = expectError(
      await reserve({ vehicleId, from: on(5), to: on(7), pickupTime: '15:00' }),
      400,
      'INVALID_INPUT',
    );
    expect(late).toMatchObject({
      messageCode: 'OUTSIDE_OPENING_HOURS',
      params: { field: 'pickupTime', hours: '08:00-13:00' },
    });
    expect(late.error).toBe(
      `Ritiro possibile solo negli orari della sede: sabato ${on(5).split('-').reverse().join('/')} 08:00-13:00`,
    );
    // The same from a visitor, and a time that is no time at all.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId, pickupDate: on(0), returnDate: on(2), returnTime: '18:30' }),
    });
    expect(expectError(visitor, 400, 'INVALID_INPUT')).toMatchObject({ messageCode: 'OUTSIDE_OPENING_HOURS' });
    expect(await countRows(t.database.db, 'reservations')).toBe(before);

    // Within the hours, the main office is taken when none is named; its ends are open too.
    const made = await reserve({ vehicleId, from: on(0), to: on(5), pickupTime: '08:00', returnTime: '13:00' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ pickupOfficeId: officeId, days: 6 });
  });

  it('lets a return at 10:00 and a pick-up at 14:00 of the same vehicle on the same day both through, but not 09:00', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const thursday = await reserve({ vehicleId, from: on(7 + 3), to: on(7 + 4), returnTime: '10:00' });
    expect(thursday.statusCode, thursday.body).toBe(201);
    const afternoon = await reserve({ vehicleId, from: on(7 + 4), to: on(7 + 7), pickupTime: '14:00' });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect(afternoon.json<Booking>()).toMatchObject({ pickupTime: '14:00', returnTime: '10:00', days: 3 });
    const early = { vehicleId, from: on(7 + 4), to: on(7 + 4), pickupTime: '09:00', returnTime: '09:30' };
    expectError(await reserve(early), 409, 'CONFLICT');
    // The public sees both, with their times, and nobody's name.
    const availability = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/availability` });
    expect(availability.json<{ busy: unknown[] }>().busy).toEqual([
      { from: on(10), fromTime: '10:00', to: on(11), toTime: '10:00' },
      { from: on(11), fromTime: '14:00', to: on(14), toTime: '10:00' },
    ]);
  });

  it("keeps a returned vehicle for the office's turnaround hours before it goes out again", async () => {
    const officeId = await office({ name: 'Sede di Lecco', turnaroundHours: 3 });
    const { id: vehicleId } = await createVehicle(t);
    const first = { vehicleId, pickupOfficeId: officeId, from: on(21), to: on(22), returnTime: '09:00' };
    expect((await reserve(first)).statusCode).toBe(201);
    const tooSoon = { vehicleId, pickupOfficeId: officeId, from: on(22), to: on(23), pickupTime: '11:30' };
    expectError(await reserve(tooSoon), 409, 'CONFLICT');
    expect((await reserve({ ...tooSoon, pickupTime: '12:00' })).statusCode).toBe(201);
    const busy = (await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/availability` })).json<{
      busy: { to: string; toTime: string }[];
    }>().busy;
    expect(busy[0]).toMatchObject({ to: on(22), toTime: '12:00' });
    // Out of range: a day has only so many hours to clean a car.
    const refused = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody({ turnaroundHours: 73 }),
    });
    expectError(refused, 400, 'INVALID_INPUT');
  });

  it('lets exactly one of 10 concurrent bookings meeting by an hour through', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        reserve({
          vehicleId,
          from: on(28),
          to: on(28),
          pickupTime: `${String(8 + (index % 5)).padStart(2, '0')}:00`,
          returnTime: '17:00',
          customerName: `Cliente ${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    // The afternoon after the one that got through is still free.
    expect((await reserve({ vehicleId, from: on(28), to: on(29), pickupTime: '17:00' })).statusCode).toBe(201);
  });

  it("mails the customer a new time like a new day, the calendar file carrying it and the request's times kept", async () => {
    const { id: vehicleId } = await createVehicle(t, { price_per_day: 10_000 });
    smtp.received = [];
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({
        vehicleId,
        pickupDate: on(35),
        returnDate: on(37),
        pickupTime: '09:00',
        returnTime: '11:30',
        language: 'it',
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await until(() => smtp.received.length === 2);
    const [request] = await listRequests(t, t.admin);
    // Three started days: Monday 09:00 to Wednesday 11:30.
    expect(request).toMatchObject({ pickupTime: '09:00', returnTime: '11:30', quotedPriceCents: 30_000 });
    smtp.received = [];
    const confirmed = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id}/confirm-booking`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const booking = confirmed.json<{ reservation: Booking }>().reservation;
    expect(booking).toMatchObject({ pickupTime: '09:00', returnTime: '11:30', days: 3 });
    await until(() => smtp.received.length === 1);
    expect(smtp.received[0]!.mail.text).toContain('09:00');
    smtp.received = [];

    const moved = await editBooking(t, booking, { pickupTime: booking.pickupTime, returnTime: '16:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(() => smtp.received.length === 1);
    const change = smtp.received[0]!.mail;
    expect(change.text).toContain('16:00');
    const calendar = new ICAL.Component(ICAL.parse(change.attachments[0]!.content.toString('utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.endDate.toJSDate().toISOString()).toBe(romeInstant(on(37), '16:00'));
    expect(event.sequence).toBe(2);
  });
});
