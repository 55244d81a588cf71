import { type DB, inTransaction } from '@nbt/db/client';
import {
  deleteRentalOption,
  findRentalOptionById,
  insertRentalOption,
  listRentalOptions,
  updateRentalOption,
} from '@nbt/db/rental-options';
import type { RentalOption, RentalOptionData } from '@nbt/validation';

import type { Actor, Dependencies, IdAnd, IdParams } from '../../context.js';
import { notFound } from '../../errors.js';
import { recordAccess } from '../access-logs/access-logs.service.js';

const label = (option: RentalOption) => `${option.name.it} (id ${option.id})`;

/** The options a visitor may choose: the active ones, in the office's order. */
export function listActiveRentalOptions(db: DB): Promise<RentalOption[]> {
  return listRentalOptions(db, { activeOnly: true });
}

/** The whole catalogue, inactive options too, for the back office. */
export function listAllRentalOptions({ db }: Dependencies): Promise<RentalOption[]> {
  return listRentalOptions(db);
}

/** Each write and its access-log entry are stored together or not at all. */
export function createRentalOption({ db }: Dependencies, actor: Actor, data: RentalOptionData): Promise<RentalOption> {
  return inTransaction(db, async (trx) => {
    const option = await insertRentalOption(trx, data);
    await recordAccess(trx, actor, 'RENTAL_OPTION_CREATED', label(option));
    return option;
  });
}

/**
 * A new price or rule applies to the quotes asked from now on; the requests already made keep the
 * breakdown they were sent with.
 */
export function editRentalOption(
  { db }: Dependencies,
  actor: Actor,
  { id, data }: IdAnd<RentalOptionData>,
): Promise<RentalOption> {
  return inTransaction(db, async (trx) => {
    const option = await updateRentalOption(trx, id, data);
    if (!option) throw notFound('RENTAL_OPTION_NOT_FOUND');
    await recordAccess(trx, actor, 'RENTAL_OPTION_UPDATED', label(option));
    return option;
  });
}

export async function removeRentalOption({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<void> {
  await inTransaction(db, async (trx) => {
    const option = await findRentalOptionById(trx, id);
    if (!option || !(await deleteRentalOption(trx, id))) throw notFound('RENTAL_OPTION_NOT_FOUND');
    await recordAccess(trx, actor, 'RENTAL_OPTION_DELETED', label(option));
  });
}
