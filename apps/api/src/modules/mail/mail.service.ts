import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';

import { type DB } from '@nbt/db/client';
import { findContactRequestById } from '@nbt/db/contact';
import {
  countOutboxMails,
  countPendingMails,
  dropOldestPendingConfirmation,
  insertOutboxMails,
  markConfirmationSkipped,
  type NewOutboxMail,
  requeueOutboxMails,
} from '@nbt/db/mail';
import { findOfficeById, listOffices } from '@nbt/db/offices';
import { nextMailSequence } from '@nbt/db/reservations';
import { findVehicleById } from '@nbt/db/vehicles';
import {
  type BookingMailState,
  COMPANY,
  type ContactRequest,
  type ReplyDraft,
  type Reservation,
  statedRentalTerms,
} from '@nbt/validation';

import type { AppConfig } from '../../env.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { type Quota, takeQuota, takeQuotaOrUsedUp } from '../rate-limit/rate-limit.service.js';
import { bookingMail, type BookingMailKind } from './booking-mail.js';
import { confirmationMail, headerText, type MailFacts, officeMail } from './mail.templates.js';
import type { ConfirmationLimits, MailConfig } from './mail.settings.js';
import { replyDrafts, replyMail } from './reply-mail.js';

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
 * Wakes the mail worker of one app when mails were queued, so a new request's mails go out at once
 * rather than at the next poll. Workers in other processes find them by polling.
 */
export interface OutboxSignal {
  queued(): void;
  onQueued(listener: () => void): () => void;
}

/** The signal of one app instance: two apps in one process (the tests) never wake each other's worker. */
export function createOutboxSignal(): OutboxSignal {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    queued: () => void emitter.emit('queued'),
    onQueued(listener) {
      emitter.on('queued', listener);
      return () => emitter.off('queued', listener);
    },
  };
}

/**
 * The office's addresses and phone: the settings', else the main office's, else the firm's fixed
 * ones; the request's pick-up office (else the main one) and whether its vehicle's price is hidden.
 */
async function lookUpFacts(
  db: DB,
  config: AppConfig,
  request: ContactRequest,
  vehicleId: number | null = request.vehicleId,
): Promise<MailFacts & { officeTo: string[]; officeEmail: string }> {
  const [mainOffice] = await listOffices(db);
  const officeEmail = mainOffice?.email || COMPANY.email;
  const pickupOffice = request.pickupOfficeId === null ? undefined : await findOfficeById(db, request.pickupOfficeId);
  const returnOffice = request.returnOfficeId === null ? undefined : await findOfficeById(db, request.returnOfficeId);
  const vehicle = vehicleId === null ? undefined : await findVehicleById(db, vehicleId);
  return {
    publicUrl: config.publicUrl,
    phone: mainOffice?.phone || COMPANY.phone,
    officeEmail,
    officeTo: config.mail?.notifyTo.length ? config.mail.notifyTo : [officeEmail],
    office: pickupOffice ?? mainOffice,
    returnOffice,
    priceHidden: vehicle?.hide_price ?? false,
    rentalTerms: vehicle ? statedRentalTerms(vehicle) : null,
  };
}

function officeNotification(request: ContactRequest, facts: MailFacts & { officeTo: string[] }): NewOutboxMail {
  return {
    contactRequestId: request.id,
    kind: 'office',
    to: facts.officeTo.map((address) => ({ address })),
    replyTo: { name: headerText(`${request.firstName} ${request.lastName}`), address: request.email },
    language: 'it',
    ...officeMail(request, facts),
  };
}

/** The confirmation goes to the bare address: a name the visitor typed has no place in its headers. */
function confirmation(request: ContactRequest, facts: MailFacts): NewOutboxMail {
  return {
    contactRequestId: request.id,
    kind: 'confirmation',
    to: [{ address: request.email }],
    replyTo: null,
    language: request.language,
    ...confirmationMail(request, facts),
  };
}

const HOUR = 3_600_000;

type QueueTimes = { now: string; giveUpAt: string };

function queueTimes(now: Date): QueueTimes {
  return { now: now.toISOString(), giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString() };
}

/**
 * The confirmation limits a request is counted against: its client's address (an IPv6 /64 as
 * one), its recipient (kept as a hash: the counter needs no readable address) and the whole site.
 * Without a client address (an administrator sending again) the first is left out.
 */
