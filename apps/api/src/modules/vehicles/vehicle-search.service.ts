import { inTransaction } from '@nbt/db/client';
import {
  deleteVehicles,
  findAdminVehiclesByIds,
  matchingVehicleIds,
  searchVehicles,
  setVehiclesFields,
  type VehicleFlagsChange,
} from '@nbt/db/vehicles';
import {
  ADMIN_VEHICLE_LIMITS,
  type AdminVehiclePage,
  type AdminVehicleQuery,
  type BulkVehicleChange,
  type BulkVehicleData,
  type BulkVehicleResult,
  vehicleImages,
} from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { invalidField, notFound } from '../../errors.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { changeStatus, removeOrphanedImages } from './vehicles.service.js';

/** One page of the back office's vehicle search, with the office's own fields. */
export function searchVehiclesForAdmin(
  { db }: Dependencies,
  _actor: Actor,
  query: AdminVehicleQuery,
): Promise<AdminVehiclePage> {
  return searchVehicles(db, query);
}

/** What a change of a flag sets; a status goes vehicle by vehicle, with its sale. */
function flagsOf(change: Extract<BulkVehicleChange, { kind: 'available' | 'hide_price' }>): VehicleFlagsChange {
  return change.kind === 'available' ? { available: change.value } : { hide_price: change.value };
}

function describe(change: BulkVehicleChange, ids: number[]): string {
  const what = change.kind === 'delete' ? 'delete' : `${change.kind}=${String(change.value)}`;
  return `${what}; ${ids.length} vehicles; ids ${ids.join(',')}`;
}

/**
 * Applies one change to several vehicles: those named (every one must exist, else nothing changes)
 * or every vehicle matching a search (at most the bulk cap, else nothing changes). The selection,
 * the change and its access-log line are one transaction, so two bulk changes sent together apply
 * one after the other and each line names exactly the vehicles it changed.
 */
export async function changeVehicles(
  { db, storage }: Dependencies,
  actor: Actor,
  { ids, match, change }: BulkVehicleData,
): Promise<BulkVehicleResult> {
  const max = ADMIN_VEHICLE_LIMITS.maxBulk;
  const { selected, images } = await inTransaction(db, async (trx) => {
    const selected = ids ?? (await matchingVehicleIds(trx, match ?? {}, max + 1));
    if (selected.length > max) {
      throw invalidField('match', 'bulk_too_many', { maximum: max });
    }
    const vehicles = await findAdminVehiclesByIds(trx, selected);
    if (vehicles.length !== selected.length) throw notFound('VEHICLE_NOT_FOUND');
    if (change.kind === 'delete') await deleteVehicles(trx, selected);
    else if (change.kind === 'status') {
      // Each vehicle as 'Vendi' or 'Riacquista' would move it, its sale recorded or emptied the same way.
      for (const vehicle of vehicles) await changeStatus(trx, vehicle, change.value);
    } else await setVehiclesFields(trx, selected, flagsOf(change));
    if (selected.length > 0) await recordAccess(trx, actor, 'VEHICLES_BULK_CHANGED', describe(change, selected));
    return { selected, images: change.kind === 'delete' ? vehicles.flatMap(vehicleImages) : [] };
  });
  await removeOrphanedImages({ db, storage }, images);
  return { count: selected.length, ids: selected };
}
