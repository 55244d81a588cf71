import {
  type HalfOpenPeriod,
  isRentable,
  isSold,
  LISTING_TYPES,
  periodsOverlap,
  VEHICLE_STATUSES,
} from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { insertVehicle } from './repositories/vehicles.repository.js';
import { testDatabases, testVehicle } from './testing.js';
import { freshDatabases } from './test-databases.js';
import { overlapping, rentableVehicle, soldVehicle } from './vehicle-state-sql.js';

/** An instant of 5 December 2026 in UTC, written as the site writes instants. */
const at = (time: string) => new Date(`2026-12-05T${time}Z`).toISOString();

/** The stored period every case is compared with: 09:00 to 13:00. */
const STORED = { startsAt: at('09:00:00'), endsAt: at('13:00:00') };

/** Periods against STORED, each with the answer of the half-open rule. */
const CASES: { name: string; period: HalfOpenPeriod; meets: boolean }[] = [
  { name: 'the same', period: STORED, meets: true },
  { name: 'touching its end', period: { startsAt: at('13:00:00'), endsAt: at('17:00:00') }, meets: false },
  { name: 'touching its start', period: { startsAt: at('05:00:00'), endsAt: at('09:00:00') }, meets: false },
  { name: 'contained', period: { startsAt: at('10:00:00'), endsAt: at('11:00:00') }, meets: true },
  { name: 'containing', period: { startsAt: at('08:00:00'), endsAt: at('14:00:00') }, meets: true },
  { name: 'across its start', period: { startsAt: at('08:00:00'), endsAt: at('09:00:01') }, meets: true },
  { name: 'across its end', period: { startsAt: at('12:59:59'), endsAt: at('14:00:00') }, meets: true },
  { name: 'wholly before', period: { startsAt: at('01:00:00'), endsAt: at('03:00:00') }, meets: false },
  { name: 'wholly after', period: { startsAt: at('15:00:00'), endsAt: at('16:00:00') }, meets: false },
  { name: 'open start, ending at its start', period: { endsAt: at('09:00:00') }, meets: false },
  { name: 'open start, ending inside', period: { endsAt: at('09:00:01') }, meets: true },
  { name: 'open end, from its end', period: { startsAt: at('13:00:00') }, meets: false },
  { name: 'open end, from inside', period: { startsAt: at('12:59:59') }, meets: true },
  { name: 'all of time', period: {}, meets: true },
];

describe.each(testDatabases())('vehicle state rules in SQL on $name', ({ open: openFresh }) => {
  const open = freshDatabases(openFresh);

  it('finds a stored period overlapping exactly when periodsOverlap says so, both ends half-open', async () => {
    const db = await open();
    const { id: vehicleId } = await insertVehicle(db, testVehicle());
    const now = new Date().toISOString();
    await db
      .insertInto('reservations')
      .values({
        vehicle_id: vehicleId,
        start_date: '2026-12-05',
        end_date: '2026-12-05',
        pickup_time: '10:00',
        return_time: '14:00',
        starts_at: STORED.startsAt,
        ends_at: STORED.endsAt,
        contact_request_id: null,
        reference: 'NBT-2026-00001',
        status: 'confirmed',
        option_expires_on: null,
        km_out: null,
        km_in: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const columns = { startsAt: 'reservations.starts_at', endsAt: 'reservations.ends_at' } as const;
    const answers = await Promise.all(
      CASES.map(async ({ name, period }) => {
        const rows = await db
          .selectFrom('reservations')
          .select('id')
          .where((eb) => overlapping(eb, columns, period))
          .execute();
        return { name, sql: rows.length === 1, typescript: periodsOverlap(STORED, period) };
      }),
    );
    const expected = CASES.map(({ name, meets }) => ({ name, sql: meets, typescript: meets }));
    expect(answers).toEqual(expected);
  });

  it('finds the sold and the rentable vehicles exactly as isSold and isRentable read them', async () => {
    const db = await open();
    const vehicles = [];
    for (const listing_type of LISTING_TYPES) {
      for (const status of VEHICLE_STATUSES) {
        for (const available of [true, false]) {
          vehicles.push(
            await insertVehicle(db, testVehicle({ listing_type, status, available, sale_price_euros: 20_000 })),
          );
        }
      }
    }
    const idsWhere = async (rule: typeof soldVehicle) =>
      (await db.selectFrom('vehicles').select('id').where(rule).orderBy('id').execute()).map((row) => Number(row.id));
    const rentable = vehicles.filter(isRentable).map((vehicle) => vehicle.id);
    const sold = vehicles.filter(isSold).map((vehicle) => vehicle.id);
    expect(await idsWhere(rentableVehicle)).toEqual(rentable);
    expect(await idsWhere(soldVehicle)).toEqual(sold);
    // for rent or both, available, in either unsold status
    expect(rentable).toHaveLength(4);
    expect(sold).toHaveLength(6);
  });
});
