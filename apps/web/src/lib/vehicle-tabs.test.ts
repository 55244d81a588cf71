import type { ListingType, VehicleCategory } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { isInTab, VEHICLE_TABS, type VehicleTab } from '@nbt/validation/rules';

describe('isInTab', () => {
  const table: [VehicleCategory, ListingType, Record<VehicleTab, boolean>][] = [
    ['auto', 'rental', { noleggio: true, auto: false, tir: false }],
    ['auto', 'both', { noleggio: true, auto: true, tir: false }],
    ['auto', 'sale', { noleggio: false, auto: true, tir: false }],
    ['camion', 'rental', { noleggio: true, auto: false, tir: true }],
    ['camion', 'both', { noleggio: true, auto: false, tir: true }],
    ['camion', 'sale', { noleggio: false, auto: false, tir: true }],
  ];

  it.each(table)('puts a %s with listing %s in the right tabs', (vehicle_category, listing_type, expected) => {
    for (const tab of VEHICLE_TABS) {
      expect(isInTab({ vehicle_category, listing_type }, tab), tab).toBe(expected[tab]);
    }
  });
});
