import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { migrateTo, migrateToLatest } from './migrate.js';
import {
  findAdminVehicleById,
  findVehicleById,
  insertVehicle,
  updateVehicle,
} from './repositories/vehicles.repository.js';
import { testDatabases, testVehicle } from './testing.js';
import { freshDatabases } from './test-databases.js';

/** The migration before the one that adds the translations. */
const BEFORE = '2026_11_26_1400_vehicle_office_fields';

const english = {
  description: 'Long-haul tractor unit.',
  features: ['GX cab', '24/7 assistance'],
  color: 'Obsidian black',
};

describe.each(testDatabases())('vehicle translations on $name', ({ open }) => {
  const database = freshDatabases(open);

  it('gives the vehicles already there no translations, and drops the column on the way down', async () => {
    const db = await database();
    await migrateTo(db, BEFORE);
    const now = new Date().toISOString();
    await sql`INSERT INTO vehicles (brand, model, year, kilometers, fuel_regulation, doors, seats, color, created_at, updated_at)
      VALUES ('Iveco', 'S-Way', 2023, 0, 'Euro 6', 2, 2, 'bianco', ${now}, ${now})`.execute(db);
    await migrateToLatest(db);
    const [vehicle] = await db.selectFrom('vehicles').select(['id', 'translations']).execute();
    expect(JSON.parse(vehicle!.translations)).toEqual({});
    expect((await findVehicleById(db, vehicle!.id))?.translations).toEqual({});
    await migrateTo(db, BEFORE);
    const row = await sql<Record<string, unknown>>`SELECT * FROM vehicles`.execute(db);
    expect(row.rows[0]).not.toHaveProperty('translations');
  });

  it('stores the filled languages, replaces them on update and clears one left out', async () => {
    const db = await database();
    const created = await insertVehicle(
      db,
      testVehicle({ translations: { en: english, de: { description: 'Sattelzugmaschine.' }, fr: {} } }),
    );
    expect(created.translations).toEqual({
      en: english,
      de: { description: 'Sattelzugmaschine.', features: [], color: '' },
    });
    expect((await findVehicleById(db, created.id))?.translations).toEqual(created.translations);
    await updateVehicle(db, created.id, testVehicle({ translations: { en: { ...english, color: '' } } }));
    expect((await findAdminVehicleById(db, created.id))?.translations).toEqual({ en: { ...english, color: '' } });
  });

  it('reads a row edited by hand outside the rules as far as it holds texts of known languages', async () => {
    const db = await database();
    const created = await insertVehicle(db, testVehicle());
    const stored = JSON.stringify({ xx: english, en: { description: 7, features: ['a', 3], color: 'Red' }, fr: 'x' });
    await db.updateTable('vehicles').set({ translations: stored }).where('id', '=', created.id).execute();
    expect((await findVehicleById(db, created.id))?.translations).toEqual({
      en: { description: '', features: ['a'], color: 'Red' },
    });
  });
});
