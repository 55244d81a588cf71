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
    expect(vehicles).toHaveLength(13);
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
});
