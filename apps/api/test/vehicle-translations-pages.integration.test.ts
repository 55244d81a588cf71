import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { vehicleBody } from './helpers.js';
import { jsonLd, metaContent, ORIGIN, WEB_APP } from './pages-helpers.js';

const italian = 'Trattore stradale per lunghe percorrenze con cabina GX e assistenza 24/7 inclusa.';
const english = 'Long-haul tractor unit with GX cab and 24/7 assistance included.';

/** The vehicle's texts on its pages: the page's language where written, else the Italian marked so. */
describe('vehicle pages in each language', () => {
  let t: TestApp;
  let admin: string;
  let id: number;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
    admin = await t.login();
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ description: italian, features: ['Cabina GX'], color: 'Nero ossidiana' }),
    });
    id = created.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const described = (html: string) => ({
    meta: metaContent(html, 'description'),
    og: metaContent(html, 'og:description'),
    ld: jsonLd(html)[0],
  });

  it('serves a page kept before the change with the new texts once an administrator writes English', async () => {
    const before = await page(`/en/veicoli/${id}`);
    expect(described(before).meta).toBe(italian);
    expect(before).toContain(`lang="it" dir="auto">${italian}`);

    const saved = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      payload: vehicleBody({
        description: italian,
        features: ['Cabina GX'],
        color: 'Nero ossidiana',
        translations: { en: { description: english, color: 'Obsidian black' } },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const html = await page(`/en/veicoli/${id}`);
    expect(described(html).meta).toBe(english);
    expect(described(html).og).toBe(english);
    expect(described(html).ld).toMatchObject({ description: english, color: 'Obsidian black' });
    // The page's data for the browser carries the whole vehicle; what the page shows does not.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain(italian);
    expect(html).toContain('Obsidian black');
    // The features were not written in English: the Italian ones, marked, with the note.
    expect(html).toMatch(/<ul [^>]*lang="it"[^>]*>[\s\S]*Cabina GX/);
    expect(html).toContain('This text is only available in Italian');
  });

  it('shows the Italian texts marked lang="it" with a note in a language without them, head included', async () => {
    const html = await page(`/fr/veicoli/${id}`);
    expect(described(html)).toMatchObject({
      meta: italian,
      og: italian,
      // Italian on a French page: the value says its language.
      ld: { description: { '@value': italian, '@language': 'it' } },
    });
    expect(html).toContain(`lang="it" dir="auto">${italian}`);
    expect(html).toContain('Ce texte n’est disponible qu’en italien');
    const italianPage = await page(`/veicoli/${id}`);
    expect(described(italianPage).ld).toMatchObject({ description: italian });
    expect(italianPage).not.toContain('Testo disponibile solo in italiano');
  });

  it('writes the description of a vehicle without one in the page language', async () => {
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ brand: 'Iveco', model: 'S-Way', description: '', translations: {} }),
    });
    const html = await page(`/de/veicoli/${created.json<{ id: number }>().id}`);
    expect(described(html).meta).toMatch(/^Iveco S-Way .*Mailand/);
    expect(described(html).ld).toMatchObject({ description: expect.stringMatching(/^Iveco S-Way .*Mailand/) });
  });
});
