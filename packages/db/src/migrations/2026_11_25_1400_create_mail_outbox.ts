import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations use Kysely<any> and never import app code: they must keep working as the app changes.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A request remembers the language and page it was sent from, and the e-mails it causes wait in
 * `mail_outbox`, written in the same transaction as the request: a mail server that is down loses
 * nothing, the worker sends them when it answers again. Built with the schema builder only, so the
 * same migration serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL numbers ids with an identity column and keeps times as timestamptz; SQLite has
  // AUTOINCREMENT and ISO-8601 text (which sorts and compares like the times it holds).
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const int = pg ? 'bigint' : 'integer';
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .alterTable('contact_requests')
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('it')
        .check(sql`language IN ('it', 'en', 'fr', 'de', 'es', 'zh', 'ar')`),
    )
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('page', 'text').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', int, (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('contact_request_id', int, (col) => col.notNull().references('contact_requests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('office', 'confirmation')`))
    /** JSON arrays and objects of `{ name?, address }`: addresses are data, never header text. */
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', int, (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (col) => col.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('lease_until', time)
    .addColumn('last_error', 'text')
    .addColumn('give_up_at', time, (col) => col.notNull())
    .addColumn('sent_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_next_attempt_at_index')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_contact_request_id_index')
    .on('mail_outbox')
    .column('contact_request_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('contact_requests').dropColumn('page').execute();
  await db.schema.alterTable('contact_requests').dropColumn('language').execute();
}
