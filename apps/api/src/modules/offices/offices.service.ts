import { type DB, inTransaction } from '@nbt/db/client';
import {
  clearMainOffice,
  deleteOffice,
  findOfficeById,
  insertOffice,
  listOffices,
  updateOffice,
} from '@nbt/db/offices';
import type { Office, OfficeData } from '@nbt/validation';

import type { Actor, Dependencies, IdAnd, IdParams } from '../../context.js';
import { notFound } from '../../errors.js';
import { recordAccess } from '../access-logs/access-logs.service.js';

const label = (office: Office) => `${office.name} (id ${office.id})`;

/** Every office, the main one first. */
export function listAllOffices(db: DB): Promise<Office[]> {
  return listOffices(db);
}

async function loadOffice(db: DB, id: number): Promise<Office> {
  const office = await findOfficeById(db, id);
  if (!office) throw notFound('OFFICE_NOT_FOUND');
  return office;
}

/**
 * Only one office is the main one: marking a new one takes the mark from the previous, atomically.
 * Each write and its access-log entry are stored together or not at all.
 */
export async function createOffice({ db }: Dependencies, actor: Actor, data: OfficeData): Promise<Office> {
  return inTransaction(db, async (trx) => {
    if (data.isMainOffice) await clearMainOffice(trx);
    const office = await insertOffice(trx, data);
    await recordAccess(trx, actor, 'OFFICE_CREATED', label(office));
    return office;
  });
}

export async function editOffice({ db }: Dependencies, actor: Actor, { id, data }: IdAnd<OfficeData>): Promise<Office> {
  return inTransaction(db, async (trx) => {
    if (data.isMainOffice) await clearMainOffice(trx, id);
    const office = await updateOffice(trx, id, data);
    if (!office) throw notFound('OFFICE_NOT_FOUND');
    await recordAccess(trx, actor, 'OFFICE_UPDATED', label(office));
    return office;
  });
}

export async function removeOffice({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<void> {
  await inTransaction(db, async (trx) => {
    const office = await loadOffice(trx, id);
    if (!(await deleteOffice(trx, id))) throw notFound('OFFICE_NOT_FOUND');
    await recordAccess(trx, actor, 'OFFICE_DELETED', label(office));
  });
}
