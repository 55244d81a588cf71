import {
  countNewContactRequests,
  type DB,
  findContactRequestById,
  findVehicleById,
  insertContactRequest,
  inTransaction,
  listContactRequests,
  updateContactRequestStatus,
} from '@nbt/db';
import type { ContactRequest, ContactRequestData, UpdateContactStatus } from '@nbt/validation';

import type { Actor, RequestMeta } from '../../context.js';
import { notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';
import { assertNotLimited, RATE_LIMITS, recordHit } from '../rate-limit/rate-limit.service.js';

export const CONTACT_NOT_FOUND_MESSAGE = 'Richiesta non trovata';

/**
 * Stores a quote request. A filled honeypot marks a bot: it is told all went well and nothing
 * is stored. A vehicle that no longer exists is dropped rather than failing the visitor. The count
 * against the address and the request are stored together or not at all.
 */
export async function submitContactRequest(
  db: DB,
  data: ContactRequestData,
  meta: RequestMeta,
): Promise<{ stored: boolean }> {
  const key = `contact:${meta.ip ?? '-'}`;
  await assertNotLimited(db, key);
  return inTransaction(db, async (trx) => {
    await recordHit(trx, key, RATE_LIMITS.contact);
    if (data.website) return { stored: false };
    const vehicleId = data.vehicleId !== null && (await findVehicleById(trx, data.vehicleId)) ? data.vehicleId : null;
    const { website: _honeypot, ...request } = data;
    await insertContactRequest(trx, { ...request, vehicleId }, meta.ip);
    return { stored: true };
  });
}

/** Every request, newest first. Reading the leads (personal data) is recorded in the access log. */
export async function listAllContactRequests(db: DB, actor: Actor): Promise<ContactRequest[]> {
  const requests = await listContactRequests(db);
  await recordRead(db, actor, 'CONTACT_REQUESTS_VIEWED', `${requests.length} richieste`);
  return requests;
}

export function countNewRequests(db: DB): Promise<number> {
  return countNewContactRequests(db);
}

export async function changeContactStatus(db: DB, actor: Actor, input: UpdateContactStatus): Promise<ContactRequest> {
  await inTransaction(db, async (trx) => {
    if (!(await updateContactRequestStatus(trx, input.id, input.status))) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    await recordAccess(trx, actor, 'CONTACT_STATUS_UPDATED', `id ${input.id}: ${input.status}`);
  });
  const request = await findContactRequestById(db, input.id);
  if (!request) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
  return request;
}
