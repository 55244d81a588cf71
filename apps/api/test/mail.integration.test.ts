import type { AddressInfo } from 'node:net';

import { claimNextMail, insertOutboxMails } from '@nbt/db';
import { COMPANY, type ContactRequest } from '@nbt/validation';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, countRows, expectError, vehicleBody } from './helpers.js';
import { openDatabaseOf } from './test-database.js';

/** One mail as the SMTP server received it: the envelope, and the message as a client reads it. */
interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free local port, with login, that can be stopped and started on the same port. */
class TestSmtpServer {
  received: Received[] = [];
  port = 0;
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === 'nbt' && auth.password === 'smtp-secret') callback(null, { user: 'nbt' });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://nbt:smtp-secret@127.0.0.1:${this.port}`;
  }
}

/** Waits until `check` holds (mails arrive in the background), failing after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The worker's clock runs this far ahead of the real one, to reach retries and the give-up time. */
let clockAheadMs = 0;
const mailWorker = { clock: () => new Date(Date.now() + clockAheadMs), pollMs: 100, stopGraceMs: 500 };

const PUBLIC_URL = 'https://www.nbt.example';

function mailEnv(smtp: TestSmtpServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'NBT Sito <sito@nbt.example>',
    LEAD_NOTIFY_TO: 'ufficio@nbt.example, vendite@nbt.example',
    PUBLIC_URL,
    ...extra,
  };
}

async function listRequests(t: TestApp, cookie: string): Promise<ContactRequest[]> {
  const response = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/contact-requests' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactRequest[]>();
}

async function submit(t: TestApp, overrides: Record<string, unknown> = {}) {
  const started = Date.now();
  const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return { elapsedMs: Date.now() - started };
}

const outbox = (t: TestApp) => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

function header(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value : undefined;
}

