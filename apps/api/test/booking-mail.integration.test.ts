import { addDays, COMPANY, type ContactRequest, romeInstant, todayInRome } from '@nbt/validation';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { EXAMPLE_HOURS, mondayFrom } from '@nbt/validation/examples';

import { contactBody, countRows, createVehicle, expectError, officeBody } from './helpers.js';
import { header, listRequests, outbox, until, useMailApp } from './mail-server.js';

const day = (n: number) => addDays(todayInRome(), n);
/** Text with the no-break spaces Intl puts in prices and dates made plain. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const germanDay = (date: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('confirming a booking from a request with dates', () => {
  const { smtp, t } = useMailApp();

  const createOffice = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/company-info',
      payload: officeBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** Sends a request and waits for its receipt and office mail, which it then forgets. */
  const request = async (overrides: Record<string, unknown>) => {
    const before = smtp.received.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    await until(() => smtp.received.length === before + 2);
    const requests = await listRequests(t, t.admin);
    return requests[0]!;
  };
  const confirm = (id: number) =>
    t.injectAs(t.admin, { method: 'POST', url: `/api/admin/contact-requests/${id}/confirm-booking` });

  it('books once under 10 concurrent confirmations and mails the visitor once, in German, with the .ics', async () => {
    const officeId = await createOffice({
      name: 'Sede di Monza',
      address: 'Viale Lombardia 12',
      city: 'Monza',
      postalCode: '20900',
      openingHours: EXAMPLE_HOURS,
    });
    const { id: vehicleId } = await createVehicle(t, { brand: 'Audi', model: 'A6', price_per_day: 15000 });
    // Monday 09:30 to Thursday 09:00: three days, within the hours of an office closed on Sundays.
    const monday = mondayFrom(20);
    const thursday = addDays(monday, 3);
    const asked = await request({
      vehicleId,
      pickupDate: monday,
      returnDate: thursday,
      pickupTime: '09:30',
      returnTime: '09:00',
      pickupOfficeId: officeId,
      language: 'de',
      firstName: 'Jürgen',
      lastName: 'Nachname-Geheim',
      email: 'juergen@example.de',
      message: 'Bitte besuchen Sie https://evil.example',
    });
    expect(asked).toMatchObject({ pickupOfficeName: 'Sede di Monza', availability: 'free', quotedPriceCents: 45000 });
    smtp.received = [];

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(asked.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(
      await t.database.db.selectFrom('reservations').selectAll().where('contact_request_id', '=', asked.id).execute(),
    ).toHaveLength(1);
    expect((await outbox(t)).filter((mail) => mail.kind === 'booking')).toHaveLength(1);

    await until(() => smtp.received.length === 1);
    const [{ to, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(to).toEqual(['juergen@example.de']);
    expect(mail.subject).toBe(`Buchung bestätigt – ${COMPANY.brand}`);
    expect(header(mail, 'content-language')).toBe('de');
    expect(header(mail, 'auto-submitted')).toBe('auto-generated');
    expect(mail.replyTo).toBeUndefined();
    const text = plain(mail.text);
    expect(text.split('\n')[0]).toBe('Guten Tag Jürgen,');
    for (const fact of [
      'Audi A6',
      `${germanDay(monday)} um 09:30`,
      `${germanDay(thursday)} um 09:00`,
      '3 Tage',
      'Sede di Monza',
      'Viale Lombardia 12, 20900 Monza',
      'Montag: 08:00-18:00',
      'Samstag: 08:00-13:00',
      '450,00 €',
    ]) {
      expect(text).toContain(fact);
    }
    // No hours for Sunday, when the office is closed (a pick-up or return day may be a Sunday).
    expect(text).not.toContain('Sonntag:');
    // Nothing the visitor typed but the first name.
    expect(`${text}${String(mail.html)}`).not.toMatch(/evil\.example|Nachname-Geheim/);

    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments as [(typeof mail.attachments)[number]];
    expect(attachment.filename).toBe('buchung.ics');
    expect(attachment.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    // From the pick-up to the return, at their times in Rome (written in UTC).
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe(romeInstant(monday, '09:30'));
    expect(event.endDate.toJSDate().toISOString()).toBe(romeInstant(thursday, '09:00'));
    expect(event.summary).toBe(`Miete Audi A6 – ${COMPANY.brand}`);
    expect(event.location).toBe('Sede di Monza, Viale Lombardia 12, 20900 Monza');
    expect(plain(event.description)).toContain('Montag: 08:00-18:00');
    expect(event.description).not.toContain('Nachname-Geheim');

    const [after] = await listRequests(t, t.admin);
    expect(after).toMatchObject({ id: asked.id, status: 'contattata', availability: 'booked' });
    await until(async () => (await listRequests(t, t.admin))[0]!.notification === 'sent');
  });

  it('answers 409 naming the other reservation’s days, changes nothing and mails nobody; the inbox says taken', async () => {
    const { id: vehicleId } = await createVehicle(t);
    // Weekdays only: the demo office is closed on Sundays, and a return then is refused.
    const monday = mondayFrom(40);
    const first = await request({ vehicleId, pickupDate: monday, returnDate: addDays(monday, 2) });
    expect((await confirm(first.id)).statusCode).toBe(201);
    const second = await request({
      vehicleId,
      pickupDate: addDays(monday, 1),
      returnDate: addDays(monday, 4),
      language: 'fr',
    });
    expect(second.availability).toBe('taken');
    await until(async () => (await outbox(t)).every((mail) => mail.status === 'sent'));
    smtp.received = [];
    const before = { reservations: await countRows(t.database.db, 'reservations'), mails: (await outbox(t)).length };

    const conflict = expectError(await confirm(second.id), 409, 'CONFLICT') as { params?: unknown; error: string };
    expect(conflict.params).toEqual({ from: monday, to: addDays(monday, 2) });
    expect(conflict.error).toContain(monday.split('-').reverse().join('/'));
    expect(await countRows(t.database.db, 'reservations')).toBe(before.reservations);
    expect((await outbox(t)).length).toBe(before.mails);
    const requests = await listRequests(t, t.admin);
    expect(requests.find((r: ContactRequest) => r.id === second.id)?.status).toBe('nuova');
    await t.app.mailWorker!.runOnce();
    expect(smtp.received).toEqual([]);
  });

  it('states no price to the visitor when the vehicle’s price is hidden; the office still reads it', async () => {
    const { id: vehicleId } = await createVehicle(t, { hide_price: true, price_per_day: 20000 });
    const before = smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId, pickupDate: day(60), returnDate: day(62), email: 'nascosto@example.com' }),
    });
    await until(() => smtp.received.length === before + 2);
    const receipt = smtp.received.find((r) => r.to.includes('nascosto@example.com'))!;
    const office = smtp.received.slice(before).find((r) => !r.to.includes('nascosto@example.com'))!;
    expect(plain(office.mail.text)).toContain('Prezzo indicativo: € 400,00');
    expect(receipt.mail.text).not.toMatch(/Prezzo|€/);
    expect(receipt.mail.text).toContain('Durata: 2 giorni');

    const [asked] = await listRequests(t, t.admin);
    smtp.received = [];
    expect((await confirm(asked!.id)).statusCode).toBe(201);
    await until(() => smtp.received.length === 1);
    const booking = smtp.received[0]!.mail;
    expect(booking.subject).toBe(`Prenotazione confermata – ${COMPANY.brand}`);
    expect(`${booking.text}${String(booking.html)}`).not.toMatch(/Prezzo|€/);
  });

  it('the office mail and the receipt state the vehicle, the dates, the office and the indicative price', async () => {
    const officeId = await createOffice({ name: 'Sede di Lecco' });
    const { id: vehicleId } = await createVehicle(t, { brand: 'Mercedes', model: 'Classe E', price_per_day: 9900 });
    const before = smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({
        vehicleId,
        pickupDate: day(70),
        returnDate: day(71),
        pickupOfficeId: officeId,
        language: 'en',
        email: 'visitor@example.com',
      }),
    });
    await until(() => smtp.received.length === before + 2);
    const receipt = plain(smtp.received.find((r) => r.to.includes('visitor@example.com'))!.mail.text);
    const office = plain(smtp.received.slice(before).find((r) => !r.to.includes('visitor@example.com'))!.mail.text);
    const english = (date: string) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    for (const fact of ['Mercedes Classe E', english(day(70)), english(day(71)), '1 day', 'Sede di Lecco', '€99.00']) {
      expect(receipt).toContain(fact);
    }
    const italian = (date: string) =>
      new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    for (const fact of [
      'Mercedes Classe E',
      `Ritiro: ${italian(day(70))}`,
      `Riconsegna: ${italian(day(71))}`,
      'Durata: 1 giorno',
      'Sede di ritiro: Sede di Lecco',
      'Prezzo indicativo: € 99,00',
    ]) {
      expect(office).toContain(fact);
    }
  });
});
