import { insertAccessLog, listAccessLogs } from '@nbt/db/access-logs';
import { type DB } from '@nbt/db/client';
import { type AccessLogEntry, MAIN_ADMIN_ID } from '@nbt/validation';

import type { Actor, Dependencies, RequestMeta } from '../../context.js';
import { AppError, forbidden, storageFailure } from '../../errors.js';

export type AccessAction =
  | 'LOGIN_SUCCESS'
  | 'LOGIN_FAILED'
  | 'LOGOUT'
  | 'ADMIN_CREATED'
  | 'VEHICLE_CREATED'
  | 'VEHICLE_UPDATED'
  | 'VEHICLE_DELETED'
  | 'VEHICLE_SOLD'
  | 'VEHICLE_BOUGHT_BACK'
  | 'VEHICLES_BULK_CHANGED'
  | 'VEHICLES_IMPORTED'
  | 'IMAGES_UPLOADED'
  | 'VEHICLE_PHOTOS_ADDED'
  | 'OFFICE_CREATED'
  | 'OFFICE_UPDATED'
  | 'OFFICE_DELETED'
  | 'RENTAL_OPTION_CREATED'
  | 'RENTAL_OPTION_UPDATED'
  | 'RENTAL_OPTION_DELETED'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'CONTACT_REQUESTS_VIEWED'
  | 'CONTACT_STATUS_UPDATED'
  | 'CONTACT_NOTIFICATION_RESENT'
  | 'CONTACT_NOTE_ADDED'
  | 'CONTACT_REPLY_SENT'
  | 'RESERVATIONS_VIEWED'
  | 'RESERVATION_CREATED'
  | 'RESERVATION_UPDATED'
  | 'RESERVATION_DELETED'
  | 'RESERVATION_STATUS_CHANGED'
  | 'BOOKING_CONFIRMED'
  | 'CALENDAR_FEED_MADE'
  | 'CALENDAR_FEED_REVOKED'
  | 'CALENDAR_FEED_READ'
  | 'ACCESS_LOG_DOWNLOADED'
  | 'DATA_EXPORTED'
  | 'BACKUP_DOWNLOADED'
  | 'FINANCE_TERMS_UPDATED';

/** Records who did what, from where. */
export async function recordAccess(
  db: DB,
  who: Pick<RequestMeta, 'ip'> & { username?: string | null },
  action: AccessAction,
  details?: string,
): Promise<void> {
  await insertAccessLog(db, { action, details: details ?? null, username: who.username ?? null, ip: who.ip });
}

/**
 * Records a read of personal or private data (the leads, the access log, the export, a backup).
 * The read is not served unless it is recorded; when the storage refuses the entry, the admin is
 * told that, not that a change was lost.
 */
export async function recordRead(
  db: DB,
  who: Pick<RequestMeta, 'ip'> & { username?: string | null },
  action: AccessAction,
  details?: string,
): Promise<void> {
  try {
    await recordAccess(db, who, action, details);
  } catch (error) {
    const refused = storageFailure(error);
    if (!refused) throw error;
    throw new AppError('UNAVAILABLE', 'READ_NOT_RECORDED', { retryAfter: refused.retryAfter, cause: error });
  }
}

/**
 * The access log is the main administrator's (user id 1, whatever its username): a name can be
 * taken by anyone who may rename users, an id cannot.
 */
export function mayReadAccessLog(actor: Actor): boolean {
  return actor.userId === MAIN_ADMIN_ID;
}

/** The whole log, for the main administrator only. */
export async function readAccessLog({ db }: Dependencies, actor: Actor): Promise<AccessLogEntry[]> {
  if (!mayReadAccessLog(actor)) throw forbidden('ACCESS_LOG_DENIED');
  const entries = await listAccessLogs(db);
  await recordRead(db, actor, 'ACCESS_LOG_DOWNLOADED', `${entries.length} eventi`);
  return entries.map(({ timestamp, action, details, username, ip }) => ({ timestamp, action, details, username, ip }));
}
