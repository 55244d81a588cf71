// The tables of the office's mail and its work on the requests: the outbox, the notes and the replies.
import type { ColumnType, Generated } from 'kysely';

import type { Timestamp } from './schema.js';

/** E-mails waiting to be sent (or sent): see repositories/mail-outbox.repository.ts. */
export interface MailOutboxTable {
  id: Generated<number>;
  contact_request_id: number;
  kind: 'office' | 'confirmation' | 'booking' | 'reply';
  /** JSON array of `{ name?, address }`. */
  recipients: string;
  /** JSON `{ name?, address }` or null. */
  reply_to: string | null;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of `{ filename, contentType, content }`, or null. */
  attachments: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined>;
  attempts: ColumnType<number, number | undefined>;
  next_attempt_at: Timestamp;
  claim_token: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  give_up_at: Timestamp;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The office's internal note on a request: never shown outside the back office. */
export interface ContactRequestNotesTable {
  id: Generated<number>;
  contact_request_id: number;
  /** The username of the administrator who wrote it, as it was then. */
  author: string;
  body: string;
  created_at: Timestamp;
}

/** An e-mail the office wrote to a request's visitor; its mail waits in the outbox as `reply`. */
export interface ContactRequestRepliesTable {
  id: Generated<number>;
  contact_request_id: number;
  author: string;
  /** The ready text it started from, if any. */
  template: string | null;
  subject: string;
  body: string;
  /** Its outbox mail while it exists; the mail's status is the reply's until it is deleted. */
  outbox_id: number | null;
  /** The last state of its mail, kept when the outbox deletes it. */
  status: ColumnType<ReplyStatus, ReplyStatus | undefined>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ReplyStatus = 'queued' | 'sent' | 'failed';
