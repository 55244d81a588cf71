import { addDays, holdsVehicle, periodsOverlap, rentalHold, RESERVATION_STATES } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import type { DB } from '../client.js';
import { migrateToLatest } from '../migrate.js';
import { testDatabases, testVehicle } from '../testing.js';
import { freshDatabases } from '../test-databases.js';
import { daysHold, holdsVehicleDuring, listBusyPeriods } from './reservation-holds.repository.js';
import { insertVehicle, toRow } from './vehicles.repository.js';

/**
 * A vehicle written at an older version of the schema, as a migration under test finds it: only the
 * columns that version has (the columns added since would not be there yet).
 */
async function insertVehicleAtOlderSchema(db: DB): Promise<{ id: number }> {
  const tables = await db.introspection.getTables();
  const columns = new Set(tables.find((table) => table.name === 'vehicles')!.columns.map((column) => column.name));
  const now = new Date().toISOString();
  const row = { ...toRow(testVehicle()), created_at: now, updated_at: now, public_updated_at: now };
  const values = Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column)));
  const { id } = await db
    .insertInto('vehicles')
    .values(values as typeof row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id) };
}

/** The instants of a booking from 10:00 on its first day to 10:00 on its last. */
function holdOf({ from, to }: { from: string; to: string }) {
  const hold = rentalHold({ pickupDate: from, returnDate: to });
  return { starts_at: hold.startsAt, ends_at: hold.endsAt };
}
const TODAY = '2026-11-28';

