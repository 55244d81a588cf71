import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.js';
import { migrateTo, migrateToLatest } from './migrate.js';

/** The migration before the heavy fleet's. */
const BEFORE = '2026_11_28_0700_vehicle_sale_facts';
import { getDataVersion } from './repositories/meta.repository.js';
import { findVehicleById, insertVehicle } from './repositories/vehicles.repository.js';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl, testVehicle } from './testing.js';

const serverUrl = testPostgresUrl();

/** The heavy fleet's migration on the database the tests run on (PostgreSQL with TEST_DATABASE_URL). */
describe(`the heavy fleet's migration (${serverUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const database = async (): Promise<DatabaseHandle> => {
    const handle = serverUrl ? await createPostgresTestDatabase(serverUrl) : await createTestDatabase();
    cleanups.push(() => handle.cleanup());
    return handle;
  };
  const now = new Date().toISOString();
  /** A row written as the older schema knew it, with `extra` columns (SQL literals) over it. */
  const insertRaw = async (handle: DatabaseHandle, category: string, extra: Record<string, string> = {}) => {
    const row: Record<string, string> = {
      brand: "'Volvo'",
      model: "'EC220E'",
      year: '2021',
      kilometers: '0',
      fuel_regulation: "'Stage V'",
      doors: '0',
      seats: '0',
      color: "'giallo'",
      vehicle_category: `'${category}'`,
      created_at: `'${now}'`,
      updated_at: `'${now}'`,
      ...extra,
    };
    const result = await sql<{ id: number }>`${sql.raw(
      `INSERT INTO vehicles (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).join(', ')}) RETURNING id`,
    )}`.execute(handle.db);
    return Number(result.rows[0]!.id);
  };

  it('keeps existing vehicles, what refers to them and their ids, and takes the new category', async () => {
    const handle = await database();
    await migrateTo(handle.db, BEFORE);
    const car = await insertRaw(handle, 'auto', { doors: '5', seats: '5' });
    const truck = await insertRaw(handle, 'camion', { doors: '2', seats: '2' });
    const gone = await insertRaw(handle, 'auto', { model: "'Deleted'" });
    await handle.db.deleteFrom('vehicles').where('id', '=', gone).execute();
    await handle.db
      .insertInto('reservations')
      .values({
        vehicle_id: truck,
        start_date: '2030-01-01',
        end_date: '2030-01-02',
        starts_at: '2030-01-01T09:00:00.000Z',
        ends_at: '2030-01-02T09:00:00.000Z',
        pickup_office_id: null,
        contact_request_id: null,
        reference: 'NBT-2030-00001',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(insertRaw(handle, 'movimento_terra')).rejects.toThrow(/check/i);

    await migrateToLatest(handle.db);

    expect(await findVehicleById(handle.db, car)).toMatchObject({
      vehicle_category: 'auto',
      doors: 5,
      gross_weight_kg: null,
      machine_type: null,
    });
    expect(await findVehicleById(handle.db, truck)).toMatchObject({ vehicle_category: 'camion', axles: null });
    // The booking still refers to its truck, and deleting the truck still takes it along.
    const booked = await handle.db.selectFrom('reservations').select('vehicle_id').executeTakeFirstOrThrow();
    expect(Number(booked.vehicle_id)).toBe(truck);
    // A deleted vehicle's id is not given again, and writes still move the data version.
    const version = await getDataVersion(handle.db);
    const machine = await insertRaw(handle, 'movimento_terra', { machine_type: "'escavatore'" });
    expect(machine).toBeGreaterThan(gone);
    expect(await findVehicleById(handle.db, machine)).toMatchObject({
      machine_type: 'escavatore',
      with_operator: null,
    });
    expect(await getDataVersion(handle.db)).not.toBe(version);
    await handle.db.deleteFrom('vehicles').where('id', '=', truck).execute();
    expect(await handle.db.selectFrom('reservations').selectAll().execute()).toEqual([]);
  });

  it('holds the figures to their ranges and lists in the schema itself', async () => {
    const handle = await database();
    const bad: Record<string, string>[] = [
      { axles: '9' },
      { engine_hours: '-1' },
      { machine_type: "'gru'" },
      { wheel_formula: "'10x4'" },
      { with_operator: "'forse'" },
      { gross_weight_kg: '0' },
      { cab: "''" },
    ];
    for (const extra of bad) {
      await expect(insertRaw(handle, 'camion', extra), JSON.stringify(extra)).rejects.toThrow(/check/i);
    }
    await expect(insertRaw(handle, 'moto')).rejects.toThrow(/check/i);
  });

  it('goes back down, leaving the older schema without the machines', async () => {
    const handle = await database();
    await insertVehicle(handle.db, testVehicle());
    await insertRaw(handle, 'movimento_terra');
    await migrateTo(handle.db, BEFORE);
    const rows = await handle.db.selectFrom('vehicles').select('vehicle_category').execute();
    expect(rows.map((row) => row.vehicle_category)).toEqual(['auto']);
    await expect(insertRaw(handle, 'movimento_terra')).rejects.toThrow(/check/i);
    await migrateToLatest(handle.db);
  });
});
