import type { DB } from '../client.js';

/** A signing key the migrations made (see the create_secrets migration); throws when it is missing. */
export async function getSecret(db: DB, name: 'cookie'): Promise<string> {
  const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`secrets.${name} is missing: the database is not migrated`);
  return row.value;
}
