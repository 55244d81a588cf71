import type { DB } from '../client.js';
import type { SessionRow } from '../schema.js';

export interface SessionWithUser {
  id: string;
  userId: number;
  username: string;
  isAdmin: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export async function insertSession(db: DB, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionWithUser(db: DB, id: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.username',
      'users.is_admin',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    isAdmin: row.is_admin === 1,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

export async function touchSession(db: DB, id: string, lastSeenAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, optionally but one (the one that changed the password). */
export async function deleteUserSessions(db: DB, userId: number, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}

/** Removes sessions past their absolute expiry or idle longer than allowed. */
export async function deleteStaleSessions(db: DB, now: string, idleSince: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}
