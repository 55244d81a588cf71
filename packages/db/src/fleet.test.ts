import { VehicleInputSchema } from '@nbt/validation';
import { afterEach, describe, expect, it } from 'vitest';

import { listAdminVehicles } from './repositories/vehicles.repository.js';
import { createTestDatabase, insertFleet, testVehicle } from './testing.js';

describe('the large fleets of tests and benchmarks', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("copies vehicles the office could have entered: a copy's tiers stay cheaper than its own daily price", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.cleanup());
    const tiered = testVehicle({
      price_per_day: 45_000,
      price_tiers: [
        { min_days: 3, price_per_day: 42_000 },
        { min_days: 7, price_per_day: 38_000 },
      ],
    });
    await insertFleet(database.db, 60, [tiered]);

    const fleet = await listAdminVehicles(database.db);
    expect(fleet).toHaveLength(60);
    for (const vehicle of fleet) {
      const checked = VehicleInputSchema.safeParse(vehicle);
      expect(checked.error?.issues, vehicle.model).toBeUndefined();
      expect(vehicle.price_tiers, vehicle.model).toHaveLength(2);
    }
  });
});
