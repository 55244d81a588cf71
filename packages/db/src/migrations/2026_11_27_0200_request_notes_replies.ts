import { type Kysely, sql } from 'kysely';

import { replaceKindCheck } from './2026_11_26_1300_booking_mail.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const BEFORE = "kind IN ('office', 'confirmation', 'booking')";
const AFTER = "kind IN ('office', 'confirmation', 'booking', 'reply')";

/**
 * The inbox as a workplace: the office's internal notes on a request, and the e-mails it writes to
 * the visitor (`reply` in the outbox). A reply is kept apart from its outbox mail, which is deleted
 * after the retention period: `outbox_id` points at the mail while it exists (no foreign key, so a
 * rebuild of the outbox never touches the replies), `status` keeps its last state after that. Both
 * go with their request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await replaceKindCheck(db, BEFORE, AFTER);
  await db.schema
    .createTable('contact_request_notes')
    .addColumn('id', t.int, t.id)
    .addColumn('contact_request_id', t.int, (col) =>
      col.notNull().references('contact_requests.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_request_notes_request_index')
    .on('contact_request_notes')
    .column('contact_request_id')
    .execute();
  await db.schema
    .createTable('contact_request_replies')
    .addColumn('id', t.int, t.id)
    .addColumn('contact_request_id', t.int, (col) =>
      col.notNull().references('contact_requests.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('template', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('outbox_id', t.int)
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status IN ('queued', 'sent', 'failed')`),
    )
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_request_replies_request_index')
    .on('contact_request_replies')
    .column('contact_request_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_request_replies').ifExists().execute();
  await db.schema.dropTable('contact_request_notes').ifExists().execute();
  await db.deleteFrom('mail_outbox').where('kind', '=', 'reply').execute();
  await replaceKindCheck(db, AFTER, BEFORE);
}
