import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, between, metaContent, ORIGIN, textOf, titleOf, WEB_APP } from './pages-helpers.js';

/** The pages of a visitor's own choices, as the server writes them: the comparison and the favourites. */
describe('the comparison and the favourites, served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const sale = { listing_type: 'sale' as const, price_per_day: null, sale_price_euros: 71_000 };

  it('writes the three vehicles side by side with their data, marks what differs, and keeps the page out of indexes', async () => {
    const cars = await Promise.all([
      addVehicle(t, { ...sale, brand: 'BMW', model: 'M4', kilometers: 12_000, first_registration: '2022-05' }),
      addVehicle(t, { ...sale, brand: 'Audi', model: 'RS6', kilometers: 30_000, sale_price_euros: 64_000 }),
      addVehicle(t, {
        ...sale,
        brand: 'Porsche',
        model: '911',
        kilometers: 8_000,
        sale_price_euros: 133_333,
        hide_price: true,
      }),
    ]);
    const ids = cars.map((car) => car.id).join(',');
    const response = await get(`/confronta?ids=${ids}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(titleOf(html)).toBe('Confronto: BMW M4 · Audi RS6 · Porsche 911 | NBT');
    const table = between(html, '<table', '</table>');
    expect(table).toContain('data-columns="3"');
    const text = textOf(table);
    expect(text).toContain('BMW M4');
    expect(text).toContain('Audi RS6');
    expect(text).toContain('Porsche 911');
    expect(text).toMatch(/Chilometraggio \(cambia\) 12\.000 km 30\.000 km 8\.000 km/);
    expect(text).toMatch(/Prima immatricolazione \(cambia\) maggio 2022 Non indicato Non indicato/);
    // The hidden price is nowhere, not even in the page's data.
    expect(text).toContain('Prezzo di vendita (cambia) € 71.000 € 64.000 Non indicato');
    expect(html).not.toMatch(/133\.?333/);

    const german = (await get(`/de/confronta?ids=${ids}`)).body;
    expect(german).toContain('Fahrzeugvergleich');
    expect(textOf(between(german, '<table', '</table>'))).toContain('Kilometerstand');
  });

  it('says which ids it left out, and leaves every such page out of indexes', async () => {
    const [car] = await Promise.all([addVehicle(t, { brand: 'Alfa Romeo', model: 'Giulia' })]);
    const html = (await get(`/confronta?ids=abc,${car!.id},99999999`)).body;
    const text = textOf(html);
    expect(text).toContain('Questi identificativi non sono validi e sono stati ignorati: abc.');
    expect(text).toContain('Questi veicoli non sono più disponibili: n. 99999999.');
    expect(text).toContain('Aggiungi almeno un altro veicolo per confrontarli.');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('writes the favourites page’s frame only (the list is the browser’s), out of indexes', async () => {
    const response = await get('/en/preferiti');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Your favourites | NBT');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).not.toContain('data-testid="vehicle-card"');
  });

  it('leaves both pages out of the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/veicoli</loc>`);
    expect(sitemap).not.toContain('/confronta');
    expect(sitemap).not.toContain('/preferiti');
  });
});
