import type { DB } from '../client.js';
import { nowIso } from '../time.js';

export interface AccessLogEntry {
  id: number;
  timestamp: string;
  action: string;
  details: string | null;
  username: string | null;
  ip: string | null;
}

export async function insertAccessLog(
  db: DB,
  entry: { action: string; details?: string | null; username?: string | null; ip?: string | null },
): Promise<void> {
  await db
    .insertInto('access_logs')
    .values({
      timestamp: nowIso(),
      action: entry.action,
      details: entry.details ?? null,
      username: entry.username ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Oldest first, as a log reads. */
export async function listAccessLogs(db: DB): Promise<AccessLogEntry[]> {
  return db
    .selectFrom('access_logs')
    .select(['id', 'timestamp', 'action', 'details', 'username', 'ip'])
    .orderBy('id', 'asc')
    .execute();
}

/** Whether the log holds an entry of `action` whose details contain `fragment` (letters and digits only). */
export async function hasAccessLogEntry(db: DB, action: string, fragment: string): Promise<boolean> {
  if (!/^[\w:]+$/.test(fragment)) throw new Error('A details fragment is letters, digits and colons');
  const row = await db
    .selectFrom('access_logs')
    .select('id')
    .where('action', '=', action)
    .where('details', 'like', `%${fragment}%`)
    .executeTakeFirst();
  return row !== undefined;
}
