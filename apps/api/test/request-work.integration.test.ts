import { insertContactRequest } from '@nbt/db/contact';
import {
  COMPANY,
  ContactRequestInputSchema,
  type ReplyDraft,
  type RequestNote,
  type RequestReply,
} from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { type SharedTestApp, useTestApp } from './build-app.js';
import { contactBody, createVehicle, expectError, expectInvalidInput } from './helpers.js';
import { header, listRequests, outbox, until, useMailApp } from './mail-server.js';

/** A request stored as the contact form stores it (no mails queued: the tests here are about the office's work). */
async function addRequest(t: SharedTestApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const { website: _honeypot, ...request } = ContactRequestInputSchema.parse(contactBody(overrides));
  return insertContactRequest(t.database.db, request, '192.0.2.1');
}

const notesUrl = (id: number) => `/api/admin/contact-requests/${id}/notes`;
const repliesUrl = (id: number) => `/api/admin/contact-requests/${id}/replies`;

async function accessLog(t: SharedTestApp) {
  return t.database.db.selectFrom('access_logs').select(['action', 'details', 'username']).orderBy('id').execute();
}

describe('internal notes on a request', () => {
  const t = useTestApp({}, { viewer: true });

  it('refuses callers without a session (401) and users who are not administrators (403)', async () => {
    const id = await addRequest(t);
    for (const method of ['GET', 'POST'] as const) {
      const payload = method === 'POST' ? { text: 'Nota' } : undefined;
      expectError(await t.app.inject({ method, url: notesUrl(id), payload }), 401, 'UNAUTHORIZED');
      expectError(await t.injectAs(t.viewer, { method, url: notesUrl(id), payload }), 403, 'FORBIDDEN');
    }
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/admin.contactRequests.addNote',
      payload: { id, text: 'Nota' },
    });
    expect(trpc.statusCode).toBe(401);
    expect(await t.database.db.selectFrom('contact_request_notes').selectAll().execute()).toEqual([]);
  });

  it('checks the text: 1–2000 characters, no control characters, naming the field', async () => {
    const id = await addRequest(t);
    for (const text of ['', '   ', 'x'.repeat(2001), 'nota\u0000nascosta']) {
      const issues = expectInvalidInput(
        await t.injectAs(t.admin, { method: 'POST', url: notesUrl(id), payload: { text } }),
      );
      expect(issues.map((issue) => issue.path)).toEqual(['text']);
    }
    const trpc = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.contactRequests.addNote',
      payload: { id, text: 'x'.repeat(2001) },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<{ error: { data: unknown } }>().error.data).toMatchObject({
      appCode: 'INVALID_INPUT',
      issues: [{ path: 'text', message: 'Massimo 2000 caratteri' }],
    });
    const longest = await t.injectAs(t.admin, {
      method: 'POST',
      url: notesUrl(id),
      payload: { text: 'x'.repeat(2000) },
    });
    expect(longest.statusCode, longest.body).toBe(201);
    expectError(
      await t.injectAs(t.admin, { method: 'POST', url: notesUrl(999_999), payload: { text: 'a' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.injectAs(t.admin, { method: 'GET', url: notesUrl(999_999) }), 404, 'NOT_FOUND');
  });

  it("lists the notes oldest first with their author, logs writing and reading, and keeps them out of the request's answers", async () => {
    const id = await addRequest(t);
    const first = await t.injectAs(t.admin, {
      method: 'POST',
      url: notesUrl(id),
      payload: { text: '  Richiamare lunedì\nchiede sconto  ' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<RequestNote>()).toMatchObject({ text: 'Richiamare lunedì\nchiede sconto', author: 'admin' });
    await t.caller({ userId: 1, username: 'admin', isAdmin: true }).admin.contactRequests.addNote({
      id,
      text: 'NOTA-INTERNA-SEGRETA',
    });
    const listed = await t.injectAs(t.admin, { method: 'GET', url: notesUrl(id) });
    expect(listed.statusCode).toBe(200);
    const notes = listed.json<RequestNote[]>();
    expect(notes.map((note) => note.text)).toEqual(['Richiamare lunedì\nchiede sconto', 'NOTA-INTERNA-SEGRETA']);
    expect(notes.every((note) => note.author === 'admin' && !Number.isNaN(Date.parse(note.createdAt)))).toBe(true);

    const log = await accessLog(t);
    expect(log.filter((entry) => entry.action === 'CONTACT_NOTE_ADDED')).toContainEqual({
      action: 'CONTACT_NOTE_ADDED',
      details: `richiesta ${id}: nota ${notes[1]!.id}`,
      username: 'admin',
    });
    expect(log.at(-1)).toEqual({
      action: 'CONTACT_REQUESTS_VIEWED',
      details: `note della richiesta ${id} (2)`,
      username: 'admin',
    });

    // The request's own answers (list, search, status change) carry no note.
    for (const url of ['/api/admin/contact-requests', '/api/admin/contact-requests/search']) {
      const response = await t.injectAs(t.admin, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('NOTA-INTERNA-SEGRETA');
    }
    const patched = await t.injectAs(t.admin, {
      method: 'PATCH',
      url: `/api/admin/contact-requests/${id}`,
      payload: { status: 'chiusa' },
    });
    expect(patched.body).not.toContain('NOTA-INTERNA-SEGRETA');
  });

  it('goes with its request', async () => {
    const id = await addRequest(t);
    await t.injectAs(t.admin, { method: 'POST', url: notesUrl(id), payload: { text: 'da cancellare' } });
    await t.database.db
      .insertInto('contact_request_replies')
      .values({
        contact_request_id: id,
        author: 'admin',
        subject: 's',
        body: 'b',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await t.database.db.deleteFrom('contact_requests').where('id', '=', id).execute();
    for (const table of ['contact_request_notes', 'contact_request_replies'] as const) {
      expect(await t.database.db.selectFrom(table).selectAll().where('contact_request_id', '=', id).execute()).toEqual(
        [],
      );
    }
  });
});

describe('replying without a mail server', () => {
  const t = useTestApp();

  it('refuses the reply in Italian and keeps nothing: nothing would ever send it', async () => {
    const id = await addRequest(t);
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: repliesUrl(id),
      payload: { subject: 'Disponibilità', body: 'Buongiorno' },
    });
    const body = expectError(response, 409, 'CONFLICT');
    expect(body).toMatchObject({ messageCode: 'REPLY_MAIL_OFF' });
    expect(body.error).toMatch(/^Risposta non inviata: il server non ha un server di posta/);
    expect(await t.database.db.selectFrom('contact_request_replies').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    expect((await listRequests(t, t.admin)).find((r) => r.id === id)?.status).toBe('nuova');
  });
});

describe("replying to a request's visitor", () => {
  const { smtp, t } = useMailApp();

  const send = (id: number, payload: Record<string, unknown>, cookie = t.admin) =>
    t.injectAs(cookie, { method: 'POST', url: repliesUrl(id), payload });
  const replies = async (id: number) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: repliesUrl(id) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RequestReply[]>();
  };

  it('offers the ready texts in the language the request was sent in', async () => {
    const { id: vehicleId } = await createVehicle(t, { brand: 'Audi', model: 'A6' });
    const id = await addRequest(t, { language: 'de', firstName: 'Jürgen', vehicleId });
    const response = await t.injectAs(t.admin, {
      method: 'GET',
      url: `/api/admin/contact-requests/${id}/reply-drafts`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const drafts = response.json<ReplyDraft[]>();
    expect(drafts.map((draft) => draft.template)).toEqual(['received', 'available', 'unavailable', 'quote']);
    const available = drafts.find((draft) => draft.template === 'available')!;
    expect(available).toMatchObject({ language: 'de', subject: `Fahrzeug verfügbar – ${COMPANY.brand}` });
    expect(available.body.split('\n')[0]).toBe('Guten Tag Jürgen,');
    expect(available.body).toContain('das angefragte Fahrzeug verfügbar ist');
    expect(available.body).toContain('Audi A6');
    expect(available.body).toContain('Mit freundlichen Grüßen');
    const italian = await t.injectAs(t.admin, {
      method: 'GET',
      url: `/api/admin/contact-requests/${await addRequest(t)}/reply-drafts`,
    });
    expect(italian.json<ReplyDraft[]>()[0]!.body).toContain('ti ricontatteremo al più presto');
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/admin/contact-requests/${id}/reply-drafts` }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('queues the reply, keeps it with the request, marks the request contacted and delivers it as plain text', async () => {
    const id = await addRequest(t, { email: 'anna@example.it', firstName: 'Anna', language: 'fr' });
    smtp.received = [];
    const response = await send(id, {
      subject: '  Votre demande  ',
      body: 'Bonjour Anna,\n\nle véhicule est disponible.\n\nCordialement',
      template: 'available',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RequestReply>()).toMatchObject({
      subject: 'Votre demande',
      template: 'available',
      author: 'admin',
      status: 'queued',
    });
    const request = (await listRequests(t, t.admin)).find((r) => r.id === id)!;
    expect(request.status).toBe('contattata');
    // A reply is not one of the request's notifications.
    expect(request.notification).toBe('off');

    await until(() => smtp.received.length === 1);
    const [{ from, to, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(from).toBe('sito@nbt.example');
    expect(to).toEqual(['anna@example.it']);
    expect(mail.subject).toBe('Votre demande');
    expect(mail.text?.trim()).toBe('Bonjour Anna,\n\nle véhicule est disponible.\n\nCordialement');
    expect(mail.html).toBe(false);
    expect(mail.replyTo?.value).toEqual([{ address: COMPANY.email, name: '' }]);
    expect(header(mail, 'content-language')).toBe('fr');
    expect(header(mail, 'auto-submitted')).toBeUndefined();

    await until(async () => (await replies(id))[0]?.status === 'sent');
    expect((await accessLog(t)).map((entry) => entry.action)).toContain('CONTACT_REPLY_SENT');

    // The outbox deletes the mail after the retention period; the reply keeps its state.
    await t.database.db
      .updateTable('mail_outbox')
      .set({ updated_at: '2000-01-01T00:00:00.000Z' })
      .where('kind', '=', 'reply')
      .execute();
    await t.app.mailWorker!.prune();
    expect((await outbox(t)).filter((mail) => mail.kind === 'reply')).toEqual([]);
    expect((await replies(id)).map((reply) => reply.status)).toEqual(['sent']);
    expect((await listRequests(t, t.admin)).find((r) => r.id === id)?.notification).toBe('off');
  });

  it('refuses a subject that would add headers, and checks every field by name', async () => {
    const id = await addRequest(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'Ciao\r\nBcc: vittima@example.com', body: 'x' }, 'subject'],
      [{ subject: 'Ciao\nTo: vittima@example.com', body: 'x' }, 'subject'],
      [{ subject: '=?UTF-8?B?Q2lhbw0KQmNjOiB2aXR0aW1hQGV4YW1wbGUuY29t?=', body: 'x' }, 'subject'],
      [{ subject: 'x'.repeat(201), body: 'x' }, 'subject'],
      [{ subject: '', body: 'x' }, 'subject'],
      [{ subject: 'Ciao', body: '' }, 'body'],
      [{ subject: 'Ciao', body: 'x'.repeat(10_001) }, 'body'],
      [{ subject: 'Ciao', body: 'x', template: 'spam' }, 'template'],
    ];
    for (const [payload, field] of cases) {
      const issues = expectInvalidInput(await send(id, payload));
      expect(
        issues.map((issue) => issue.path),
        JSON.stringify(payload),
      ).toEqual([field]);
    }
    const trpc = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.contactRequests.sendReply',
      payload: { id, subject: 'Ciao\r\nBcc: vittima@example.com', body: 'x' },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<{ error: { data: { issues: { path: string }[] } } }>().error.data.issues[0]!.path).toBe('subject');
    expect(await replies(id)).toEqual([]);

    // Lines in the body that look like headers stay in the body.
    smtp.received = [];
    const sent = await send(id, { subject: 'Ciao', body: 'Testo\r\nBcc: vittima@example.com\r\n\r\nfine' });
    expect(sent.statusCode, sent.body).toBe(201);
    await until(() => smtp.received.length === 1);
    const [{ to, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(to).toEqual(['mario.rossi@example.com']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.text).toContain('Bcc: vittima@example.com');
  });

  it('refuses callers without a session (401) and non-administrators (403)', async () => {
    const id = await addRequest(t);
    await t.addUser('giulia', 'Giulia-Pass-123', false);
    const viewer = await t.login('giulia', 'Giulia-Pass-123');
    expectError(
      await t.app.inject({ method: 'POST', url: repliesUrl(id), payload: { subject: 'a', body: 'b' } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await send(id, { subject: 'a', body: 'b' }, viewer), 403, 'FORBIDDEN');
    expectError(await t.injectAs(viewer, { method: 'GET', url: repliesUrl(id) }), 403, 'FORBIDDEN');
    expect(await replies(id)).toEqual([]);
  });

  it('sends at most 5 replies per request and 20 per administrator an hour, however many are sent at once', async () => {
    await t.database.db.deleteFrom('rate_limits').execute();
    const first = await addRequest(t);
    const once = await Promise.all(
      Array.from({ length: 10 }, (_, n) => send(first, { subject: `Uno ${n}`, body: 'x' })),
    );
    expect(once.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(5).fill(429),
    ]);
    for (const refused of once.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        messageCode: 'REPLY_LIMIT_REQUEST',
        error: 'Limite raggiunto: al massimo 5 risposte per richiesta in 24 ore',
      });
    }
    expect(await replies(first)).toHaveLength(5);

    // 5 more to each of two requests: 15 in the hour. Then 10 at once over two more: 5 are left.
    for (const id of [await addRequest(t), await addRequest(t)]) {
      for (let n = 0; n < 5; n += 1) expect((await send(id, { subject: 'Due', body: 'x' })).statusCode).toBe(201);
    }
    const [a, b] = [await addRequest(t), await addRequest(t)];
    const spread = await Promise.all(
      Array.from({ length: 10 }, (_, n) => send(n % 2 ? a : b, { subject: `Tre ${n}`, body: 'x' })),
    );
    expect(spread.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const refused of spread.filter((r) => r.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'REPLY_LIMIT_HOUR' });
    }
    expect((await replies(a)).length + (await replies(b)).length).toBe(5);
    const queued = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'reply')
      .where('contact_request_id', 'in', [first, a, b])
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(10);
  });
});
