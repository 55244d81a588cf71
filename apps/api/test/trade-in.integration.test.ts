import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, createVehicle, expectEachRefusedAt, expectInvalidInput, rawJson } from './helpers.js';

const TRADE_IN = { brand: 'Audi', model: 'A4 Avant', year: 2018, kilometers: 98_500, note: 'Tagliandi Audi' };

/** A buyer offers their own car in part exchange with a request about a car for sale. */
describe('a trade-in with a request', () => {
  const t = useTestApp();
  const send = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, ...rawJson(JSON.stringify(payload)) });
  const requests = () => countRows(t.database.db, 'contact_requests');
  const saleCar = (listing_type: 'sale' | 'both' = 'sale') =>
    createVehicle(t, {
      listing_type,
      sale_price_euros: 45_000,
      price_per_day: listing_type === 'both' ? 20_000 : null,
    });

  it('is stored with a request about a car for sale or for rent and sale, and read back by REST, tRPC and the export', async () => {
    const forSale = await saleCar('sale');
    const both = await saleCar('both');
    const sent = await send(contactBody({ service: 'Vendita Veicoli', vehicleId: forSale.id, tradeIn: TRADE_IN }));
    expect(sent.statusCode, sent.body).toBe(201);
    const { note: _note, ...noNote } = TRADE_IN;
    expect((await send(contactBody({ vehicleId: both.id, tradeIn: noNote }))).statusCode).toBe(201);
    expect((await send(contactBody({ vehicleId: both.id, tradeIn: null }))).statusCode).toBe(201);

    const rows = await t.database.db
      .selectFrom('contact_requests')
      .select(['vehicle_id', 'trade_in'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.vehicle_id, row.trade_in === null ? null : JSON.parse(row.trade_in)])).toEqual([
      [forSale.id, TRADE_IN],
      [both.id, { ...TRADE_IN, note: '' }],
      [both.id, null],
    ]);

    const search = await t.injectAs(t.admin, { url: '/api/admin/contact-requests/search' });
    expect(search.statusCode, search.body).toBe(200);
    const items = search.json<{ items: { tradeIn: unknown }[] }>().items;
    expect(items.map((item) => item.tradeIn)).toEqual([null, { ...TRADE_IN, note: '' }, TRADE_IN]);
    const list = await t.injectAs(t.admin, { url: '/api/admin/contact-requests' });
    expect(list.json<{ tradeIn: unknown }[]>().at(-1)!.tradeIn).toEqual(TRADE_IN);
    const admin = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    const page = await admin.admin.contactRequests.search({});
    expect(page.items.at(-1)!.tradeIn).toEqual(TRADE_IN);

    const exported = (await t.injectAs(t.admin, { url: '/api/admin/export' })).rawPayload;
    const sheet = XLSX.read(exported, { type: 'buffer' }).Sheets.Richieste!;
    expect(XLSX.utils.sheet_to_json(sheet).at(-1)).toMatchObject({
      'Permuta: marca': 'Audi',
      'Permuta: modello': 'A4 Avant',
      'Permuta: anno': 2018,
      'Permuta: km': 98_500,
      'Permuta: note': 'Tagliandi Audi',
    });
  });

  it('refuses an unknown field or a bad value with 400 naming it, on REST and tRPC, and stores nothing', async () => {
    const car = await saleCar();
    const before = await requests();
    const cases: [unknown, string][] = [
      [{ ...TRADE_IN, colour: 'nero' }, 'tradeIn.colour'],
      [{ ...TRADE_IN, vin: 'X', colour: 'nero' }, 'tradeIn.vin'],
      [{ ...TRADE_IN, brand: ' ' }, 'tradeIn.brand'],
      [{ ...TRADE_IN, model: 'A4\u202eevA' }, 'tradeIn.model'],
      [{ ...TRADE_IN, year: 1899 }, 'tradeIn.year'],
      [{ ...TRADE_IN, year: new Date().getFullYear() + 2 }, 'tradeIn.year'],
      [{ ...TRADE_IN, year: '2018' }, 'tradeIn.year'],
      [{ ...TRADE_IN, kilometers: -1 }, 'tradeIn.kilometers'],
      [{ ...TRADE_IN, kilometers: 1.5 }, 'tradeIn.kilometers'],
      [{ ...TRADE_IN, note: 'x'.repeat(301) }, 'tradeIn.note'],
      [{ ...TRADE_IN, note: 'riga\nnuova' }, 'tradeIn.note'],
      [{ brand: 'Audi' }, 'tradeIn.model'],
      ['Audi A4', 'tradeIn'],
    ];
    const answers = await Promise.all(cases.map(([tradeIn]) => send(contactBody({ vehicleId: car.id, tradeIn }))));
    expectEachRefusedAt(answers, cases);
    const unknown = expectInvalidInput(answers[0]!).find((issue) => issue.path === 'tradeIn.colour');
    expect(unknown?.message).toBe('Campo non previsto');

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/contact.create',
      payload: contactBody({ vehicleId: car.id, tradeIn: { ...TRADE_IN, colour: 'nero' } }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.issues).toEqual([
      expect.objectContaining({ path: 'tradeIn.colour', message: 'Campo non previsto' }),
    ]);
    expect(await requests()).toBe(before);
  });

  it('is refused with 400 naming tradeIn for a rental-only vehicle, a vehicle gone or no vehicle', async () => {
    const rental = await createVehicle(t);
    const gone = await saleCar();
    expect((await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${gone.id}` })).statusCode).toBe(200);
    const before = await requests();
    for (const vehicleId of [rental.id, gone.id, null]) {
      const issues = expectInvalidInput(await send(contactBody({ vehicleId, tradeIn: TRADE_IN })));
      expect(issues).toEqual([
        expect.objectContaining({
          path: 'tradeIn',
          message: 'La permuta si propone solo per un veicolo in vendita',
        }),
      ]);
    }
    expect(await requests()).toBe(before);
  });

  it('keeps each of many simultaneous requests with its own trade-in, and none of the refused ones', async () => {
    const car = await saleCar();
    const rental = await createVehicle(t);
    const before = await requests();
    const bodies = Array.from({ length: 12 }, (_, index) =>
      contactBody({
        lastName: `Simultaneo${index}`,
        vehicleId: index % 3 === 2 ? rental.id : car.id,
        tradeIn: { ...TRADE_IN, kilometers: index * 1000 },
      }),
    );
    const batch = Object.fromEntries(bodies.slice(0, 6).map((body, index) => [String(index), body]));
    const url = `/api/trpc/${Array(6).fill('contact.create').join(',')}?batch=1`;
    const [batched, ...single] = await Promise.all([
      t.app.inject({ method: 'POST', url, payload: batch, remoteAddress: '192.0.2.1' }),
      ...bodies.slice(6).map((body, index) => send(body, `192.0.2.${index + 10}`)),
    ]);
    expect(batched!.json<{ error?: unknown }[]>().map((call) => call.error === undefined)).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(single.map((answer) => answer.statusCode)).toEqual([201, 201, 400, 201, 201, 400]);
    expect(await requests()).toBe(before + 8);
    const stored = await t.database.db
      .selectFrom('contact_requests')
      .select(['last_name', 'trade_in'])
      .where('last_name', 'like', 'Simultaneo%')
      .execute();
    expect(
      stored.map((row) => [row.last_name, JSON.parse(row.trade_in!).kilometers]).sort((a, b) => a[1] - b[1]),
    ).toEqual([0, 1, 3, 4, 6, 7, 9, 10].map((index) => [`Simultaneo${index}`, index * 1000]));
  });
});
