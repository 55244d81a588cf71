import type { DB, Period } from '@nbt/db';
import {
  type Availability,
  AvailabilitySchema,
  type Office,
  OfficeSchema,
  type Vehicle,
  VehicleSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { listAllOffices } from '../modules/offices/offices.service.js';
import { availabilityWindow, freeDuring, vehicleAvailability } from '../modules/reservations/availability.service.js';
import { getPublicVehicle, listPublicVehicles } from '../modules/vehicles/vehicles.service.js';
import { type CachedAnswer, publicCache } from './public-cache.js';

/** A read whose value goes through its answer schema, once, when it is made: only the fields the schema names are kept. */
const checked =
  <T>(schema: z.ZodType<T>, read: () => Promise<T>) =>
  async (): Promise<T> =>
    schema.parse(await read());

/**
 * The public reads both transports serve, each made once per data version under one key: REST
 * sends the answer's bytes (with its ETag and compressed copies), tRPC returns its frozen value.
 * The services stay plain reads; what is cached, and under which key, is decided here only.
 */
export const publicReads = {
  vehicles: (db: DB): Promise<CachedAnswer<Vehicle[]>> =>
    publicCache(db).get(
      'vehicles',
      checked(z.array(VehicleSchema), () => listPublicVehicles(db)),
    ),
  vehicle: (db: DB, id: number): Promise<CachedAnswer<Vehicle>> =>
    publicCache(db).get(
      `vehicle:${id}`,
      checked(VehicleSchema, () => getPublicVehicle(db, id)),
    ),
  /** The vehicles free for a whole period: one answer per period asked for, bounded with the others. */
  vehiclesFree: (db: DB, period: Period): Promise<CachedAnswer<Vehicle[]>> =>
    publicCache(db).get(
      `vehicles:${period.from}:${period.to}`,
      checked(z.array(VehicleSchema), async () => freeDuring(db, await listPublicVehicles(db), period)),
    ),
  /** Keyed by the day too: the window moves at midnight in Rome even when no data changed. */
  availability: (db: DB, id: number): Promise<CachedAnswer<Availability>> => {
    const window = availabilityWindow();
    return publicCache(db).get(
      `availability:${id}:${window.from}`,
      checked(AvailabilitySchema, () => vehicleAvailability(db, id, window)),
    );
  },
  offices: (db: DB): Promise<CachedAnswer<Office[]>> =>
    publicCache(db).get(
      'offices',
      checked(z.array(OfficeSchema), () => listAllOffices(db)),
    ),
};
