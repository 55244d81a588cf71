import { describe, expect, it } from 'vitest';

import type { Vehicle } from './answers.js';
import { saleFilter } from './sale-filters.js';
import { browseVehicles, LIST_TABS } from './vehicle-browse.js';

let nextId = 1;
function car(overrides: Partial<Vehicle>): Vehicle {
  return {
    id: nextId++,
    brand: 'BMW',
    model: 'Serie 3',
    year: 2021,
    kilometers: 40_000,
    fuel_type: 'diesel',
    transmission: 'automatico',
    seats: 5,
    listing_type: 'sale',
    vehicle_category: 'auto',
    status: 'disponibile',
    price_per_day: null,
    sale_price_euros: 30_000,
    condition: 'usato',
    body_type: 'berlina',
    first_registration: '2021-05',
    previous_owners: 1,
    vat_deductible: false,
    ...overrides,
  } as Vehicle;
}

describe('the sale filters', () => {
  const matches = (filters: Parameters<typeof saleFilter>[0], vehicle: Vehicle) => saleFilter(filters)!(vehicle);

  it('set none: no test at all', () => {
    expect(saleFilter({})).toBeUndefined();
  });

  it('bound the first registration from below, the kilometres and the owners from above, both ends included', () => {
    expect(matches({ registered_from: '2021-05' }, car({}))).toBe(true);
    expect(matches({ registered_from: '2021-06' }, car({}))).toBe(false);
    expect(matches({ max_km: 40_000 }, car({}))).toBe(true);
    expect(matches({ max_km: 39_999 }, car({}))).toBe(false);
    expect(matches({ max_owners: 1 }, car({}))).toBe(true);
    expect(matches({ max_owners: 0 }, car({}))).toBe(false);
  });

  it('match the condition, body type and VAT exactly, and never a fact not stated', () => {
    expect(matches({ condition: 'usato', body_type: 'berlina', vat_deductible: false }, car({}))).toBe(true);
    expect(matches({ condition: 'km0' }, car({}))).toBe(false);
    const silent = car({
      condition: null,
      body_type: null,
      first_registration: null,
      previous_owners: null,
      vat_deductible: null,
    });
    for (const filters of [
      { condition: 'usato' },
      { body_type: 'berlina' },
      { registered_from: '1900-01' },
      { max_owners: 20 },
      { vat_deductible: false },
    ] as const) {
      expect(matches(filters, silent), JSON.stringify(filters)).toBe(false);
    }
  });
});

describe("the 'auto' tab", () => {
  it('lists every car for sale, for rent and sale too, the sold ones last, and its chip counts each card listed', () => {
    const sold = car({ status: 'venduto' });
    const both = car({ listing_type: 'both', price_per_day: 10_000 });
    const rental = car({ listing_type: 'rental', price_per_day: 10_000, sale_price_euros: null });
    const forSale = car({});
    const page = browseVehicles([sold, both, rental, forSale], { tab: 'auto' });
    expect(page.vehicles.map((vehicle) => vehicle.id)).toEqual([both.id, forSale.id, sold.id]);
    expect(page.tabs.auto).toBe(3);
    const filtered = browseVehicles([sold, both, rental, forSale], {
      tab: 'auto',
      max_km: 50_000,
      sort: 'prezzo-desc',
    });
    expect(filtered.vehicles.at(-1)).toBe(sold);
    expect(filtered.tabs.auto).toBe(3);
  });
});

describe("each tab's count", () => {
  // Cars, trucks and machines for rent, for sale and both, some sold, some without a price.
  const fleet = ['auto', 'camion', 'movimento_terra'].flatMap((vehicle_category) =>
    (['rental', 'sale', 'both'] as const).flatMap((listing_type) =>
      ['disponibile', 'in_trattativa', 'venduto'].flatMap((status) =>
        [null, 12_000, 45_000].map((sale_price_euros, n) =>
          car({
            vehicle_category,
            listing_type,
            status,
            sale_price_euros,
            price_per_day: listing_type === 'sale' ? null : 5_000 + n * 20_000,
            kilometers: 20_000 * n,
            brand: n === 1 ? 'Iveco' : 'BMW',
          } as Partial<Vehicle>),
        ),
      ),
    ),
  );

  it("is the total of that tab's list, with no filter and with each kind of filter", () => {
    const queries = [{}, { min_price: 100 }, { max_price: 20_000 }, { max_km: 20_000 }, { brand: 'iveco' }];
    for (const query of queries) {
      const { tabs } = browseVehicles(fleet, query);
      for (const tab of LIST_TABS) {
        expect(tabs[tab], `${tab} ${JSON.stringify(query)}`).toBe(browseVehicles(fleet, { ...query, tab }).total);
      }
    }
    expect(browseVehicles(fleet, {}).tabs.auto).toBe(18);
  });
});
