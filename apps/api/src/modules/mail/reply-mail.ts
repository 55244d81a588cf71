import {
  COMPANY,
  type ContactRequest,
  languageInfo,
  type ReplyDraft,
  type ReplyTemplate,
  REPLY_TEMPLATES,
} from '@nbt/validation';

import { CONFIRMATION, REPLY } from './mail.messages.js';
import { greetingLine, headerText, TRANSLATORS } from './mail.templates.js';

const TEXTS = {
  received: [REPLY.receivedSubject, REPLY.receivedBody],
  available: [REPLY.availableSubject, REPLY.availableBody],
  unavailable: [REPLY.unavailableSubject, REPLY.unavailableBody],
  quote: [REPLY.quoteSubject, REPLY.quoteBody],
} as const satisfies Record<ReplyTemplate, readonly [unknown, unknown]>;

/**
 * The ready texts of a reply in the language the request was sent in: the greeting, the text, the
 * vehicle asked about, the office's phone and the signature, for the office to edit.
 */
export function replyDrafts(request: ContactRequest, phone: string): ReplyDraft[] {
  const language = request.language;
  const t = TRANSLATORS[language];
  const brand = COMPANY.brand;
  // A phone number keeps its order (+39 first) inside right-to-left text.
  const shownPhone = languageInfo(language).dir === 'rtl' ? `\u2066${phone}\u2069` : phone;
  return REPLY_TEMPLATES.map((template) => {
    const [subject, body] = TEXTS[template];
    const lines = [greetingLine(t, request.firstName), '', t._(body)];
    if (request.vehicleLabel) lines.push('', `${t._(CONFIRMATION.vehicle)}: ${request.vehicleLabel}`);
    lines.push(
      '',
      `${t._(CONFIRMATION.phone)}: ${shownPhone}`,
      '',
      t._(REPLY.closing),
      t._({ ...CONFIRMATION.signature, values: { brand } }),
    );
    return { template, language, subject: t._({ ...subject, values: { brand } }), body: lines.join('\n') };
  });
}

/**
 * The reply as the outbox keeps it: the office's subject on one line (through the header encoder,
 * like every typed header text) and its body as plain text, with no HTML part.
 */
export function replyMail(subject: string, body: string) {
  return { subject: headerText(subject), text: body, html: '' };
}
