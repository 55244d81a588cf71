import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';

import { insertOffice, insertVehicle } from '@nbt/db';
import {
  COMPANY,
  imagesToFields,
  OfficeInputSchema,
  type Vehicle,
  type VehicleInput,
  VehicleInputSchema,
} from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publicCache } from '../src/lib/public-cache.js';
import { paths } from '../src/paths.js';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-app.js';

/**
 * The pages as visitors and crawlers get them: the real web app's build (apps/web/dist) and its
 * server bundle (dist-ssr), which says what each address is and renders it.
 */
const WEB_APP: TestAppOptions = { webDistDir: paths.webDist, webSsrEntry: paths.webSsrEntry };
if (!existsSync(paths.webSsrEntry) || !existsSync(paths.webDist)) {
  throw new Error('These tests serve the built web app: run `pnpm --filter @nbt/web build` first.');
}

const ORIGIN = 'https://nbt.example';
const LANGUAGES = ['it', 'en', 'fr', 'de', 'es', 'zh', 'ar'] as const;

function vehicleInput(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    brand: 'BMW',
    model: 'M4 Competition',
    year: 2023,
    kilometers: 12500,
    fuel_type: 'benzina',
    fuel_regulation: 'Euro 6',
    engine_displacement: 2993,
    horsepower: 510,
    transmission: 'automatico',
    doors: 2,
    seats: 4,
    color: 'blu',
    price_per_day: 35000,
    sale_price_euros: 89000,
    listing_type: 'both',
    vehicle_category: 'auto',
    description: 'Coupé sportiva dalle prestazioni straordinarie.',
    features: ['Head-up display'],
    ...imagesToFields(['/uploads/bmw-1.jpg', '/uploads/bmw-2.jpg']),
    ...overrides,
  };
}

async function addVehicle(t: TestApp, overrides: Partial<VehicleInput> = {}): Promise<Vehicle> {
  return insertVehicle(t.database.db, VehicleInputSchema.parse(vehicleInput(overrides)));
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `<head>` of a page. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The contents of every `<meta property|name="key" content="…">` of the head, decoded. */
function metaAll(html: string, key: string): string[] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`<meta [^>]*(?:property|name)="${escaped}" content="([^"]*)"`, 'g');
  return [...headOf(html).matchAll(pattern)].map((match) => decode(match[1]!));
}

const metaContent = (html: string, key: string) => metaAll(html, key)[0];

function titleOf(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(headOf(html))?.[1];
  return title === undefined ? undefined : decode(title);
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const [tag] of headOf(html).matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang !== undefined && !new RegExp(`hreflang="${hreflang}"`, 'i').test(tag)) continue;
    return decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...headOf(html).matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The query cache the page hands to the browser (`<script id="nbt-state">`). */
