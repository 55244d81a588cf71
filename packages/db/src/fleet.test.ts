import { VehicleInputSchema } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { listAdminVehicles } from './repositories/vehicles.repository.js';
import { freshDatabases } from './test-databases.js';
import { insertFleet, testDatabases, testVehicle } from './testing.js';

describe.each(testDatabases())('the large fleets of tests and benchmarks on $name', ({ open }) => {
  const database = freshDatabases(open);

  it("copies vehicles the office could have entered: a copy's tiers stay cheaper than its own daily price", async () => {
    const db = await database();
    const tiered = testVehicle({
      price_per_day: 45_000,
      price_tiers: [
        { min_days: 3, price_per_day: 42_000 },
        { min_days: 7, price_per_day: 38_000 },
      ],
    });
    await insertFleet(db, 60, [tiered]);

    const fleet = await listAdminVehicles(db);
    expect(fleet).toHaveLength(60);
    for (const vehicle of fleet) {
      const checked = VehicleInputSchema.safeParse(vehicle);
      expect(checked.error?.issues, vehicle.model).toBeUndefined();
      expect(vehicle.price_tiers, vehicle.model).toHaveLength(2);
    }
  });
});