function confirmationQuotas(
  limits: ConfirmationLimits,
  recipient: string,
  clientIp: string | null | undefined,
): Quota[] {
  const quotas: Quota[] = [];
  if (clientIp !== undefined) {
    quotas.push({ key: `confirm-from:${addressGroup(clientIp)}`, max: limits.perAddressHour, windowMs: HOUR });
  }
  const hashed = createHash('sha256').update(recipient.trim().toLowerCase()).digest('base64url');
  quotas.push({ key: `confirm-to:${hashed}`, max: limits.perRecipientDay, windowMs: 24 * HOUR });
  quotas.push({ key: 'confirm-all', max: limits.perHour, windowMs: HOUR });
  return quotas;
}

/**
 * Queues a mail that must go out (the office notification, a booking confirmation), taking a
 * waiting confirmation's place when the outbox is at its cap, so a lead is never lost to a flood.
 */
async function queueOfficeMail(trx: DB, mail: MailConfig, item: NewOutboxMail, times: QueueTimes): Promise<void> {
  if ((await countPendingMails(trx)) >= mail.maxPending) await dropOldestPendingConfirmation(trx);
  await insertOutboxMails(trx, [item], times);
}

/**
 * Queues the visitor's confirmation when the limits allowed it and the outbox has room; otherwise
 * the request records that it was skipped.
 */
async function queueConfirmation(
  trx: DB,
  mail: MailConfig,
  item: NewOutboxMail,
  allowed: boolean,
  times: QueueTimes,
): Promise<boolean> {
  if (!allowed) {
    await markConfirmationSkipped(trx, item.contactRequestId, 'limit');
    return false;
  }
  if ((await countPendingMails(trx)) >= mail.maxPending) {
    await markConfirmationSkipped(trx, item.contactRequestId, 'outbox_full');
    return false;
  }
  await insertOutboxMails(trx, [item], times);
  return true;
}

export interface QueueOptions {
  /** The client that sent the request, counted by the confirmation limits; none for an administrator's resend. */
  clientIp?: string | null | undefined;
  /** Only the office notification (the confirmation's turn has passed). */
  officeOnly?: boolean;
  now?: Date;
}

/**
 * Queues the office notification and, within its limits, the visitor's confirmation of a stored
 * request, in the caller's transaction: they are stored with the request or not at all. Nothing
 * is queued when the server sends no e-mail (SMTP_URL unset): the back office shows notifications
 * as off. Answers whether the confirmation was queued.
 */
export async function queueRequestMails(
  trx: DB,
  config: AppConfig,
  requestId: number,
  { clientIp, officeOnly = false, now = new Date() }: QueueOptions = {},
): Promise<{ confirmation: boolean }> {
  const mail = config.mail;
  if (!mail) return { confirmation: false };
  const request = await findContactRequestById(trx, requestId);
  if (!request) return { confirmation: false };
  const facts = await lookUpFacts(trx, config, request);
  const times = queueTimes(now);
  // The limits are counted before anything is queued, under their counters' locks, so concurrent
  // requests cannot all slip under them.
  const allowed =
    !officeOnly &&
    (await takeQuota(trx, confirmationQuotas(mail.confirmationLimits, request.email, clientIp), now.getTime()));
  await queueOfficeMail(trx, mail, officeNotification(request, facts), times);
  if (officeOnly) return { confirmation: false };
  return { confirmation: await queueConfirmation(trx, mail, confirmation(request, facts), allowed, times) };
}

/**
 * Sends a request's mails again: the office notification always, the confirmation unless it went
 * out or was skipped; a request stored while mail was off gets both for the first time (the
 * confirmation within the recipient's and the site's limits). Answers whether any was queued.
 */
export async function requeueRequestMails(trx: DB, config: AppConfig, requestId: number, now = new Date()) {
  if ((await countOutboxMails(trx, requestId)) === 0) {
    // Mails deleted after the retention period went out: only the office is told again.
    const request = await findContactRequestById(trx, requestId);
    await queueRequestMails(trx, config, requestId, { officeOnly: request?.notification === 'sent', now });
    return (await countOutboxMails(trx, requestId)) > 0;
  }
  const queued = await requeueOutboxMails(trx, requestId, queueTimes(now));
  return queued > 0;
}

/**
 * The mails an administrator makes the site send to a visitor (replies, booking mails), counted for
 * the whole site: a limit per administrator alone would end when one administrator creates another.
 */
export function officeMailQuota(mail: MailConfig): Quota {
  return { key: 'office-mails', max: mail.officeMailsPerHour, windowMs: HOUR };
}