describe.each(testDatabases())('reservations on $name', ({ open: openFresh }) => {
  const open = freshDatabases(openFresh);

  it('holds a vehicle in SQL exactly when holdsVehicle says so and the times meet the days', async () => {
    const db = await open();
    const { id: vehicleId } = await insertVehicle(db, testVehicle());
    const expiries = [null, addDays(TODAY, -1), TODAY, addDays(TODAY, 1)];
    const period = { from: addDays(TODAY, 10), to: addDays(TODAY, 12) };
    const spans = [
      { from: addDays(TODAY, 8), to: addDays(TODAY, 9) },
      { from: addDays(TODAY, 8), to: addDays(TODAY, 10) },
      { from: addDays(TODAY, 11), to: addDays(TODAY, 11) },
      { from: addDays(TODAY, 12), to: addDays(TODAY, 20) },
      { from: addDays(TODAY, 13), to: addDays(TODAY, 14) },
    ];
    const cases = RESERVATION_STATES.flatMap((status) =>
      expiries.flatMap((optionExpiresOn) => spans.map((span) => ({ status, optionExpiresOn, ...span }))),
    );
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const [index, booking] of cases.entries()) {
      const { id } = await db
        .insertInto('reservations')
        .values({
          vehicle_id: vehicleId,
          start_date: booking.from,
          end_date: booking.to,
          // 10:00 at both ends: the days a period of dates meets are then its days, both included.
          ...holdOf(booking),
          contact_request_id: null,
          reference: `NBT-2026-${String(index + 1).padStart(5, '0')}`,
          status: booking.status,
          option_expires_on: booking.optionExpiresOn,
          km_out: null,
          km_in: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(id));
    }
    const held = await db
      .selectFrom('reservations')
      .select('id')
      .where(holdsVehicleDuring(daysHold(period), TODAY))
      .orderBy('id')
      .execute();
    const expected = cases.flatMap((booking, index) =>
      holdsVehicle(booking, TODAY) &&
      periodsOverlap(rentalHold({ pickupDate: booking.from, returnDate: booking.to }), daysHold(period))
        ? [ids[index]]
        : [],
    );
    expect(held.map((row) => Number(row.id))).toEqual(expected);
    // The table is not trivial: each answer comes up more than once.
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(cases.length - 10);
  });

  it('numbers the existing bookings by year in Rome, in id order, and gives each its first event', async () => {
    const db = await open('2026_11_28_0300_public_updated_at');
    const { id: vehicleId } = await insertVehicleAtOlderSchema(db);
    const made = [
      '2025-03-01T10:00:00.000Z',
      // 23:30 in UTC on New Year's Eve is already 2026 in Rome.
      '2025-12-31T23:30:00.000Z',
      '2025-12-31T22:30:00.000Z',
      '2026-02-01T09:00:00.000Z',
    ];
    for (const [index, createdAt] of made.entries()) {
      await db
        .insertInto('reservations')
        .values({
          vehicle_id: vehicleId,
          start_date: `2026-0${index + 1}-10`,
          end_date: `2026-0${index + 1}-11`,
          contact_request_id: null,
          created_at: createdAt,
          updated_at: createdAt,
        } as never)
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('reservations')
      .select(['id', 'reference', 'status', 'customer_email', 'mail_sequence'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.reference)).toEqual([
      'NBT-2025-00001',
      'NBT-2026-00001',
      'NBT-2025-00002',
      'NBT-2026-00002',
    ]);
    expect(rows.every((row) => row.status === 'confirmed' && row.customer_email === '')).toBe(true);
    expect(rows.map((row) => Number(row.mail_sequence))).toEqual([0, 0, 0, 0]);
    const events = await db
      .selectFrom('reservation_events')
      .select(['reservation_id', 'status', 'kilometers', 'username', 'created_at'])
      .orderBy('id')
      .execute();
    expect(
      events.map((event) => [Number(event.reservation_id), event.status, event.kilometers, event.username]),
    ).toEqual(rows.map((row) => [Number(row.id), 'confirmed', null, null]));
    expect(events.map((event) => new Date(event.created_at).toISOString())).toEqual(made);
    // The database refuses a reference missing or given twice, a state that does not exist, negative kilometres.
    const now = new Date().toISOString();
    const base = {
      vehicle_id: vehicleId,
      start_date: '2027-01-01',
      end_date: '2027-01-02',
      ...holdOf({ from: '2027-01-01', to: '2027-01-02' }),
      created_at: now,
      updated_at: now,
    };
    await expect(
      db
        .insertInto('reservations')
        .values(base as never)
        .execute(),
    ).rejects.toThrow(/null|NOT NULL/i);
    await expect(
      db
        .insertInto('reservations')
        .values({ ...base, reference: 'NBT-2025-00001' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      db
        .insertInto('reservations')
        .values({ ...base, reference: 'NBT-2027-00001', status: 'lost' as never })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto('reservations')
        .values({ ...base, reference: 'NBT-2027-00002', km_out: -1 })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('gives older bookings and requests 10:00 at both ends (18:00 back for a same-day one), so their days stay', async () => {
    const db = await open('2026_11_28_0400_reservation_life');
    const { id: vehicleId } = await insertVehicleAtOlderSchema(db);
    const now = new Date().toISOString();
    for (const [index, [from, to]] of [
      ['2026-10-23', '2026-10-25'],
      ['2026-10-30', '2026-10-30'],
    ].entries()) {
      await db
        .insertInto('reservations')
        .values({
          vehicle_id: vehicleId,
          start_date: from,
          end_date: to,
          reference: `NBT-2026-0000${index + 1}`,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    await db
      .insertInto('contact_requests')
      .values({
        first_name: 'Anna',
        last_name: 'Neri',
        email: 'anna@example.com',
        phone: '',
        service: 'noleggio',
        message: 'Preventivo',
        vehicle_id: vehicleId,
        pickup_date: '2026-12-04',
        return_date: '2026-12-06',
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('reservations')
      .select(['pickup_time', 'return_time', 'starts_at', 'ends_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.pickup_time, row.return_time])).toEqual([
      ['10:00', '10:00'],
      ['10:00', '18:00'],
    ]);
    // Friday 10:00 (summer time) to Sunday 10:00, the night the clocks go back: still two days.
    expect(rows.map((row) => [new Date(row.starts_at).toISOString(), new Date(row.ends_at).toISOString()])).toEqual([
      ['2026-10-23T08:00:00.000Z', '2026-10-25T09:00:00.000Z'],
      ['2026-10-30T09:00:00.000Z', '2026-10-30T17:00:00.000Z'],
    ]);
    const request = await db
      .selectFrom('contact_requests')
      .select(['pickup_time', 'return_time', 'starts_at', 'ends_at'])
      .executeTakeFirstOrThrow();
    expect([request.pickup_time, request.return_time]).toEqual(['10:00', '10:00']);
    expect(new Date(request.starts_at!).toISOString()).toBe('2026-12-04T09:00:00.000Z');
    // The public sees the held stretch with its times, from a window's first midnight when begun before it.
    expect(await listBusyPeriods(db, vehicleId, { from: '2026-10-24', to: '2026-11-30' }, '2026-10-24')).toEqual([
      { from: '2026-10-24', fromTime: '00:00', to: '2026-10-25', toTime: '10:00' },
      { from: '2026-10-30', fromTime: '10:00', to: '2026-10-30', toTime: '18:00' },
    ]);
  });
});
