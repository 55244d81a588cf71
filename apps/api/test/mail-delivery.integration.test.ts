import { insertContactRequest } from '@nbt/db/contact';
import { claimNextMail, insertOutboxMails } from '@nbt/db/mail';
import { COMPANY, type ContactRequest, ContactRequestInputSchema } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from './build-app.js';
import { contactBody, countRows, expectError, officeMail } from './helpers.js';
import { openDatabaseOf } from './test-database.js';
import { listRequests, mailClock, mailEnv, mailWorker, outbox, submit, until, useMailApp } from './mail-server.js';

describe('contact request e-mails', () => {
  const { smtp, t } = useMailApp();

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
    let requests = await listRequests(t, t.admin);
    expect(requests.find((r) => r.lastName === 'Offline')?.notification).toBe('pending');

    // A restart while the server is still down loses nothing.
    Object.assign(t, await t.restart());
    t.admin = await t.login();
    expect((await outbox(t)).filter((m) => m.status === 'pending')).toHaveLength(2);

    await smtp.start();
    mailClock.aheadMs = 31_000;
    await until(() => smtp.received.length === 2);
    const confirmation = smtp.received.find((r) => r.to.includes('mario.rossi@example.com'))!;
    expect(confirmation.mail.subject).toBe(`Nous avons bien reçu votre demande – ${COMPANY.brand}`);
    await until(async () => (await outbox(t)).every((m) => m.status === 'sent'));
    requests = await listRequests(t, t.admin);
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
    mailClock.aheadMs = 48 * 3_600_000 + 60_000;
    await t.app.mailWorker!.runOnce();
    const request = (await listRequests(t, t.admin)).find((r) => r.lastName === 'Fallita')!;
    expect(request.notification).toBe('failed');

    await smtp.start();
    mailClock.aheadMs = 0;
    const resent = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request.id}/resend-notification`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<ContactRequest>().notification).toMatch(/pending|sent/);
    await until(() => smtp.received.length === 2);
    await until(async () => (await listRequests(t, t.admin)).find((r) => r.id === request.id)?.notification === 'sent');

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
    const [request] = await listRequests(t, t.admin);
    const url = `/api/admin/contact-requests/${request!.id}/resend-notification`;
    const before = await countRows(t.database.db, 'access_logs');
    expectError(await t.app.inject({ method: 'POST', url }), 401, 'UNAUTHORIZED');
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    expectError(await t.injectAs(viewer, { method: 'POST', url }), 403, 'FORBIDDEN');
    expectError(
      await t.injectAs(t.admin, { method: 'POST', url: '/api/admin/contact-requests/999999/resend-notification' }),
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
            payload: contactBody({ lastName: `Parallelo${index}`, email: `parallelo${index}@example.com` }),
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
      const [request] = await listRequests(t, t.admin);
      const now = new Date(Date.now() + 365 * 24 * 3_600_000);
      // Mails due only on the clock used below, so the running workers leave them alone.
      const due = now.toISOString();
      await insertOutboxMails(
        t.database.db,
        Array.from({ length: 6 }, () => officeMail(request!.id)),
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

describe('the mail worker’s wake-up', () => {
  const { smtp, t } = useMailApp();

  it('belongs to its app: a request wakes its own worker at once, never another app’s in the same process', async () => {
    // Both workers poll once a minute, so only a wake-up sends within the test.
    const slow = { ...mailWorker, pollMs: 60_000 };
    const own = await buildTestApp(mailEnv(smtp), { mailWorker: slow });
    const other = await buildTestApp(mailEnv(smtp), { mailWorker: slow });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the workers' first look at their outboxes
      // A mail in the other app's outbox that only a wake-up of that app's worker would send now.
      const { website: _honeypot, ...request } = ContactRequestInputSchema.parse(contactBody());
      const requestId = await insertContactRequest(other.database.db, request, null);
      const now = new Date().toISOString();
      await insertOutboxMails(
        other.database.db,
        [
          officeMail(requestId, {
            to: [{ address: 'altra-app@nbt.example' }],
            subject: 'altra app',
            text: 'altra app',
            html: '<p>altra app</p>',
          }),
        ],
        { now, giveUpAt: new Date(Date.now() + 3_600_000).toISOString() },
      );
      smtp.received = [];
      await submit(own, { lastName: 'Sveglia' });
      await until(() => smtp.received.length >= 2, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.flatMap((mail) => mail.to)).not.toContain('altra-app@nbt.example');
      expect(smtp.received).toHaveLength(2);
    } finally {
      await own.close();
      await other.close();
    }
    expect(t.app.deps.outbox).not.toBe(own.app.deps.outbox);
  });
});
