import { inTransaction } from '@nbt/db/client';
import { deleteUser, deleteUserSessions, findUserById, listUsers, updateUser } from '@nbt/db/users';
import { type AdminUser, type CreateAdminUser, MAIN_ADMIN_ID, type UpdateAdminUser } from '@nbt/validation';

import type { Actor, Dependencies, IdAnd, IdParams } from '../../context.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { hashPassword, withPasswordSlot } from '../../lib/passwords.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { insertUserOrConflict, isUniqueViolation } from '../auth/auth.service.js';

const label = (user: AdminUser) => `${user.username} (id ${user.id})`;

export function listAllUsers({ db }: Dependencies): Promise<AdminUser[]> {
  return listUsers(db);
}

/**
 * Users created from the back office are administrators. Each write and its access-log
 * entry are stored together or not at all.
 */
export async function createUser({ db }: Dependencies, actor: Actor, input: CreateAdminUser): Promise<AdminUser> {
  const passwordHash = await withPasswordSlot(() => hashPassword(input.password));
  return inTransaction(db, async (trx) => {
    const user = await insertUserOrConflict(trx, { username: input.username, passwordHash, isAdmin: true });
    await recordAccess(trx, actor, 'USER_CREATED', label(user));
    return user;
  });
}

/**
 * Renames a user and, when a password is given, replaces it and ends every other session of that
 * user (the editor's own session stays open when they change their own password). The main
 * administrator's name and password are its own to change: another administrator who could set
 * them could lock the owner out and take over the reading of the access log.
 */
export async function editUser(
  { db }: Dependencies,
  actor: Actor,
  { id, data: input }: IdAnd<UpdateAdminUser>,
): Promise<AdminUser> {
  if (id === MAIN_ADMIN_ID && actor.userId !== MAIN_ADMIN_ID) throw forbidden('MAIN_ADMIN_EDIT');
  const passwordHash = input.password ? await withPasswordSlot(() => hashPassword(input.password!)) : undefined;
  return inTransaction(db, async (trx) => {
    let updated: AdminUser | undefined;
    try {
      updated = await updateUser(trx, id, { username: input.username, passwordHash });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'USERNAME_TAKEN', { cause: error });
      throw error;
    }
    if (!updated) throw notFound('USER_NOT_FOUND');
    if (passwordHash) await deleteUserSessions(trx, id, id === actor.userId ? actor.sessionId : undefined);
    await recordAccess(trx, actor, 'USER_UPDATED', `${label(updated)}${passwordHash ? ', password cambiata' : ''}`);
    return updated;
  });
}

/** The main administrator can't be deleted, nor can one delete oneself; sessions go with the user. */
export async function removeUser({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<void> {
  if (id === MAIN_ADMIN_ID) throw forbidden('MAIN_ADMIN_DELETE');
  if (id === actor.userId) throw forbidden('SELF_DELETE');
  await inTransaction(db, async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound('USER_NOT_FOUND');
    await deleteUser(trx, id);
    await recordAccess(trx, actor, 'USER_DELETED', label(user));
  });
}
