import { addDays, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { contactBody, createVehicle, editBooking, officeBody } from './helpers.js';
import { listRequests, until, useMailApp } from './mail-server.js';

const day = (n: number) => addDays(todayInRome(), n);
/** Text with the no-break spaces Intl puts in prices made plain. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const kaskoBody = {
  name: { it: 'Kasko', en: 'Collision damage waiver' },
  price_cents: 1500,
  per: 'day',
  max_quantity: 1,
  categories: ['auto'],
};
const seatBody = { name: { it: 'Seggiolino' }, price_cents: 500, per: 'day', max_quantity: 3, categories: ['auto'] };

/** The breakdown a request froze, item by item, in the office mail, the receipt and the booking confirmation. */
describe('the mails of a priced rental', () => {
  const { smtp, t } = useMailApp();

  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.injectAs(t.admin, { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** Sends a request and answers its office mail and receipt, as plain text and HTML. */
  const send = async (overrides: Record<string, unknown>) => {
    smtp.received = [];
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    await until(() => smtp.received.length === 2);
    const visitor = smtp.received.find((mail) => mail.to.includes(String(overrides.email)))!.mail;
    const office = smtp.received.find((mail) => !mail.to.includes(String(overrides.email)))!.mail;
    return { visitor, office, requests: await listRequests(t, t.admin) };
  };
  const confirmBooking = async (id: number) => {
    smtp.received = [];
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${id}/confirm-booking`,
    });
    expect(response.statusCode, response.body).toBe(201);
    await until(() => smtp.received.length === 1);
    type Booking = Parameters<typeof editBooking>[1];
    return { mail: smtp.received[0]!.mail, booking: response.json<{ reservation: Booking }>().reservation };
  };

  it('states the period at its tier, each option, the one-way fee and the total, in each mail’s language, frozen', async () => {
    const vehicle = await createVehicle(t, {
      price_per_day: 12000,
      price_tiers: [{ min_days: 7, price_per_day: 11000 }],
    });
    const kasko = await post('/api/admin/rental-options', kaskoBody);
    const seat = await post('/api/admin/rental-options', seatBody);
    const milano = await post('/api/company-info', officeBody({ name: 'Sede di Milano' }));
    const verona = await post('/api/company-info', officeBody({ name: 'Sede di Verona', oneWayFeeCents: 8000 }));
    const { visitor, office, requests } = await send({
      vehicleId: vehicle.id,
      pickupDate: day(10),
      returnDate: day(17),
      options: [
        { id: kasko, quantity: 1 },
        { id: seat, quantity: 2 },
      ],
      pickupOfficeId: milano,
      returnOfficeId: verona,
      language: 'en',
      email: 'visitor@example.com',
    });
    // 7 × 110 + 7 × 15 + 2 × 7 × 5 + 80 = 1,025 euros.
    expect(requests[0]!.quotedPriceCents).toBe(102_500);
    const english = [
      'Return office: Sede di Verona',
      'Rental: 7 days at €110.00 per day: €770.00',
      'Collision damage waiver: quantity 1: €105.00',
      // No English name written: the Italian one.
      'Seggiolino: quantity 2: €70.00',
      'One-way return fee: €80.00',
      'Indicative price: €1,025.00',
    ];
    for (const line of english) expect(plain(visitor.text)).toContain(line);
    expect(plain(String(visitor.html))).toContain('Collision damage waiver');
    const italian = [
      'Sede di riconsegna: Sede di Verona',
      'Noleggio: 7 giorni a € 110,00 al giorno: € 770,00',
      'Kasko: quantità 1: € 105,00',
      'Seggiolino: quantità 2: € 70,00',
      'Supplemento riconsegna in altra sede: € 80,00',
      'Prezzo indicativo: € 1.025,00',
    ];
    for (const line of italian) expect(plain(office.text)).toContain(line);

    // A price changed after the request does not change what its booking confirmation states.
    const changed = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/admin/rental-options/${kasko}`,
      payload: { ...kaskoBody, price_cents: 9900 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const confirmed = await confirmBooking(requests[0]!.id);
    const booking = plain(confirmed.mail.text);
    for (const line of [...english.slice(0, 5), 'Confirmed price: €1,025.00']) expect(booking).toContain(line);
    expect(booking).not.toContain('693');

    // A change of dates states no amount (the office confirms it again), only what was chosen.
    smtp.received = [];
    const moved = await editBooking(t, confirmed.booking, { from: day(11), to: day(18) });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(() => smtp.received.length === 1);
    const change = plain(smtp.received[0]!.mail.text);
    expect(change).toContain('Collision damage waiver: quantity 1');
    expect(change).not.toContain('€');
  });

  it('lists the options chosen without any amount when the price is hidden; the office still reads its total', async () => {
    const vehicle = await createVehicle(t, { hide_price: true, price_per_day: 20000 });
    const seat = await post('/api/admin/rental-options', seatBody);
    const { visitor, office, requests } = await send({
      vehicleId: vehicle.id,
      pickupDate: day(30),
      returnDate: day(32),
      options: [{ id: seat, quantity: 3 }],
      language: 'de',
      email: 'verborgen@example.com',
    });
    expect(visitor.text).toContain('Seggiolino: Anzahl 3');
    expect(`${visitor.text}${String(visitor.html)}`).not.toMatch(/€|Miete|Preis/);
    const officeText = plain(office.text);
    expect(officeText).toContain('Seggiolino: quantità 3');
    expect(officeText).not.toMatch(/Noleggio:|quantità 3:/);
    // The office's own total of what the public does not see: 2 days at 200 euros and 3 seats × 2 days at 5.
    expect(officeText).toContain('Prezzo indicativo: € 430,00');

    const { mail: booking } = await confirmBooking(requests[0]!.id);
    expect(booking.text).toContain('Seggiolino: Anzahl 3');
    expect(`${booking.text}${String(booking.html)}`).not.toMatch(/€|Preis/);
  });
});
