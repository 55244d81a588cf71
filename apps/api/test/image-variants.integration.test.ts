import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { imageVariantUrls, parseVariantsName, type Vehicle, vehicleImages } from '@nbt/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { bootstrap } from '../src/bootstrap.js';
import { createLocalStorage } from '../src/lib/storage.js';
import { paths } from '../src/paths.js';
import { buildTestApp, type TestApp, useTestApp } from './build-app.js';
import { uploadPhotos, vehicleBody } from './helpers.js';

/** A photo-like JPEG (blurred noise: encoders can't shrink it to nothing, yet it encodes quickly). */
const photo = async (width: number, height: number) =>
  sharp(
    await sharp({
      create: { width, height, channels: 3, background: '#456', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
    })
      .blur(4)
      .png()
      .toBuffer(),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

describe('responsive variants of the photos', () => {
  const t = useTestApp();

  const fileOf = (url: string) => join(t.config.uploadsDir, url.slice('/uploads/'.length));
  const upload = (...images: Buffer[]) => uploadPhotos(t, ...images);

  /** The variants of `url` as stored: [width, format] of each file, read back from its bytes. */
  const storedVariants = async (url: string) =>
    Promise.all(
      imageVariantUrls(url).map(async (variant) => {
        const meta = await sharp(fileOf(variant)).metadata();
        return `${meta.width}:${meta.format === 'heif' ? 'avif' : meta.format}`;
      }),
    );

  it('makes 400, 800 and 1600 px AVIF and WebP of a large photo, beside the re-encoded original', async () => {
    const [url] = await upload(await photo(2600, 1300));
    // The original is re-encoded as before: at most 2400 px on its longest side.
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-w2400\.jpg$/);
    expect((await sharp(fileOf(url!)).metadata()).width).toBe(2400);
    expect(await storedVariants(url!)).toEqual([
      '400:avif',
      '400:webp',
      '800:avif',
      '800:webp',
      '1600:avif',
      '1600:webp',
    ]);
    const served = await t.app.inject({ method: 'GET', url: imageVariantUrls(url!)[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await t.app.inject({ method: 'GET', url: imageVariantUrls(url!)[1]! });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('never enlarges: a 900 px photo gets 400, 800 and 900; a 300 px one only its own width', async () => {
    const [medium, small, portrait] = await upload(
      await photo(900, 600),
      await photo(300, 200),
      await photo(1000, 3000),
    );
    expect(parseVariantsName(medium!)?.width).toBe(900);
    expect(await storedVariants(medium!)).toEqual([
      '400:avif',
      '400:webp',
      '800:avif',
      '800:webp',
      '900:avif',
      '900:webp',
    ]);
    expect(await storedVariants(small!)).toEqual(['300:avif', '300:webp']);
    // Portrait: the original is 800 × 2400 after the 2400 px limit; variants go by width.
    expect(parseVariantsName(portrait!)?.width).toBe(800);
    expect(await storedVariants(portrait!)).toEqual(['400:avif', '400:webp', '800:avif', '800:webp']);
  });

  it('keeps the variants much lighter than the original', async () => {
    const [url] = await upload(await photo(2400, 1600));
    const original = (await t.app.inject({ method: 'GET', url: url! })).rawPayload.length;
    const small = (await t.app.inject({ method: 'GET', url: imageVariantUrls(url!)[0]! })).rawPayload.length;
    expect(small * 10).toBeLessThan(original);
  });

  it('removes the variants with the photo: on a vehicle edit that drops it and on a vehicle delete', async () => {
    const [kept, dropped] = await upload(await photo(1200, 800), await photo(1200, 800));
    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ image1: kept, image2: dropped }),
    });
    const vehicle = created.json<Vehicle>();
    const files = (url: string) => [url, ...imageVariantUrls(url)].map(fileOf);
    for (const file of [...files(kept!), ...files(dropped!)]) expect(existsSync(file), file).toBe(true);

    await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${vehicle.id}`,
      payload: vehicleBody({ image1: kept }),
    });
    for (const file of files(dropped!)) expect(existsSync(file), file).toBe(false);
    for (const file of files(kept!)) expect(existsSync(file), file).toBe(true);

    await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${vehicle.id}` });
    for (const file of files(kept!)) expect(existsSync(file), file).toBe(false);
  });

  it('still serves and deletes an older upload that has no variants', async () => {
    const name = `${'ab'.repeat(16)}.jpg`;
    writeFileSync(join(t.config.uploadsDir, name), await photo(640, 480));
    const url = `/uploads/${name}`;
    expect(imageVariantUrls(url)).toEqual([]);
    const created = (
      await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody({ image1: url }) })
    ).json<Vehicle>();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${created.id}` });
    expect(existsSync(join(t.config.uploadsDir, name))).toBe(false);
  });
});

describe('the demo fleet', () => {
  /** Seeds a new app's database and answers it with its photos' addresses, originals and variants. */
  async function seed(cacheDir: string) {
    const t = await buildTestApp({ DEMO_DATA: '1' });
    const result = await bootstrap(
      t.database.db,
      t.config,
      createLocalStorage(t.config.uploadsDir),
      paths.demoImages,
      cacheDir,
    );
    expect(result.seeded).toBe(true);
    const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json<Vehicle[]>();
    const urls = vehicles.flatMap((vehicle) => vehicleImages(vehicle));
    return { t, vehicles, urls };
  }

  it('is seeded with the variants of every bundled picture, made once and then reused', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'nbt-demo-cache-'));
    const first = await seed(cacheDir);
    const second = await seed(cacheDir);
    try {
      expect(first.vehicles.length).toBeGreaterThan(10);
      const { t, urls } = first;
      for (const url of urls) {
        expect(parseVariantsName(url), url).toBeDefined();
        for (const variant of [url, ...imageVariantUrls(url)]) {
          expect(existsSync(join(t.config.uploadsDir, variant.slice('/uploads/'.length))), variant).toBe(true);
        }
      }
      // Nothing else was written: no temp files, no variants of pictures no vehicle shows.
      const expected = new Set(
        urls.flatMap((url) => [url, ...imageVariantUrls(url)]).map((url) => url.slice('/uploads/'.length)),
      );
      expect(readdirSync(t.config.uploadsDir).sort()).toEqual([...expected].sort());
      // The second seed read the variants back from the cache: the same bytes under new names.
      const bytesOf = (app: TestApp, url: string) =>
        readFileSync(join(app.config.uploadsDir, url.slice('/uploads/'.length)));
      const firstVariants = first.urls.flatMap((url) => imageVariantUrls(url).map((v) => bytesOf(first.t, v)));
      const secondVariants = second.urls.flatMap((url) => imageVariantUrls(url).map((v) => bytesOf(second.t, v)));
      expect(secondVariants).toEqual(firstVariants);
      expect(second.urls).not.toEqual(first.urls);
    } finally {
      await first.t.close();
      await second.t.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 180_000);
});
