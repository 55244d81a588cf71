import { VEHICLE_PAGE_SIZE } from '@nbt/validation';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { createVehicle, expectInvalidInput, type VehicleJson } from './helpers.js';

/** 30 vehicles: 20 BMW for rent (5 or 7 seats, 50 to 240 € a day), 6 Audi for sale, 4 trucks for rent. */
const FLEET = [
  ...Array.from({ length: 20 }, (_, i) => ({
    brand: 'BMW',
    model: `Serie ${i}`,
    seats: i % 4 === 0 ? 7 : 5,
    price_per_day: (50 + i * 10) * 100,
  })),
  ...Array.from({ length: 6 }, (_, i) => ({
    brand: 'Audi',
    model: `A${i + 1}`,
    listing_type: 'sale',
    price_per_day: null,
    sale_price_euros: 20_000 + i * 5000,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    brand: 'Volvo',
    model: `FH ${i}`,
    vehicle_category: 'camion',
    seats: 2,
    doors: 2,
    price_per_day: 30_000,
  })),
];

describe('the vehicle list: filters and pages', () => {
  const t = useTestApp();
  let fleet: VehicleJson[] = [];

  beforeAll(async () => {
    for (const vehicle of FLEET) fleet.push(await createVehicle(t, vehicle));
    // The list is newest first.
    fleet = fleet.reverse();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vehicles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { vehicles: response.json<VehicleJson[]>(), headers: response.headers };
  };
  const ids = (vehicles: readonly { id: number }[]) => vehicles.map((vehicle) => vehicle.id);

  it('answers the whole list without a query, its total in X-Total-Count', async () => {
    const { vehicles, headers } = await list('');
    expect(ids(vehicles)).toEqual(ids(fleet));
    expect(headers['x-total-count']).toBe('30');
    expect(headers.link).toBeUndefined();
  });

  it('cuts the list into pages that add up to the whole, with links to the neighbours', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}&per_page=8`)));
    expect(pages.map(({ vehicles }) => vehicles.length)).toEqual([8, 8, 8, 6]);
    expect(pages.flatMap(({ vehicles }) => ids(vehicles))).toEqual(ids(fleet));
    for (const { headers } of pages) expect(headers['x-total-count']).toBe('30');
    expect(pages[1]!.headers.link).toBe(
      [
        '</api/vehicles?page=1&per_page=8>; rel="first"',
        '</api/vehicles?page=1&per_page=8>; rel="prev"',
        '</api/vehicles?page=3&per_page=8>; rel="next"',
        '</api/vehicles?page=4&per_page=8>; rel="last"',
      ].join(', '),
    );
    // Past the last page: an empty page, the total still told.
    const past = await list('page=9&per_page=8');
    expect(past.vehicles).toEqual([]);
    expect(past.headers['x-total-count']).toBe('30');
  });

  it('filters by words, brand, price range and seats, and orders by price', async () => {
    expect(ids((await list('q=serie%201')).vehicles)).toEqual(
      ids(fleet.filter((vehicle) => String(vehicle.model).startsWith('Serie 1'))),
    );
    const audi = await list('brand=audi');
    expect(audi.vehicles.map((vehicle) => vehicle.brand)).toEqual(Array(6).fill('Audi'));
    // The daily rate in euros, both ends included; a vehicle only for sale by its sale price.
    const range = await list('tab=noleggio&min_price=100&max_price=150&sort=prezzo-asc');
    expect(range.vehicles.map((vehicle) => vehicle.price_per_day)).toEqual([
      10_000, 11_000, 12_000, 13_000, 14_000, 15_000,
    ]);
    expect(range.headers['x-total-count']).toBe('6');
    const forSale = await list('tab=auto&min_price=30000');
    expect(forSale.vehicles.map((vehicle) => vehicle.sale_price_euros).sort()).toEqual([
      30_000, 35_000, 40_000, 45_000,
    ]);
    const seven = await list('seats=6');
    expect(seven.vehicles.map((vehicle) => vehicle.seats)).toEqual(Array(5).fill(7));
    const trucks = await list('tab=tir&per_page=3&page=2');
    expect(trucks.vehicles).toHaveLength(1);
    expect(trucks.headers['x-total-count']).toBe('4');
  });

  it('gives the site one page with each tab’s count and the filters’ choices, on tRPC', async () => {
    const caller = t.caller();
    const page = await caller.vehicles.browse({ tab: 'noleggio', seats: 5, page: 2, per_page: VEHICLE_PAGE_SIZE });
    // 20 BMW and 4 trucks for rent; the trucks have 2 seats.
    expect(page).toMatchObject({ total: 20, page: 2, per_page: VEHICLE_PAGE_SIZE, pages: 2 });
    expect(page.vehicles).toHaveLength(20 - VEHICLE_PAGE_SIZE);
    expect(page.tabs).toEqual({ noleggio: 20, auto: 6, tir: 0, 'movimento-terra': 0 });
    expect(page.options).toEqual({
      brands: ['Audi', 'BMW', 'Volvo'],
      fuels: ['diesel'],
      transmissions: ['automatico'],
      seats: [2, 5, 7],
      machine_types: [],
      axles: [],
    });
    // The REST list of the same query is the same vehicles.
    const rest = await list(`tab=noleggio&seats=5&page=2&per_page=${VEHICLE_PAGE_SIZE}`);
    expect(ids(rest.vehicles)).toEqual(ids(page.vehicles));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['per_page=101', 'per_page'],
    ['per_page=', 'per_page'],
    ['min_price=-5', 'min_price'],
    ['min_price=1e3', 'min_price'],
    ['max_price=10&min_price=20', 'max_price'],
    ['seats=0', 'seats'],
    ['seats=cinque', 'seats'],
    ['tab=moto', 'tab'],
    ['sort=nome', 'sort'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['brand=BMW%00', 'brand'],
  ])('answers 400 naming the field to ?%s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vehicles?${query}` });
    expect(expectInvalidInput(response).map((issue) => issue.path)).toEqual([`querystring.${field}`]);
  });

  it('refuses the same values on tRPC, in one batch as one at a time', async () => {
    const bad = [{ page: 0 }, { per_page: 500 }, { min_price: 20, max_price: 10 }, { seats: -1 }];
    const results = await Promise.allSettled(bad.map((query) => t.caller().vehicles.browse(query as never)));
    expect(results.map((result) => result.status)).toEqual(Array(bad.length).fill('rejected'));
    for (const result of results)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'BAD_REQUEST' });
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/vehicles.list,vehicles.browse?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { min_price: 'x' }, 1: { seats: 1000 } }),
      )}`,
    });
    const answers = trpc.json<{ error: { data: { httpStatus: number; issues?: { path: string }[] } } }[]>();
    expect(answers.map((answer) => answer.error.data.httpStatus)).toEqual([400, 400]);
  });
});
