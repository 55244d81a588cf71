// Contact requests without zod: the web app's public pages import these, the schemas in contact.ts build on them.
import type { IssueData } from './messages.js';
import { CONTACT_SERVICES } from './site.js';
import { EMAIL_PATTERN, ENCODED_WORD, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from './text-rules.js';

export const CONTACT_STATUSES = ['nuova', 'contattata', 'chiusa'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, page: 300 } as const;

/** The characters of a phone number: digits, spaces, + ( ) . / - */
export const CONTACT_PHONE_PATTERN = /^[+()0-9\s./-]*$/;
/** A path of this site (never `//host`, which would be another site), or nothing. */
export const CONTACT_PAGE_PATTERN = /^(\/(?!\/)[^\s\\]*)?$/;

/**
 * Where the e-mails of a request stand: `sent` once every one went out, `pending` while one waits
 * for the mail server (it is retried), `failed` when one was given up on, `off` when none was
 * queued because the server sends no e-mail.
 */
export const NOTIFICATION_STATES = ['sent', 'pending', 'failed', 'off'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * What became of the visitor's e-mail when the office confirmed a booking: `queued`; `off` (the
 * server sends no e-mail); `request_limit` (one already went for this request in the last 24 hours);
 * `site_limit` (the site's hourly number of office mails was reached). The booking stands in every case.
 */
export const BOOKING_MAIL_STATES = ['queued', 'off', 'request_limit', 'site_limit'] as const;
export type BookingMailState = (typeof BOOKING_MAIL_STATES)[number];

/** A dated request's vehicle: booked from this request, taken by another reservation, or free. */
export const REQUEST_AVAILABILITY = ['booked', 'taken', 'free'] as const;
export type RequestAvailability = (typeof REQUEST_AVAILABILITY)[number];

/** What the open back office polls to notice new requests and changed notification states. */
export interface InboxPulse {
  newCount: number;
  latestId: number | null;
  /** ISO time of the latest change to a request or one of its e-mails. */
  changedAt: string | null;
  /** False when the server sends no e-mail (SMTP_URL unset). */
  notificationsOn: boolean;
}

/** What a visitor types in the contact form. */
export interface ContactFormFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
}

/**
 * The contact form's fields checked as `ContactRequestInputSchema` checks them, without zod: the
 * first failure of each field, as the same codes and parameters. The browser checks with this
 * (zod stays off the home page); the server checks with the schema.
 */
export function contactFormIssues(values: ContactFormFields): IssueData[] {
  const text = (path: string, value: string, max: number, forbidden: RegExp): IssueData | undefined => {
    const trimmed = value.trim();
    if (trimmed.length < 1) return { path, code: 'too_small', minimum: 1, origin: 'string' };
    if (trimmed.length > max) return { path, code: 'too_big', maximum: max, origin: 'string' };
    if (forbidden.test(trimmed)) return { path, code: 'custom', params: { code: 'control_characters' } };
    return undefined;
  };
  const name = (path: string, value: string): IssueData | undefined =>
    text(path, value, CONTACT_LIMITS.name, SINGLE_LINE_FORBIDDEN) ??
    (ENCODED_WORD.test(value.trim()) ? { path, code: 'custom', params: { code: 'encoded_word' } } : undefined);
  const email = values.email.trim();
  const phone = values.phone.trim();
  const issues = [
    name('firstName', values.firstName),
    name('lastName', values.lastName),
    email.length < 1
      ? { path: 'email', code: 'too_small', minimum: 1, origin: 'string' }
      : email.length > CONTACT_LIMITS.email
        ? { path: 'email', code: 'too_big', maximum: CONTACT_LIMITS.email, origin: 'string' }
        : EMAIL_PATTERN.test(email)
          ? undefined
          : { path: 'email', code: 'invalid_format', format: 'email', origin: 'string' },
    phone.length > CONTACT_LIMITS.phone
      ? { path: 'phone', code: 'too_big', maximum: CONTACT_LIMITS.phone, origin: 'string' }
      : CONTACT_PHONE_PATTERN.test(phone)
        ? undefined
        : {
            path: 'phone',
            code: 'invalid_format',
            format: 'regex',
            origin: 'string',
            params: { code: 'invalid_phone' },
          },
    (CONTACT_SERVICES as readonly (string | null)[]).includes(values.service)
      ? undefined
      : { path: 'service', code: 'invalid_value', params: { code: 'choose_service' } },
    text('message', values.message, CONTACT_LIMITS.message, MULTI_LINE_FORBIDDEN),
  ];
  return issues.filter((issue): issue is IssueData => issue !== undefined);
}