describe('contact request e-mails', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    await smtp.start();
    t = await buildTestApp(mailEnv(smtp), { mailWorker });
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => {
    clockAheadMs = 0;
  });

  it('sends the office an Italian notification with every field and the visitor a German confirmation', async () => {
    const vehicle = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand: 'BMW', model: 'Serie 5' }),
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleId = vehicle.json<{ id: number }>().id;
    smtp.received = [];

    await submit(t, {
      firstName: 'Jürgen',
      lastName: 'Müller <b>fett</b> & "Co"',
      email: 'juergen@example.de',
      phone: '+49 30 1234567',
      service: 'Vendita Veicoli',
      message: 'Ist der Wagen noch da?\n<script>alert("x")</script> & <img src=x onerror=alert(1)>',
      vehicleId,
      language: 'de',
      page: `/de/veicoli/${vehicleId}`,
    });
    await until(() => smtp.received.length === 2);

    const office = smtp.received.find((r) => r.to.includes('ufficio@nbt.example'))!;
    expect(office.from).toBe('sito@nbt.example');
    expect(office.to.sort()).toEqual(['ufficio@nbt.example', 'vendite@nbt.example']);
    const name = 'Jürgen Müller <b>fett</b> & "Co"';
    expect(office.mail.subject).toBe(`Richiesta Vendita Veicoli - ${name}`);
    expect(office.mail.replyTo?.value).toEqual([{ address: 'juergen@example.de', name }]);
    expect(office.mail.from?.value).toEqual([{ address: 'sito@nbt.example', name: 'NBT Sito' }]);
    expect(header(office.mail, 'content-language')).toBe('it');
    const officeText = office.mail.text ?? '';
    for (const line of [
      `Nome: ${name}`,
      'Email: juergen@example.de',
      'Telefono: +49 30 1234567',
      'Servizio: Vendita Veicoli',
      `Veicolo: BMW Serie 5 (${PUBLIC_URL}/veicoli/${vehicleId})`,
      `Pagina: ${PUBLIC_URL}/de/veicoli/${vehicleId}`,
      'Lingua: tedesco (de)',
      'Ist der Wagen noch da?',
      '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
    ]) {
      expect(officeText).toContain(line);
    }
    const [request] = await listRequests(t, admin);
    const milan = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'full', timeStyle: 'short' });
    expect(officeText).toContain(`Ricevuta: ${milan.format(new Date(request!.createdAt))} (ora di Milano)`);
    expect(officeText).toContain(`${PUBLIC_URL}/admin?tab=richieste#richiesta-${request!.id}`);

    // The HTML part shows the visitor's text as text: no element of theirs survives.
    const officeHtml = String(office.mail.html);
    expect(officeHtml).not.toMatch(/<script|<img|<b>/i);
    expect(officeHtml).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(officeHtml).toContain('Müller &lt;b&gt;fett&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(officeHtml).toContain(`href="${PUBLIC_URL}/admin?tab=richieste#richiesta-${request!.id}"`);

    const confirmation = smtp.received.find((r) => r.to.includes('juergen@example.de'))!;
    expect(confirmation.to).toEqual(['juergen@example.de']);
    expect(confirmation.mail.subject).toBe(`Wir haben Ihre Anfrage erhalten – ${COMPANY.brand}`);
    expect(header(confirmation.mail, 'content-language')).toBe('de');
    expect(confirmation.mail.replyTo).toBeUndefined();
    const text = confirmation.mail.text ?? '';
    for (const line of [
      `Guten Tag ${name},`,
      'innerhalb von 2 Stunden',
      'Leistung: Fahrzeugverkauf',
      'Fahrzeug: BMW Serie 5',
      'Ist der Wagen noch da?',
      `Telefon: ${COMPANY.phone}`,
      `WhatsApp: https://wa.me/${COMPANY.whatsappNumber}`,
    ]) {
      expect(text).toContain(line);
    }
    const html = String(confirmation.mail.html);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).not.toMatch(/<script|<img|<b>/i);

    expect(request).toMatchObject({ language: 'de', page: `/de/veicoli/${vehicleId}`, notification: 'sent' });
  });

  it('writes an Arabic confirmation right to left and keeps form values out of the headers', async () => {
    smtp.received = [];
    // Address syntax in a name: as text in a header it would add recipients.
    const firstName = 'Ali <spam@evil.example>, "x" bcc@evil.example;';
    const lastName = 'Hassan';
    await submit(t, { firstName, lastName, email: 'ali@example.com', language: 'ar' });
    await until(() => smtp.received.length === 2);
    const recipients = smtp.received.flatMap((r) => r.to).sort();
    expect(recipients).toEqual(['ali@example.com', 'ufficio@nbt.example', 'vendite@nbt.example']);
    for (const { mail } of smtp.received) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('cc')).toBe(false);
    }
    const confirmation = smtp.received.find((r) => r.to.includes('ali@example.com'))!;
    expect(confirmation.mail.to).toMatchObject({
      value: [{ address: 'ali@example.com', name: `${firstName} ${lastName}` }],
    });
    expect(header(confirmation.mail, 'content-language')).toBe('ar');
    expect(confirmation.mail.subject).toBe(`لقد تلقّينا طلبك – ${COMPANY.brand}`);
    expect(String(confirmation.mail.html)).toContain('<html lang="ar" dir="rtl">');
    const office = smtp.received.find((r) => r.to.includes('ufficio@nbt.example'))!;
    expect(office.mail.subject).toBe(`Richiesta Noleggio Auto di Lusso - ${firstName} ${lastName}`);
    expect(office.mail.replyTo?.value).toEqual([{ address: 'ali@example.com', name: `${firstName} ${lastName}` }]);
  });

  it('accepts a request while the mail server is down and delivers it once it is back, across a restart', async () => {
    await smtp.stop();
    smtp.received = [];
    const { elapsedMs } = await submit(t, { lastName: 'Offline', language: 'fr' });
    expect(elapsedMs).toBeLessThan(2_000);
    // The worker tried at once, failed, and keeps both mails for a retry.
    await until(async () => (await outbox(t)).filter((m) => m.attempts > 0 && m.status === 'pending').length >= 2);
    const waiting = (await outbox(t)).filter((m) => m.status === 'pending');
    expect(waiting).toHaveLength(2);
    expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // The next try is within a minute, as long as the mail is young.
    for (const mail of waiting) {
      const wait = new Date(mail.next_attempt_at).getTime() - new Date(mail.updated_at).getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60_000);
    }
    let requests = await listRequests(t, admin);
    expect(requests.find((r) => r.lastName === 'Offline')?.notification).toBe('pending');

    // A restart while the server is still down loses nothing.
    t = await t.restart();
    admin = await t.login();
    expect((await outbox(t)).filter((m) => m.status === 'pending')).toHaveLength(2);

    await smtp.start();
    clockAheadMs = 31_000;
    await until(() => smtp.received.length === 2);
    const confirmation = smtp.received.find((r) => r.to.includes('mario.rossi@example.com'))!;
    expect(confirmation.mail.subject).toBe(`Nous avons bien reçu votre demande – ${COMPANY.brand}`);
    await until(async () => (await outbox(t)).every((m) => m.status === 'sent'));
    requests = await listRequests(t, admin);
    expect(requests.find((r) => r.lastName === 'Offline')?.notification).toBe('sent');
    // Delivered once: nothing more arrives.
    await t.app.mailWorker!.runOnce();
    expect(smtp.received).toHaveLength(2);
  });

  it('marks a mail failed after two days of failures, and an administrator can send it again', async () => {
    await smtp.stop();
    smtp.received = [];
    await submit(t, { lastName: 'Fallita' });
    await until(async () => (await outbox(t)).filter((m) => m.status === 'pending' && m.attempts > 0).length === 2);
    clockAheadMs = 48 * 3_600_000 + 60_000;
    await t.app.mailWorker!.runOnce();
    const request = (await listRequests(t, admin)).find((r) => r.lastName === 'Fallita')!;
    expect(request.notification).toBe('failed');

    await smtp.start();
    clockAheadMs = 0;
    const resent = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request.id}/resend-notification`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<ContactRequest>().notification).toMatch(/pending|sent/);
    await until(() => smtp.received.length === 2);
    await until(async () => (await listRequests(t, admin)).find((r) => r.id === request.id)?.notification === 'sent');

    // Sending again a delivered request repeats the office mail only: the visitor is not written twice.
    smtp.received = [];
    const again = await t
      .caller({ userId: 1, username: 'admin', isAdmin: true })
      .admin.contactRequests.resendNotification({
        id: request.id,
      });
    expect(again.id).toBe(request.id);
    await until(() => smtp.received.length === 1);
    expect(smtp.received[0]!.to.sort()).toEqual(['ufficio@nbt.example', 'vendite@nbt.example']);

    const log = await t.database.db
      .selectFrom('access_logs')
      .select(['action', 'details', 'username'])
      .where('action', '=', 'CONTACT_NOTIFICATION_RESENT')
      .execute();
    expect(log).toEqual([
      { action: 'CONTACT_NOTIFICATION_RESENT', details: `id ${request.id}`, username: 'admin' },
      { action: 'CONTACT_NOTIFICATION_RESENT', details: `id ${request.id}`, username: 'admin' },
    ]);
  });

  it('lets only administrators send a notification again', async () => {
    const [request] = await listRequests(t, admin);
    const url = `/api/admin/contact-requests/${request!.id}/resend-notification`;
    const before = await countRows(t.database.db, 'access_logs');
    expectError(await t.app.inject({ method: 'POST', url }), 401, 'UNAUTHORIZED');
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    expectError(await t.injectAs(viewer, { method: 'POST', url }), 403, 'FORBIDDEN');
    expectError(
      await t.injectAs(admin, { method: 'POST', url: '/api/admin/contact-requests/999999/resend-notification' }),
      404,
      'NOT_FOUND',
    );
    // Two logins and no resend were recorded.
    expect(await countRows(t.database.db, 'access_logs')).toBe(before + 1);
  });

  it('never lets two processes on one database send one mail twice', async () => {
    const second = await buildTestApp(mailEnv(smtp, { MAIL_FROM: 'Secondo <secondo@nbt.example>' }), {
      dataDir: t.dataDir,
      mailWorker,
    });
    try {
      smtp.received = [];
      const apps = [t, second];
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          apps[index % 2]!.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: contactBody({ lastName: `Parallelo${index}` }),
            remoteAddress: `10.0.0.${index + 1}`,
          }),
        ),
      );
      await until(() => smtp.received.length >= 20);
      await Promise.all(apps.map((app) => app.app.mailWorker!.runOnce()));
      expect(smtp.received).toHaveLength(20);
      const keys = smtp.received.map((r) => `${r.to.sort().join(',')}|${r.mail.subject}|${r.mail.text?.slice(0, 200)}`);
      expect(new Set(keys).size).toBe(20);
      expect(new Set(smtp.received.map((r) => r.from))).toEqual(new Set(['sito@nbt.example', 'secondo@nbt.example']));
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });

  it('claims each due mail for exactly one of two connections racing for it', async () => {
    // The test app's database over a connection of its own (SQLite's file, or PostgreSQL's database).
    const other = await openDatabaseOf(t.dataDir);
    try {
      const [request] = await listRequests(t, admin);
      const now = new Date(Date.now() + 365 * 24 * 3_600_000);
      // Mails due only on the clock used below, so the running workers leave them alone.
      const due = now.toISOString();
      await insertOutboxMails(
        t.database.db,
        Array.from({ length: 6 }, () => ({
          contactRequestId: request!.id,
          kind: 'office' as const,
          to: [{ address: 'ufficio@nbt.example' }],
          replyTo: null,
          language: 'it',
          subject: 'prova',
          text: 'prova',
          html: '<p>prova</p>',
        })),
        { now: due, giveUpAt: new Date(now.getTime() + 1000).toISOString() },
      );
      const claim = (db: typeof other.db, token: string) =>
        claimNextMail(db, { now: due, leaseUntil: new Date(now.getTime() + 60_000).toISOString(), token });
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, index) => claim(index % 2 ? other.db : t.database.db, `token-${index}`)),
      );
      const ids = claims.filter((mail) => mail !== undefined).map((mail) => mail.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await other.close();
      await t.database.db.deleteFrom('mail_outbox').where('subject', '=', 'prova').execute();
    }
  });
});

describe('contact requests without a mail server', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('stores the request, queues no mail, and says notifications are off', async () => {
    t = await buildTestApp();
    const admin = await t.login();
    await submit(t, { language: 'es' });
    expect(await countRows(t.database.db, 'mail_outbox')).toBe(0);
    const [request] = await listRequests(t, admin);
    expect(request).toMatchObject({ language: 'es', notification: 'off' });
    const pulse = await t.caller({ userId: 1, username: 'admin', isAdmin: true }).admin.contactRequests.pulse();
    expect(pulse).toEqual({
      newCount: 1,
      latestId: request!.id,
      changedAt: expect.any(String),
      notificationsOn: false,
    });
    const refused = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id}/resend-notification`,
    });
    expectError(refused, 409, 'CONFLICT');
  });
});
