import { addDays, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { createVehicle } from './helpers.js';

interface AdminJson {
  id: number;
  status: string;
  available: boolean;
  soldPriceEuros: number | null;
  soldOn: string | null;
  soldTo: string | null;
}

/** A bulk change of status follows the rules of 'Vendi' and 'Riacquista': the sale recorded or emptied. */
describe('the bulk change of status and the sale', () => {
  const t = useTestApp();

  const bulk = (ids: number[], value: string) =>
    t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/vehicles/bulk',
      payload: { ids, change: { kind: 'status', value } },
    });
  // The search by id also finds vehicles whose other figures hold its digits: the one with the id is picked.
  const read = async (id: number) =>
    (await t.injectAs(t.admin, { url: `/api/admin/vehicles?q=${id}` }))
      .json<{ items: AdminJson[] }>()
      .items.find((vehicle) => vehicle.id === id)!;
  const forSale = (euros: number) => createVehicle(t, { listing_type: 'both', sale_price_euros: euros });
  const sell = (id: number, sale: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${id}/sell`, payload: sale });

  it("records each vehicle's sale at its asking price, today; keeps a sale already recorded", async () => {
    const first = await forSale(30_000);
    const second = await createVehicle(t, { listing_type: 'sale', price_per_day: null, sale_price_euros: 20_000 });
    const earlier = await forSale(50_000);
    const yesterday = addDays(todayInRome(), -1);
    expect((await sell(earlier.id, { priceEuros: 48_000, date: yesterday, buyer: 'Mario Rossi' })).statusCode).toBe(
      200,
    );

    const response = await bulk([first.id, second.id, earlier.id], 'venduto');
    expect(response.statusCode, response.body).toBe(200);
    const unsold = { status: 'venduto', available: false, soldOn: todayInRome(), soldTo: null };
    expect(await read(first.id)).toMatchObject({ ...unsold, soldPriceEuros: 30_000 });
    expect(await read(second.id)).toMatchObject({ ...unsold, soldPriceEuros: 20_000 });
    expect(await read(earlier.id)).toMatchObject({ soldPriceEuros: 48_000, soldOn: yesterday, soldTo: 'Mario Rossi' });
  });

  it("records a rental-only vehicle's sale as 'Vendi' does: no price, today, no buyer", async () => {
    const rental = await createVehicle(t, { listing_type: 'rental' });
    expect((await bulk([rental.id], 'venduto')).statusCode).toBe(200);
    expect(await read(rental.id)).toMatchObject({
      status: 'venduto',
      available: false,
      soldPriceEuros: null,
      soldOn: todayInRome(),
      soldTo: null,
    });
  });

  it("empties the buyer on 'disponibile' as a buy-back does (available again), and on 'in_trattativa'", async () => {
    const back = await forSale(30_000);
    const talks = await forSale(31_000);
    for (const { id } of [back, talks]) {
      expect((await sell(id, { priceEuros: 29_000, buyer: 'Autosalone Brambilla' })).statusCode).toBe(200);
    }
    expect((await bulk([back.id], 'disponibile')).statusCode).toBe(200);
    expect(await read(back.id)).toMatchObject({
      status: 'disponibile',
      available: true,
      soldPriceEuros: null,
      soldOn: null,
      soldTo: null,
    });
    expect((await bulk([talks.id], 'in_trattativa')).statusCode).toBe(200);
    expect(await read(talks.id)).toMatchObject({ status: 'in_trattativa', soldPriceEuros: null, soldTo: null });
  });

  it('ends with one sale and its buyer whichever of a bulk change and a sale sent together goes first', async () => {
    for (let round = 0; round < 3; round += 1) {
      const vehicle = await forSale(25_000);
      const answers = await Promise.all([
        bulk([vehicle.id], 'venduto'),
        sell(vehicle.id, { buyer: 'Luca Verdi' }),
        bulk([vehicle.id], 'venduto'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await read(vehicle.id)).toMatchObject({
        status: 'venduto',
        soldPriceEuros: 25_000,
        soldOn: todayInRome(),
        soldTo: 'Luca Verdi',
      });
    }
  });
});
