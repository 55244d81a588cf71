import { randomUUID } from 'node:crypto';

import { type DB } from '@nbt/db/client';
import { claimNextMail, type ClaimedMail, finishMailClaim, nextMailDueAt, pruneOutbox } from '@nbt/db/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

import { storageFailure } from '../../errors.js';
import { failureReason } from '../../lib/database-outage.js';
import { type OutboxSignal, retryDelayMs } from './mail.service.js';

export interface MailWorkerOptions {
  db: DB;
  transport: Transporter;
  /** The sender (MAIL_FROM). */
  from: string;
  log: FastifyBaseLogger;
  /** What wakes the worker when this app queues mails. */
  outbox: OutboxSignal;
  /** How often to look for mails queued by other processes or due for a retry. */
  pollMs?: number;
  /**
   * How long a claim holds: past it, another process takes the mail over (its sender died). Longer
   * than any send can last with the transport's timeouts.
   */
  leaseMs?: number;
  /** The time; the tests move it forward to reach a retry without waiting for it. */
  clock?: () => Date;
  /** How long a stop waits for the mail being sent before cutting its connection. */
  stopGraceMs?: number;
  /** Sent and given-up mails are deleted this long after (MAIL_RETENTION_DAYS). */
  retentionMs: number;
  /** How often the worker deletes them. */
  pruneEveryMs?: number;
}

export interface MailWorker {
  start(): void;
  /**
   * Stops taking mails and waits for the one being sent, at most `stopGraceMs`: then its connection is
   * cut and the mail stays queued for the next start.
   */
  stop(): Promise<void>;
  /** Sends every mail that is due now, one at a time; answers how many were sent. */
  runOnce(): Promise<number>;
  /** Deletes the mails sent or given up on more than the retention period ago; answers how many. */
  prune(): Promise<number>;
}

/**
 * The receipt answers the visitor's request; the booking confirmation is the office's act, sent by
 * the site. The office's notification and its replies are written for people, not automatic.
 */
const AUTO_SUBMITTED: Partial<Record<ClaimedMail['kind'], string>> = {
  confirmation: 'auto-replied',
  booking: 'auto-generated',
};

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
    return [code, responseCode, error.message].filter(Boolean).join(' ');
  }
  return String(error);
}

/**
 * Sends the outbox: claims one due mail at a time (a claim no other process can share), sends it,
 * marks it sent; a failure is tried again later (see retryDelayMs) until the mail is two days
 * old, then marked failed. Wakes when this process queues mails, and polls for the rest.
 */
export function createMailWorker({
  db,
  transport,
  from,
  log,
  outbox,
  pollMs = 5_000,
  leaseMs = 5 * 60_000,
  clock = () => new Date(),
  stopGraceMs = 10_000,
  retentionMs,
  pruneEveryMs = 3_600_000,
}: MailWorkerOptions): MailWorker {
  let prunedAt = 0;
  let running = false;
  let stopping = false;
  /** Mails were queued since the last drain began: the loop drains again instead of sleeping. */
  let woken = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  let draining: Promise<number> | undefined;
  let abort = new AbortController();

  async function send(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        // A reply is plain text: no HTML part.
        html: mail.html || undefined,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        // Automatic mails (RFC 3834): auto-responders and vacation notices do not answer them back.
        headers: {
          'Content-Language': mail.language,
          ...(AUTO_SUBMITTED[mail.kind] ? { 'Auto-Submitted': AUTO_SUBMITTED[mail.kind] } : {}),
        },
        // nodemailer ends the SMTP session of an aborted send (its typings do not list the option yet).
        ...{ signal: abort.signal },
      });
    } catch (error) {
      const now = clock();
      const message = describeError(error);
      if (now.toISOString() >= mail.giveUpAt) {
        log.error({ mailId: mail.id, err: message }, 'mail given up after two days of failures');
        await finishMailClaim(db, mail, { status: 'failed', now: now.toISOString(), error: message });
      } else {
        const age = now.getTime() - new Date(mail.createdAt).getTime();
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(age)).toISOString();
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, nextAttemptAt, err: message },
          'mail not sent, will retry',
        );
        await finishMailClaim(db, mail, { status: 'pending', now: now.toISOString(), nextAttemptAt, error: message });
      }
      return false;
    }
    const sent = await finishMailClaim(db, mail, { status: 'sent', now: clock().toISOString() });
    if (!sent) log.warn({ mailId: mail.id }, 'mail sent after its claim was taken over');
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    const token = randomUUID();
    while (true) {
      const now = clock();
      const mail = await claimNextMail(db, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        token,
      });
      if (!mail) return sent;
      if (await send(mail)) sent++;
      // A stop during a send ends the drain after that mail: the rest stay queued for the next start.
      if (stopping) return sent;
    }
  }

  /** One drain at a time in this process: a wake during a drain is answered by the same drain. */
  function runOnce(): Promise<number> {
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  async function sleep(): Promise<void> {
    if (woken) return;
    let delay = pollMs;
    try {
      const due = await nextMailDueAt(db);
      // At least a moment between drains, so a mail that is due but lost to another process's claim
      // is not asked for again in a busy loop.
      if (due) delay = Math.max(50, Math.min(pollMs, new Date(due).getTime() - clock().getTime()));
    } catch {
      // The poll interval then.
    }
    if (woken || !running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wake = undefined;
  }

  async function prune(): Promise<number> {
    const now = clock();
    prunedAt = now.getTime();
    const deleted = await pruneOutbox(db, new Date(now.getTime() - retentionMs).toISOString(), now.toISOString());
    if (deleted > 0) log.info({ deleted }, 'old sent and given-up mails deleted from the outbox');
    return deleted;
  }

  /** Whether the last round found the database not answering: an outage is logged once, not every poll. */
  let waitingForDatabase = false;

  async function run(): Promise<void> {
    while (running) {
      woken = false;
      try {
        if (clock().getTime() - prunedAt >= pruneEveryMs) await prune();
        await runOnce();
        if (waitingForDatabase) log.info('mail worker reads the outbox again');
        waitingForDatabase = false;
      } catch (error) {
        if (storageFailure(error)?.messageCode !== 'TEMPORARILY_UNAVAILABLE') {
          log.error({ err: error }, 'mail worker could not read the outbox');
        } else if (!waitingForDatabase) {
          waitingForDatabase = true;
          log.warn({ reason: failureReason(error) }, 'mail worker waits for the database');
        }
      }
      if (!running) return;
      await sleep();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      abort = new AbortController();
      unsubscribe = outbox.onQueued(() => {
        woken = true;
        wake?.();
      });
      loop = run();
    },
    async stop() {
      running = false;
      stopping = true;
      unsubscribe?.();
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, stopGraceMs);
      });
      await Promise.race([loop, grace]);
      clearTimeout(timer);
      abort.abort();
      await loop;
      loop = undefined;
    },
    runOnce,
    prune,
  };
}
