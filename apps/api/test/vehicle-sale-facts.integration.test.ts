import { monthInRome } from '@nbt/validation';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectInvalidInput, importVehicleWorkbook, vehicleBody } from './helpers.js';
import { columnOf, editWorkbook, rowOf } from './workbook-files.js';

const FACTS = {
  first_registration: '2022-03',
  previous_owners: 2,
  warranty_months: 24,
  service_history: true,
  vat_deductible: false,
  condition: 'usato',
  body_type: 'station_wagon',
  consumption_l_100km: 6.4,
  consumption_kwh_100km: null,
  co2_g_km: 168,
  kerb_weight_kg: 1650,
};

const NOT_STATED = Object.fromEntries(Object.keys(FACTS).map((key) => [key, null]));

/** The month `n` months from this one, `YYYY-MM`. */
function monthFromNow(n: number): string {
  const [year, month] = monthInRome().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + n, 1));
  return date.toISOString().slice(0, 7);
}

/** What a buyer compares: written by the office, answered to everyone, refused out of range. */
describe('the sale facts of a vehicle', () => {
  const t = useTestApp();

  const publicRead = async (id: number) =>
    (await t.app.inject({ url: `/api/vehicles/${id}` })).json<Record<string, unknown>>();
  const put = (id: number, overrides: Record<string, unknown>) =>
    t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      payload: vehicleBody({ year: 2021, ...overrides }),
    });

  it('round-trip through PUT and GET /api/vehicles/{id} and tRPC, and are null when not stated', async () => {
    const vehicle = await createVehicle(t, { year: 2021 });
    expect(await publicRead(vehicle.id)).toMatchObject({ ...NOT_STATED, novice_driver_ok: null });
    const response = await put(vehicle.id, FACTS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(FACTS);
    expect(await publicRead(vehicle.id)).toMatchObject(FACTS);
    const trpc = await t.app.inject({
      url: `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id: vehicle.id }))}`,
    });
    expect(trpc.json().result.data).toMatchObject(FACTS);
    // Left out again, they are not stated any more.
    expect((await put(vehicle.id, {})).json()).toMatchObject(NOT_STATED);
  });

  it('refuse out-of-range values with 400 naming the field, concurrently, and store nothing', async () => {
    const vehicle = await createVehicle(t, { year: 2021, ...FACTS });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ previous_owners: 21 }, 'previous_owners', /massimo è 20/],
      [{ previous_owners: -1 }, 'previous_owners', /negativo/],
      [{ previous_owners: 1.5 }, 'previous_owners', /intero/],
      [{ warranty_months: 121 }, 'warranty_months', /massimo è 120/],
      [{ co2_g_km: 1000 }, 'co2_g_km', /massimo è 999/],
      [{ kerb_weight_kg: 299 }, 'kerb_weight_kg', /minimo è 300/],
      [{ kerb_weight_kg: 60_001 }, 'kerb_weight_kg', /massimo è 60000/],
      [{ consumption_l_100km: 50.1 }, 'consumption_l_100km', /massimo è 50/],
      [{ consumption_l_100km: 6.45 }, 'consumption_l_100km', /non valido/],
      [{ consumption_kwh_100km: -0.1 }, 'consumption_kwh_100km', /negativo/],
      [{ consumption_l_100km: '6.4' }, 'consumption_l_100km', /numerico/],
      [{ condition: 'seminuovo' }, 'condition', /non consentito/],
      [{ body_type: 'SUV' }, 'body_type', /non consentito/],
      [{ service_history: 'sì' }, 'service_history', /./],
      [{ vat_deductible: 1 }, 'vat_deductible', /./],
      [{ first_registration: '2022-13' }, 'first_registration', /non valido/],
      [{ first_registration: '2022-3' }, 'first_registration', /non valido/],
      [{ first_registration: '２０２２-０３' }, 'first_registration', /non valido/],
      [{ first_registration: '2022-03-01' }, 'first_registration', /non valido/],
      [{ first_registration: '2019-12' }, 'first_registration', /prima dell'anno precedente all'anno del modello/],
      [
        { first_registration: monthFromNow(1), year: Number(monthInRome().slice(0, 4)) },
        'first_registration',
        /^La prima immatricolazione non può essere dopo il mese in corso/,
      ],
    ];
    const answers = await Promise.all(cases.map(([overrides]) => put(vehicle.id, overrides)));
    answers.forEach((answer, index) => {
      const [overrides, path, message] = cases[index]!;
      const issues = expectInvalidInput(answer);
      expect(issues.find((issue) => issue.path === path)?.message, JSON.stringify(overrides)).toMatch(message);
    });
    expect(await publicRead(vehicle.id)).toMatchObject(FACTS);
    // The year before the model year and this month are the bounds, both included.
    expect((await put(vehicle.id, { first_registration: '2020-01' })).statusCode).toBe(200);
    const thisYear = Number(monthInRome().slice(0, 4));
    expect((await put(vehicle.id, { year: thisYear, first_registration: monthInRome() })).statusCode).toBe(200);
  });

  it('in a tRPC batch refuse the bad vehicle naming its field and create only the good one', async () => {
    const before = await countRows(t.database.db, 'vehicles');
    const good = vehicleBody({ model: 'Buona', ...FACTS, year: 2021 });
    const bad = vehicleBody({ model: 'Cattiva', ...FACTS, year: 2021, kerb_weight_kg: 10 });
    const batch = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.vehicles.create,admin.vehicles.create?batch=1',
      payload: { 0: good, 1: bad },
    });
    const results = batch.json<{ error?: { data?: { issues?: { path: string }[] } } }[]>();
    expect(results[1]!.error?.data?.issues?.map((issue) => issue.path)).toContain('kerb_weight_kg');
    expect(results[0]!.error).toBeUndefined();
    expect(await countRows(t.database.db, 'vehicles')).toBe(before + 1);
  });

  it('are public when the price is hidden, which stays hidden; the newly-licensed answer follows power and weight', async () => {
    const hidden = await createVehicle(t, {
      year: 2021,
      ...FACTS,
      listing_type: 'sale',
      price_per_day: null,
      sale_price_euros: 31_000,
      hide_price: true,
      horsepower: 116,
    });
    expect(await publicRead(hidden.id)).toMatchObject({
      ...FACTS,
      sale_price_euros: null,
      sale_price: null,
      novice_driver_ok: true,
    });
    const strong = await createVehicle(t, { year: 2021, ...FACTS, horsepower: 150 });
    expect(await publicRead(strong.id)).toMatchObject({ novice_driver_ok: false });
    const unweighed = await createVehicle(t, { year: 2021, ...FACTS, kerb_weight_kg: null, horsepower: 90 });
    expect(await publicRead(unweighed.id)).toMatchObject({ novice_driver_ok: null });
  });

  it('are columns of the Excel export, and an older file without them imports unchanged', async () => {
    const vehicle = await createVehicle(t, { year: 2021, ...FACTS });
    const exported = (await t.injectAs(t.admin, { url: '/api/admin/export' })).rawPayload;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(exported, { type: 'buffer' }).Sheets.Veicoli!,
    );
    expect(rows.find((row) => row.ID === vehicle.id)).toMatchObject({
      Condizione: 'usato',
      Carrozzeria: 'station_wagon',
      'Prima immatricolazione (AAAA-MM)': '2022-03',
      'Proprietari precedenti': 2,
      'Garanzia (mesi)': 24,
      'Tagliandi certificati': 'sì',
      'IVA esposta': 'no',
      'Consumo (l/100 km)': 6.4,
      'CO2 (g/km)': 168,
      'Massa a vuoto (kg)': 1650,
    });
    const upload = (bytes: Buffer) => importVehicleWorkbook(t, bytes);
    const changed = await editWorkbook(exported, (sheet) => {
      const row = rowOf(sheet, vehicle.id);
      row.getCell(columnOf(sheet, 'Consumo (l/100 km)')).value = '5,9';
      row.getCell(columnOf(sheet, 'IVA esposta')).value = null;
    });
    const answer = await upload(changed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().update).toEqual([
      { id: vehicle.id, changes: { consumption_l_100km: [6.4, 5.9], vat_deductible: [false, null] } },
    ]);

    const older = await editWorkbook(exported, (sheet) => {
      sheet.spliceColumns(columnOf(sheet, 'Condizione'), 11);
      rowOf(sheet, vehicle.id).getCell(columnOf(sheet, 'Modello')).value = 'Serie 3 Touring';
    });
    const again = await upload(older);
    expect(again.statusCode, again.body).toBe(200);
    expect(await publicRead(vehicle.id)).toMatchObject({
      ...FACTS,
      model: 'Serie 3 Touring',
      consumption_l_100km: 5.9,
      vat_deductible: null,
    });
  });
});