function serverState(html: string): string {
  return /<script type="application\/json" id="nbt-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describe('page heads, rendered by the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('writes a vehicle’s title, description, Open Graph, product tags and JSON-LD', async () => {
    const vehicle = await addVehicle(t);
    const response = await get(`/veicoli/${vehicle.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="it" dir="ltr"');
    expect(titleOf(html)).toBe('BMW M4 Competition 2023 | NBT');
    expect(metaContent(html, 'description')).toBe('Coupé sportiva dalle prestazioni straordinarie.');
    expect(metaContent(html, 'og:title')).toBe('BMW M4 Competition 2023 | NBT');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/veicoli/${vehicle.id}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/uploads/bmw-1.jpg`);
    expect(metaContent(html, 'og:locale')).toBe('it_IT');
    expect(metaAll(html, 'og:locale:alternate')).toEqual(['en_GB', 'fr_FR', 'de_DE', 'es_ES', 'zh_CN', 'ar_AR']);
    expect(metaContent(html, 'product:brand')).toBe('BMW');
    expect(metaContent(html, 'product:condition')).toBe('new');
    expect(metaContent(html, 'product:price:amount')).toBe('89000');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/veicoli/${vehicle.id}`);
    // The shell's own title and description gave way: one of each.
    expect(headOf(html).match(/<title/g)).toHaveLength(1);
    expect(metaAll(html, 'description')).toHaveLength(1);

    const [car] = jsonLd(html);
    expect(car).toMatchObject({ '@type': 'Car', name: 'BMW M4 Competition', url: `${ORIGIN}/veicoli/${vehicle.id}` });
    const offers = car!.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ price: 89000, priceCurrency: 'EUR' });
    expect(offers[1]).toMatchObject({ priceSpecification: { price: 350, unitCode: 'DAY' } });
  });

  it('links every language’s page, and writes the German one in German with its own canonical', async () => {
    const vehicle = await addVehicle(t);
    const html = (await get(`/de/veicoli/${vehicle.id}`)).body;
    expect(html).toContain('<html lang="de" dir="ltr"');
    expect(metaContent(html, 'og:locale')).toBe('de_DE');
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/de/veicoli/${vehicle.id}`);
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/de/veicoli/${vehicle.id}`);
    for (const language of LANGUAGES) {
      const prefix = language === 'it' ? '' : `/${language}`;
      expect(linkHref(html, 'alternate', language)).toBe(`${ORIGIN}${prefix}/veicoli/${vehicle.id}`);
    }
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/veicoli/${vehicle.id}`);
    // The vehicle's own texts are the office's (Italian); the page around them is German.
    expect(titleOf(html)).toBe('BMW M4 Competition 2023 | NBT');
    expect(jsonLd(html)[0]).toMatchObject({ url: `${ORIGIN}/de/veicoli/${vehicle.id}` });
    expect(html).toContain('Zurück');
  });

  it('gives a vehicle with a hidden price no price in its tags, its JSON-LD or the state the browser gets', async () => {
    const vehicle = await addVehicle(t, { hide_price: true, sale_price_euros: 76543, price_per_day: 43210 });
    for (const url of [`/veicoli/${vehicle.id}`, `/en/veicoli/${vehicle.id}`, '/veicoli', '/en/veicoli']) {
      const html = (await get(url)).body;
      expect(metaContent(html, 'product:price:amount'), url).toBeUndefined();
      expect(html, url).not.toMatch(/76543|76\.543|43210|432[.,]10/);
      const state = serverState(html);
      expect(state, url).toContain('"hide_price":true');
      for (const data of jsonLd(html)) {
        for (const offer of (data.offers as Record<string, unknown>[] | undefined) ?? []) {
          expect(offer.price, url).toBeUndefined();
          expect(offer.priceSpecification, url).toBeUndefined();
        }
      }
    }
  });

  it('calls a truck a Vehicle, and a sold one used', async () => {
    const truck = await addVehicle(t, {
      brand: 'Scania',
      model: 'R 500',
      vehicle_category: 'camion',
      listing_type: 'rental',
      status: 'venduto',
      available: false,
      sale_price_euros: null,
    });
    const html = (await get(`/veicoli/${truck.id}`)).body;
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Vehicle', name: 'Scania R 500' });
    expect(metaContent(html, 'product:condition')).toBe('used');
    expect(metaContent(html, 'product:price:amount')).toBeUndefined();
  });

  it('escapes every value it writes into the HTML', async () => {
    const vehicle = await addVehicle(t, {
      model: 'M4 "</title><script>alert(1)</script>',
      description: 'Prezzo <b>speciale</b> & "unico" </script><script>alert(2)</script>',
    });
    const html = (await get(`/veicoli/${vehicle.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(titleOf(html)).toBe('BMW M4 "</title><script>alert(1)</script> 2023 | NBT');
    expect(metaContent(html, 'description')).toBe(
      'Prezzo <b>speciale</b> & "unico" </script><script>alert(2)</script>',
    );
    expect(jsonLd(html)[0]).toMatchObject({
      description: 'Prezzo <b>speciale</b> & "unico" </script><script>alert(2)</script>',
    });
  });

  it('answers an unknown or malformed vehicle id with the not-found page, a 404 and no index', async () => {
    for (const url of ['/veicoli/999999', '/veicoli/abc', '/de/veicoli/999999', '/veicoli/12/altro']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.etag, url).toBeUndefined();
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
      expect(linkHref(response.body, 'canonical'), url).toBeUndefined();
    }
    expect(titleOf((await get('/veicoli/999999')).body)).toBe('Veicolo non trovato | NBT');
    expect(titleOf((await get('/fr/veicoli/999999')).body)).not.toBe('Veicolo non trovato | NBT');
    expect(titleOf((await get('/non-esiste')).body)).toBe('Pagina non trovata | NBT');
    expect((await get('/non-esiste')).statusCode).toBe(404);
  });

  it('gives the static pages their titles, descriptions and og tags in each language', async () => {
    const italian = (await get('/servizi-flotta')).body;
    expect(titleOf(italian)).toBe('Servizi Flotta | NBT');
    expect(metaContent(italian, 'og:title')).toBe('Servizi Flotta | NBT');
    expect(metaContent(italian, 'og:type')).toBe('website');
    expect(metaContent(italian, 'og:url')).toBe(`${ORIGIN}/servizi-flotta`);

    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const prefix = language === 'it' ? '' : `/${language}`;
      const html = (await get(`${prefix}/veicoli`)).body;
      expect(html, language).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(metaContent(html, 'og:title'), language).toBe(titleOf(html));
      titles.add(titleOf(html) ?? '');
    }
    // A title of its own in every language.
    expect(titles.size).toBe(LANGUAGES.length);
    expect(titles.has('La Nostra Flotta | NBT')).toBe(true);
  });

  it('keeps the back office out of search results and sends it as the shell', async () => {
    const admin = await get('/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.body).toContain('<div id="root"></div>');
    const prefixed = await get('/en/admin');
    expect(prefixed.statusCode).toBe(308);
    expect(prefixed.headers.location).toBe('/admin');
  });

  it('lists every public page and every vehicle in every language in the sitemap, each with its alternates', async () => {
    const vehicle = await addVehicle(t);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1]);
    for (const path of [
      '/',
      '/servizi-flotta',
      '/veicoli',
      '/privacy-policy',
      '/cookie-policy',
      `/veicoli/${vehicle.id}`,
    ]) {
      for (const language of LANGUAGES) {
        const localized = language === 'it' ? path : path === '/' ? `/${language}/` : `/${language}${path}`;
        expect(locs, localized).toContain(`${ORIGIN}${localized}`);
      }
    }
    const german = urls.find((url) => url.includes(`<loc>${ORIGIN}/de/veicoli/${vehicle.id}</loc>`))!;
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/veicoli/${vehicle.id}"/>`);
    expect(german).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/veicoli/${vehicle.id}"/>`,
    );
    expect(german).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
  });

  it('allows crawling but the back office and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt', { host: 'elsewhere.example' });
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

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

