import { inTransaction } from '@nbt/db/client';
import { insertVehicle } from '@nbt/db/vehicles';
import {
  ADMIN_VEHICLE_SORTS,
  type AdminVehicle,
  type AdminVehicleSort,
  sortParts,
  sortPrice,
  VEHICLE_STATUSES,
  VehicleInputSchema,
} from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { expectInvalidInput, vehicleBody } from './helpers.js';

interface Page {
  items: AdminVehicle[];
  total: number;
}

/** What each column of the table orders by, read from the answer as the office sees it; null goes last. */
const KEYS: Partial<Record<AdminVehicleSort, (vehicle: AdminVehicle) => (string | number | null)[]>> = {
  plate_asc: (v) => [v.plate],
  model_asc: (v) => [v.brand.toLowerCase(), v.model.toLowerCase()],
  status_asc: (v) => [VEHICLE_STATUSES.indexOf(v.status)],
  price_asc: (v) => [sortPrice(v, undefined)],
  year_asc: (v) => [v.year],
  km_asc: (v) => [v.kilometers],
};

/** The whole fleet in the order `sort` asks for, worked out here, the id breaking ties. */
function expectedOrder(fleet: AdminVehicle[], sort: AdminVehicleSort): number[] {
  const [column, direction] = sortParts(sort);
  const key = KEYS[`${column}_asc` as AdminVehicleSort]!;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: AdminVehicle, b: AdminVehicle) => {
    const [left, right] = [key(a), key(b)];
    for (let index = 0; index < left.length; index += 1) {
      const [x, y] = [left[index]!, right[index]!];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return (a.id - b.id) * sign;
  };
  return [...fleet].sort(compare).map((v) => v.id);
}

/** The back office's orders over the whole fleet: the table's sortable columns ask the server for them. */
describe('admin vehicle search order', () => {
  const t = useTestApp();

  const search = async (query: string) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/vehicles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  /** Every page of 7 at once, joined: the order of the whole fleet as the pages give it. */
  const allPages = async (sort: string, pages: number) =>
    (
      await Promise.all(
        Array.from({ length: pages }, (_, index) => search(`sort=${sort}&pageSize=7&page=${index + 1}`)),
      )
    )
      .flatMap((page) => page.items)
      .map((v) => v.id);

  // Brands in either case and equal names (ties broken by the id), plates with hyphens, repeated or
  // missing, the three statuses, and prices that the listing type hides from the order: a daily
  // rate on a vehicle only for sale, a zero rate.
  let fleet: AdminVehicle[] = [];
  const BRANDS = ['Audi', 'bmw', 'BMW', 'alfa romeo', 'Fiat', 'audi'];
  const PLATES = ['AB123CD', null, 'AB-123CD', 'ZZ999ZZ', 'AB123CD', '0A1', null, 'A-1'];
  const LISTINGS = ['rental', 'sale', 'both', 'rental', 'sale'] as const;

  it('seeds the fleet', async () => {
    fleet = await inTransaction(t.database.db, async (trx) => {
      const made: AdminVehicle[] = [];
      for (let index = 0; index < 27; index += 1) {
        const listing = LISTINGS[index % LISTINGS.length]!;
        const body = vehicleBody({
          brand: BRANDS[index % BRANDS.length],
          model: index % 4 === 0 ? 'a3' : index % 4 === 1 ? 'A3' : `Modello ${index % 3}`,
          plate: PLATES[index % PLATES.length],
          status: VEHICLE_STATUSES[index % VEHICLE_STATUSES.length],
          available: index % 3 !== 2,
          listing_type: listing,
          price_per_day: index % 9 === 3 ? 0 : 4_000 + ((index * 37) % 11) * 500,
          sale_price_euros: listing === 'rental' ? null : 40 + ((index * 53) % 13) * 1_000,
          year: 2010 + (index % 5),
          kilometers: 10_000 * (index % 4),
        });
        made.push(await insertVehicle(trx, VehicleInputSchema.parse(body)));
      }
      return made;
    });
    expect(fleet).toHaveLength(27);
    // The order is not the ids': a test that passed by reading rows as stored would show nothing.
    expect(expectedOrder(fleet, 'plate_asc')).not.toEqual(fleet.map((v) => v.id));
  });

  it.each(ADMIN_VEHICLE_SORTS.filter((sort) => !['newest', 'oldest'].includes(sort)))(
    'orders the whole fleet by %s across pages asked for together, each vehicle once',
    async (sort) => {
      const ids = await allPages(sort, 4);
      expect(ids).toEqual(expectedOrder(fleet, sort));
    },
  );

  it('orders the same way on tRPC, the filters applied first', async () => {
    const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    const page = await caller.admin.vehicles.search({ sort: 'model_desc', status: 'venduto', pageSize: 100 });
    const sold = fleet.filter((v) => v.status === 'venduto');
    expect(page.items.map((v) => v.id)).toEqual(expectedOrder(sold, 'model_desc'));
    expect(page.total).toBe(sold.length);
  });

  it('reads a percent-encoded order as its word', async () => {
    expect((await search('sort=plate%5Fdesc&pageSize=100')).items.map((v) => v.id)).toEqual(
      expectedOrder(fleet, 'plate_desc'),
    );
  });

  it.each([
    ['sort=plate', 'a column without its direction'],
    ['sort=PLATE_ASC', 'upper case'],
    ['sort=plate_asc%20', 'a trailing space'],
    ['sort=plate_asc%00', 'a NUL'],
    ['sort=vin_asc', 'a column not offered'],
    ['sort=created_at%20desc', 'SQL'],
    ['sort=plate_asc&sort=model_asc', 'the parameter twice'],
  ])('answers %s (%s) with 400 naming the order, in Italian', async (query) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/vehicles?${query}` });
    const issues = expectInvalidInput(response);
    expect(issues.map((issue) => issue.path)).toEqual(['querystring.sort']);
    expect(issues[0]!.message).toMatch(/^Valore non/);
  });

  it('refuses an unknown order on tRPC, alone and in a batch beside a good one', async () => {
    const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    await expect(caller.admin.vehicles.search({ sort: 'vin_asc' as AdminVehicleSort })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const batch = await t.injectAs(t.admin, {
      method: 'GET',
      url:
        '/api/trpc/admin.vehicles.search,admin.vehicles.search?batch=1&input=' +
        encodeURIComponent(JSON.stringify({ 0: { sort: 'plate_asc', pageSize: 100 }, 1: { sort: 'id_asc' } })),
    });
    const [good, bad] =
      batch.json<[{ result: { data: Page } }, { error: { data: { httpStatus: number; code: string } } }]>();
    expect(good.result.data.items.map((v) => v.id)).toEqual(expectedOrder(fleet, 'plate_asc'));
    expect(bad.error.data).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST' });
  });
});
