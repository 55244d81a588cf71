import { type I18n, type Messages, setupI18n } from '@lingui/core';
import {
  COMPANY,
  type ContactRequest,
  CONTACT_SERVICES,
  ENCODED_WORD,
  formatNumber,
  type Language,
  LANGUAGE_CODES,
  languageInfo,
  type Office,
  type RentalTerms,
  type TradeIn,
} from '@nbt/validation';

import { escapeHtml } from '../pages/html.js';
import { serviceDetailRows } from '../contact/service-details-text.js';
import { CONFIRMATION, SERVICE_NAMES } from './mail.messages.js';
import { type RentalDetails, rentalRows, withoutPrices } from './mail.rental.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the mails say about the firm and the site, looked up when the request is stored. */
export interface MailFacts {
  /** PUBLIC_URL without a trailing slash; none: links are written as paths. */
  publicUrl: string | undefined;
  /** The phone the visitor may call: the main office's, or the firm's fixed one. */
  phone: string;
  /** The office the vehicle is collected from: the request's, else the main office. */
  office?: Office | undefined;
  /** The office the request returns the vehicle to, when it names one. */
  returnOffice?: Office | undefined;
  /** The vehicle's price is hidden from the public: the visitor's mails do not state one. */
  priceHidden?: boolean;
  /** The vehicle's rental terms, prices included, when it states any. */
  rentalTerms?: RentalTerms | null;
}

/**
 * One lingui instance per language, each holding that language's compiled catalog
 * (`lingui compile` writes src/locales/<language>/mail.ts; the bundler takes in every one).
 */
export const TRANSLATORS = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (locale) => {
      const { messages } = (await import(`../../locales/${locale}/mail.ts`)) as { messages: Messages };
      return [locale, setupI18n({ locale, messages: { [locale]: messages } })] as const;
    }),
  ),
) as Record<Language, I18n>;

/** Form values go into headers only through the mailer's encoders; a line break would still be a new line. */
export function singleLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

/**
 * A form value for a header (a subject, an address's name), on one line. Text holding something
 * shaped like an encoded-word (`=?…?=`, refused in new requests, possible in older ones) is
 * encoded whole as UTF-8 encoded-words: the mailer passes a valid encoded-word through untouched,
 * so readers would decode the visitor's one into other text (a line break and a forged `Bcc:`);
 * decoded once, ours show exactly what was typed.
 */
export function headerText(value: string): string {
  const line = singleLine(value);
  if (!ENCODED_WORD.test(line)) return line;
  const words: string[] = [];
  let chunk = '';
  for (const char of line) {
    // 45 bytes make 60 base64 characters: each word stays within the 75 an encoded-word may have.
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(' ');
}

function fullName(request: ContactRequest): string {
  return singleLine(`${request.firstName} ${request.lastName}`);
}

function link(facts: MailFacts, path: string): string {
  return `${facts.publicUrl ?? ''}${path}`;
}

/** The request's place in the back office: its tab, scrolled to its card. */
export function backOfficePath(requestId: number): string {
  return `/admin?tab=richieste#richiesta-${requestId}`;
}

const milanTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'full',
  timeStyle: 'short',
});
const languageNames = new Intl.DisplayNames('it', { type: 'language' });

/** Rows of label and value, as plain text lines and as an HTML table (every value escaped). */
export function table(rows: [string, string, string?][], dir: 'ltr' | 'rtl' = 'ltr') {
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const cells = rows
    .map(([label, value, href]) => {
      const shown = href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return (
        `<tr><th style="text-align:${dir === 'rtl' ? 'right' : 'left'};padding:4px 12px 4px 0;vertical-align:top;color:#555">` +
        `${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${shown}</td></tr>`
      );
    })
    .join('');
  return { text, html: `<table style="border-collapse:collapse">${cells}</table>` };
}

function page(body: string, language: Language): string {
  const { dir } = languageInfo(language);
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${body}</body></html>`
  );
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function quoted(text: string): string {
  return `<blockquote style="margin:8px 0;padding:8px 12px;border-inline-start:3px solid #c9a227;background:#f6f6f6;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;
}

/**
 * The office's notification, in Italian: every field of the request, where and when it was sent,
 * and the way to it in the back office. The visitor is the Reply-To, so answering answers them.
 */
