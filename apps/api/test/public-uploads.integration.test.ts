import { imagesToFields, imageVariantUrls } from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, headOf, jsonLd, metaContent, ORIGIN, WEB_APP } from './pages-helpers.js';

const PHOTOS = 'https://foto.nbt.example/sito';
const COVER = `/uploads/${'c0'.repeat(16)}-w900.jpg`;
const OLDER = `/uploads/${'0d'.repeat(16)}.jpg`;

/** With PUBLIC_UPLOADS_URL (a CDN, a public bucket) the pages name the photos there, not at /uploads/. */
describe('pages with PUBLIC_UPLOADS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN, PUBLIC_UPLOADS_URL: `${PHOTOS}/` }, WEB_APP);
  }, 60_000);
  afterAll(() => t.close());

  const atPhotos = (url: string) => `${PHOTOS}/${url.slice('/uploads/'.length)}`;

  it('names the photos at that address in the markup, the preload, the link preview and the JSON-LD', async () => {
    const vehicle = await addVehicle(t, imagesToFields([COVER, OLDER]));
    const response = await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(metaContent(html, 'og:image')).toBe(atPhotos(COVER));
    const [car] = jsonLd(html);
    expect(car!.image).toEqual([atPhotos(COVER), atPhotos(OLDER)]);
    // The gallery's first photo: preloaded and drawn with the variants at that address.
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(headOf(html))?.[0] ?? '';
    expect(preload).toContain(`href="${atPhotos(COVER)}"`);
    for (const variant of imageVariantUrls(COVER).filter((url) => url.endsWith('.avif'))) {
      expect(preload).toContain(atPhotos(variant));
    }
    const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="nbt-state"'));
    expect(body).toContain(`src="${atPhotos(COVER)}"`);
    expect(body).toContain(`${atPhotos(imageVariantUrls(COVER)[0]!)} 400w`);
    // Only the data (the API's answer, as documented) keeps the site's own addresses.
    expect(body).not.toContain('"/uploads/');
    // The browser renders the next pages with the same addresses.
    expect(body).toContain(`data-photos="${PHOTOS}"`);
  });
});

describe('pages without PUBLIC_UPLOADS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  }, 60_000);
  afterAll(() => t.close());

  it('name the photos on the site, at /uploads/', async () => {
    const vehicle = await addVehicle(t, imagesToFields([COVER]));
    const html = (await t.app.inject({ method: 'GET', url: `/veicoli/${vehicle.id}` })).body;
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${COVER}`);
    expect(jsonLd(html)[0]!.image).toEqual([`${ORIGIN}${COVER}`]);
    expect(html).toContain(`src="${COVER}"`);
    expect(html).not.toContain('data-photos');
  });
});
