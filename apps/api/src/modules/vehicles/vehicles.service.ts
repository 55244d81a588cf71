import { type DB, inTransaction } from '@nbt/db/client';
import {
  deleteVehicle,
  findAdminVehicleById,
  findVehicleById,
  insertVehicle,
  listVehicleImageUrls,
  listVehicles,
  type SaleRecord,
  setVehicleStatus,
  updateVehicle,
} from '@nbt/db/vehicles';
import {
  type AdminVehicle,
  browseIndex,
  type BrowseIndex,
  isRentable,
  isSold,
  publicPrices,
  type Vehicle,
  type VehicleData,
  vehicleImages,
  type SellVehicle,
  todayInRome,
  type VehicleStatus,
  type VehicleListQuery,
  type VehiclePage,
} from '@nbt/validation';

import type { Actor, Dependencies, IdAnd, IdParams } from '../../context.js';
import { notFound } from '../../errors.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { freeDuring } from '../reservations/availability.service.js';

/** sale_price mirrors sale_price_euros in cents, so the two never disagree. */
export function withDerivedSalePrice(data: VehicleData): VehicleData {
  return { ...data, sale_price: data.sale_price_euros === null ? data.sale_price : data.sale_price_euros * 100 };
}

function label(vehicle: Vehicle): string {
  return `${vehicle.brand} ${vehicle.model} (id ${vehicle.id})`;
}

/**
 * A vehicle as the public sees it, with only the prices `publicPrices` lets a visitor see: one whose
 * price the firm keeps to itself (`hide_price`) carries none at all (nor deposit, nor the price of an
 * extra kilometre), a sold one no rental price, so no answer, page or preview built from it can show one.
 */
export function publicVehicle(vehicle: Vehicle): Vehicle {
  const shown = publicPrices(vehicle);
  return {
    ...vehicle,
    ...(shown.rental ? {} : { price_per_day: null, price_tiers: [], deposit_euros: null, extra_km_cents: null }),
    ...(shown.sale ? {} : { sale_price: null, sale_price_euros: null }),
  };
}

/** Every vehicle, newest first, as the public sees it. */
export async function listPublicVehicles(db: DB): Promise<Vehicle[]> {
  return (await listVehicles(db)).map(publicVehicle);
}

/** One vehicle as the public sees it; NOT_FOUND when there is none. */
export async function getPublicVehicle(db: DB, id: number): Promise<Vehicle> {
  return publicVehicle(await loadVehicle(db, id));
}

/** Every vehicle with its prices, for the back office. */
export function listVehiclesForAdmin({ db }: Dependencies): Promise<Vehicle[]> {
  return listVehicles(db);
}

/** One vehicle with its prices, for an administrator reading the public answer. */
export function getVehicleForAdmin({ db }: Dependencies, _actor: Actor, { id }: IdParams): Promise<Vehicle> {
  return loadVehicle(db, id);
}

/** Straight from the database, for the writes that decide from it. */
async function loadVehicle(db: DB, id: number): Promise<Vehicle> {
  const vehicle = await findVehicleById(db, id);
  if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
  return vehicle;
}

async function loadAdminVehicle(db: DB, id: number): Promise<AdminVehicle> {
  const vehicle = await findAdminVehicleById(db, id);
  if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
  return vehicle;
}

// Each write and its access-log entry are stored together or not at all (a full disk refuses the second).

export async function createVehicle({ db }: Dependencies, actor: Actor, data: VehicleData): Promise<AdminVehicle> {
  return inTransaction(db, async (trx) => {
    const vehicle = await insertVehicle(trx, withDerivedSalePrice(data));
    await recordAccess(trx, actor, 'VEHICLE_CREATED', label(vehicle));
    return vehicle;
  });
}

export async function editVehicle({ db, storage }: Dependencies, actor: Actor, { id, data }: IdAnd<VehicleData>) {
  const { before, vehicle } = await inTransaction(db, async (trx) => {
    const before = await loadVehicle(trx, id);
    const vehicle = await updateVehicle(trx, id, withDerivedSalePrice(data));
    if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
    await recordAccess(trx, actor, 'VEHICLE_UPDATED', label(vehicle));
    return { before, vehicle };
  });
  await removeOrphanedImages({ db, storage }, vehicleImages(before));
  return vehicle;
}

