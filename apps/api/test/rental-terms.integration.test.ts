import { addDays, todayInRome } from '@nbt/validation';
import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, createVehicle, expectInvalidInput, multipart, vehicleBody } from './helpers.js';
import { mailEnv, mailWorker, TestSmtpServer, until } from './mail-server.js';
import { WEB_APP } from './pages-helpers.js';
import { columnOf, editWorkbook, rowOf } from './workbook-files.js';

const day = (n: number) => addDays(todayInRome(), n);
/** Text with the no-break spaces Intl puts in prices made plain. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const TERMS = {
  deposit_euros: 2500,
  km_per_day: 150,
  extra_km_cents: 45,
  min_driver_age: 25,
  delivery_on_request: true,
};

/** Deposit, kilometres, driver's age and delivery: written by the office, read by every visitor's surface. */
describe('rental terms of a vehicle', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp(() => mailEnv(smtp), { ...WEB_APP, mailWorker });

  const publicRead = async (id: number) => (await t.app.inject({ url: `/api/vehicles/${id}` })).json();

  it('are stored, answered by REST and tRPC, and default to none', async () => {
    const vehicle = await createVehicle(t, TERMS);
    expect(await publicRead(vehicle.id)).toMatchObject(TERMS);
    const trpc = await t.app.inject({
      url: `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id: vehicle.id }))}`,
    });
    expect(trpc.json().result.data).toMatchObject(TERMS);

    const bare = await createVehicle(t);
    expect(await publicRead(bare.id)).toMatchObject({
      deposit_euros: null,
      km_per_day: null,
      extra_km_cents: null,
      min_driver_age: null,
      delivery_on_request: false,
    });
  });

  it('refuse out-of-range values and an extra kilometre price without kilometres, naming the field, writing nothing', async () => {
    const post = (overrides: Record<string, unknown>) =>
      t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: vehicleBody({ model: 'Rifiutata', ...overrides }),
      });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ min_driver_age: 17 }, 'min_driver_age', /minimo è 18/],
      [{ min_driver_age: 120 }, 'min_driver_age', /massimo è 99/],
      [{ deposit_euros: -5 }, 'deposit_euros', /negativo/],
      [{ km_per_day: 0 }, 'km_per_day', /minimo è 1/],
      [{ km_per_day: 2.5 }, 'km_per_day', /intero/],
      [{ extra_km_cents: 45 }, 'extra_km_cents', /chilometri inclusi/],
      [{ delivery_on_request: 'sì' }, 'delivery_on_request', /./],
    ];
    for (const [overrides, path, message] of cases) {
      const issues = expectInvalidInput(await post(overrides));
      expect(issues.find((issue) => issue.path === path)?.message, JSON.stringify(overrides)).toMatch(message);
    }
    const list = (await t.app.inject({ url: '/api/vehicles' })).json<{ model: string }[]>();
    expect(list.some((vehicle) => vehicle.model === 'Rifiutata')).toBe(false);
  });

  it('keep their prices (deposit, extra kilometre) to the back office when the firm hides prices', async () => {
    const vehicle = await createVehicle(t, { ...TERMS, hide_price: true });
    expect(await publicRead(vehicle.id)).toMatchObject({
      price_per_day: null,
      deposit_euros: null,
      extra_km_cents: null,
      km_per_day: 150,
      min_driver_age: 25,
      delivery_on_request: true,
    });
    const admin = await t.injectAs(t.admin, { url: `/api/admin/vehicles?q=${vehicle.id}` });
    expect(admin.json().items[0]).toMatchObject(TERMS);
    const page = await t.app.inject({ url: `/veicoli/${vehicle.id}` });
    expect(page.body).toContain('Condizioni di noleggio');
    expect(plain(page.body)).not.toMatch(/2\.500|0,45/);
  });

  it('show on the vehicle page in its language, and not for a vehicle only for sale', async () => {
    const vehicle = await createVehicle(t, TERMS);
    const italian = plain((await t.app.inject({ url: `/veicoli/${vehicle.id}` })).body);
    for (const fact of [
      'Condizioni di noleggio',
      '€ 2.500',
      '150 km al giorno, poi € 0,45 al km',
      '25 anni',
      'A domicilio su richiesta',
    ]) {
      expect(italian).toContain(fact);
    }
    const english = plain((await t.app.inject({ url: `/en/veicoli/${vehicle.id}` })).body);
    for (const fact of ['Rental terms', '€2,500', '150 km per day, then €0.45 per km', '25 years']) {
      expect(english).toContain(fact);
    }
    const forSale = await createVehicle(t, {
      ...TERMS,
      listing_type: 'sale',
      price_per_day: null,
      sale_price_euros: 30_000,
    });
    expect((await t.app.inject({ url: `/veicoli/${forSale.id}` })).body).not.toContain('Condizioni di noleggio');
  });

  it('are stated in the office mail and the confirmation, for the days asked', async () => {
    const vehicle = await createVehicle(t, { ...TERMS, price_per_day: 20000 });
    smtp.received = [];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId: vehicle.id, pickupDate: day(10), returnDate: day(13), language: 'en' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    await until(() => smtp.received.length === 2);
    const texts = Object.fromEntries(
      smtp.received.map(({ to, mail }) => [
        to[0] === 'mario.rossi@example.com' ? 'visitor' : 'office',
        plain(mail.text),
      ]),
    );
    for (const fact of [
      'Chilometri inclusi',
      '450 km (150 km al giorno)',
      'Deposito cauzionale',
      '€ 2.500',
      '€ 0,45',
      '25 anni',
    ]) {
      expect(texts.office).toContain(fact);
    }
    for (const fact of ['Kilometres included', '450 km (150 km per day)', 'Security deposit', '€2,500', '25 years']) {
      expect(texts.visitor).toContain(fact);
    }
  });

  it('are columns of the Excel export', async () => {
    const vehicle = await createVehicle(t, TERMS);
    const response = await t.injectAs(t.admin, { url: '/api/admin/export' });
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets.Veicoli!);
    const row = rows.find((candidate) => candidate.ID === vehicle.id)!;
    const cell = (heading: string) => row[heading];
    expect(cell('Deposito cauzionale (€)')).toBe(2500);
    expect(cell('Km inclusi al giorno')).toBe(150);
    expect(cell('Prezzo km extra (€)')).toBe(0.45);
    expect(cell('Età minima conducente')).toBe(25);
    expect(cell('Consegna su richiesta')).toBe('sì');
  });

  it('come back from the Excel file: one changed deposit is one change, and an older file without them keeps them', async () => {
    const vehicle = await createVehicle(t, TERMS);
    const upload = (bytes: Buffer, dryRun: boolean) =>
      t.injectAs(t.admin, {
        method: 'POST',
        url: `/api/admin/import/vehicles${dryRun ? '?dryRun=true' : ''}`,
        ...multipart([{ name: 'file', filename: 'veicoli.xlsx', data: bytes }]),
      });
    const exported = (await t.injectAs(t.admin, { url: '/api/admin/export' })).rawPayload;

    const changed = await editWorkbook(exported, (sheet) => {
      rowOf(sheet, vehicle.id).getCell(columnOf(sheet, 'Deposito cauzionale (€)')).value = 3000;
    });
    expect((await upload(changed, true)).json()).toEqual({
      create: 0,
      update: [{ id: vehicle.id, changes: { deposit_euros: [2500, 3000] } }],
      errors: [],
    });

    const older = await editWorkbook(exported, (sheet) => {
      sheet.spliceColumns(columnOf(sheet, 'Deposito cauzionale (€)'), 5);
      rowOf(sheet, vehicle.id).getCell(columnOf(sheet, 'Modello')).value = 'Serie 5 Touring';
    });
    const answer = await upload(older, false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().update).toEqual([{ id: vehicle.id, changes: { model: ['Serie 5', 'Serie 5 Touring'] } }]);
    expect(await publicRead(vehicle.id)).toMatchObject({ model: 'Serie 5 Touring', ...TERMS });
  });
});
