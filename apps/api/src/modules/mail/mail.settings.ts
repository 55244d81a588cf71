import { z } from 'zod';

import { numberBetween } from '../../number-setting.js';

/** How the server sends e-mail; absent when SMTP_URL is unset (no mail is sent). */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  smtpUrl: string;
  /** The sender, `address` or `Name <address>`. */
  from: string;
  /** The office's addresses; empty: the main office's e-mail at the time of each request. */
  notifyTo: string[];
  /** How many confirmations may go out, past which a request is stored and the office told without one. */
  confirmationLimits: ConfirmationLimits;
  /**
   * The office's replies and booking mails to visitors the whole site may queue in an hour, whoever
   * sends them: a second administrator account adds nothing to it.
   */
  officeMailsPerHour: number;
  /** Sent (and given-up) mails are deleted this long after. */
  retentionMs: number;
  /** Mails waiting at most: past it a new confirmation is not queued, and an office mail takes a waiting confirmation's place. */
  maxPending: number;
}

export interface ConfirmationLimits {
  /** From one client address (an IPv6 /64 counts as one) in an hour. */
  perAddressHour: number;
  /** To one recipient address in a day. */
  perRecipientDay: number;
  /** For the whole site in an hour. */
  perHour: number;
}

const email = z.email();
/** `Name <address>`: the name may not hold the characters that end or break an address. */
const NAMED_ADDRESS = /^([^<>"\r\n,;]*)<([^<>\s]+)>$/;

function isSender(value: string): boolean {
  const named = NAMED_ADDRESS.exec(value);
  return email.safeParse(named ? named[2] : value).success;
}

/** The mail settings, spread into the server's settings schema (see env.ts). */
export const MAIL_SETTINGS = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.it:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .refine(isSender, { error: 'an e-mail address, or a name and an address: NBT <noreply@example.it>' })
    .optional(),
  LEAD_NOTIFY_TO: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(email, { error: 'comma-separated e-mail addresses' }).max(20, { error: 'at most 20 addresses' }))
    .optional(),
  MAIL_CONFIRMATIONS_PER_ADDRESS: numberBetween(0, 1000).default(5),
  MAIL_CONFIRMATIONS_PER_RECIPIENT: numberBetween(0, 100).default(1),
  MAIL_CONFIRMATIONS_PER_HOUR: numberBetween(0, 100_000).default(50),
  MAIL_OFFICE_MAILS_PER_HOUR: numberBetween(0, 100_000).default(60),
  MAIL_RETENTION_DAYS: numberBetween(1, 3650).default(30),
  MAIL_MAX_PENDING: numberBetween(10, 1_000_000).default(500),
};

type MailEnv = {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  LEAD_NOTIFY_TO?: string[] | undefined;
  MAIL_CONFIRMATIONS_PER_ADDRESS: number;
  MAIL_CONFIRMATIONS_PER_RECIPIENT: number;
  MAIL_CONFIRMATIONS_PER_HOUR: number;
  MAIL_OFFICE_MAILS_PER_HOUR: number;
  MAIL_RETENTION_DAYS: number;
  MAIL_MAX_PENDING: number;
};

/** A server that sends mail must say who it sends as: a guessed sender would be refused or land in spam. */
export function checkMailSettings(env: MailEnv, ctx: z.RefinementCtx): void {
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required when SMTP_URL is set: the sender address' });
  }
}

export function mailConfig(env: MailEnv): MailConfig | undefined {
  if (env.SMTP_URL === undefined || env.MAIL_FROM === undefined) return undefined;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    notifyTo: env.LEAD_NOTIFY_TO ?? [],
    confirmationLimits: {
      perAddressHour: env.MAIL_CONFIRMATIONS_PER_ADDRESS,
      perRecipientDay: env.MAIL_CONFIRMATIONS_PER_RECIPIENT,
      perHour: env.MAIL_CONFIRMATIONS_PER_HOUR,
    },
    officeMailsPerHour: env.MAIL_OFFICE_MAILS_PER_HOUR,
    retentionMs: env.MAIL_RETENTION_DAYS * 24 * 3_600_000,
    maxPending: env.MAIL_MAX_PENDING,
  };
}