export async function removeVehicle({ db, storage }: Dependencies, actor: Actor, { id }: IdParams) {
  const vehicle = await inTransaction(db, async (trx) => {
    const vehicle = await loadVehicle(trx, id);
    if (!(await deleteVehicle(trx, id))) throw notFound('VEHICLE_NOT_FOUND');
    await recordAccess(trx, actor, 'VEHICLE_DELETED', label(vehicle));
    return vehicle;
  });
  await removeOrphanedImages({ db, storage }, vehicleImages(vehicle));
}

/** A vehicle's new status, its availability and its sale (none unless sold). */
export interface StatusChange {
  status: VehicleStatus;
  available: boolean;
  sale?: SaleRecord;
}

/**
 * The one rule of a vehicle's status and its sale, for 'Vendi', 'Riacquista' and the bulk change.
 * Sold: no longer available, and the sale recorded from what the office gives, else from the sale
 * already recorded (a vehicle sold again keeps its buyer), else the asking price, today and no
 * buyer. Any other status keeps no sale, and 'disponibile' after a sale is a buy-back: available again.
 */
export function statusChange(
  vehicle: AdminVehicle,
  status: VehicleStatus,
  sale?: SellVehicle['sale'],
  { buyBack = false }: { buyBack?: boolean } = {},
): StatusChange {
  const sold = isSold(vehicle);
  if (status !== 'venduto') {
    return { status, available: (status === 'disponibile' && (sold || buyBack)) || vehicle.available };
  }
  return {
    status,
    available: false,
    sale: {
      priceEuros: sale?.priceEuros ?? (sold ? vehicle.soldPriceEuros : null) ?? (vehicle.sale_price_euros || null),
      date: sale?.date ?? (sold ? vehicle.soldOn : null) ?? todayInRome(),
      buyer: sale?.buyer || (sold ? vehicle.soldTo : null) || null,
    },
  };
}

/** Moves one vehicle to a status by `statusChange`; NOT_FOUND when there is none. */
export async function changeStatus(
  trx: DB,
  vehicle: AdminVehicle,
  status: VehicleStatus,
  sale?: SellVehicle['sale'],
  options?: { buyBack?: boolean },
): Promise<{ vehicle: AdminVehicle; change: StatusChange }> {
  const change = statusChange(vehicle, status, sale, options);
  const changed = await setVehicleStatus(trx, vehicle.id, change);
  if (!changed) throw notFound('VEHICLE_NOT_FOUND');
  return { vehicle: changed, change };
}

/** Sell: see `statusChange`; the access log names the day and the price. */
export async function sellVehicle(
  { db }: Dependencies,
  actor: Actor,
  { id, sale }: SellVehicle,
): Promise<AdminVehicle> {
  return inTransaction(db, async (trx) => {
    const { vehicle, change } = await changeStatus(trx, await loadAdminVehicle(trx, id), 'venduto', sale);
    const record = change.sale!;
    const price = record.priceEuros === null ? '' : `, ${record.priceEuros} €`;
    await recordAccess(trx, actor, 'VEHICLE_SOLD', `${label(vehicle)}: ${record.date}${price}`);
    return vehicle;
  });
}

/** Buy-back: on sale again, status disponibile and available whatever it was, the sale emptied (see `statusChange`). */
export async function buyBackVehicle({ db }: Dependencies, actor: Actor, { id }: IdParams): Promise<AdminVehicle> {
  return inTransaction(db, async (trx) => {
    const { vehicle } = await changeStatus(trx, await loadAdminVehicle(trx, id), 'disponibile', undefined, {
      buyBack: true,
    });
    await recordAccess(trx, actor, 'VEHICLE_BOUGHT_BACK', label(vehicle));
    return vehicle;
  });
}

/** Deletes the stored files among `candidates` that no vehicle refers to any more. */
export async function removeOrphanedImages(
  { db, storage }: Pick<Dependencies, 'db' | 'storage'>,
  candidates: string[],
) {
  if (candidates.length === 0) return;
  const inUse = await listVehicleImageUrls(db);
  for (const url of candidates) if (!inUse.has(url)) await storage.remove(url);
}

/**
 * A page of an indexed fleet for a list query: with a period, only those that can be rented and
 * that no reservation holds on any of its days; then the filters, the tab, the order and the page.
 */
export async function pageOfVehicles(
  db: DB,
  fleet: BrowseIndex<Vehicle>,
  query: VehicleListQuery,
): Promise<VehiclePage<Vehicle>> {
  const offered =
    query.from && query.to
      ? new Set((await freeDuring(db, fleet.fleet, { from: query.from, to: query.to })).filter(isRentable))
      : undefined;
  return browseIndex(fleet, query, offered);
}
