import { EventEmitter } from 'node:events';

import {
  countOutboxMails,
  type DB,
  findContactRequestById,
  insertOutboxMails,
  listOffices,
  type NewOutboxMail,
  requeueOutboxMails,
} from '@nbt/db';
import { COMPANY, type ContactRequest } from '@nbt/validation';

import type { AppConfig } from '../../env.js';
import { confirmationMail, type MailFacts, officeMail, singleLine } from './mail.templates.js';

/** A mail still unsent this long after it was queued is given up on (and shown as failed). */
export const GIVE_UP_AFTER_MS = 48 * 3_600_000;

/**
 * The wait before the next try of a mail that failed, by how long ago it was queued: every 30 s
 * for the first ten minutes (a mail server restarting), then less and less often up to every
 * 30 minutes, until the mail is two days old.
 */
export function retryDelayMs(ageMs: number): number {
  if (ageMs < 10 * 60_000) return 30_000;
  if (ageMs < 3_600_000) return 5 * 60_000;
  if (ageMs < 6 * 3_600_000) return 15 * 60_000;
  return 30 * 60_000;
}

/**
 * Wakes the mail workers of this process when mails were queued, so a new request's mails go out
 * at once rather than at the next poll. Workers in other processes find them by polling.
 */
const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);

export function onMailQueued(listener: () => void): () => void {
  outboxSignal.on('queued', listener);
  return () => outboxSignal.off('queued', listener);
}

export function mailQueued(): void {
  outboxSignal.emit('queued');
}

/** The office's addresses and phone: the settings', else the main office's, else the firm's fixed ones. */
async function lookUpFacts(db: DB, config: AppConfig): Promise<MailFacts & { officeTo: string[] }> {
  const [mainOffice] = await listOffices(db);
  const officeEmail = mainOffice?.email || COMPANY.email;
  return {
    publicUrl: config.publicUrl,
    phone: mainOffice?.phone || COMPANY.phone,
    officeTo: config.mail?.notifyTo.length ? config.mail.notifyTo : [officeEmail],
  };
}

function requestMails(request: ContactRequest, facts: MailFacts & { officeTo: string[] }): NewOutboxMail[] {
  const visitor = { name: singleLine(`${request.firstName} ${request.lastName}`), address: request.email };
  return [
    {
      contactRequestId: request.id,
      kind: 'office',
      to: facts.officeTo.map((address) => ({ address })),
      replyTo: visitor,
      language: 'it',
      ...officeMail(request, facts),
    },
    {
      contactRequestId: request.id,
      kind: 'confirmation',
      to: [visitor],
      replyTo: null,
      language: request.language,
      ...confirmationMail(request, facts),
    },
  ];
}

/**
 * Queues the office notification and the visitor's confirmation of a stored request, in the
 * caller's transaction: they are stored with the request or not at all. Nothing is queued when
 * the server sends no e-mail (SMTP_URL unset): the back office shows notifications as off.
 */
export async function queueRequestMails(trx: DB, config: AppConfig, requestId: number, now = new Date()) {
  if (!config.mail) return;
  const request = await findContactRequestById(trx, requestId);
  if (!request) return;
  const mails = requestMails(request, await lookUpFacts(trx, config));
  await insertOutboxMails(trx, mails, {
    now: now.toISOString(),
    giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
  });
}

/**
 * Sends a request's mails again: the office notification always, the confirmation unless it went
 * out; a request stored while mail was off gets both for the first time. Answers whether any was queued.
 */
export async function requeueRequestMails(trx: DB, config: AppConfig, requestId: number, now = new Date()) {
  if ((await countOutboxMails(trx, requestId)) === 0) {
    await queueRequestMails(trx, config, requestId, now);
    return (await countOutboxMails(trx, requestId)) > 0;
  }
  const queued = await requeueOutboxMails(trx, requestId, {
    now: now.toISOString(),
    giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
  });
  return queued > 0;
}
