import type { NotificationState } from '@nbt/validation';
import type { ExpressionBuilder } from 'kysely';

import { type DB, inTransaction } from '../client.js';
import type { ConfirmationSkipped, Database, MailStatus } from '../schema.js';

/** An address as data: the name is encoded by the mailer, never written into a header as text. */
export interface MailAddress {
  name?: string;
  address: string;
}

/**
 * The office's notification, the visitor's receipt, the visitor's booking confirmation, and an
 * e-mail the office wrote to the visitor (`reply`, which is not one of the request's notifications).
 */
export type MailKind = 'office' | 'confirmation' | 'booking' | 'reply';

/** A file sent with a mail, its content as text (a calendar entry). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface NewOutboxMail {
  contactRequestId: number;
  kind: MailKind;
  to: MailAddress[];
  replyTo: MailAddress | null;
  language: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A mail a worker has claimed: it holds the claim until `leaseUntil`, by `claimToken`. */
export interface ClaimedMail extends NewOutboxMail {
  id: number;
  attempts: number;
  claimToken: string;
  giveUpAt: string;
  createdAt: string;
}

/** Queues mails to be sent from `now`; a mail still unsent at `giveUpAt` is marked failed. Answers their ids. */
export async function insertOutboxMails(
  db: DB,
  mails: NewOutboxMail[],
  times: { now: string; giveUpAt: string },
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        contact_request_id: mail.contactRequestId,
        kind: mail.kind,
        recipients: JSON.stringify(mail.to),
        reply_to: mail.replyTo ? JSON.stringify(mail.replyTo) : null,
        language: mail.language,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        next_attempt_at: times.now,
        give_up_at: times.giveUpAt,
        created_at: times.now,
        updated_at: times.now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Claims the next mail that is due (a waiting one whose time has come, or one whose sender's
 * lease ran out: that process died mid-send), or answers undefined. Office notifications go
 * first: a burst of confirmations never holds up the mail that tells the office of a lead. The claim is one UPDATE
 * guarded by the state it read, so when several processes race for one mail exactly one update
 * matches; the losers try the next mail. Works alike on SQLite and PostgreSQL (whose UPDATE
 * re-checks the condition on the row it waited for).
 */
export async function claimNextMail(
  db: DB,
  claim: { now: string; leaseUntil: string; token: string },
): Promise<ClaimedMail | undefined> {
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'lease_until'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', claim.now)]),
        ]),
      )
      .orderBy((eb) => eb.case().when('kind', '=', 'office').then(0).else(1).end())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const result = await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sending',
        claim_token: claim.token,
        lease_until: claim.leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: claim.now,
      }))
      .where('id', '=', candidate.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', claim.now)]),
        ]),
      )
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) continue;
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', candidate.id)
      .where('claim_token', '=', claim.token)
      .executeTakeFirst();
    if (!row) continue;
    return {
      id: row.id,
      contactRequestId: row.contact_request_id,
      kind: row.kind,
      to: JSON.parse(row.recipients) as MailAddress[],
      replyTo: row.reply_to ? (JSON.parse(row.reply_to) as MailAddress) : null,
      language: row.language,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [],
      attempts: Number(row.attempts),
      claimToken: token(row.claim_token),
      giveUpAt: row.give_up_at,
      createdAt: row.created_at,
    };
  }
  return undefined;
}

function token(value: string | null): string {
  if (value === null) throw new Error('claimed mail without a claim token');
  return value;
}

/**
 * Ends a claim: `sent`, `failed` (given up) or `pending` again at `nextAttemptAt`. Only the holder
 * of the claim may end it: answers false when the claim was lost (the lease ran out and another
 * process took the mail, or an administrator queued it again).
 */
export async function finishMailClaim(
  db: DB,
  mail: Pick<ClaimedMail, 'id' | 'claimToken'>,
  outcome:
    | { status: 'sent'; now: string }
    | { status: 'pending'; now: string; nextAttemptAt: string; error: string }
    | { status: 'failed'; now: string; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      claim_token: null,
      lease_until: null,
      updated_at: outcome.now,
      ...(outcome.status === 'sent'
        ? { sent_at: outcome.now, last_error: null }
        : { last_error: outcome.error.slice(0, 1000) }),
      ...(outcome.status === 'pending' ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('id', '=', mail.id)
    .where('claim_token', '=', mail.claimToken)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the next waiting mail is due (or a lease runs out), for the worker's sleep; undefined when none waits. */
export async function nextMailDueAt(db: DB): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.min(eb.case().when('status', '=', 'pending').then(eb.ref('next_attempt_at')).end()).as('next'),
      eb.fn.min(eb.case().when('status', '=', 'sending').then(eb.ref('lease_until')).end()).as('lease'),
    ])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  const times = [row?.next, row?.lease].filter((time): time is string => typeof time === 'string');
  return times.sort()[0];
}

/** How many notification mails a request has queued, of any state (the office's replies aside). */
export async function countOutboxMails(db: DB, contactRequestId: number): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('contact_request_id', '=', contactRequestId)
    .where('kind', '!=', 'reply')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Queues the mails of a request again, due now with a new give-up time: the office notification
 * whatever happened to it, the others unless they were sent. A mail being sent right now is left
 * to its sender. Answers how many were queued.
 */