/** One booking confirmation per request a day: confirming, deleting and confirming again mails the visitor once. */
function bookingQuota(requestId: number): Quota {
  return { key: `booking-mail:${requestId}`, max: 1, windowMs: 24 * HOUR };
}

/**
 * Queues the visitor's booking confirmation of a request the office just booked, in the caller's
 * transaction, within one per request a day and the site's hourly number of office mails (counted
 * under the counters' locks, so concurrent confirmations cannot slip past them). Past either the
 * booking stands and no mail is queued: the answer says which limit held it back. Like the office's
 * notification it takes a waiting receipt's place when the outbox is full.
 */
export async function queueBookingMail(
  trx: DB,
  config: AppConfig,
  request: ContactRequest,
  reservation: Reservation,
  now = new Date(),
): Promise<BookingMailState> {
  const mail = config.mail;
  if (!mail) return 'off';
  const perRequest = bookingQuota(request.id);
  const usedUp = await takeQuotaOrUsedUp(trx, [perRequest, officeMailQuota(mail)], now.getTime());
  if (usedUp) return usedUp === perRequest ? 'request_limit' : 'site_limit';
  await queueBookingItem(trx, config, mail, request, reservation, 'confirmed', now);
  return 'queued';
}

/** Builds a booking mail with the next SEQUENCE of the booking's calendar file and queues it. */
async function queueBookingItem(
  trx: DB,
  config: AppConfig,
  mail: MailConfig,
  request: ContactRequest,
  reservation: Reservation,
  kind: BookingMailKind,
  now: Date,
): Promise<void> {
  const facts = await lookUpFacts(trx, config, request, reservation.vehicleId);
  const sequence = await nextMailSequence(trx, reservation.id);
  const item: NewOutboxMail = {
    contactRequestId: request.id,
    kind: 'booking',
    to: [{ address: request.email }],
    replyTo: null,
    language: request.language,
    ...bookingMail(request, reservation, facts, kind, { sequence, organizerEmail: facts.officeEmail }),
  };
  await queueOfficeMail(trx, mail, item, queueTimes(now));
}

/**
 * Queues the customer's mail about a change of the dates or vehicle of a booking made from their
 * request, or about its cancellation, in the caller's transaction, within the site's hourly number
 * of office mails only: each change is news the customer needs. Answers `none` when the booking
 * came from no request (or one without an address): nobody is to be told.
 */
export async function queueBookingChangeMail(
  trx: DB,
  config: AppConfig,
  reservation: Reservation,
  kind: Exclude<BookingMailKind, 'confirmed'>,
  now = new Date(),
): Promise<BookingMailState | 'none'> {
  if (reservation.contactRequestId === null) return 'none';
  const request = await findContactRequestById(trx, reservation.contactRequestId);
  if (!request?.email) return 'none';
  const mail = config.mail;
  if (!mail) return 'off';
  if (await takeQuotaOrUsedUp(trx, [officeMailQuota(mail)], now.getTime())) return 'site_limit';
  await queueBookingItem(trx, config, mail, request, reservation, kind, now);
  return 'queued';
}

/** The ready texts of a reply to a request, in its language, with the office's phone. */
export async function draftReplies(db: DB, config: AppConfig, request: ContactRequest): Promise<ReplyDraft[]> {
  const facts = await lookUpFacts(db, config, request);
  return replyDrafts(request, facts.phone);
}

/**
 * Queues the office's reply to a request's visitor, in the caller's transaction, and answers its
 * outbox id. Like the office's other mails it goes from MAIL_FROM to the bare address the visitor
 * typed (no name of theirs in a header), with the office's address as Reply-To, and takes a waiting
 * receipt's place when the outbox is full. The caller checks that mail is on.
 */
export async function queueReplyMail(
  trx: DB,
  mail: MailConfig,
  request: ContactRequest,
  reply: { subject: string; body: string },
  now = new Date(),
): Promise<number> {
  const [mainOffice] = await listOffices(trx);
  const item: NewOutboxMail = {
    contactRequestId: request.id,
    kind: 'reply',
    to: [{ address: request.email }],
    replyTo: { address: mainOffice?.email || COMPANY.email },
    language: request.language,
    ...replyMail(reply.subject, reply.body),
  };
  if ((await countPendingMails(trx)) >= mail.maxPending) await dropOldestPendingConfirmation(trx);
  const [id] = await insertOutboxMails(trx, [item], queueTimes(now));
  return id!;
}
