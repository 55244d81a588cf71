import type { AdminUser } from '@nbt/validation';

import type { DB } from '../client.js';
import type { UserRow } from '../schema.js';
import { nowIso } from '../time.js';

/** A user without the password hash: the only shape that leaves this module for responses. */
export function toAdminUser(row: Pick<UserRow, 'id' | 'username' | 'is_admin' | 'created_at'>): AdminUser {
  return { id: row.id, username: row.username, isAdmin: row.is_admin === 1, createdAt: row.created_at };
}

const publicColumns = ['id', 'username', 'is_admin', 'created_at'] as const;

export async function listUsers(db: DB): Promise<AdminUser[]> {
  const rows = await db.selectFrom('users').select(publicColumns).orderBy('id', 'asc').execute();
  return rows.map(toAdminUser);
}

export async function findUserById(db: DB, id: number): Promise<AdminUser | undefined> {
  const row = await db.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
  return row ? toAdminUser(row) : undefined;
}

/** The one read that returns the hash: for verifying a login and nothing else. */
export async function findUserCredentials(
  db: DB,
  username: string,
): Promise<Pick<UserRow, 'id' | 'username' | 'is_admin' | 'password_hash'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'is_admin', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function countUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(
  db: DB,
  user: { username: string; passwordHash: string; isAdmin: boolean },
): Promise<AdminUser> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      is_admin: user.isAdmin ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
  return toAdminUser(row);
}

export async function updateUser(
  db: DB,
  id: number,
  change: { username: string; passwordHash?: string | undefined },
): Promise<AdminUser | undefined> {
  const row = await db
    .updateTable('users')
    .set({
      username: change.username,
      ...(change.passwordHash ? { password_hash: change.passwordHash } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? toAdminUser(row) : undefined;
}

export async function deleteUser(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
