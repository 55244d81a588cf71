import { inTransaction } from '@nbt/db/client';
import { insertVehicle } from '@nbt/db/vehicles';
import { ADMIN_VEHICLE_LIMITS, type AdminVehicle, VehicleInputSchema } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { expectError, expectInvalidInput, vehicleBody } from './helpers.js';

interface Page {
  items: AdminVehicle[];
  total: number;
}

/** The back office's vehicle search (GET /api/admin/vehicles) and its bulk changes. */
describe('admin vehicle search', () => {
  const t = useTestApp({}, { viewer: true });

  const search = async (query: string) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/vehicles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const add = (overrides: Record<string, unknown>) =>
    insertVehicle(t.database.db, VehicleInputSchema.parse(vehicleBody(overrides)));
  /** Every vehicle's row as stored, to show what a change touched. */
  const snapshot = async () =>
    Object.fromEntries(
      (await t.database.db.selectFrom('vehicles').selectAll().orderBy('id').execute()).map((row) => [row.id, row]),
    );
  const bulk = (payload: unknown) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/admin/vehicles/bulk', payload: payload as object });
  const bulkLines = () =>
    t.database.db
      .selectFrom('access_logs')
      .select(['details', 'username'])
      .where('action', '=', 'VEHICLES_BULK_CHANGED')
      .orderBy('id')
      .execute();

  describe('finding and paging', () => {
    // One fleet for the reads: 40 vehicles of two brands, one with a plate, chassis number and notes.
    let fleet: AdminVehicle[] = [];
    it('seeds the fleet', async () => {
      fleet = await inTransaction(t.database.db, async (trx) => {
        const made: AdminVehicle[] = [];
        for (let index = 0; index < 40; index += 1) {
          made.push(
            await insertVehicle(
              trx,
              VehicleInputSchema.parse(
                vehicleBody({
                  brand: index % 2 === 0 ? 'Ferrari' : 'Iveco',
                  model: `Modello ${index}`,
                  vehicle_category: index % 2 === 0 ? 'auto' : 'camion',
                  year: 2000 + (index % 25),
                  kilometers: 1000 * ((index * 7) % 40),
                  price_per_day: 10_000 + ((index * 13) % 40) * 100,
                  hide_price: index % 10 === 0,
                  available: index % 4 !== 0,
                  ...(index === 17 ? { plate: 'fs 123 xy', vin: 'zfa31200000123456', internalNotes: 'Graffio' } : {}),
                }),
              ),
            ),
          );
        }
        return made;
      });
      expect(fleet).toHaveLength(40);
    });

    it('finds a vehicle by its plate, typed as people type it, and by its chassis number', async () => {
      const byPlate = await search('q=FS123XY');
      expect(byPlate.total).toBe(1);
      expect(byPlate.items[0]).toMatchObject({ id: fleet[17]!.id, plate: 'FS123XY', vin: 'ZFA31200000123456' });
      expect(byPlate.items[0]!.internalNotes).toBe('Graffio');
      expect((await search(`q=${encodeURIComponent('fs 123')}`)).items.map((v) => v.id)).toEqual([fleet[17]!.id]);
      expect((await search('q=zfa312')).items.map((v) => v.id)).toEqual([fleet[17]!.id]);
    });

    it('finds by brand, by model words together, and by id; % and _ match only themselves', async () => {
      expect((await search('q=ferrari&pageSize=100')).total).toBe(20);
      expect(
        (await search(`q=${encodeURIComponent('iveco modello 3')}&pageSize=100`)).items.map((v) => v.model),
      ).toEqual(expect.arrayContaining(['Modello 3', 'Modello 31', 'Modello 33']));
      expect((await search(`q=${fleet[5]!.id}`)).items.map((v) => v.id)).toContain(fleet[5]!.id);
      expect((await search('q=%25')).total).toBe(0);
      expect((await search('q=_')).total).toBe(0);
    });

    it('answers pages of at most pageSize with the total of every match', async () => {
      const first = await search('pageSize=20');
      expect(first.items).toHaveLength(20);
      expect(first.total).toBe(40);
      const second = await search('pageSize=20&page=2');
      expect(second.items).toHaveLength(20);
      const third = await search('pageSize=20&page=3');
      expect(third.items).toEqual([]);
      expect(third.total).toBe(40);
      // The pages together are the whole fleet, each vehicle once, newest first.
      const ids = [...first.items, ...second.items].map((v) => v.id);
      expect(ids).toEqual(fleet.map((v) => v.id).reverse());
    });

    it('sorts by price, year and kilometres, every way, a vehicle of equal keys never on two pages', async () => {
      const all = async (sort: string) => {
        const pages = await Promise.all([1, 2, 3, 4].map((page) => search(`sort=${sort}&pageSize=10&page=${page}`)));
        return pages.flatMap((page) => page.items);
      };
      const byPrice = await all('price_asc');
      expect(new Set(byPrice.map((v) => v.id)).size).toBe(40);
      const prices = byPrice.map((v) => v.price_per_day!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const years = (await all('year_desc')).map((v) => v.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const km = (await all('km_asc')).map((v) => v.kilometers);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      const kmDown = await all('km_desc');
      expect(new Set(kmDown.map((v) => v.id)).size).toBe(40);
      expect(kmDown.map((v) => v.kilometers)).toEqual([...km].reverse());
    });

    it('filters by category, availability and hidden price, together', async () => {
      expect((await search('category=camion')).total).toBe(20);
      expect((await search('availability=unavailable')).total).toBe(10);
      expect((await search('hiddenPrice=true')).total).toBe(4);
      const both = await search('category=auto&availability=unavailable&hiddenPrice=true&pageSize=100');
      // Indexes 0, 20 (hidden and index % 4 === 0, even).
      expect(both.items.map((v) => v.id).sort((a, b) => a - b)).toEqual([fleet[0]!.id, fleet[20]!.id]);
      expect((await search('status=venduto')).total).toBe(0);
      expect((await search('listing=rental')).total).toBe(40);
    });

    it('keeps to the vehicles that can be booked, or to the others, on REST and tRPC', async () => {
      const made = await Promise.all([
        add({ brand: 'Prenotabile', model: 'Noleggio', listing_type: 'rental' }),
        add({ brand: 'Prenotabile', model: 'Entrambi', listing_type: 'both', sale_price_euros: 20_000 }),
        add({
          brand: 'Prenotabile',
          model: 'Vendita',
          listing_type: 'sale',
          price_per_day: null,
          sale_price_euros: 9_000,
        }),
        add({ brand: 'Prenotabile', model: 'Ferma', available: false }),
        add({ brand: 'Prenotabile', model: 'Venduta', status: 'venduto' }),
      ]);
      const models = (page: Page) => page.items.map((v) => v.model).sort();
      expect(models(await search('q=prenotabile&rentable=true'))).toEqual(['Entrambi', 'Noleggio']);
      expect(models(await search('q=prenotabile&rentable=false'))).toEqual(['Ferma', 'Vendita', 'Venduta']);
      expect((await search('q=prenotabile')).total).toBe(made.length);
      const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
      const page = await caller.admin.vehicles.search({ q: 'prenotabile', rentable: 'true' });
      expect(page.items.map((v) => v.model).sort()).toEqual(['Entrambi', 'Noleggio']);
    });

    it.each([
      ['rentable=yes', 'rentable'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['sort=cheapest', 'sort'],
      ['category=moto', 'category'],
      ['listing=lease', 'listing'],
      ['status=rotto', 'status'],
      ['availability=yes', 'availability'],
      ['hiddenPrice=1', 'hiddenPrice'],
      [`q=${'x'.repeat(ADMIN_VEHICLE_LIMITS.query + 1)}`, 'q'],
      ['q=%00', 'q'],
    ])('answers %s with 400 naming %s', async (query, field) => {
      const issues = expectInvalidInput(
        await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/vehicles?${query}` }),
      );
      expect(issues.map((issue) => issue.path)).toEqual([`querystring.${field}`]);
    });

    it('answers the same page on tRPC, and refuses a page too large there too', async () => {
      const caller = t.caller({ userId: 1, username: 'admin', isAdmin: true });
      const page = await caller.admin.vehicles.search({ q: 'FS123XY' });
      expect(page.items.map((v) => v.id)).toEqual([fleet[17]!.id]);
      expect(page.items[0]!.plate).toBe('FS123XY');
      await expect(caller.admin.vehicles.search({ pageSize: 1000 })).rejects.toThrow();
    });

    it('is for administrators only', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/vehicles?q=FS123XY' }), 401, 'UNAUTHORIZED');
      expectError(await t.injectAs(t.viewer, { method: 'GET', url: '/api/admin/vehicles' }), 403, 'FORBIDDEN');
    });
  });

  describe('bulk changes', () => {
    const trio = async () =>
      (await Promise.all(['A', 'B', 'C'].map((model) => add({ brand: 'Bulk', model, available: true })))) as [
        AdminVehicle,
        AdminVehicle,
        AdminVehicle,
      ];

    it('changes exactly the three vehicles named, in one access-log line naming them', async () => {
      const [a, b, c] = await trio();
      const others = await add({ brand: 'Bulk', model: 'Untouched' });
      const before = await snapshot();
      const linesBefore = (await bulkLines()).length;
      const response = await bulk({ ids: [a.id, b.id, c.id], change: { kind: 'available', value: false } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ count: 3, ids: [a.id, b.id, c.id] });
      const after = await snapshot();
      const changed = Object.keys(after).filter((id) => after[id]!.available !== before[id]!.available);
      expect(changed.map(Number).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
      expect(after[others.id]).toEqual(before[others.id]);
      const lines = await bulkLines();
      expect(lines).toHaveLength(linesBefore + 1);
      expect(lines.at(-1)).toEqual({
        username: 'admin',
        details: `available=false; 3 vehicles; ids ${a.id},${b.id},${c.id}`,
      });
    });

    it('sets status (a sold vehicle is no longer available), hidden price, and deletes', async () => {
      const [a, b, c] = await trio();
      expect((await bulk({ ids: [a.id, b.id], change: { kind: 'status', value: 'venduto' } })).statusCode).toBe(200);
      expect((await bulk({ ids: [c.id], change: { kind: 'hide_price', value: true } })).statusCode).toBe(200);
      const rows = await snapshot();
      expect([rows[a.id]!.status, rows[a.id]!.available, rows[b.id]!.status]).toEqual(['venduto', 0, 'venduto']);
      expect(rows[c.id]!.hide_price).toBe(1);
      expect(rows[c.id]!.status).toBe('disponibile');
      const removed = await bulk({ ids: [a.id, c.id], change: { kind: 'delete' } });
      expect(removed.json()).toEqual({ count: 2, ids: [a.id, c.id] });
      const left = await snapshot();
      expect([a.id in left, b.id in left, c.id in left]).toEqual([false, true, false]);
    });

    it('changes every vehicle matching a search', async () => {
      const marked = await Promise.all(['M1', 'M2'].map((model) => add({ brand: 'Matchbrand', model })));
      const response = await bulk({ match: { q: 'matchbrand' }, change: { kind: 'hide_price', value: true } });
      expect(response.json()).toEqual({ count: 2, ids: marked.map((v) => v.id).sort((x, y) => x - y) });
      expect((await search('q=matchbrand&hiddenPrice=true')).total).toBe(2);
    });

    it('changes nothing when one id does not exist, or the input is wrong', async () => {
      const [a] = await trio();
      const before = await snapshot();
      const lines = (await bulkLines()).length;
      expectError(await bulk({ ids: [a.id, 99_999_999], change: { kind: 'delete' } }), 404, 'NOT_FOUND');
      for (const payload of [
        { ids: [], change: { kind: 'delete' } },
        { ids: [a.id], change: { kind: 'status', value: 'rotto' } },
        { ids: [a.id], change: { kind: 'paint', value: 'red' } },
        { ids: [a.id], match: { q: 'x' }, change: { kind: 'delete' } },
        { change: { kind: 'delete' } },
        { ids: ['x'], change: { kind: 'delete' } },
      ]) {
        expect((await bulk(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
      expect(await bulkLines()).toHaveLength(lines);
    });

    it('refuses more ids than the cap, and a search matching more, changing nothing', async () => {
      const max = ADMIN_VEHICLE_LIMITS.maxBulk;
      const ids = Array.from({ length: max + 1 }, (_, index) => index + 1);
      const tooMany = expectInvalidInput(await bulk({ ids, change: { kind: 'delete' } }));
      expect(tooMany).toEqual([
        expect.objectContaining({ path: 'ids', message: `Al massimo ${max} veicoli per modifica multipla` }),
      ]);
      await inTransaction(t.database.db, async (trx) => {
        for (let index = 0; index <= max; index += 1) {
          await insertVehicle(trx, VehicleInputSchema.parse(vehicleBody({ brand: 'Capbrand', model: `C${index}` })));
        }
      });
      const before = await snapshot();
      const refused = await Promise.all([
        bulk({ match: { q: 'capbrand' }, change: { kind: 'delete' } }),
        bulk({ match: { q: 'capbrand' }, change: { kind: 'available', value: false } }),
      ]);
      for (const response of refused) {
        expect(expectInvalidInput(response)).toEqual([expect.objectContaining({ path: 'match' })]);
      }
      expect(await snapshot()).toEqual(before);
      // At the cap it goes through.
      await t.database.db.deleteFrom('vehicles').where('model', '=', 'C0').execute();
      const done = await bulk({ match: { q: 'capbrand' }, change: { kind: 'delete' } });
      expect(done.json<{ count: number }>().count).toBe(max);
    });

    it('applies bulk changes sent together one after the other, each whole, each logged once', async () => {
      const [a, b, c] = await trio();
      const lines = (await bulkLines()).length;
      const [hide, show, unavailable] = await Promise.all([
        bulk({ ids: [a.id, b.id, c.id], change: { kind: 'hide_price', value: true } }),
        bulk({ ids: [a.id, b.id, c.id], change: { kind: 'hide_price', value: false } }),
        bulk({ ids: [a.id, b.id], change: { kind: 'available', value: false } }),
      ]);
      expect([hide.statusCode, show.statusCode, unavailable.statusCode]).toEqual([200, 200, 200]);
      const rows = await snapshot();
      // Whichever went last, the three agree: no change was applied to part of its vehicles.
      expect(new Set([rows[a.id]!.hide_price, rows[b.id]!.hide_price, rows[c.id]!.hide_price]).size).toBe(1);
      expect([rows[a.id]!.available, rows[b.id]!.available, rows[c.id]!.available]).toEqual([0, 0, 1]);
      expect(await bulkLines()).toHaveLength(lines + 3);

      // A delete and a change of the same vehicles together: one wins whole; the other is refused or applied whole.
      const [d, e] = (await Promise.all(['D', 'E'].map((model) => add({ brand: 'Race', model })))) as [
        AdminVehicle,
        AdminVehicle,
      ];
      const outcomes = await Promise.all([
        bulk({ ids: [d.id, e.id], change: { kind: 'delete' } }),
        bulk({ ids: [d.id, e.id], change: { kind: 'status', value: 'in_trattativa' } }),
      ]);
      expect(outcomes[0]!.statusCode).toBe(200);
      expect([200, 404]).toContain(outcomes[1]!.statusCode);
      const left = await snapshot();
      expect([d.id in left, e.id in left]).toEqual([false, false]);
    });

    it('works as a tRPC batch, and is for administrators only', async () => {
      const [a, b] = await trio();
      const input = (value: boolean) => ({ ids: [a.id, b.id], change: { kind: 'available', value } });
      const body = { 0: input(false), 1: input(true) };
      const batch = await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/trpc/admin.vehicles.bulk,admin.vehicles.bulk?batch=1',
        payload: body,
      });
      expect(batch.statusCode, batch.body).toBe(200);
      expect(batch.json<unknown[]>().map((call) => (call as { result?: unknown }).result !== undefined)).toEqual([
        true,
        true,
      ]);
      // The two calls may run in either order; each applied whole.
      const rows = await snapshot();
      expect([0, 1]).toContain(rows[a.id]!.available);
      expect(rows[b.id]!.available).toBe(rows[a.id]!.available);
      const change = { ids: [a.id], change: { kind: 'delete' } };
      expectError(
        await t.app.inject({ method: 'POST', url: '/api/admin/vehicles/bulk', payload: change }),
        401,
        'UNAUTHORIZED',
      );
      expectError(
        await t.injectAs(t.viewer, { method: 'POST', url: '/api/admin/vehicles/bulk', payload: change }),
        403,
        'FORBIDDEN',
      );
      expect(a.id in (await snapshot())).toBe(true);
    });
  });
});
