import { LANGUAGE_CODES, TRANSLATION_LANGUAGES } from '@nbt/validation';
import { afterEach, describe, expect, it } from 'vitest';

import { listRentalOptions } from './repositories/rental-options.repository.js';
import { listAdminVehicles } from './repositories/vehicles.repository.js';
import { seedDemoData } from './seed.js';
import { createTestDatabase } from './testing.js';

describe('the demo data', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("gives every demo vehicle its description, features and colour in each of the site's other languages", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.cleanup());
    await seedDemoData(database.db, (file) => Promise.resolve(`/uploads/${file}`));

    const vehicles = await listAdminVehicles(database.db);
    expect(vehicles).toHaveLength(16);
    for (const vehicle of vehicles) {
      const name = `${vehicle.brand} ${vehicle.model}`;
      expect(Object.keys(vehicle.translations), name).toEqual(TRANSLATION_LANGUAGES);
      for (const language of TRANSLATION_LANGUAGES) {
        const text = vehicle.translations[language]!;
        expect(text.description, `${name} (${language})`).not.toBe('');
        expect(text.description, `${name} (${language})`).not.toBe(vehicle.description);
        expect(text.color, `${name} (${language})`).not.toBe('');
        // One translated feature per Italian one, each without a comma: the export lists them comma-separated.
        expect(text.features, `${name} (${language})`).toHaveLength(vehicle.features.length);
        for (const feature of text.features) expect(feature, `${name} (${language})`).not.toContain(',');
      }
    }
  });

  it('offers five rental options, each named in the seven languages, once however often it runs', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.cleanup());
    await seedDemoData(database.db, (file) => Promise.resolve(`/uploads/${file}`));
    await seedDemoData(database.db, (file) => Promise.resolve(`/uploads/${file}`));

    const options = await listRentalOptions(database.db, { activeOnly: true });
    expect(options).toHaveLength(5);
    for (const option of options)
      expect(Object.keys(option.name).sort(), option.name.it).toEqual([...LANGUAGE_CODES].sort());
  });

  it('shows the heavy fleet with its figures: a tractor unit, a rigid truck, an excavator and a wheel loader', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.cleanup());
    await seedDemoData(database.db, (file) => Promise.resolve(`/uploads/${file}`));
    const vehicles = await listAdminVehicles(database.db);
    const trucks = vehicles.filter((vehicle) => vehicle.vehicle_category === 'camion');
    const machines = vehicles.filter((vehicle) => vehicle.vehicle_category === 'movimento_terra');
    expect(trucks.find((truck) => truck.model === 'R 500 Highline')).toMatchObject({
      gross_weight_kg: 44_000,
      axles: 2,
      wheel_formula: '4x2',
    });
    expect(trucks.find((truck) => truck.model === 'Daily 35S18 Furgone')).toMatchObject({ gross_weight_kg: 3_500 });
    for (const truck of trucks) expect(truck.payload_kg, truck.model).toBeGreaterThan(0);
    expect(machines.map((machine) => machine.machine_type).sort()).toEqual([
      'escavatore',
      'miniescavatore',
      'pala_gommata',
    ]);
    for (const machine of machines) {
      expect(machine, machine.model).toMatchObject({
        doors: 0,
        seats: 0,
        image1: expect.stringMatching(/^\/uploads\//),
      });
      expect(machine.operating_weight_kg, machine.model).toBeGreaterThan(0);
      expect(machine.engine_hours, machine.model).toBeGreaterThan(0);
    }
  });
});