export function officeMail(request: ContactRequest, facts: MailFacts): MailContent {
  const name = fullName(request);
  const subject = headerText(`Richiesta ${request.service} - ${name}`);
  const rows: [string, string, string?][] = [
    ['Nome', name],
    ['Email', request.email, `mailto:${request.email}`],
    ['Telefono', request.phone || 'Non fornito'],
    ['Servizio', request.service],
  ];
  if (request.vehicleId !== null) {
    const vehicleLink = link(facts, `/veicoli/${request.vehicleId}`);
    rows.push(['Veicolo', `${request.vehicleLabel ?? `n. ${request.vehicleId}`} (${vehicleLink})`, vehicleLink]);
  }
  if (request.tradeIn) rows.push(...tradeInRows(request.tradeIn));
  // For the office only, like the trade-in: the visitor's mail carries nothing they typed.
  if (request.serviceDetails) rows.push(...serviceDetailRows(request.serviceDetails));
  const rental = rentalOf(request, facts, true);
  if (rental) rows.push(...rentalRows(TRANSLATORS.it, 'it', rental));
  if (request.withOperator !== null)
    rows.push(['Operatore', request.withOperator ? 'Con operatore' : 'Senza operatore']);
  if (request.page) rows.push(['Pagina', link(facts, request.page), link(facts, request.page)]);
  rows.push(['Lingua', `${languageNames.of(request.language) ?? request.language} (${request.language})`]);
  rows.push(['Ricevuta', `${milanTime.format(new Date(request.createdAt))} (ora di Milano)`]);
  const details = table(rows);
  const adminLink = link(facts, backOfficePath(request.id));
  const intro = 'Nuova richiesta dal sito.';
  const replyHint = 'Per rispondere al cliente basta rispondere a questa e-mail.';
  const text = [
    intro,
    '',
    details.text,
    '',
    'Messaggio:',
    request.message,
    '',
    `Apri la richiesta nel back office: ${adminLink}`,
    replyHint,
  ].join('\n');
  const html = page(
    paragraph(intro) +
      details.html +
      `<p><strong>Messaggio:</strong></p>${quoted(request.message)}` +
      `<p><a href="${escapeHtml(adminLink)}">Apri la richiesta nel back office</a></p>` +
      paragraph(replyHint),
    'it',
  );
  return { subject, text, html };
}

/** The car offered in part exchange, for the office only: the visitor's mail carries nothing they typed. */
function tradeInRows(tradeIn: TradeIn): [string, string][] {
  const car = `${tradeIn.brand} ${tradeIn.model}, ${tradeIn.year}, ${formatNumber(tradeIn.kilometers, 'it')} km`;
  const rows: [string, string][] = [['Auto in permuta', car]];
  if (tradeIn.note) rows.push(['Note sulla permuta', tradeIn.note]);
  return rows;
}

/**
 * A first name shown in the greeting only when it looks like one: letters (with their accents),
 * joined by single spaces, apostrophes or hyphens, at most three words and 30 characters. Anything
 * else (a sentence, a link, digits, punctuation) gets the neutral greeting: the confirmation goes
 * to whatever address was typed, so it carries nothing else the visitor wrote.
 */
const NAME_LIKE = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim();
  if (name.length > 30 || !NAME_LIKE.test(name)) return undefined;
  return name.split(' ').length <= 3 ? name : undefined;
}

/** 'Gentile Mario,' in the visitor's language, or the neutral greeting when the name does not look like one. */
export function greetingLine(t: I18n, firstName: string): string {
  const name = greetingName(firstName);
  return name ? t._({ ...CONFIRMATION.greeting, values: { name } }) : t._(CONFIRMATION.neutralGreeting);
}

/**
 * The visitor's confirmation, in the language of the request, in the site's own words only: that
 * it arrived, which service (and vehicle) it was about, when, the promise of an answer, and how to
 * reach the firm sooner. No message, last name or link of the visitor's: sent to any address
 * typed into the form, it must not be a way to mail strangers one's own text.
 */
