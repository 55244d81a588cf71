import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { insertVehicle } from '@nbt/db/vehicles';
import { imagesToFields, VehicleInputSchema } from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_CACHE_MAX_BYTES, publicCache } from '../src/lib/public-cache.js';
import { paths } from '../src/paths.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { ON_POSTGRES } from './test-database.js';

if (!existsSync(paths.webSsrEntry) || !existsSync(paths.webDist)) {
  throw new Error('These tests serve the built web app: run `pnpm --filter @nbt/web build` first.');
}

const MB = 1024 * 1024;

// A full collection before each reading, so the figures are what is kept, not garbage yet to go.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Lets the event loop run its timers and immediates: an injected answer served from memory never
 * waits for I/O, so the requests' close callbacks (which hold each reply and its body) stay queued
 * until the loop turns, as it does between a real server's requests.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Made-up addresses cannot grow the server: pages are kept under what they show (the page, its
 * language and the search params its routes validate), a vehicle that does not exist is answered
 * without being kept, and whatever is kept is bounded in bytes.
 */
// The cache lives in the process and reads the database once per data version: what it keeps and
// the memory it holds are the same on either database, so the long run is made on SQLite only.
describe.skipIf(ON_POSTGRES)('the page cache under made-up addresses', () => {
  let t: TestApp;
  let vehicleIds: number[] = [];
  beforeAll(async () => {
    // No PUBLIC_URL: the Host header is the attacker's to choose, the hardest case.
    t = await buildTestApp({}, { webDistDir: paths.webDist, webSsrEntry: paths.webSsrEntry });
    vehicleIds = [];
    for (const brand of ['BMW', 'Audi', 'Porsche']) {
      const vehicle = await insertVehicle(
        t.database.db,
        VehicleInputSchema.parse({
          brand,
          model: 'Modello',
          year: 2022,
          kilometers: 1000,
          fuel_type: 'benzina',
          fuel_regulation: 'Euro 6',
          engine_displacement: null,
          horsepower: null,
          transmission: 'automatico',
          doors: 4,
          seats: 5,
          color: 'nero',
          price_per_day: 20000,
          sale_price_euros: 50000,
          listing_type: 'both',
          vehicle_category: 'auto',
          description: 'Vettura di prova.',
          features: [],
          ...imagesToFields(['/uploads/prova.jpg']),
        }),
      );
      vehicleIds.push(vehicle.id);
    }
  });
  afterAll(() => t.close());

  it('5,000 made-up URLs leave the cache bounded and memory growth small', async () => {
    const next = random(20261125);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const junk = () => Math.floor(next() * 1e12).toString(36);
    const languages = ['', '/en', '/fr', '/de', '/es', '/zh', '/ar'];
    const pages = ['/', '/veicoli', '/servizi-flotta', '/privacy-policy', '/cookie-policy'];
    const cache = publicCache(t.database.db);

    // The real pages once, in every language: what the cache is for.
    for (const language of languages) {
      for (const page of [...pages, ...vehicleIds.map((id) => `/veicoli/${id}`)]) {
        const url = page === '/' && language ? `${language}/` : `${language}${page}`;
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    }
    const realPages = cache.size;
    const realBytes = cache.bytes;

    await settle();
    gc();
    const before = process.memoryUsage();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 5000; i += 1) {
      const language = pick(languages);
      const kind = i % 5;
      let url: string;
      const headers: Record<string, string> = {};
      if (kind === 0) {
        // A vehicle that does not exist, or an id that is no id at all.
        url = `${language}/veicoli/${next() < 0.7 ? 100000 + Math.floor(next() * 1e9) : junk()}`;
      } else if (kind === 1) {
        // Junk values of the list's filters, order and tab, and parameters no page reads.
        url =
          `${language}/veicoli?marca=${junk()}&carburante=${junk()}&ordine=${junk()}&tab=${junk()}` +
          `&utm_source=${junk()}&${junk()}=${junk()}`;
      } else if (kind === 2) {
        url = `${language}${pick(pages)}?fbclid=${junk()}&veicolo=${Math.floor(next() * 1e9)}`;
      } else if (kind === 3) {
        // A page that exists, asked for under a made-up Host (or a loopback one on a random port).
        url = `${language}${pick(pages)}`;
        headers.host = next() < 0.9 ? `${junk()}.example:${1 + Math.floor(next() * 65000)}` : `localhost:${i}`;
      } else {
        url = `${language}/${junk()}/${junk()}`;
      }
      if (i % 100 === 0) await settle();
      const response = await t.app.inject({ method: 'GET', url, headers });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await settle();
    gc();
    const after = process.memoryUsage();

    const growth = {
      heapMB: Math.round(((after.heapUsed - before.heapUsed) / MB) * 10) / 10,
      rssMB: Math.round(((after.rss - before.rss) / MB) * 10) / 10,
      cachedPages: cache.size,
      cacheMB: Math.round((cache.bytes / MB) * 10) / 10,
      realPages,
      realPagesMB: Math.round((realBytes / MB) * 10) / 10,
      statuses: Object.fromEntries(statuses),
    };
    console.log('page cache after 5,000 made-up URLs:', JSON.stringify(growth));

    expect(cache.bytes).toBeLessThanOrEqual(PUBLIC_CACHE_MAX_BYTES);
    // Every made-up address was answered from the real pages, redirected, not kept, or from the one
    // kept not-found page of its language (seven languages).
    expect(cache.size).toBeLessThanOrEqual(realPages + 7);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(32 * MB);
    expect(statuses.get(404)).toBeGreaterThan(1000);
  }, 600_000);
});
