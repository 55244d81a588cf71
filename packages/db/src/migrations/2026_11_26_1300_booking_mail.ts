import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const BEFORE = "kind IN ('office', 'confirmation')";
const AFTER = "kind IN ('office', 'confirmation', 'booking')";

/**
 * The outbox also carries the visitor's booking confirmation (`booking`), sent when the office
 * confirms a request's dates, with its files (`attachments`: a JSON array of `{ filename,
 * contentType, content }`, the calendar entry among them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceKindCheck(db, BEFORE, AFTER);
  await db.schema.alterTable('mail_outbox').addColumn('attachments', columnTypes(db).json).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_outbox').where('kind', '=', 'booking').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await replaceKindCheck(db, AFTER, BEFORE);
}

/**
 * PostgreSQL swaps the named constraint. SQLite cannot alter a CHECK: the table is made again from
 * its own CREATE statement with the new check, its rows copied, and its indexes made again.
 */
export async function replaceKindCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (columnTypes(db).pg) {
    await sql.raw('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check').execute(db);
    await sql.raw(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (${to})`).execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = 'mail_outbox' AND sql IS NOT NULL`.execute(db);
  const create = rows.find((row) => row.type === 'table')!.sql;
  if (!create.includes(from)) throw new Error(`mail_outbox has no check ${from}`);
  const rebuilt = create.replace(from, to).replace(/^CREATE TABLE "?mail_outbox"?/, 'CREATE TABLE mail_outbox_next');
  await sql.raw(rebuilt).execute(db);
  await sql.raw('INSERT INTO mail_outbox_next SELECT * FROM mail_outbox').execute(db);
  await sql.raw('DROP TABLE mail_outbox').execute(db);
  await sql.raw('ALTER TABLE mail_outbox_next RENAME TO mail_outbox').execute(db);
  for (const index of rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
}
