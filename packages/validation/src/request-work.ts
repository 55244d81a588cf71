import { z } from 'zod';

import { holdsNone, IdSchema, MULTI_LINE_FORBIDDEN, requiredText, rule } from './common.js';
import { ENCODED_WORD } from './text-rules.js';

// The back office's work on a request: internal notes, and the e-mails it writes to the visitor.

export const REQUEST_NOTE_LIMITS = { text: 2000 } as const;

/**
 * A reply's subject and body, and how many may go out: a few per request in a day and a cap per
 * administrator an hour, so a session taken over cannot turn the site into a spam relay.
 */
export const REPLY_LIMITS = { subject: 200, body: 10_000, perRequestDay: 5, perHour: 20 } as const;

/** The ready texts a reply may start from, written in the visitor's language by the API. */
export const REPLY_TEMPLATES = ['received', 'available', 'unavailable', 'quote'] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];

/** Where a reply's e-mail stands: waiting in the outbox (or being sent), sent, or given up on. */
export const REPLY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

const multiLine = (max: number) =>
  z.string().trim().min(1).max(max).refine(holdsNone(MULTI_LINE_FORBIDDEN), rule('control_characters'));

/** POST /api/admin/contact-requests/:id/notes */
export const AddRequestNoteSchema = z.object({
  id: IdSchema,
  text: multiLine(REQUEST_NOTE_LIMITS.text).meta({ description: 'The note, 1–2000 characters' }),
});
export type AddRequestNote = z.output<typeof AddRequestNoteSchema>;

/**
 * POST /api/admin/contact-requests/:id/replies. The subject is one line without encoded-words (it
 * becomes a header); the body is plain text.
 */
export const SendReplySchema = z.object({
  id: IdSchema,
  subject: requiredText(REPLY_LIMITS.subject)
    .refine(holdsNone(ENCODED_WORD), rule('encoded_word'))
    .meta({ description: 'One line, at most 200 characters' }),
  body: multiLine(REPLY_LIMITS.body).meta({ description: 'Plain text, at most 10,000 characters' }),
  template: z
    .enum(REPLY_TEMPLATES)
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: 'The ready text the reply started from, if any' }),
});
export type SendReply = z.output<typeof SendReplySchema>;
export type SendReplyInput = z.input<typeof SendReplySchema>;

const isoDateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });

export const RequestNoteSchema = z
  .object({
    id: z.int().positive(),
    text: z.string(),
    author: z.string().meta({ description: 'The username of the administrator who wrote it' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'RequestNote' });
export type RequestNote = z.output<typeof RequestNoteSchema>;

export const RequestReplySchema = z
  .object({
    id: z.int().positive(),
    subject: z.string(),
    body: z.string(),
    template: z.enum(REPLY_TEMPLATES).nullable(),
    author: z.string().meta({ description: 'The username of the administrator who sent it' }),
    status: z.enum(REPLY_STATUSES).meta({
      description: 'Its e-mail: `queued` (waiting for the mail server, retried), `sent`, or `failed` (given up)',
    }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'RequestReply' });
export type RequestReply = z.output<typeof RequestReplySchema>;

/** A ready text in the visitor's language, for the office to edit before sending. */
export const ReplyDraftSchema = z
  .object({
    template: z.enum(REPLY_TEMPLATES),
    language: z.string().meta({ description: "The request's language, which the text is written in" }),
    subject: z.string(),
    body: z.string(),
  })
  .meta({ id: 'ReplyDraft' });
export type ReplyDraft = z.output<typeof ReplyDraftSchema>;
