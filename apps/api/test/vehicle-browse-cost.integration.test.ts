import { insertFleet } from '@nbt/db/testing';
import { browseIndexCount, browseVehicles, type Vehicle, type VehicleListQuery } from '@nbt/validation';
import { beforeAll, describe, expect, it } from 'vitest';

import { BROWSE_MISSES_PER_MINUTE } from '../src/lib/public-cache.js';
import { listQueryKey, publicReads } from '../src/lib/public-reads.js';
import { useTestApp } from './build-app.js';
import { vehicleBody } from './helpers.js';
import { WEB_APP } from './pages-helpers.js';

const FLEET = 1000;

describe('new queries of the public list, on a fleet of 1,000', () => {
  const t = useTestApp();
  beforeAll(() => insertFleet(t.database.db, FLEET));

  let clients = 0;
  /** A GET from `client`, or from an address of its own so that the miss limit stays out of the way. */
  const get = (url: string, client = `198.18.${clients >> 8}.${clients++ & 255}`) =>
    t.app.inject({ method: 'GET', url, remoteAddress: client });
  const browse = (query: VehicleListQuery) => t.caller().vehicles.browse(query);
  /** Twenty queries nobody asked for yet: words, brands, prices, seats, tabs, orders and pages. */
  const newQueries = (round: number): VehicleListQuery[] =>
    Array.from({ length: 20 }, (_, i) => ({
      ...(i % 4 === 0 ? { q: 'škoda modello' } : i % 4 === 1 ? { brand: 'citroen' } : {}),
      ...(i % 3 === 0 ? { tab: 'auto' as const } : i % 3 === 1 ? { tab: 'tir' as const } : {}),
      min_price: round * 100 + i,
      seats: 1 + (i % 5),
      sort: i % 2 === 0 ? ('prezzo-desc' as const) : ('anno-asc' as const),
      page: 1 + (i % 3),
      per_page: 7,
    }));

  it('indexes the fleet once per data version, however many new queries, and again after a write', async () => {
    await get('/api/vehicles');
    const before = browseIndexCount.built;
    const rest = await Promise.all(newQueries(1).map((query) => get(`/api/vehicles?${listQueryKey(query)}`)));
    const trpc = await Promise.all(newQueries(2).map(browse));
    expect(rest.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(browseIndexCount.built - before).toBe(1);

    // Each answer is the one the plain browse over the whole list gives.
    const all = (await get('/api/vehicles')).json<Vehicle[]>();
    expect(all).toHaveLength(FLEET);
    for (const [index, query] of newQueries(1).entries()) {
      const expected = browseVehicles(all, query);
      expect(rest[index]!.json<Vehicle[]>().map((vehicle) => vehicle.id)).toEqual(expected.vehicles.map((v) => v.id));
      expect(rest[index]!.headers['x-total-count']).toBe(String(expected.total));
    }
    for (const [index, query] of newQueries(2).entries()) {
      const { vehicles, ...around } = browseVehicles(all, query);
      expect(trpc[index]).toMatchObject(around);
      expect(trpc[index]!.vehicles.map((vehicle) => vehicle.id)).toEqual(vehicles.map((vehicle) => vehicle.id));
    }
    expect(trpc[0]!.options.brands).toContain('Škoda');
    expect(trpc[0]!.options.brands).not.toContain('Lancia');

    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand: 'Lancia', model: 'Ypsilon', seats: 4 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterWrite = browseIndexCount.built;
    const fresh = await Promise.all(newQueries(3).map(browse));
    expect(browseIndexCount.built - afterWrite).toBe(1);
    for (const page of fresh) expect(page.options.brands).toContain('Lancia');
    expect((await browse({ brand: 'LANCIA' })).vehicles.map((vehicle) => vehicle.model)).toEqual(['Ypsilon']);
  });

  it('checks the vehicles once, when the list is read: a page holds the very objects of the kept list', async () => {
    const { db } = t.database;
    const list = (await publicReads.vehicles(db)).value;
    const page = (await publicReads.vehiclePage(db, { brand: 'bmw', sort: 'prezzo-asc', per_page: 30 })).value;
    expect(page.vehicles).toHaveLength(30);
    for (const vehicle of page.vehicles) expect(list).toContain(vehicle);
  });

  it('answers 429 with Retry-After to a client past its misses a minute, concurrently, and not to others', async () => {
    const greedy = '203.0.113.7';
    // One client: two addresses of one IPv6 /64.
    const other = ['2001:db8:7:7::1', '2001:db8:7:7:ffff::2'];
    const over = 25;
    const [mine, theirs] = await Promise.all([
      Promise.all(
        Array.from({ length: BROWSE_MISSES_PER_MINUTE + over }, (_, i) =>
          get(`/api/vehicles?min_price=${5000 + i}&per_page=3`, greedy),
        ),
      ),
      Promise.all(
        Array.from({ length: 40 }, (_, i) => get(`/api/vehicles?max_price=${5000 + i}&per_page=3`, other[i % 2])),
      ),
    ]);
    const statuses = mine.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BROWSE_MISSES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(over);
    const refused = mine.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      error: expect.stringMatching(/^Troppi .*Riprova tra/),
    });
    expect(theirs.map((response) => response.statusCode)).toEqual(Array(40).fill(200));

    // What is kept stays free for the greedy client; anything new is refused, in a tRPC batch too.
    const answered = mine.findIndex((response) => response.statusCode === 200);
    expect((await get(`/api/vehicles?min_price=${5000 + answered}&per_page=3`, greedy)).statusCode).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ 0: { seats: 3, per_page: 2 }, 1: { seats: 4, per_page: 2 } }));
    const batch = await get(`/api/trpc/vehicles.browse,vehicles.list?batch=1&input=${input}`, greedy);
    const answers = batch.json<{ error: { data: { httpStatus: number } } }[]>();
    expect(answers.map((answer) => answer.error.data.httpStatus)).toEqual([429, 429]);
    expect(Number(batch.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await get('/api/vehicles?seats=3&per_page=2')).statusCode).toBe(200);
  });
});

describe('new queries of the list page', () => {
  const t = useTestApp({}, WEB_APP);
  beforeAll(() => insertFleet(t.database.db, 100));

  const get = (url: string, client: string) => t.app.inject({ method: 'GET', url, remoteAddress: client });

  it("counts the browse a page's render makes against the page's client, and refuses its new pages past the limit", async () => {
    const client = '192.0.2.44';
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => get(`/veicoli?prezzo-min=${n}`, client)));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // The five renders browsed on the client's account: that many fewer API misses are left to it.
    const api = await Promise.all(
      Array.from({ length: BROWSE_MISSES_PER_MINUTE }, (_, i) => get(`/api/vehicles?max_price=${900 + i}`, client)),
    );
    expect(api.filter((response) => response.statusCode === 200)).toHaveLength(BROWSE_MISSES_PER_MINUTE - 5);

    const refused = await get('/veicoli?prezzo-min=6', client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // A kept page is still free for it, and the same new page is served to anyone else.
    expect((await get('/veicoli?prezzo-min=1', client)).statusCode).toBe(200);
    expect((await get('/veicoli?prezzo-min=6', '192.0.2.45')).statusCode).toBe(200);
  });
});
