import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A request remembers why its visitor got no confirmation (`limit`: the confirmation limits were
 * reached; `outbox_full`: too many mails were waiting), so the back office can say so, and when its
 * sent mails were deleted after the retention period, so it still shows them as sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('contact_requests')
    .addColumn('confirmation_skipped', 'text', (col) =>
      col.check(sql`confirmation_skipped IN ('limit', 'outbox_full')`),
    )
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('mails_pruned_at', t.timestamp).execute();
  // The pruning looks for old sent and given-up mails.
  await db.schema
    .createIndex('mail_outbox_status_updated_at_index')
    .on('mail_outbox')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_status_updated_at_index').execute();
  await db.schema.alterTable('contact_requests').dropColumn('mails_pruned_at').execute();
  await db.schema.alterTable('contact_requests').dropColumn('confirmation_skipped').execute();
}
