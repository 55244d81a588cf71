import { type DB, inTransaction } from '@nbt/db/client';
import {
  findContactRequestById,
  insertRequestNote,
  insertRequestReply,
  listRequestNotes,
  listRequestReplies,
  updateContactRequestStatus,
} from '@nbt/db/contact';
import {
  type AddRequestNote,
  type ContactRequest,
  REPLY_LIMITS,
  type ReplyDraft,
  type RequestNote,
  type RequestReply,
  type SendReply,
} from '@nbt/validation';

import type { Actor, Dependencies, IdParams } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';
import { draftReplies, officeMailQuota, queueReplyMail } from '../mail/mail.service.js';
import { takeQuotaOrUsedUp } from '../rate-limit/rate-limit.service.js';

const HOUR = 3_600_000;

async function requestOrNotFound(db: DB, id: number): Promise<ContactRequest> {
  const request = await findContactRequestById(db, id);
  if (!request) throw notFound('CONTACT_NOT_FOUND');
  return request;
}

/** A request's internal notes; reading them is recorded like reading the requests. */
export async function listNotes({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<RequestNote[]> {
  await requestOrNotFound(db, id);
  const notes = await listRequestNotes(db, id);
  await recordRead(db, actor, 'CONTACT_REQUESTS_VIEWED', `note della richiesta ${id} (${notes.length})`);
  return notes;
}

/** Adds an administrator's note to a request, signed with their username; recorded in the access log. */
export async function addNote({ db }: Dependencies, actor: Actor, input: AddRequestNote): Promise<RequestNote> {
  return inTransaction(db, async (trx) => {
    await requestOrNotFound(trx, input.id);
    const note = await insertRequestNote(trx, { contactRequestId: input.id, author: actor.username, text: input.text });
    await recordAccess(trx, actor, 'CONTACT_NOTE_ADDED', `richiesta ${input.id}: nota ${note.id}`);
    return note;
  });
}

/** The replies sent to a request's visitor, each with where its e-mail stands; the reading is recorded. */
export async function listReplies({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<RequestReply[]> {
  await requestOrNotFound(db, id);
  const replies = await listRequestReplies(db, id);
  await recordRead(db, actor, 'CONTACT_REQUESTS_VIEWED', `risposte della richiesta ${id} (${replies.length})`);
  return replies;
}

/** The ready texts of a reply, in the request's language. */
export async function replyDraftsOf(
  { db, config }: Dependencies,
  _actor: Actor,
  { id }: IdParams,
): Promise<ReplyDraft[]> {
  return draftReplies(db, config, await requestOrNotFound(db, id));
}

/**
 * Queues an administrator's e-mail to a request's visitor, keeps it with the request and moves a
 * new request on to `contattata`. Refused when the server sends no e-mail: a reply kept as "not
 * sent" would never go out, and the office should know to answer from its own mailbox. At most a
 * few replies per request a day, a number of replies an hour for the whole site and its hourly number of
 * office mails (shared with the booking mails), counted under the counters' locks so concurrent
 * sends cannot slip past them; past one nothing is written.
 */
export async function sendReply(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  input: SendReply,
): Promise<RequestReply> {
  const mail = config.mail;
  if (!mail) throw new AppError('CONFLICT', 'REPLY_MAIL_OFF');
  const replyId = await inTransaction(db, async (trx) => {
    const request = await requestOrNotFound(trx, input.id);
    const now = Date.now();
    const perRequest = { key: `reply-request:${request.id}`, max: REPLY_LIMITS.perRequestDay, windowMs: 24 * HOUR };
    // Counted for the site, not per administrator: an account made for the purpose adds nothing.
    const perHour = { key: 'reply-site', max: REPLY_LIMITS.perHour, windowMs: HOUR };
    const site = officeMailQuota(mail);
    const usedUp = await takeQuotaOrUsedUp(trx, [perRequest, perHour, site], now);
    if (usedUp) {
      const code =
        usedUp === perRequest ? 'REPLY_LIMIT_REQUEST' : usedUp === perHour ? 'REPLY_LIMIT_HOUR' : 'OFFICE_MAIL_LIMIT';
      throw new AppError('TOO_MANY_REQUESTS', code, { params: { maximum: usedUp.max } });
    }
    const outboxId = await queueReplyMail(trx, mail, request, input, new Date(now));
    const id = await insertRequestReply(trx, {
      contactRequestId: request.id,
      author: actor.username,
      template: input.template,
      subject: input.subject,
      body: input.body,
      outboxId,
    });
    if (request.status === 'nuova') await updateContactRequestStatus(trx, request.id, 'contattata');
    await recordAccess(trx, actor, 'CONTACT_REPLY_SENT', `richiesta ${request.id}: risposta ${id}`);
    return id;
  });
  outbox.queued();
  const reply = (await listRequestReplies(db, input.id)).find((item) => item.id === replyId);
  if (!reply) throw notFound('CONTACT_NOT_FOUND');
  return reply;
}
