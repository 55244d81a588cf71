import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publicCache } from '../src/lib/public-cache.js';
import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, linkHref, ORIGIN, titleOf, vehicleInput, WEB_APP } from './pages-helpers.js';

/** How the pages are served: one address each, redirects, the cached HTML, and without the server bundle. */
describe('one address per page and language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers the old ?lang= links with a permanent redirect to the language’s address', async () => {
    const vehicle = await addVehicle(t);
    const cases: [string, string][] = [
      ['/servizi-flotta?lang=de', '/de/servizi-flotta'],
      ['/?lang=ar', '/ar/'],
      [`/veicoli/${vehicle.id}?lang=zh`, `/zh/veicoli/${vehicle.id}`],
      ['/veicoli?lang=en&tab=auto', '/en/veicoli?tab=auto'],
      ['/veicoli?lang=xx', '/veicoli'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(308);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('never redirects to another site, whatever the path reads as', async () => {
    // Over a socket, so the path arrives as the client wrote it ('/.//host' reads as '//host').
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const location = (path: string, cookie?: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = httpGet({ host: '127.0.0.1', port, path, headers: cookie ? { cookie } : {} }, (response) => {
          response.resume();
          resolve(response.headers.location);
        });
        request.on('error', reject);
      });
    for (const [path, cookie] of [
      ['/.//elsewhere.example/x?lang=xx', undefined],
      ['/..//elsewhere.example/veicoli?lang=de', undefined],
      ['/.//elsewhere.example/', 'lang=fr'],
      ['/./\\elsewhere.example/', 'lang=en'],
    ] as const) {
      expect(await location(path, cookie), path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('takes a visitor who chose a language to that language’s page, and never a first-time visitor', async () => {
    const chosen = await get('/veicoli?tab=auto', 'lang=fr');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/fr/veicoli?tab=auto');
    expect(chosen.headers.vary).toMatch(/cookie/i);

    const firstVisit = await get('/veicoli');
    expect(firstVisit.statusCode).toBe(200);
    expect(firstVisit.headers.vary).toMatch(/cookie/i);
    expect(firstVisit.body).toContain('<html lang="it" dir="ltr"');
    // Italian chosen, an unknown value, or already at a language's address: the page asked for.
    for (const [url, cookie] of [
      ['/veicoli', 'lang=it'],
      ['/veicoli', 'lang=xx'],
      ['/de/veicoli', 'lang=fr'],
    ] as const) {
      expect((await get(url, cookie)).statusCode, `${url} ${cookie}`).toBe(200);
    }
  });

  it('sends a filter or an id spelled another way to its one address, and drops what no vehicle has', async () => {
    const vehicle = await addVehicle(t, { brand: 'Porsche', fuel_type: 'ibrido' });
    const cases: [string, string][] = [
      ['/veicoli?marca=porsche', '/veicoli?marca=Porsche'],
      ['/en/veicoli?marca=Ferrari&carburante=IBRIDO', '/en/veicoli?carburante=ibrido'],
      [`/veicoli/0${vehicle.id}`, `/veicoli/${vehicle.id}`],
      ['/?veicolo=999999', '/'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    const page = await get(`/?veicolo=${vehicle.id}&utm_source=x`);
    expect(page.statusCode).toBe(200);
    expect(linkHref(page.body, 'canonical')).toBe(`${ORIGIN}/`);
  });
});

describe('page HTML, built once per data version', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('sends an ETag, answers a matching If-None-Match with 304 and compresses for browsers', async () => {
    const vehicle = await addVehicle(t);
    const first = await t.app.inject({ method: 'GET', url: `/en/veicoli/${vehicle.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const again = await t.app.inject({
      method: 'GET',
      url: `/en/veicoli/${vehicle.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const compressed = await t.app.inject({
      method: 'GET',
      url: `/en/veicoli/${vehicle.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(first.rawPayload.length);
    // Another language is another page, with its own validator.
    const italian = await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` });
    expect(italian.headers.etag).not.toBe(etag);
  });

  it('answers every made-up address of a language from one kept, compressed not-found page', async () => {
    const cache = publicCache(t.database.db);
    // The offices every page's footer reads, kept by another page already.
    await t.app.inject({ method: 'GET', url: '/' });
    const before = cache.size;
    const made = Array.from({ length: 20 }, (_, i) => `/indirizzo-inventato-${i}/${'x'.repeat(i)}`);
    const ask = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    // At once, as a crawler or a scanner asks: they share one render.
    const answers = await Promise.all([...made, ...made.map((url) => `/en${url}`)].map(ask));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
    const italian = answers.slice(0, made.length);
    const english = answers.slice(made.length);
    // The same kept bytes for every address of a language: one page per language, rendered once.
    expect(new Set(italian.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(new Set(english.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(italian[0]!.headers.etag).not.toBe(english[0]!.headers.etag);
    expect(cache.size).toBe(before + 2);
    // Compressed it is a small part of the page, which a client without compression still gets whole.
    const plain = await t.app.inject({ method: 'GET', url: made[3]! });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(italian[0]!.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(plain.body).toContain('<meta name="robots" content="noindex"');
    expect(brotliDecompressSync(italian[0]!.rawPayload).toString()).toBe(plain.body);
    // Later addresses are answered from the kept page: no render (no miss), gzip when that is all
    // the client takes.
    const misses = cache.counts.misses;
    const hits = cache.counts.hits;
    const later = await t.app.inject({
      method: 'GET',
      url: '/ancora/un-altro-indirizzo?x=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(later.statusCode).toBe(404);
    expect(later.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(later.rawPayload).toString()).toBe(plain.body);
    expect(cache.counts.misses).toBe(misses);
    expect(cache.counts.hits).toBe(hits + 1);
  });

  it('keeps one page for the addresses that show the same thing, and none for a missing vehicle', async () => {
    const vehicle = await addVehicle(t);
    const cache = publicCache(t.database.db);
    await t.app.inject({ method: 'GET', url: '/veicoli' });
    const kept = cache.size;
    for (const url of ['/veicoli?utm_source=x', '/veicoli/?tab=noleggio', '/veicoli?ordine=nessuno', '/veicoli?x=1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(cache.size).toBe(kept);
    for (const id of [999991, 999992, 999993]) {
      expect((await t.app.inject({ method: 'GET', url: `/veicoli/${id}` })).statusCode).toBe(404);
    }
    expect(cache.size).toBe(kept);
    expect((await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` })).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(kept);
  });

  it('is never stale after an administrator changes the vehicle through the API', async () => {
    const vehicle = await addVehicle(t);
    const before = await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` });
    expect(titleOf(before.body)).toBe('BMW M4 Competition 2023 | NBT');

    const update = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/vehicles/${vehicle.id}`,
      payload: vehicleInput({ model: 'M3 Touring' }),
    });
    expect(update.statusCode).toBe(200);

    const after = await t.app.inject({
      method: 'GET',
      url: `/veicoli/${vehicle.id}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(titleOf(after.body)).toBe('BMW M3 Touring 2023 | NBT');
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const removed = await t.injectAs(admin, { method: 'DELETE', url: `/api/vehicles/${vehicle.id}` });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers.etag).toBeUndefined();
  });
});

describe('without the web app’s server bundle', () => {
  it('sends the shell as built, and no page without index.html', async () => {
    const shellOnly = await buildTestApp(
      {},
      { indexHtml: '<!doctype html><html><head><title>NBT</title></head><body><div id="root"></div></body></html>' },
    );
    const apiOnly = await buildTestApp();
    try {
      const shell = await shellOnly.app.inject({ method: 'GET', url: '/veicoli' });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="root"></div>');
      expect((await apiOnly.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      // robots.txt does not need the web app.
      expect((await apiOnly.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    } finally {
      await shellOnly.close();
      await apiOnly.close();
    }
  });
});
