import { addDays, todayInRome } from '@nbt/validation';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { createVehicle, expectInvalidInput } from './helpers.js';

const BUYER = 'Autosalone Brambilla S.r.l.';

/** 'Vendi' records the sale: price, day and buyer, for the back office only. */
describe('the sale of a vehicle', () => {
  const t = useTestApp();

  const sell = (id: number, sale?: Record<string, unknown>) =>
    t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${id}/sell`,
      ...(sale ? { payload: sale } : {}),
    });
  const adminRead = async (id: number) =>
    (await t.injectAs(t.admin, { url: `/api/admin/vehicles?q=${id}` })).json<{ items: Record<string, unknown>[] }>()
      .items[0]!;
  const forSale = () => createVehicle(t, { listing_type: 'both', price_per_day: 20000, sale_price_euros: 48_000 });

  it('with no body, as the documented call, records today and the asking price; the public sees no daily price', async () => {
    const vehicle = await forSale();
    const response = await sell(vehicle.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'venduto',
      available: false,
      soldPriceEuros: 48_000,
      soldOn: todayInRome(),
      soldTo: null,
    });
    const shown = (await t.app.inject({ url: `/api/vehicles/${vehicle.id}` })).json<Record<string, unknown>>();
    expect(shown).toMatchObject({ status: 'venduto', price_per_day: null, sale_price_euros: 48_000 });
    expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['soldPriceEuros']));
    expect(JSON.stringify(shown)).not.toMatch(/soldOn|soldTo|soldPriceEuros/);
  });

  it('records the price, day and buyer the office gives, over REST and tRPC, and a buy-back empties them', async () => {
    const vehicle = await forSale();
    const yesterday = addDays(todayInRome(), -1);
    const response = await sell(vehicle.id, { priceEuros: 45_500, date: yesterday, buyer: BUYER });
    expect(response.statusCode, response.body).toBe(200);
    expect(await adminRead(vehicle.id)).toMatchObject({ soldPriceEuros: 45_500, soldOn: yesterday, soldTo: BUYER });
    const page = await t.app.inject({ url: `/veicoli/${vehicle.id}` });
    expect(page.body).not.toContain('Brambilla');

    const logs = (await t.injectAs(t.admin, { url: '/api/admin/access-logs' })).body;
    expect(logs).toContain(`${yesterday}, 45500 €`);

    expect((await t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${vehicle.id}/buy-back` })).statusCode).toBe(
      200,
    );
    expect(await adminRead(vehicle.id)).toMatchObject({
      status: 'disponibile',
      soldPriceEuros: null,
      soldOn: null,
      soldTo: null,
    });

    const other = await forSale();
    const trpc = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.vehicles.sell',
      payload: { id: other.id, sale: { priceEuros: 47_000, buyer: 'Mario Rossi' } },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(await adminRead(other.id)).toMatchObject({
      soldPriceEuros: 47_000,
      soldOn: todayInRome(),
      soldTo: 'Mario Rossi',
    });
  });

  it('refuses a price of 0, a day after today, a bad date, a buyer over 200 characters and unknown fields, changing nothing', async () => {
    const vehicle = await forSale();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ priceEuros: 0 }, 'priceEuros', /minimo è 1/],
      [{ priceEuros: -100 }, 'priceEuros', /./],
      [{ date: addDays(todayInRome(), 1) }, 'date', /non può essere nel futuro/],
      [{ date: '2026-02-30' }, 'date', /Data non valida/],
      [{ buyer: 'x'.repeat(201) }, 'buyer', /Massimo 200 caratteri/],
      [{ buyer: 'Mario\nRossi' }, 'buyer', /caratteri non ammessi/],
      [{ price: 100 }, '', /./],
    ];
    const attempts = await Promise.all(cases.map(([sale]) => sell(vehicle.id, sale)));
    attempts.forEach((response, index) => {
      const [sale, field, message] = cases[index]!;
      const issues = expectInvalidInput(response);
      const issue = issues.find((candidate) => candidate.path.endsWith(field));
      expect(issue?.message, JSON.stringify(sale)).toMatch(message);
    });
    expect(await adminRead(vehicle.id)).toMatchObject({ status: 'disponibile', soldOn: null });
  });

  it('is in the Excel export, and the import leaves it alone', async () => {
    const vehicle = await forSale();
    await sell(vehicle.id, { priceEuros: 44_000, date: '2026-01-15', buyer: BUYER });
    const response = await t.injectAs(t.admin, { url: '/api/admin/export' });
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const row = XLSX.utils
      .sheet_to_json<Record<string, unknown>>(workbook.Sheets.Veicoli!)
      .find((r) => r.ID === vehicle.id)!;
    expect(row).toMatchObject({ 'Venduto a (€)': 44_000, 'Data di vendita': '2026-01-15', Acquirente: BUYER });
  });
});
