// Contact requests without zod: the web app's public pages import these, the schemas in contact.ts build on them.
import type { ContactRequestData } from './contact.js';

/** The six services of the contact form, stored as written here. */
export const CONTACT_SERVICES = [
  'Noleggio Auto di Lusso',
  'Vendita Veicoli',
  'Trasporti Pesanti',
  'Movimento Terra',
  'Autoriparazioni',
  'Autolavaggio',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

export const CONTACT_STATUSES = ['nuova', 'contattata', 'chiusa'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, page: 300 } as const;

/** The languages a request can be written in: the site's seven, Italian first (the default). */
export const CONTACT_LANGUAGES = ['it', 'en', 'fr', 'de', 'es', 'zh', 'ar'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/**
 * Where the e-mails of a request stand: `sent` once every one went out, `pending` while one waits
 * for the mail server (it is retried), `failed` when one was given up on, `off` when none was
 * queued because the server sends no e-mail.
 */
export const NOTIFICATION_STATES = ['sent', 'pending', 'failed', 'off'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export interface ContactRequest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  vehicleId: number | null;
  vehicleLabel: string | null;
  status: ContactStatus;
  /** The language of the page the request was sent from: the visitor's confirmation is written in it. */
  language: ContactLanguage;
  /** The site path the form was on (e.g. `/de/veicoli/4`); null for requests that did not say. */
  page: string | null;
  notification: NotificationState;
  createdAt: string;
}

/** What the open back office polls to notice new requests and changed notification states. */
export interface InboxPulse {
  newCount: number;
  latestId: number | null;
  /** ISO time of the latest change to a request or one of its e-mails. */
  changedAt: string | null;
  /** False when the server sends no e-mail (SMTP_URL unset). */
  notificationsOn: boolean;
}

/** The prefilled email draft opened after a successful send. */
export function contactMailto(
  to: string,
  data: Pick<ContactRequestData, 'firstName' | 'lastName' | 'email' | 'phone' | 'service' | 'message'>,
): string {
  const subject = `Richiesta ${data.service} - ${data.firstName} ${data.lastName}`;
  const body = [
    `Nome: ${data.firstName} ${data.lastName}`,
    `Email: ${data.email}`,
    `Telefono: ${data.phone || 'Non fornito'}`,
    `Servizio: ${data.service}`,
    '',
    'Messaggio:',
    data.message,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