export async function requeueOutboxMails(
  db: DB,
  contactRequestId: number,
  times: { now: string; giveUpAt: string },
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: times.now,
      give_up_at: times.giveUpAt,
      claim_token: null,
      lease_until: null,
      last_error: null,
      updated_at: times.now,
    })
    .where('contact_request_id', '=', contactRequestId)
    // A reply is the office's own mail, sent once: resending the notifications never repeats it.
    .where('kind', '!=', 'reply')
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['pending', 'failed']),
        eb.and([eb('status', '=', 'sent'), eb('kind', '=', 'office')]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The statuses of the notification mails of each request that has any (the office's replies have their own). */
export async function listOutboxStatuses(db: DB, contactRequestIds?: number[]): Promise<Map<number, Set<MailStatus>>> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['contact_request_id', 'status'])
    .where('kind', '!=', 'reply')
    .groupBy(['contact_request_id', 'status']);
  if (contactRequestIds) {
    if (contactRequestIds.length === 0) return new Map();
    query = query.where('contact_request_id', 'in', contactRequestIds);
  }
  const statuses = new Map<number, Set<MailStatus>>();
  for (const row of await query.execute()) {
    const id = Number(row.contact_request_id);
    const set = statuses.get(id) ?? new Set<MailStatus>();
    set.add(row.status);
    statuses.set(id, set);
  }
  return statuses;
}

/**
 * One state for the mails of a request: failed when one was given up on, pending while one
 * waits, sent when all went out (or were deleted after the retention period), off when none was
 * ever queued (the server sends no e-mail).
 */
export function notificationState(statuses: Set<MailStatus> | undefined, pruned = false): NotificationState {
  if (!statuses || statuses.size === 0) return pruned ? 'sent' : 'off';
  if (statuses.has('failed')) return 'failed';
  if (statuses.has('pending') || statuses.has('sending')) return 'pending';
  return 'sent';
}

/** The latest change to any mail, for the back office's inbox to notice updates. */
export async function latestOutboxChange(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirst();
  return row?.latest ?? null;
}

/** The outbox at a glance, for monitoring: mails waiting (or being sent), given up, and the oldest waiting one's creation. */
export interface OutboxFigures {
  pending: number;
  failed: number;
  /** When the oldest mail still waiting was queued; undefined when none waits. */
  oldestPendingAt: string | undefined;
}

export async function outboxFigures(db: DB): Promise<OutboxFigures> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.min<string>('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const figures: OutboxFigures = { pending: 0, failed: 0, oldestPendingAt: undefined };
  for (const row of rows) {
    if (row.status === 'failed') {
      figures.failed = Number(row.count);
      continue;
    }
    figures.pending += Number(row.count);
    if (figures.oldestPendingAt === undefined || row.oldest < figures.oldestPendingAt)
      figures.oldestPendingAt = row.oldest;
  }
  return figures;
}

/** Mails waiting to be sent or being sent: what the outbox's cap counts. */
export async function countPendingMails(db: DB): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records why a request's visitor got no confirmation. */
export async function markConfirmationSkipped(
  db: DB,
  contactRequestId: number,
  reason: ConfirmationSkipped,
): Promise<void> {
  await db
    .updateTable('contact_requests')
    .set({ confirmation_skipped: reason })
    .where('id', '=', contactRequestId)
    .execute();
}

/**
 * Deletes the oldest confirmation still waiting (not one being sent), to make room for an office
 * notification, and records on its request that the confirmation was skipped. Answers whether one
 * was found.
 */
export async function dropOldestPendingConfirmation(db: DB): Promise<boolean> {
  const oldest = await db
    .selectFrom('mail_outbox')
    .select(['id', 'contact_request_id'])
    .where('kind', '=', 'confirmation')
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return false;
  const deleted = await db
    .deleteFrom('mail_outbox')
    .where('id', '=', oldest.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) return false;
  await markConfirmationSkipped(db, Number(oldest.contact_request_id), 'outbox_full');
  return true;
}

/**
 * Deletes the mails sent, or given up on, before `before`, and notes on their requests when, so
 * they still show as sent. Waiting mails are never deleted here. Answers how many were deleted.
 */
export async function pruneOutbox(db: DB, before: string, now: string): Promise<number> {
  const old = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.and([eb('status', 'in', ['sent', 'failed']), eb('updated_at', '<', before)]);
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('contact_requests')
      .set({ mails_pruned_at: now })
      .where('id', 'in', (eb) =>
        eb.selectFrom('mail_outbox').select('contact_request_id').where(old).where('kind', '!=', 'reply'),
      )
      .execute();
    // A reply keeps the last state of its mail, which is about to go.
    for (const status of ['sent', 'failed'] as const) {
      await trx
        .updateTable('contact_request_replies')
        .set({ status, outbox_id: null, updated_at: now })
        .where('outbox_id', 'in', (eb) =>
          eb.selectFrom('mail_outbox').select('id').where(old).where('kind', '=', 'reply').where('status', '=', status),
        )
        .execute();
    }
    const result = await trx.deleteFrom('mail_outbox').where(old).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
