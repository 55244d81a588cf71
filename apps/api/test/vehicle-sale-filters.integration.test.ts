import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { createVehicle, expectInvalidInput } from './helpers.js';

/** The list's filters on what a buyer compares, and the 'auto' tab, on REST and tRPC. */
describe('the sale filters of the vehicle list', () => {
  const t = useTestApp();
  const forSale = { listing_type: 'sale', price_per_day: null, sale_price_euros: 30_000, year: 2021 };

  it('narrow REST and tRPC alike, the sold car last and counted in the tab like the list', async () => {
    const match = await createVehicle(t, {
      ...forSale,
      brand: 'Filtrata',
      condition: 'usato',
      body_type: 'suv',
      first_registration: '2021-09',
      kilometers: 30_000,
      previous_owners: 1,
      vat_deductible: true,
    });
    const both = await createVehicle(t, { ...match, listing_type: 'both', price_per_day: 15_000 });
    const sold = await createVehicle(t, { ...match, status: 'venduto', available: false });
    await createVehicle(t, { ...match, kilometers: 30_001 });
    await createVehicle(t, { ...match, previous_owners: 2 });
    await createVehicle(t, { ...match, first_registration: '2021-08' });
    await createVehicle(t, { ...match, vat_deductible: null });
    await createVehicle(t, { ...match, condition: 'km0' });
    await createVehicle(t, { ...match, body_type: 'berlina' });
    const query = {
      q: 'Filtrata',
      tab: 'auto',
      condition: 'usato',
      body_type: 'suv',
      registered_from: '2021-09',
      max_km: '30000',
      max_owners: '1',
      vat_deductible: 'true',
    };
    const rest = await t.app.inject({ url: `/api/vehicles?${new URLSearchParams(query)}` });
    expect(rest.statusCode, rest.body).toBe(200);
    const ids = rest.json<{ id: number }[]>().map((vehicle) => vehicle.id);
    expect(ids.slice(0, 2).sort()).toEqual([match.id, both.id].sort());
    expect(ids).toEqual([...ids.slice(0, 2), sold.id]);
    const trpcInput = { ...query, max_km: 30_000, max_owners: 1, vat_deductible: true };
    const trpc = await t.app.inject({
      url: `/api/trpc/vehicles.browse?input=${encodeURIComponent(JSON.stringify(trpcInput))}`,
    });
    const page = trpc.json().result.data as { vehicles: { id: number }[]; tabs: { auto: number }; total: number };
    expect(page.vehicles.map((vehicle) => vehicle.id)).toEqual(ids);
    expect(page.tabs.auto).toBe(3);
    expect(page.total).toBe(3);
  });

  it('refuse bad values with 400 naming the parameter, on REST and tRPC', async () => {
    const cases: [string, string][] = [
      ['registered_from=2021-13', 'registered_from'],
      ['registered_from=2021-9', 'registered_from'],
      ['max_km=-1', 'max_km'],
      ['max_km=1e3', 'max_km'],
      ['max_owners=21', 'max_owners'],
      ['condition=seminuovo', 'condition'],
      ['body_type=SUV', 'body_type'],
      ['vat_deductible=s%C3%AC', 'vat_deductible'],
    ];
    const answers = await Promise.all(cases.map(([query]) => t.app.inject({ url: `/api/vehicles?${query}` })));
    answers.forEach((answer, index) => {
      expect(
        expectInvalidInput(answer).map((issue) => issue.path),
        cases[index]![0],
      ).toContain(`querystring.${cases[index]![1]}`);
    });
    const trpc = await t.app.inject({
      url: `/api/trpc/vehicles.browse?input=${encodeURIComponent(JSON.stringify({ max_owners: 21 }))}`,
    });
    expect(trpc.statusCode).toBe(400);
    expect(JSON.stringify(trpc.json())).toContain('max_owners');
  });
});
