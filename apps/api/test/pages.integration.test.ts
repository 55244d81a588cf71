import { insertOffice, insertVehicle } from '@nbt/db';
import {
  COMPANY,
  imagesToFields,
  OfficeInputSchema,
  STATIC_PAGES,
  type Vehicle,
  type VehicleInput,
  VehicleInputSchema,
} from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';

/** The shape of the built index.html: a default title and description the server replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="it" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      data-server-head
      name="description"
      content="Descrizione predefinita."
    />
    <title>NBT | Titolo predefinito</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'https://nbt.example';

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

/** The content of `<meta property|name="key" content="…">`, decoded; undefined when absent. */
function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json" data-server-head>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function count(html: string, needle: RegExp): number {
  return html.match(new RegExp(needle.source, 'g'))?.length ?? 0;
}

describe('page heads with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { indexHtml: INDEX_HTML });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('writes a vehicle’s title, description, Open Graph and product tags into the shell', async () => {
    const vehicle = await addVehicle(t);
    const response = await get(`/veicoli/${vehicle.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;

    expect(titleOf(html)).toBe('BMW M4 Competition 2023 | NBT');
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /name="description"/)).toBe(1);
    expect(metaContent(html, 'description')).toBe('Coupé sportiva dalle prestazioni straordinarie.');
    expect(html).not.toContain('Descrizione predefinita');
    expect(metaContent(html, 'og:title')).toBe('BMW M4 Competition 2023 | NBT');
    expect(metaContent(html, 'og:description')).toBe('Coupé sportiva dalle prestazioni straordinarie.');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/uploads/bmw-1.jpg`);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/veicoli/${vehicle.id}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'product:brand')).toBe('BMW');
    expect(metaContent(html, 'product:condition')).toBe('new');
    expect(metaContent(html, 'product:price:amount')).toBe('89000');
    expect(metaContent(html, 'product:price:currency')).toBe('EUR');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/veicoli/${vehicle.id}" data-server-head />`);

    // The shell still boots the app: the tags go inside <head>, before the closing tag.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the price out when it is hidden or there is no sale price, and says used once sold', async () => {
    const hidden = await addVehicle(t, { hide_price: true });
    const hiddenHtml = (await get(`/veicoli/${hidden.id}`)).body;
    expect(metaContent(hiddenHtml, 'product:price:amount')).toBeUndefined();
    expect(metaContent(hiddenHtml, 'product:price:currency')).toBeUndefined();
    expect(hiddenHtml).not.toContain('89000');

    const rental = await addVehicle(t, { listing_type: 'rental', sale_price_euros: null });
    const rentalHtml = (await get(`/veicoli/${rental.id}`)).body;
    expect(metaContent(rentalHtml, 'product:price:amount')).toBeUndefined();
    expect(metaContent(rentalHtml, 'product:condition')).toBe('new');

    const sold = await addVehicle(t, { listing_type: 'sale', status: 'venduto', available: false });
    const soldHtml = (await get(`/veicoli/${sold.id}`)).body;
    expect(metaContent(soldHtml, 'product:condition')).toBe('used');
  });

  it('describes a car in JSON-LD with one offer per way it is offered', async () => {
    const vehicle = await addVehicle(t);
    const [data, ...rest] = jsonLd((await get(`/veicoli/${vehicle.id}`)).body);
    expect(rest).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'BMW M4 Competition',
      brand: { '@type': 'Brand', name: 'BMW' },
      model: 'M4 Competition',
      vehicleModelDate: '2023',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12500, unitCode: 'KMT' },
      fuelType: 'benzina',
      color: 'blu',
      image: [`${ORIGIN}/uploads/bmw-1.jpg`, `${ORIGIN}/uploads/bmw-2.jpg`],
      url: `${ORIGIN}/veicoli/${vehicle.id}`,
    });
    const offers = data!.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: 89000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(offers[1]).toMatchObject({
      '@type': 'Offer',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 350, priceCurrency: 'EUR', unitCode: 'DAY' },
    });
  });

  it('calls a truck a Vehicle and gives offers no price when it is hidden', async () => {
    const truck = await addVehicle(t, {
      brand: 'Scania',
      model: 'R 500',
      vehicle_category: 'camion',
      listing_type: 'rental',
      sale_price_euros: null,
      hide_price: true,
    });
    const [data] = jsonLd((await get(`/veicoli/${truck.id}`)).body);
    expect(data!['@type']).toBe('Vehicle');
    const offers = data!.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(1);
    expect(offers[0]).not.toHaveProperty('price');
    expect(offers[0]).not.toHaveProperty('priceSpecification');
  });

  it('escapes every value it writes into the HTML', async () => {
    const vehicle = await addVehicle(t, {
      brand: '<script>alert(1)</script>',
      model: 'Model "X" & \'Y\'',
      description: '</script><script>alert(2)</script> <b>bold</b>',
    });
    const html = (await get(`/veicoli/${vehicle.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>bold</b>');
    expect(titleOf(html)).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; Model &quot;X&quot; &amp; &#39;Y&#39; 2023 | NBT',
    );
    expect(metaContent(html, 'product:brand')).toBe('<script>alert(1)</script>');
    expect(metaContent(html, 'og:title')).toBe('<script>alert(1)</script> Model "X" & \'Y\' 2023 | NBT');
    // In JSON-LD `<` is a unicode escape, so the block cannot be closed early; the data reads back intact.
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const [data] = jsonLd(html);
    expect(data!.brand).toEqual({ '@type': 'Brand', name: '<script>alert(1)</script>' });
  });

  it('answers an unknown or malformed vehicle id with the app shell and a 404', async () => {
    for (const url of ['/veicoli/999999', '/veicoli/abc', '/veicoli/0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(titleOf(response.body)).toBe('Veicolo non trovato | NBT');
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(metaContent(response.body, 'og:type')).toBeUndefined();
    }
  });

  it('gives the static pages their titles, descriptions and og tags', async () => {
    for (const page of Object.values(STATIC_PAGES)) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(titleOf(response.body)).toBe(page.title);
      expect(metaContent(response.body, 'description')).toBe(page.description);
      expect(metaContent(response.body, 'og:title')).toBe(page.title);
      expect(metaContent(response.body, 'og:url')).toBe(`${ORIGIN}${page.path}`);
      expect(metaContent(response.body, 'og:type')).toBe('website');
    }
    expect(titleOf((await get('/veicoli/?tab=auto')).body)).toBe('La Nostra Flotta | NBT');
  });

  it('keeps unknown paths and the back office out of search results', async () => {
    const unknown = await get('/non-esiste');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(metaContent(unknown.body, 'robots')).toBe('noindex');
    expect(titleOf(unknown.body)).toBe('Pagina non trovata | NBT');
    const admin = await get('/admin/login');
    expect(admin.statusCode).toBe(200);
    expect(metaContent(admin.body, 'robots')).toBe('noindex');
    expect(titleOf(admin.body)).toBe('NBT | Titolo predefinito');
    // The API keeps its JSON 404.
    const api = await get('/api/non-esiste');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists every public page and every vehicle in the sitemap', async () => {
    const vehicle = await addVehicle(t, { model: 'Sitemap' });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const page of Object.values(STATIC_PAGES)) expect(xml).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    expect(xml).toContain(
      `<loc>${ORIGIN}/veicoli/${vehicle.id}</loc>\n    <lastmod>${vehicle.updatedAt.slice(0, 10)}</lastmod>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/privacy-policy</loc>\n    <lastmod>2025-01-27</lastmod>`);
    const vehicleUrls = xml.match(/<loc>[^<]*\/veicoli\/\d+<\/loc>/g) ?? [];
    const listed = await t.caller().vehicles.list();
    expect(vehicleUrls).toHaveLength(listed.length);
  });

  it('allows crawling but the back office and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});

describe('home page structured data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { indexHtml: INDEX_HTML });
  });
  afterAll(() => t.close());

  it('falls back to the fixed address and hours without offices, with URLs from the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nbt.local:8080' } });
    expect(metaContent(response.body, 'og:url')).toBe('http://nbt.local:8080/');
    const [dealer] = jsonLd(response.body);
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      name: 'NBT',
      url: 'http://nbt.local:8080/',
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

  it('sends the shell as built when the web app has no index.html', async () => {
    const apiOnly = await buildTestApp();
    try {
      const response = await apiOnly.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(404);
      // robots.txt and the sitemap don't need the web app.
      expect((await apiOnly.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});

describe('page HTML, built once per data version', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { indexHtml: INDEX_HTML });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('sends an ETag, answers a matching If-None-Match with 304 and compresses for browsers', async () => {
    const vehicle = await addVehicle(t);
    const first = await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const again = await t.app.inject({
      method: 'GET',
      url: `/veicoli/${vehicle.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const compressed = await t.app.inject({
      method: 'GET',
      url: `/veicoli/${vehicle.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(first.rawPayload.length);
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

describe('page heads in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { indexHtml: INDEX_HTML });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('writes Italian, left to right, without a language cookie', async () => {
    const response = await get('/');
    expect(response.body).toContain('<html lang="it" dir="ltr">');
    expect(titleOf(response.body)).toBe(STATIC_PAGES.home.title);
  });

  it('follows the switcher’s lang cookie, and Arabic reads right to left', async () => {
    const english = await get('/veicoli', 'lang=en');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(titleOf(english.body)).not.toBe(STATIC_PAGES.vehicles.title);
    expect(titleOf(english.body)).toMatch(/NBT/);
    expect(metaContent(english.body, 'og:title')).toBe(titleOf(english.body));
    expect(metaContent(english.body, 'og:locale')).toBe('en_GB');
    expect(english.headers.vary).toMatch(/cookie/i);

    const arabic = await get('/veicoli', 'lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(arabic.body)).not.toBe(titleOf(english.body));
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect(metaContent(arabic.body, 'og:locale')).toBe('ar_AR');
    expect(metaContent((await get('/veicoli')).body, 'og:locale')).toBe('it_IT');
  });

  it('takes ?lang= when there is no cookie, and ignores unknown languages', async () => {
    const german = await get('/servizi-flotta?lang=de');
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(titleOf(german.body)).not.toBe(STATIC_PAGES.fleetServices.title);

    const unknown = await get('/servizi-flotta', 'lang=xx');
    expect(unknown.body).toContain('<html lang="it" dir="ltr">');
    expect(titleOf(unknown.body)).toBe(STATIC_PAGES.fleetServices.title);
  });

  it('translates the not-found titles too', async () => {
    const missing = await get('/veicoli/999999', 'lang=fr');
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).not.toBe('Veicolo non trovato | NBT');
  });
});
