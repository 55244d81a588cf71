import type { ListingType, VehicleCategory } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { isInTab, LIST_TABS, type ListTab } from '@nbt/validation/rules';

describe('isInTab', () => {
  const table: [VehicleCategory, ListingType, Record<ListTab, boolean>][] = [
    ['auto', 'rental', { noleggio: true, auto: false, tir: false, 'movimento-terra': false }],
    ['auto', 'both', { noleggio: true, auto: true, tir: false, 'movimento-terra': false }],
    ['auto', 'sale', { noleggio: false, auto: true, tir: false, 'movimento-terra': false }],
    ['camion', 'rental', { noleggio: true, auto: false, tir: true, 'movimento-terra': false }],
    ['camion', 'both', { noleggio: true, auto: false, tir: true, 'movimento-terra': false }],
    ['camion', 'sale', { noleggio: false, auto: false, tir: true, 'movimento-terra': false }],
    ['movimento_terra', 'rental', { noleggio: true, auto: false, tir: false, 'movimento-terra': true }],
    ['movimento_terra', 'sale', { noleggio: false, auto: false, tir: false, 'movimento-terra': true }],
  ];

  it.each(table)('puts a %s with listing %s in the right tabs', (vehicle_category, listing_type, expected) => {
    for (const tab of LIST_TABS) {
      expect(isInTab({ vehicle_category, listing_type }, tab), tab).toBe(expected[tab]);
    }
  });
});