export function confirmationMail(request: ContactRequest, facts: MailFacts): MailContent {
  const t = TRANSLATORS[request.language];
  const brand = COMPANY.brand;
  const service = (CONTACT_SERVICES as readonly string[]).includes(request.service)
    ? t._(SERVICE_NAMES[request.service as keyof typeof SERVICE_NAMES])
    : '';
  const whatsapp = `https://wa.me/${COMPANY.whatsappNumber}`;
  const { dir } = languageInfo(request.language);

  const greeting = greetingLine(t, request.firstName);
  const received = t._(CONFIRMATION.received);
  const reply = t._({
    ...CONFIRMATION.reply,
    values: {
      hours: COMPANY.replyWithinHours,
      weekdays: COMPANY.hours.weekdays,
      saturday: COMPANY.hours.saturday,
    },
  });
  const summaryTitle = t._(CONFIRMATION.summary);
  const summaryRows: [string, string][] = [];
  if (service) summaryRows.push([t._(CONFIRMATION.service), service]);
  if (request.vehicleLabel) summaryRows.push([t._(CONFIRMATION.vehicle), request.vehicleLabel]);
  const rental = rentalOf(request, facts, false);
  if (rental) summaryRows.push(...rentalRows(t, request.language, rental));
  summaryRows.push([t._(CONFIRMATION.time), receivedAt(request)]);
  const summary = table(summaryRows, dir);
  const contact = t._(CONFIRMATION.contact);
  const reach = table(
    [
      [t._(CONFIRMATION.phone), facts.phone, `tel:${facts.phone.replace(/[^\d+]/g, '')}`],
      [t._(CONFIRMATION.whatsapp), whatsapp, whatsapp],
    ],
    dir,
  );
  const signature = t._({ ...CONFIRMATION.signature, values: { brand } });
  const footer = t._({ ...CONFIRMATION.footer, values: { brand } });

  const { text, html } = visitorMail({
    language: request.language,
    greeting,
    intro: [received, reply],
    summaryTitle,
    summary,
    after: [contact],
    reach,
    signature,
    footer,
  });
  return { subject: singleLine(t._({ ...CONFIRMATION.subject, values: { brand } })), text, html };
}

/** The parts of a mail to the visitor, which all such mails lay out alike. */
export interface VisitorMailParts {
  language: Language;
  greeting: string;
  /** Paragraphs before the summary (one line each in the text). */
  intro: string[];
  summaryTitle: string;
  summary: { text: string; html: string };
  /** Paragraphs after the summary, the last one leading to `reach`. */
  after: string[];
  /** How to reach the firm. */
  reach: { text: string; html: string };
  signature: string;
  footer: string;
}

export function visitorMail(parts: VisitorMailParts): { text: string; html: string } {
  const text = [
    parts.greeting,
    '',
    ...parts.intro,
    '',
    parts.summaryTitle,
    parts.summary.text,
    '',
    parts.after.join('\n\n'),
    parts.reach.text,
    '',
    parts.signature,
    '',
    '--',
    parts.footer,
  ].join('\n');
  const html = page(
    paragraph(parts.greeting) +
      parts.intro.map(paragraph).join('') +
      `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(parts.summaryTitle)}</h2>` +
      parts.summary.html +
      parts.after.map(paragraph).join('') +
      parts.reach.html +
      paragraph(parts.signature) +
      `<p style="font-size:12px;color:#777">${escapeHtml(parts.footer)}</p>`,
    parts.language,
  );
  return { text, html };
}

/**
 * The rental part of a request with dates: the office sees the price it was quoted at; the visitor
 * only when the vehicle's price is public.
 */
export function rentalOf(request: ContactRequest, facts: MailFacts, forOffice: boolean): RentalDetails | undefined {
  const { pickupDate, returnDate } = request;
  if (pickupDate === null || returnDate === null) return undefined;
  return {
    period: { pickupDate, returnDate, pickupTime: request.pickupTime, returnTime: request.returnTime },
    office: facts.office,
    returnOffice: facts.returnOffice,
    quote: request.quote,
    priceCents: forOffice || !facts.priceHidden ? request.quotedPriceCents : null,
    terms: forOffice || !facts.priceHidden ? facts.rentalTerms : withoutPrices(facts.rentalTerms),
  };
}

/** When the request arrived, in the visitor's language, on the firm's clock (its zone named). */
function receivedAt(request: ContactRequest): string {
  return (
    new Intl.DateTimeFormat(request.language, {
      timeZone: 'Europe/Rome',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(request.createdAt)) + ` (${zoneName(request)})`
  );
}

function zoneName(request: ContactRequest): string {
  const parts = new Intl.DateTimeFormat(request.language, {
    timeZone: 'Europe/Rome',
    timeZoneName: 'short',
  }).formatToParts(new Date(request.createdAt));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'Europe/Rome';
}