describe('home page structured data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, WEB_APP);
  });
  afterAll(() => t.close());

  it('falls back to the fixed address and hours without offices, with URLs of a local Host', async () => {
    // The port is the one the server listens on, not the Host header's (an injected request has none).
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8080' } });
    expect(metaContent(response.body, 'og:url')).toBe('http://127.0.0.1/');
    const [dealer] = jsonLd(response.body);
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      name: 'NBT',
      url: 'http://127.0.0.1/',
      telephone: COMPANY.phone,
      address: { '@type': 'PostalAddress', addressLocality: COMPANY.address.city, addressCountry: 'IT' },
    });
    expect(dealer!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:00',
        closes: '13:00',
      },
    ]);
  });

  it('uses the main office’s address and opening hours, other active offices as departments', async () => {
    await insertOffice(
      t.database.db,
      OfficeInputSchema.parse({ name: 'Filiale', city: 'Pavia', phone: '+39 0382 000000', isMainOffice: false }),
    );
    await insertOffice(
      t.database.db,
      OfficeInputSchema.parse({
        name: 'Sede',
        address: 'Via Roma 2',
        city: 'Assago',
        postalCode: '20057',
        phone: '+39 02 1111 1111',
        email: 'sede@nbt.example',
        isMainOffice: true,
        openingHours: {
          monday: '09:00-12:30, 14:00-18:00',
          tuesday: '09:00-12:30, 14:00-18:00',
          wednesday: 'Chiuso',
          thursday: '',
          friday: '9.00-17.00',
          saturday: '',
          sunday: 'Chiuso',
        },
      }),
    );
    await insertOffice(t.database.db, OfficeInputSchema.parse({ name: 'Chiusa', city: 'Lodi', isActive: false }));

    const [dealer] = jsonLd((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(dealer).toMatchObject({
      telephone: '+39 02 1111 1111',
      email: 'sede@nbt.example',
      address: { streetAddress: 'Via Roma 2', addressLocality: 'Assago', postalCode: '20057', addressCountry: 'IT' },
    });
    expect(dealer!.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
        opens: '09:00',
        closes: '12:30',
      }),
      expect.objectContaining({ opens: '14:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '17:00' }),
    ]);
    const departments = dealer!.department as Record<string, unknown>[];
    expect(departments).toHaveLength(1);
    expect(departments[0]).toMatchObject({ name: 'NBT - Filiale', address: { addressLocality: 'Pavia' } });
  });

  it('never writes a made-up Host into a page: without PUBLIC_URL it stands for localhost', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/servizi-flotta', headers: { host: 'evil.example' } });
    expect(metaContent(response.body, 'og:url')).toBe('http://localhost/servizi-flotta');
    expect(response.body).not.toContain('evil.example');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).not.toContain('evil.example');
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
