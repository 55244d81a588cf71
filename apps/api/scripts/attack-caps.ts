/**
 * The attacks on the mails the office makes the site send, for scripts/attack.ts: a throwaway
 * instance of the built site with mail on, sending to a real SMTP server on loopback. A booking
 * confirmed, deleted and confirmed again to mail a stranger over and over; replies from an
 * administrator at the reply limit and from a second administrator it creates for more.
 */
import { addDays, todayInRome } from '@nbt/validation';

import type { Credentials, Record } from './attack-kit.js';
import { withMailSite } from './attack-mail-site.js';

/** The site's hourly number of office mails in this instance (replies and booking mails together). */
const CAP = 25;
const SECOND = { username: 'caps-secondo', password: 'Caps-Secondo-1234' };
const TARGET = 'bersaglio@example.org';

export async function attackCaps(repoRoot: string, admin: Credentials, record: Record) {
  const env = { MAIL_OFFICE_MAILS_PER_HOUR: String(CAP) };
  await withMailSite(repoRoot, admin, env, async ({ url, smtp, settle }) => {
    const call = (method: string, path: string, options: { cookie?: string; client?: string; body?: unknown } = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-forwarded-for': options.client ?? '203.0.113.60',
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    const login = async (user: { username: string; password: string }, client: string) =>
      (await call('POST', '/api/auth/login', { client, body: user })).headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .filter((pair) => pair?.startsWith('nbt_session='))
        .join('; ');
    /** Sends a contact request and answers its id, as the back office lists it. */
    const request = async (owner: string, body: object, client: string): Promise<number | undefined> => {
      const answer = await call('POST', '/api/contact', { client, body });
      if (answer.status !== 201) return undefined;
      const list = (await (await call('GET', '/api/admin/contact-requests', { cookie: owner })).json()) as {
        id: number;
        email: string;
      }[];
      return list.find((item) => item.email === (body as { email: string }).email)?.id;
    };
    const visitor = (email: string, extra: object = {}) => ({
      firstName: 'Mario',
      lastName: 'Rossi',
      email,
      phone: '',
      service: 'Noleggio Auto di Lusso',
      message: 'Vorrei informazioni',
      ...extra,
    });

    const owner = await login(admin, '203.0.113.60');

    // Confirm, delete, confirm the same request's booking: one confirmation reaches the stranger.
    const vehicles = (await (await call('GET', '/api/vehicles')).json()) as { id: number }[];
    let dated: number | undefined;
    for (const vehicle of vehicles) {
      dated = await request(
        owner,
        visitor(TARGET, {
          vehicleId: vehicle.id,
          pickupDate: addDays(todayInRome(), 30),
          returnDate: addDays(todayInRome(), 32),
        }),
        '203.0.113.61',
      );
      if (dated !== undefined) break;
    }
    await settle();
    const before = smtp.received.length;
    const states: string[] = [];
    for (let round = 0; round < 6 && dated !== undefined; round++) {
      const confirmed = await call('POST', `/api/admin/contact-requests/${dated}/confirm-booking`, { cookie: owner });
      if (confirmed.status !== 201) {
        states.push(`HTTP ${confirmed.status}`);
        continue;
      }
      const answer = (await confirmed.json()) as { reservation: { id: number }; bookingMail: string };
      states.push(answer.bookingMail);
      await call('DELETE', `/api/admin/reservations/${answer.reservation.id}`, { cookie: owner });
    }
    await settle();
    const bookings = smtp.received
      .slice(before)
      .filter(
        ({ to, mail }) => to.includes(TARGET) && mail.attachments.some((file) => file.filename?.endsWith('.ics')),
      );
    record(
      'Confirm, delete, confirm one booking ×6',
      '1 booking mail to the visitor',
      dated === undefined
        ? 'no dated request accepted'
        : `${bookings.length} sent (${[...new Set(states)].join(', ')})`,
      dated !== undefined && bookings.length === 1,
    );

    // Replies: 30 at once from the first administrator, then 20 at once from a second one it creates.
    const targets: number[] = [];
    for (let n = 0; n < 10; n++) {
      const id = await request(owner, visitor(`risposta${n}@example.org`), `198.51.100.${60 + n}`);
      if (id !== undefined) targets.push(id);
    }
    await settle();
    const repliesBefore = smtp.received.length;
    const reply = (cookie: string, n: number) =>
      call('POST', `/api/admin/contact-requests/${targets[n % targets.length]}/replies`, {
        cookie,
        body: { subject: `Offerta ${n}`, body: 'Offerta imperdibile: https://evil.example' },
      }).then((answer) => answer.status);
    const first = await Promise.all(Array.from({ length: 30 }, (_, n) => reply(owner, n)));
    await call('POST', '/api/admin/users', { cookie: owner, body: SECOND });
    const second = await login(SECOND, '203.0.113.62');
    const more = await Promise.all(Array.from({ length: 20 }, (_, n) => reply(second, n)));
    await settle();
    const accepted = [...first, ...more].filter((status) => status === 201).length;
    const delivered = smtp.received
      .slice(repliesBefore)
      .filter(({ mail }) => mail.subject?.startsWith('Offerta')).length;
    const office = accepted + bookings.length;
    record(
      'Replies from an admin at its limit and a second admin it created',
      `at most ${CAP} office mails an hour in all`,
      `${accepted} replies accepted (first ${first.filter((s) => s === 201).length}, second ${more.filter((s) => s === 201).length}), ${delivered} delivered; ${more.filter((s) => s === 429).length} refused 429`,
      targets.length > 0 && office <= CAP && delivered === accepted,
    );
  });
}
