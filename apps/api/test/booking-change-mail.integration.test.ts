import { addDays, COMPANY, romeInstant, todayInRome } from '@nbt/validation';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { contactBody, createVehicle, editBooking, lastLogDetails } from './helpers.js';
import { listRequests, outbox, type TestSmtpServer, until, useMailApp } from './mail-server.js';

const day = (n: number) => addDays(todayInRome(), n);

interface Booking {
  id: number;
  reference: string;
  vehicleId: number;
  contactRequestId: number | null;
  from: string;
  to: string;
  customerEmail: string;
  customerPhone: string;
  status: string;
}

/** The calendar file of a received mail: its method, and its one event's UID, SEQUENCE, status and days. */
function calendarOf(mail: TestSmtpServer['received'][number]['mail']) {
  const [attachment] = mail.attachments;
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    filename: attachment!.filename,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    description: event.description,
  };
}

describe('the customer hears of every change of a booking made from their request', () => {
  const { smtp, t } = useMailApp({ MAIL_OFFICE_MAILS_PER_HOUR: '6' });

  /** A request with dates, booked by 'Conferma prenotazione'; its receipt, office mail and confirmation read. */
  const bookedRequest = async (overrides: Record<string, unknown>) => {
    const { id: vehicleId } = await createVehicle(t, { brand: 'Audi', model: 'A4' });
    smtp.received = [];
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId, pickupDate: day(20), returnDate: day(22), ...overrides }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await until(() => smtp.received.length === 2);
    const [request] = await listRequests(t, t.admin);
    smtp.received = [];
    const confirmed = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id}/confirm-booking`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    await until(() => smtp.received.length === 1);
    const confirmation = smtp.received[0]!.mail;
    smtp.received = [];
    return {
      booking: confirmed.json<{ reservation: Booking }>().reservation,
      confirmation,
      vehicleId,
      requestId: request!.id,
    };
  };
  const edit = (booking: Booking, changes: Record<string, unknown>) => editBooking(t, booking, changes);
  const cancel = (id: number) =>
    t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/reservations/${id}/status`,
      payload: { status: 'cancelled' },
    });
  const bookingMails = async () => (await outbox(t)).filter((mail) => mail.kind === 'booking').length;

  it('confirms with the reference and the confirmed price, then mails each change and the cancellation with one UID', async () => {
    const { booking, confirmation, vehicleId } = await bookedRequest({
      language: 'en',
      email: 'cliente@example.com',
      phone: '+39 333 7654321',
    });
    expect(booking).toMatchObject({
      status: 'confirmed',
      customerEmail: 'cliente@example.com',
      customerPhone: '+39 333 7654321',
    });
    expect(confirmation.text).toContain(`Booking number: ${booking.reference}`);
    expect(confirmation.text).toContain('Confirmed price');
    expect(confirmation.text).not.toMatch(/indicative/i);
    const first = calendarOf(confirmation);
    expect(first).toMatchObject({
      filename: 'booking.ics',
      method: 'PUBLISH',
      sequence: 1,
      start: romeInstant(day(20), '10:00'),
    });
    expect(first.description).toContain(booking.reference);

    // New dates: the same event, asked again with a higher SEQUENCE.
    const moved = await edit(booking, { from: day(24), to: day(26) });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(() => smtp.received.length === 1);
    const change = smtp.received[0]!;
    expect(change.to).toEqual(['cliente@example.com']);
    expect(change.mail.subject).toBe(`Booking changed – ${COMPANY.brand}`);
    expect(change.mail.text).toContain(`your booking ${booking.reference} has been changed`);
    expect(change.mail.text).not.toContain('€');
    const changed = calendarOf(change.mail);
    expect(changed).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 2,
      start: romeInstant(day(24), '10:00'),
      end: romeInstant(day(26), '10:00'),
    });
    expect(changed.status).toBeNull();
    smtp.received = [];

    // Another vehicle is a change too; the note alone is not.
    const { id: otherVehicle } = await createVehicle(t, { brand: 'Volvo', model: 'XC60' });
    const before = await bookingMails();
    expect((await edit({ ...booking, from: day(24), to: day(26) }, { note: 'Seggiolino' })).statusCode).toBe(200);
    expect(await bookingMails()).toBe(before);
    expect(
      (await edit({ ...booking, from: day(24), to: day(26) }, { vehicleId: otherVehicle, note: 'Seggiolino' }))
        .statusCode,
    ).toBe(200);
    await until(() => smtp.received.length === 1);
    expect(smtp.received[0]!.mail.text).toContain('Volvo XC60');
    expect(calendarOf(smtp.received[0]!.mail)).toMatchObject({ uid: first.uid, sequence: 3 });
    smtp.received = [];
    expect(vehicleId).not.toBe(otherVehicle);

    const cancelled = await cancel(booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(() => smtp.received.length === 1);
    const cancellation = smtp.received[0]!.mail;
    expect(cancellation.subject).toBe(`Booking cancelled – ${COMPANY.brand}`);
    expect(calendarOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: first.uid,
      sequence: 4,
    });
  });

  it('writes to the customer in the language of the request, and to nobody for a booking without a request', async () => {
    const { booking, requestId } = await bookedRequest({
      language: 'fr',
      email: 'client@example.fr',
      pickupDate: day(40),
      returnDate: day(41),
    });
    expect((await cancel(booking.id)).statusCode).toBe(200);
    await until(() => smtp.received.length === 1);
    const mail = smtp.received[0]!.mail;
    expect(mail.subject).toBe(`Réservation annulée – ${COMPANY.brand}`);
    expect(calendarOf(mail).filename).toBe('reservation.ics');
    // The request's vehicle is free again on its days.
    const requests = await listRequests(t, t.admin);
    expect(requests.find((request) => request.id === requestId)?.availability).toBe('free');
    smtp.received = [];

    const { id: vehicleId } = await createVehicle(t);
    const walkIn = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/reservations',
      payload: { vehicleId, from: day(50), to: day(51), customerEmail: 'banco@example.com' },
    });
    const before = await bookingMails();
    expect((await edit(walkIn.json<Booking>(), { from: day(52), to: day(53) })).statusCode).toBe(200);
    expect((await cancel(walkIn.json<Booking>().id)).statusCode).toBe(200);
    expect(await bookingMails()).toBe(before);
  });

  it('counts the change mails against the site-wide office cap only: past it the change stands, unmailed, and the log says so', async () => {
    // The cap is 6 an hour; the two tests before sent 6 booking mails, so it is used up.
    const { id: vehicleId } = await createVehicle(t);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId, pickupDate: day(60), returnDate: day(61) }),
    });
    expect(requested.statusCode).toBe(201);
    const [request] = await listRequests(t, t.admin);
    const confirmed = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id}/confirm-booking`,
    });
    expect(confirmed.json()).toMatchObject({ bookingMail: 'site_limit' });
    const booking = confirmed.json<{ reservation: Booking }>().reservation;
    const before = await bookingMails();
    expect((await cancel(booking.id)).statusCode).toBe(200);
    expect(await bookingMails()).toBe(before);
    expect(await lastLogDetails(t, 'RESERVATION_STATUS_CHANGED')).toContain(
      '(e-mail al cliente non inviata: site_limit)',
    );
  });
});
