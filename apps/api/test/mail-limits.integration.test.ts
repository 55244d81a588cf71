import { insertContactRequest } from '@nbt/db/contact';
import { addDays, ContactRequestInputSchema, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import type { SharedTestApp, TestApp } from './build-app.js';
import { contactBody, countRows, createVehicle } from './helpers.js';
import { listRequests, outbox, until, useMailApp } from './mail-server.js';

const day = (n: number) => addDays(todayInRome(), n);

/** The documented defaults, which the other mail tests raise. */
const DEFAULT_LIMITS = {
  MAIL_CONFIRMATIONS_PER_ADDRESS: '5',
  MAIL_CONFIRMATIONS_PER_RECIPIENT: '1',
  MAIL_CONFIRMATIONS_PER_HOUR: '50',
};

/** POST /api/contact from `ip`, with its own last name to find the request by. */
function send(t: TestApp, ip: string, overrides: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides), remoteAddress: ip });
}

async function mailsOf(t: SharedTestApp, tag: string) {
  const requests = (await listRequests(t, t.admin)).filter((r) => r.lastName.startsWith(tag));
  const ids = new Set(requests.map((r) => r.id));
  const mails = (await outbox(t)).filter((m) => ids.has(Number(m.contact_request_id)));
  return {
    requests,
    office: mails.filter((m) => m.kind === 'office').length,
    confirmations: mails.filter((m) => m.kind === 'confirmation'),
  };
}

describe('confirmation limits', () => {
  const { smtp, t } = useMailApp(DEFAULT_LIMITS);

  it('sends 20 simultaneous requests from one address to 20 strangers at most 5 confirmations; the office hears of all 20', async () => {
    smtp.received = [];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(t, '203.0.113.9', { lastName: `Spam${index}`, email: `stranger${index}@example.org` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const { requests, office, confirmations } = await mailsOf(t, 'Spam');
    // Each visitor is told whether a confirmation is on its way: 5 are, 15 are not.
    const answers = responses.map((r) => r.json() as { mailed: boolean; confirmation: boolean });
    expect(answers.every((answer) => answer.mailed)).toBe(true);
    expect(answers.filter((answer) => answer.confirmation)).toHaveLength(5);
    expect(requests).toHaveLength(20);
    expect(office).toBe(20);
    expect(confirmations).toHaveLength(5);
    // The back office says which requests got none.
    const skipped = requests.filter((r) => r.confirmationSkipped);
    expect(skipped).toHaveLength(15);
    const confirmed = new Set(confirmations.map((m) => Number(m.contact_request_id)));
    for (const request of requests) expect(request.confirmationSkipped).toBe(!confirmed.has(request.id));

    await until(() => smtp.received.length === 25);
    const strangers = smtp.received.filter((r) => r.to.some((to) => to.startsWith('stranger')));
    expect(strangers).toHaveLength(5);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const addresses = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3'];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(t, addresses[index % 3]!, { lastName: `Rete${index}`, email: `rete${index}@example.org` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const { office, confirmations } = await mailsOf(t, 'Rete');
    expect(office).toBe(12);
    expect(confirmations).toHaveLength(5);
    // Another /64 is another client.
    await send(t, '2001:db8:7:2::1', { lastName: 'AltraRete', email: 'altra-rete@example.org' });
    expect((await mailsOf(t, 'AltraRete')).confirmations).toHaveLength(1);
  });

  it('writes one recipient once a day, whoever asks', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send(t, `198.51.100.${index + 1}`, { lastName: `Vittima${index}`, email: 'Victim@Example.org' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    await send(t, '198.51.100.50', { lastName: 'Vittima-bis', email: 'victim@example.org' });
    const { office, confirmations, requests } = await mailsOf(t, 'Vittima');
    expect(office).toBe(7);
    expect(confirmations).toHaveLength(1);
    expect(requests.filter((r) => r.confirmationSkipped)).toHaveLength(6);
  });
});

describe('the hourly confirmation total of the site', () => {
  const { t } = useMailApp({ ...DEFAULT_LIMITS, MAIL_CONFIRMATIONS_PER_HOUR: '3' });

  it('holds for a tRPC batch of requests from many addresses to many recipients', async () => {
    const batch = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [
        String(index),
        contactBody({ lastName: `Lotto${index}`, email: `lotto${index}@example.org` }),
      ]),
    );
    const url = `/api/trpc/${Array(8).fill('contact.create').join(',')}?batch=1`;
    const [batched] = await Promise.all([
      t.app.inject({ method: 'POST', url, payload: batch, remoteAddress: '192.0.2.1' }),
      ...Array.from({ length: 4 }, (_, index) =>
        send(t, `192.0.2.${index + 10}`, { lastName: `Lotto-singolo${index}`, email: `singolo${index}@example.org` }),
      ),
    ]);
    expect(batched!.statusCode, batched!.body).toBe(200);
    const { requests, office, confirmations } = await mailsOf(t, 'Lotto');
    expect(requests).toHaveLength(12);
    expect(office).toBe(12);
    expect(confirmations).toHaveLength(3);
  });
});

/** A request stored as the contact form stores it, without its own mails (the tests below count the office's). */
async function storedRequest(t: SharedTestApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const { website: _honeypot, ...request } = ContactRequestInputSchema.parse(contactBody(overrides));
  return insertContactRequest(t.database.db, request, '192.0.2.1');
}

function reply(t: TestApp, cookie: string, id: number, n: number) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: `/api/admin/contact-requests/${id}/replies`,
    payload: { subject: `Risposta ${n}`, body: 'Il veicolo è disponibile.' },
  });
}

