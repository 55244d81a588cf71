import type { Reservation, ReservationData } from '@nbt/validation';

import type { DB } from '../client.js';
import { nowIso } from '../time.js';

/** An inclusive period of days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

function baseQuery(db: DB) {
  return db
    .selectFrom('reservations')
    .innerJoin('vehicles', 'vehicles.id', 'reservations.vehicle_id')
    .select([
      'reservations.id',
      'reservations.vehicle_id',
      'reservations.start_date',
      'reservations.end_date',
      'reservations.contact_request_id',
      'reservations.customer_name',
      'reservations.note',
      'reservations.created_at',
      'reservations.updated_at',
      'vehicles.brand',
      'vehicles.model',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toReservation(row: JoinedRow): Reservation {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleLabel: `${row.brand} ${row.model}`,
    from: row.start_date,
    to: row.end_date,
    contactRequestId: row.contact_request_id,
    customerName: row.customer_name,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(data: ReservationData) {
  return {
    vehicle_id: data.vehicleId,
    start_date: data.from,
    end_date: data.to,
    contact_request_id: data.contactRequestId,
    customer_name: data.customerName,
    note: data.note,
  };
}

export async function findReservationById(db: DB, id: number): Promise<Reservation | undefined> {
  const row = await baseQuery(db).where('reservations.id', '=', id).executeTakeFirst();
  return row && toReservation(row);
}

/** The reservations of a vehicle (or of all) sharing a day with the period, each end optional; by first day. */
export async function listReservations(
  db: DB,
  filter: { vehicleId?: number | undefined; from?: string | undefined; to?: string | undefined } = {},
): Promise<Reservation[]> {
  let query = baseQuery(db);
  if (filter.vehicleId !== undefined) query = query.where('reservations.vehicle_id', '=', filter.vehicleId);
  if (filter.from !== undefined) query = query.where('reservations.end_date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('reservations.start_date', '<=', filter.to);
  const rows = await query.orderBy('reservations.start_date').orderBy('reservations.id').execute();
  return rows.map(toReservation);
}

/**
 * A reservation of `vehicleId` sharing a day with `period`, other than `exceptId` (the one being
 * moved): what a new or changed reservation must not meet.
 */
export async function findOverlappingReservation(
  db: DB,
  vehicleId: number,
  period: Period,
  exceptId?: number,
): Promise<Reservation | undefined> {
  let query = baseQuery(db)
    .where('reservations.vehicle_id', '=', vehicleId)
    .where('reservations.end_date', '>=', period.from)
    .where('reservations.start_date', '<=', period.to);
  if (exceptId !== undefined) query = query.where('reservations.id', '<>', exceptId);
  const row = await query.orderBy('reservations.start_date').executeTakeFirst();
  return row && toReservation(row);
}

/** The booked periods of a vehicle sharing a day with `window`, cut to it: days only, no names. */
export async function listBusyPeriods(db: DB, vehicleId: number, window: Period): Promise<Period[]> {
  const rows = await db
    .selectFrom('reservations')
    .select(['start_date', 'end_date'])
    .where('vehicle_id', '=', vehicleId)
    .where('end_date', '>=', window.from)
    .where('start_date', '<=', window.to)
    .orderBy('start_date')
    .execute();
  return rows.map((row) => ({
    from: row.start_date < window.from ? window.from : row.start_date,
    to: row.end_date > window.to ? window.to : row.end_date,
  }));
}

/** The vehicles booked on at least one day of `period`. */
export async function listVehicleIdsBookedDuring(db: DB, period: Period): Promise<Set<number>> {
  const rows = await db
    .selectFrom('reservations')
    .select('vehicle_id')
    .distinct()
    .where('end_date', '>=', period.from)
    .where('start_date', '<=', period.to)
    .execute();
  return new Set(rows.map((row) => Number(row.vehicle_id)));
}

export async function insertReservation(db: DB, data: ReservationData): Promise<Reservation> {
  const now = nowIso();
  const { id } = await db
    .insertInto('reservations')
    .values({ ...toRow(data), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findReservationById(db, id))!;
}

export async function updateReservation(db: DB, id: number, data: ReservationData): Promise<Reservation | undefined> {
  const result = await db
    .updateTable('reservations')
    .set({ ...toRow(data), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findReservationById(db, id);
}

export async function deleteReservation(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reservations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
