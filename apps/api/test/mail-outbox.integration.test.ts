import { claimNextMail, insertOutboxMails } from '@nbt/db/mail';
import { describe, expect, it } from 'vitest';

import type { TestApp } from './build-app.js';
import { contactBody } from './helpers.js';
import { listRequests, mailClock, outbox, submit, until, useMailApp } from './mail-server.js';

const DAY = 24 * 3_600_000;

function send(t: TestApp, ip: string, overrides: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides), remoteAddress: ip });
}

describe('the outbox', () => {
  const { smtp, t } = useMailApp({ MAIL_MAX_PENDING: '10' });

  it('sends every office notification before any waiting confirmation', async () => {
    await smtp.stop();
    smtp.received = [];
    for (let index = 0; index < 4; index++) {
      await submit(t, { lastName: `Coda${index}`, email: `coda${index}@example.org` });
    }
    await until(async () => (await outbox(t)).filter((m) => m.status === 'pending' && m.attempts > 0).length === 8);
    await smtp.start();
    mailClock.aheadMs = 31_000;
    await t.app.mailWorker!.runOnce();
    await until(() => smtp.received.length === 8);
    const kinds = smtp.received.map((r) => (r.to.includes('ufficio@nbt.example') ? 'office' : 'confirmation'));
    expect(kinds).toEqual([...Array(4).fill('office'), ...Array(4).fill('confirmation')]);
  });

  it('claims an office notification queued behind many confirmations first', async () => {
    const [request] = await listRequests(t, t.admin);
    // Due only on the clock used below, so the running worker leaves them alone.
    const now = new Date(Date.now() + 365 * DAY);
    const mail = (kind: 'office' | 'confirmation') => ({
      contactRequestId: request!.id,
      kind,
      to: [{ address: `${kind}@example.org` }],
      replyTo: null,
      language: 'it',
      subject: 'priorità',
      text: 'priorità',
      html: '<p>priorità</p>',
    });
    try {
      const times = { now: now.toISOString(), giveUpAt: new Date(now.getTime() + DAY).toISOString() };
      await insertOutboxMails(
        t.database.db,
        Array.from({ length: 30 }, () => mail('confirmation')),
        times,
      );
      await insertOutboxMails(t.database.db, [mail('office')], times);
      const first = await claimNextMail(t.database.db, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
        token: 'priority',
      });
      expect(first?.kind).toBe('office');
    } finally {
      await t.database.db.deleteFrom('mail_outbox').where('subject', '=', 'priorità').execute();
    }
  });

  it('keeps at most MAIL_MAX_PENDING mails waiting: confirmations give way, office notifications never', async () => {
    await smtp.stop();
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        send(t, `10.9.0.${index + 1}`, { lastName: `Piena${index}`, email: `piena${index}@example.org` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(14).fill(201));
    const waiting = (await outbox(t)).filter((m) => m.status === 'pending' || m.status === 'sending');
    const requests = (await listRequests(t, t.admin)).filter((r) => r.lastName.startsWith('Piena'));
    const ids = new Set(requests.map((r) => r.id));
    const mine = waiting.filter((m) => ids.has(Number(m.contact_request_id)));
    // Every request's office mail waits; the confirmations fill no more than the room left.
    expect(mine.filter((m) => m.kind === 'office')).toHaveLength(14);
    expect(mine.filter((m) => m.kind === 'confirmation')).toHaveLength(0);
    expect(requests.every((r) => r.confirmationSkipped)).toBe(true);
    await smtp.start();
    mailClock.aheadMs = 31_000;
    await until(async () => (await outbox(t)).every((m) => m.status === 'sent'), 20_000);
  });

  it('deletes sent and given-up mails after the retention period, keeps waiting ones, and still shows them sent', async () => {
    smtp.received = [];
    await submit(t, { lastName: 'Vecchia', email: 'vecchia@example.org' });
    await until(
      async () => (await listRequests(t, t.admin)).find((r) => r.lastName === 'Vecchia')?.notification === 'sent',
    );
    const old = (await listRequests(t, t.admin)).find((r) => r.lastName === 'Vecchia')!;
    const long = new Date(Date.now() - 31 * DAY).toISOString();
    const db = t.database.db;
    await db
      .updateTable('mail_outbox')
      .set({ updated_at: long, sent_at: long })
      .where('contact_request_id', '=', old.id)
      .execute();
    // A failed mail as old, a waiting one as old, and a sent one of yesterday.
    const other = (await listRequests(t, t.admin)).find((r) => r.id !== old.id);
    const yesterday = new Date(Date.now() - DAY).toISOString();
    const far = new Date(Date.now() + 365 * DAY).toISOString();
    const base = {
      contactRequestId: other!.id,
      kind: 'office' as const,
      to: [{ address: 'ufficio@nbt.example' }],
      replyTo: null,
      language: 'it',
      text: 'x',
      html: '<p>x</p>',
    };
    await insertOutboxMails(
      db,
      [
        { ...base, subject: 'fallita' },
        { ...base, subject: 'in attesa' },
        { ...base, subject: 'ieri' },
      ],
      {
        now: far,
        giveUpAt: far,
      },
    );
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', updated_at: long })
      .where('subject', '=', 'fallita')
      .execute();
    await db.updateTable('mail_outbox').set({ updated_at: long }).where('subject', '=', 'in attesa').execute();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', updated_at: yesterday })
      .where('subject', '=', 'ieri')
      .execute();

    const before = (await outbox(t)).length;
    const deleted = await t.app.mailWorker!.prune();
    expect(deleted).toBe(3);
    const left = await outbox(t);
    expect(left).toHaveLength(before - 3);
    expect(left.filter((m) => Number(m.contact_request_id) === old.id)).toEqual([]);
    expect(left.map((m) => m.subject)).toEqual(expect.arrayContaining(['in attesa', 'ieri']));
    expect(left.map((m) => m.subject)).not.toContain('fallita');
    expect((await listRequests(t, t.admin)).find((r) => r.id === old.id)?.notification).toBe('sent');
    await db.deleteFrom('mail_outbox').where('subject', 'in', ['in attesa', 'ieri']).execute();

    // Sending a pruned request again tells the office only: the visitor had their confirmation.
    smtp.received = [];
    const resent = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${old.id}/resend-notification`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await until(() => smtp.received.length === 1);
    await t.app.mailWorker!.runOnce();
    expect(smtp.received.map((r) => r.to.sort())).toEqual([['ufficio@nbt.example', 'vendite@nbt.example']]);
  });
});
