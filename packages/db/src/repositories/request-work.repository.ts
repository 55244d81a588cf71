import type { ReplyTemplate, RequestNote, RequestReply } from '@nbt/validation';

import type { DB } from '../client.js';
import type { MailStatus, ReplyStatus } from '../schema.js';
import { nowIso } from '../time.js';

/** Adds the office's note to a request; answers it as listed. */
export async function insertRequestNote(
  db: DB,
  note: { contactRequestId: number; author: string; text: string },
): Promise<RequestNote> {
  const createdAt = nowIso();
  const row = await db
    .insertInto('contact_request_notes')
    .values({ contact_request_id: note.contactRequestId, author: note.author, body: note.text, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), text: note.text, author: note.author, createdAt };
}

/** A request's notes, oldest first (the newest last, as a conversation reads). */
export async function listRequestNotes(db: DB, contactRequestId: number): Promise<RequestNote[]> {
  const rows = await db
    .selectFrom('contact_request_notes')
    .select(['id', 'body', 'author', 'created_at'])
    .where('contact_request_id', '=', contactRequestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), text: row.body, author: row.author, createdAt: row.created_at }));
}

/** Records a reply whose mail was queued as `outboxId`. */
export async function insertRequestReply(
  db: DB,
  reply: {
    contactRequestId: number;
    author: string;
    template: ReplyTemplate | null;
    subject: string;
    body: string;
    outboxId: number;
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('contact_request_replies')
    .values({
      contact_request_id: reply.contactRequestId,
      author: reply.author,
      template: reply.template,
      subject: reply.subject,
      body: reply.body,
      outbox_id: reply.outboxId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const REPLY_STATUS: Record<MailStatus, ReplyStatus> = {
  pending: 'queued',
  sending: 'queued',
  sent: 'sent',
  failed: 'failed',
};

/** A request's replies, oldest first, each with the state of its mail (its own once the mail was deleted). */
export async function listRequestReplies(db: DB, contactRequestId: number): Promise<RequestReply[]> {
  const rows = await db
    .selectFrom('contact_request_replies as r')
    .leftJoin('mail_outbox as m', (join) => join.onRef('m.id', '=', 'r.outbox_id').on('m.kind', '=', 'reply'))
    .select([
      'r.id',
      'r.subject',
      'r.body',
      'r.template',
      'r.author',
      'r.status',
      'r.created_at',
      'm.status as mail_status',
    ])
    .where('r.contact_request_id', '=', contactRequestId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    body: row.body,
    template: row.template as ReplyTemplate | null,
    author: row.author,
    status: row.mail_status ? REPLY_STATUS[row.mail_status] : row.status,
    createdAt: row.created_at,
  }));
}