const confirmBooking = (t: SharedTestApp, id: number) =>
  t.injectAs(t.admin, { method: 'POST', url: `/api/admin/contact-requests/${id}/confirm-booking` });

async function count(t: SharedTestApp, table: 'contact_request_replies' | 'reservations'): Promise<number> {
  return countRows(t.database.db, table);
}

async function officeMails(t: SharedTestApp) {
  const mails = await outbox(t);
  return { replies: mails.filter((m) => m.kind === 'reply'), bookings: mails.filter((m) => m.kind === 'booking') };
}

describe("the site's hourly number of office mails (replies and booking confirmations together)", () => {
  const { smtp, t } = useMailApp({ MAIL_OFFICE_MAILS_PER_HOUR: '12' });

  it('lets 12 of 30 simultaneous replies from three administrators through, writes nothing for the rest, then holds a booking mail back', async () => {
    await t.addUser('giulia', 'Giulia-Pass-123', true);
    await t.addUser('marco', 'Marco-Pass-1234', true);
    const admins = [t.admin, await t.login('giulia', 'Giulia-Pass-123'), await t.login('marco', 'Marco-Pass-1234')];
    // Ten requests, three replies each: no request or administrator reaches a limit of its own.
    const requests = await Promise.all(
      Array.from({ length: 10 }, (_, n) => storedRequest(t, { lastName: `Tetto${n}` })),
    );
    const logBefore = await countRows(t.database.db, 'access_logs');
    smtp.received = [];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => reply(t, admins[n % 3]!, requests[n % 10]!, n)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(12);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(18);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        messageCode: 'OFFICE_MAIL_LIMIT',
        params: { maximum: 12 },
        error:
          "Limite raggiunto: il sito invia al massimo 12 e-mail all'ora ai clienti (risposte e conferme di prenotazione). Riprova più tardi",
      });
    }
    // Nothing of a refused reply was written: no reply, no mail, no log line, no status change.
    expect(await count(t, 'contact_request_replies')).toBe(12);
    expect((await officeMails(t)).replies).toHaveLength(12);
    expect((await countRows(t.database.db, 'access_logs')) - logBefore).toBe(12);
    await until(() => smtp.received.length === 12);

    // The booking mails share the number: the booking is made, its mail is not queued.
    const { id: vehicleId } = await createVehicle(t);
    const booked = await storedRequest(t, { vehicleId, pickupDate: day(30), returnDate: day(32) });
    const answer = await confirmBooking(t, booked);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ bookingMail: 'site_limit', request: { id: booked, status: 'contattata' } });
    expect((await officeMails(t)).bookings).toEqual([]);
    const logged = await t.database.db
      .selectFrom('access_logs')
      .select('details')
      .where('action', '=', 'BOOKING_CONFIRMED')
      .executeTakeFirstOrThrow();
    expect(logged.details).toContain('e-mail al cliente non inviata: site_limit');
  });
});

describe('an administrator at the reply limit', () => {
  const { t } = useMailApp();

  it('cannot send more by creating another administrator', async () => {
    const requests = await Promise.all(Array.from({ length: 5 }, () => storedRequest(t)));
    const first = await Promise.all(Array.from({ length: 20 }, (_, n) => reply(t, t.admin, requests[n % 5]!, n)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const more = await reply(t, t.admin, await storedRequest(t), 21);
    expect(more.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'REPLY_LIMIT_HOUR' });

    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'complice', password: 'Complice-Pass-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = await t.login('complice', 'Complice-Pass-1');
    const fresh = await storedRequest(t);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => reply(t, second, fresh, n)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ messageCode: 'REPLY_LIMIT_HOUR' });
    }
    expect(await count(t, 'contact_request_replies')).toBe(20);
  });
});

describe('booking confirmations of one request', () => {
  const { smtp, t } = useMailApp();

  it('confirm, delete, confirm the same day: booked each time, the visitor mailed once', async () => {
    const { id: vehicleId } = await createVehicle(t);
    const id = await storedRequest(t, {
      vehicleId,
      pickupDate: day(10),
      returnDate: day(12),
      email: 'sconosciuto@example.org',
    });
    smtp.received = [];
    const states: string[] = [];
    for (let round = 0; round < 4; round++) {
      const answer = await confirmBooking(t, id);
      expect(answer.statusCode, answer.body).toBe(201);
      const { reservation, bookingMail } = answer.json<{ reservation: { id: number }; bookingMail: string }>();
      states.push(bookingMail);
      const deleted = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/reservations/${reservation.id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    expect(states).toEqual(['queued', 'request_limit', 'request_limit', 'request_limit']);
    expect((await officeMails(t)).bookings).toHaveLength(1);
    await until(() => smtp.received.length === 1);
    await t.app.mailWorker!.runOnce();
    expect(smtp.received.map((r) => r.to)).toEqual([['sconosciuto@example.org']]);

    // Another request of the same visitor is another booking: its confirmation goes out.
    const other = await storedRequest(t, {
      vehicleId,
      pickupDate: day(20),
      returnDate: day(21),
      email: 'sconosciuto@example.org',
    });
    expect((await confirmBooking(t, other)).json()).toMatchObject({ bookingMail: 'queued' });
  });
});
