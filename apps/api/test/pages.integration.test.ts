import { EXAMPLE_MINI_EXCAVATOR } from '@nbt/validation/examples';
import { insertOffice } from '@nbt/db/offices';
import { COMPANY, OfficeInputSchema } from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import {
  addMainOffice,
  addVehicle,
  headOf,
  jsonLd,
  LANGUAGES,
  linkHref,
  metaAll,
  metaContent,
  ORIGIN,
  serverState,
  titleOf,
  WEB_APP,
} from './pages-helpers.js';

/** What the pages' heads say: titles, descriptions, tags, structured data, sitemap and robots.txt. */
describe('page heads, rendered by the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('writes a vehicle’s title, description, Open Graph, product tags and JSON-LD', async () => {
    const vehicle = await addVehicle(t, { condition: 'nuovo' });
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
    expect(metaContent(html, 'product:price:currency')).toBe('EUR');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/veicoli/${vehicle.id}`);
    // The shell's own title and description gave way: one of each.
    expect(headOf(html).match(/<title/g)).toHaveLength(1);
    expect(metaAll(html, 'description')).toHaveLength(1);

    // Marked as the server's: the browser drops it when the visitor moves on to another page.
    expect(headOf(html)).toContain('<script type="application/ld+json" data-server-head>');
    const [car] = jsonLd(html);
    expect(car).toMatchObject({ '@type': 'Car', name: 'BMW M4 Competition', url: `${ORIGIN}/veicoli/${vehicle.id}` });
    const offers = car!.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ price: 89000, priceCurrency: 'EUR' });
    expect(offers[1]).toMatchObject({ priceSpecification: { price: 350, unitCode: 'DAY' } });
  });

  it('writes the characteristics, whose code the browser loads after the page, into the served page', async () => {
    const vehicle = await addVehicle(t);
    const html = (await get(`/veicoli/${vehicle.id}`)).body;
    expect(html).toContain('id="caratteristiche-tecniche"');
    expect(html).toContain('data-testid="technical-specs"');
    expect(html).toMatch(/<dt[^>]*>.*?Porte<\/dt>/);
    expect(html).toContain('id="descrizione"');
  });

  it('writes a rental vehicle’s lower prices by length, one line per tier, in the page’s language', async () => {
    const vehicle = await addVehicle(t, {
      listing_type: 'rental',
      price_per_day: 12000,
      price_tiers: [
        { min_days: 3, price_per_day: 11500 },
        { min_days: 7, price_per_day: 11000 },
      ],
    });
    const italian = (await get(`/veicoli/${vehicle.id}`)).body;
    expect(italian).toContain('data-testid="price-tiers"');
    expect(italian).toContain('da € 115,00/giorno per 3 giorni o più');
    expect(italian).toContain('da € 110,00/giorno per 7 giorni o più');
    const english = (await get(`/en/veicoli/${vehicle.id}`)).body;
    expect(english).toContain('from €110.00/day for 7 days or more');
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

  it('calls a truck a Vehicle, with no condition when the office stated none', async () => {
    const truck = await addVehicle(t, {
      brand: 'Scania',
      model: 'R 500',
      vehicle_category: 'camion',
      listing_type: 'rental',
      status: 'venduto',
      available: false,
      sale_price_euros: null,
      doors: null,
      seats: null,
      gross_weight_kg: 44_000,
      payload_kg: 26_000,
      axles: 3,
    });
    const html = (await get(`/veicoli/${truck.id}`)).body;
    const [vehicle] = jsonLd(html);
    expect(vehicle).toMatchObject({
      '@type': 'Vehicle',
      name: 'Scania R 500',
      weightTotal: { value: 44_000, unitCode: 'KGM' },
      payload: { value: 26_000, unitCode: 'KGM' },
      numberOfAxles: 3,
      vehicleSpecialUsage: 'https://schema.org/RentalVehicleUsage',
    });
    // Figures the truck does not state are left out, not written as null.
    expect(vehicle).not.toHaveProperty('numberOfDoors');
    // The office stated no condition: none is claimed.
    expect(vehicle).not.toHaveProperty('itemCondition');
    expect(metaContent(html, 'product:condition')).toBeUndefined();
    expect(metaContent(html, 'product:price:amount')).toBeUndefined();
  });

  it('calls a machine a Product without a road vehicle’s figures, and says it is brought to the site', async () => {
    const machine = await addVehicle(t, { ...EXAMPLE_MINI_EXCAVATOR, sale_price_euros: null });
    const html = (await get(`/veicoli/${machine.id}`)).body;
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Kubota KX027-4',
      category: 'Movimento Terra',
      weight: { value: 2_700, unitCode: 'KGM' },
    });
    for (const field of ['mileageFromOdometer', 'numberOfDoors', 'seatingCapacity', 'fuelType']) {
      expect(product).not.toHaveProperty(field);
    }
    expect(html).toContain('Trasporto in cantiere su richiesta');
    expect(html).not.toContain('A domicilio su richiesta');
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
    await addMainOffice(t, {
      monday: '09:00-12:30, 14:00-18:00',
      tuesday: '09:00-12:30, 14:00-18:00',
      wednesday: 'Chiuso',
      thursday: '',
      friday: '9.00-17.00',
      saturday: '',
      sunday: 'Chiuso',
    });
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
