import { TRANSLATION_LANGUAGES } from '@nbt/validation';
import { afterEach, describe, expect, it } from 'vitest';

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
});
