import { type DB } from '@nbt/db/client';
import { daysHold, listBusyPeriods, listVehicleIdsBookedDuring, type Period } from '@nbt/db/reservations';
import { findVehicleById } from '@nbt/db/vehicles';
import { addDays, type Availability, MAX_RENTAL_DAYS, todayInRome, type Vehicle } from '@nbt/validation';

import { notFound } from '../../errors.js';

/** The days the public may see: from today in Rome to a year ahead. */
export function availabilityWindow(today = todayInRome()): Period {
  return { from: today, to: addDays(today, MAX_RENTAL_DAYS) };
}

/** A vehicle's booked stretches in the window, with their times: never who booked them. */
export async function vehicleAvailability(db: DB, id: number, window: Period): Promise<Availability> {
  if (!(await findVehicleById(db, id))) throw notFound('VEHICLE_NOT_FOUND');
  return { busy: await listBusyPeriods(db, id, window) };
}

/** The vehicles of `vehicles` with no reservation holding them on a day of `period`, in the same order. */
export async function freeDuring<V extends Pick<Vehicle, 'id'>>(
  db: DB,
  vehicles: readonly V[],
  period: Period,
): Promise<V[]> {
  const booked = await listVehicleIdsBookedDuring(db, daysHold(period));
  return vehicles.filter((vehicle) => !booked.has(vehicle.id));
}
