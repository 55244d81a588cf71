import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import {
  expectError,
  expectInvalidInput,
  multipart,
  type MultipartPart,
  uploadedFiles,
  vehicleBody,
} from './helpers.js';

const URL_PATTERN = /^\/uploads\/[0-9a-f]{32}-w\d+\.(jpg|webp)$/;

const jpeg = (background = '#c00') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
const opaquePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
const alphaPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();

const image = (data: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg'): MultipartPart => ({
  name: 'images',
  filename,
  contentType,
  data,
});

describe('POST /api/upload/vehicle-images', () => {
  const t = useTestApp({}, { viewer: true });

  const upload = (parts: MultipartPart[], cookie = t.admin) =>
    t.injectAs(cookie, { method: 'POST', url: '/api/upload/vehicle-images', ...multipart(parts) });

  it('stores real JPEG and PNG images and answers their addresses', async () => {
    const response = await upload([
      image(await jpeg()),
      image(await opaquePng(), 'foto.png', 'image/png'),
      image(await jpeg('#00c'), 'terza.jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { images } = response.json<{ images: string[] }>();
    expect(images).toHaveLength(3);
    for (const url of images) expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-w\d+\.jpg$/);
    expect(new Set(images).size).toBe(3);
  });

  it('serves an uploaded image at its address as image/jpeg', async () => {
    const {
      images: [url],
    } = (await upload([image(await jpeg())])).json<{ images: string[] }>();
    const response = await t.app.inject({ method: 'GET', url: url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('keeps transparency: a PNG with alpha is stored as WebP and served as image/webp', async () => {
    const response = await upload([image(await alphaPng(), 'logo.png', 'image/png')]);
    expect(response.statusCode, response.body).toBe(201);
    const [url] = response.json<{ images: string[] }>().images;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-w\d+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('strips EXIF metadata from a stored JPEG', async () => {
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Segreto Proprietario', ImageDescription: 'Posizione GPS' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const [url] = (await upload([image(withExif)])).json<{ images: string[] }>().images;
    const stored = readFileSync(join(t.config.uploadsDir, url!.slice('/uploads/'.length)));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Segreto Proprietario')).toBe(false);
  });

  it.each([
    [
      'a text file named photo.jpg',
      Buffer.from('questo non è un\u2019immagine, solo testo '.repeat(10)),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an HTML file named photo.png',
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      'photo.png',
      'image/png',
    ],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, data, filename, contentType) => {
    const before = uploadedFiles(t.config.uploadsDir);
    const response = await upload([image(data, filename, contentType)]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(uploadedFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('refuses a batch with one bad file as a whole: nothing stored', async () => {
    const before = uploadedFiles(t.config.uploadsDir);
    const response = await upload([image(await jpeg()), image(Buffer.from('not an image at all, sorry'), 'b.jpg')]);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(uploadedFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('accepts 10 files and refuses 11 with 400', async () => {
    const bytes = await jpeg();
    const ten = Array.from({ length: 10 }, (_, i) => image(bytes, `f${i}.jpg`));
    const accepted = await upload(ten);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<{ images: string[] }>().images).toHaveLength(10);

    const before = uploadedFiles(t.config.uploadsDir);
    const refused = await upload([...ten, image(bytes, 'f10.jpg')]);
    expectInvalidInput(refused);
    expect(uploadedFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('refuses a request without images, or with the files under another field name, with 400', async () => {
    expectInvalidInput(await upload([{ name: 'note', data: 'nessun file' }]));
    expectInvalidInput(await upload([{ ...image(await jpeg()), name: 'file' }]));
  });

  it('refuses a JSON body with 415', async () => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      payload: { images: ['x'] },
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    const before = uploadedFiles(t.config.uploadsDir);
    const parts = [image(await jpeg())];
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/upload/vehicle-images', ...multipart(parts) }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await upload(parts, t.viewer), 403, 'FORBIDDEN');
    expect(uploadedFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('removes an image from disk once no vehicle refers to it any more', async () => {
    const [first, second] = (await upload([image(await jpeg()), image(await jpeg('#0c0'))])).json<{
      images: string[];
    }>().images;
    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ image1: first, image2: second }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;

    const updated = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      payload: vehicleBody({ image1: second }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second! })).statusCode).toBe(200);

    expect((await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second! })).statusCode).toBe(404);
  });

  it('keeps an image on disk while another vehicle still refers to it', async () => {
    const [shared] = (await upload([image(await jpeg())])).json<{ images: string[] }>().images;
    const ids: number[] = [];
    for (const model of ['Uno', 'Due']) {
      const created = await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/vehicles',
        payload: vehicleBody({ model, image1: shared }),
      });
      ids.push(created.json<{ id: number }>().id);
    }
    expect((await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${ids[0]}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared! })).statusCode).toBe(200);
    expect((await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${ids[1]}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared! })).statusCode).toBe(404);
  });

  it('lists no directory', async () => {
    await upload([image(await jpeg())]);
    const response = await t.app.inject({ method: 'GET', url: '/uploads/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/[0-9a-f]{32}-w\d+\.jpg/);
  });

  it('answers a JSON 404 for an unknown upload and refuses to serve dot files', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/uploads/0000.jpg' }), 404, 'NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../nbt.db' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/%2e%2e/nbt.db' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('records the upload in the access log', async () => {
    await upload([image(await jpeg())]);
    const entry = await t.database.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'IMAGES_UPLOADED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ username: 'admin', details: '1 immagini' });
  });

  it('answers every stored address in the expected shape', async () => {
    const { images } = (await upload([image(await jpeg()), image(await alphaPng(), 'a.png', 'image/png')])).json<{
      images: string[];
    }>();
    for (const url of images) expect(url).toMatch(URL_PATTERN);
  });
});

describe('upload size limit', () => {
  const t = useTestApp({ UPLOAD_MAX_FILE_MB: '1' });

  it('refuses a file over UPLOAD_MAX_FILE_MB with 413 and stores nothing', async () => {
    const big = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1.3 * 1024 * 1024);
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart([image(big)]),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(uploadedFiles(t.config.uploadsDir)).toEqual([]);
  });

  it('still accepts a small file', async () => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart([image(await jpeg())]),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
