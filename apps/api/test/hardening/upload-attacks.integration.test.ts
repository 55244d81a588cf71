import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import { openDatabase } from '@nbt/db/client';
import { migrateToLatest } from '@nbt/db/migrate';
import { insertUser } from '@nbt/db/users';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/env.js';
import { MAX_INPUT_SIDE } from '../../src/lib/images.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createLocalStorage, type ImageStorage } from '../../src/lib/storage.js';
import { ADMIN, useTestApp } from '../build-app.js';
import { reportFigures } from '../figures.js';
import { countRows, expectError, multipart, type MultipartPart, uploadedFiles } from '../helpers.js';

const TOO_LARGE = 'Immagine troppo grande: al massimo 12.000 pixel per lato e 50 megapixel. Riducila e riprova.';

const figures = { filesTried: 0, refused: 0, storedReencoded: 0, '5xx': 0 };

afterAll(() => reportFigures('uploads', figures));

const part = (data: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg'): MultipartPart => ({
  name: 'images',
  filename,
  contentType,
  data,
});

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();

// ---- A PNG built by hand: dimensions announced in its header, pixels compressed to almost nothing.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black 1-bit PNG of width × height: 20,000² pixels (400 MP, 50 MB raw) is ~50 KB on disk. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height, 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile uploads', () => {
  const t = useTestApp();

  const files = () => uploadedFiles(t.config.uploadsDir);
  const upload = async (parts: MultipartPart[]) => {
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart(parts),
    });
    figures.filesTried += parts.length;
    if (response.statusCode >= 500) figures['5xx']++;
    else if (response.statusCode >= 400) figures.refused += parts.length;
    else figures.storedReencoded += parts.length;
    return response;
  };
  const stored = (url: string) => readFileSync(join(t.config.uploadsDir, url.slice('/uploads/'.length)));

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      'a.svg',
      'image/svg+xml',
    ],
    [
      'an SVG with an XML prolog',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'b.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page named .jpg',
      '<!doctype html><html><script>alert(document.cookie)</script></html>',
      'c.jpg',
      'image/jpeg',
    ],
    ['a JavaScript file', 'fetch("/api/admin/users").then(r=>r.text()).then(alert)', 'd.png', 'image/png'],
    ['a PDF', '%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj', 'e.jpg', 'image/jpeg'],
    ['a GIF header followed by script (GIF/JS polyglot)', 'GIF89a=1;alert(1)//' + 'x'.repeat(64), 'f.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_label, text, filename, contentType) => {
    const before = files();
    expectError(await upload([part(Buffer.from(text), filename, contentType)]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(files()).toEqual(before);
  });

  it('stores only re-encoded pixels of a JPEG/HTML polyglot: the script after the image and in a comment is gone', async () => {
    const script = '<script>alert("polyglot")</script><html><body onload=alert(1)>';
    const base = await jpeg();
    // A comment segment (COM) right after the JPEG's start marker, and HTML after its end marker.
    const comment = Buffer.from(script);
    const com = Buffer.concat([
      Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
      comment,
    ]);
    const polyglot = Buffer.concat([base.subarray(0, 2), com, base.subarray(2), Buffer.from(script)]);
    expect(polyglot.includes('<script>')).toBe(true);

    const response = await upload([part(polyglot, 'poly.html', 'text/html')]);
    expect(response.statusCode, response.body).toBe(201);
    const [url] = response.json<{ images: string[] }>().images;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-w\d+\.jpg$/);
    const bytes = stored(url!);
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('alert')).toBe(false);
    expect(bytes.includes('<html')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('strips the GPS position (and every other EXIF field) from a photo', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefono', Model: 'Segreto' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 28/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1' },
      })
      .toBuffer();
    const exif = (await sharp(withGps).metadata()).exif!;
    // The GPS IFD pointer (tag 0x8825) is there before the upload.
    expect(exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))).toBe(true);

    const response = await upload([part(withGps)]);
    expect(response.statusCode, response.body).toBe(201);
    const bytes = stored(response.json<{ images: string[] }>().images[0]!);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(bytes.includes('Segreto')).toBe(false);
  });

  it('refuses a decompression bomb (a 50 KB PNG announcing 20,000 × 20,000 pixels) with 413 before decoding it', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = files();
    const response = await upload([part(bomb, 'bomba.png', 'image/png')]);
    const body = expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(body).toMatchObject({
      error: TOO_LARGE,
      messageCode: 'IMAGE_TOO_LARGE',
      params: { maxSide: MAX_INPUT_SIDE, megapixels: 50 },
    });
    expect(files()).toEqual(before);
  });

  it(`refuses an image over ${MAX_INPUT_SIDE} pixels on a side or over 50 megapixels, and accepts one just inside`, async () => {
    const before = files();
    for (const [width, height] of [
      [MAX_INPUT_SIDE + 1, 1],
      [1, MAX_INPUT_SIDE + 1],
      [9000, 6000], // 54 MP
    ] as const) {
      const response = await upload([part(blackPng(width, height), 'grande.png', 'image/png')]);
      expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE').error, `${width}×${height}`).toBe(TOO_LARGE);
    }
    expect(files()).toEqual(before);
    const inside = await upload([part(blackPng(MAX_INPUT_SIDE, 8), 'striscia.png', 'image/png')]);
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it('a batch with one bomb among good photos stores none of them', async () => {
    const before = files();
    const response = await upload([part(await jpeg()), part(blackPng(20_000, 20_000), 'b.png', 'image/png')]);
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(files()).toEqual(before);
  });

  it('serves every stored file with an image content type and nosniff, whatever name and type the upload claimed', async () => {
    const response = await upload([
      part(await jpeg(), 'pagina.html', 'text/html'),
      part(
        await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
          .png()
          .toBuffer(),
        'x.svg',
        'image/svg+xml',
      ),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    for (const url of response.json<{ images: string[] }>().images) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });
});

describe('an upload folder that can not be written', () => {
  const t = useTestApp();

  const uploadOne = async () =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/upload/vehicle-images', ...multipart([part(await jpeg())]) });
  const uploadLog = () =>
    t.database.db.selectFrom('access_logs').select('id').where('action', '=', 'IMAGES_UPLOADED').execute();

  it('answers 503 with a clear message and writes nothing when the folder is a file (as for a broken mount)', async () => {
    rmSync(t.config.uploadsDir, { recursive: true, force: true });
    writeFileSync(t.config.uploadsDir, 'not a folder');
    const logged = (await uploadLog()).length;
    const response = await uploadOne();
    const body = expectError(response, 503, 'UNAVAILABLE');
    expect(body.error).toMatch(/^Impossibile salvare le immagini/);
    expect((await uploadLog()).length).toBe(logged);
    figures.filesTried++;
    figures.refused++;
    rmSync(t.config.uploadsDir);
    mkdirSync(t.config.uploadsDir);
    expect((await uploadOne()).statusCode).toBe(201);
  });

  // chmod means nothing to root: that case is covered above by a file in the folder's place.
  it.skipIf(process.getuid?.() === 0)(
    'answers 503 and leaves no half-written file when the folder is read-only',
    async () => {
      const before = uploadedFiles(t.config.uploadsDir);
      chmodSync(t.config.uploadsDir, 0o500);
      try {
        const response = await uploadOne();
        expectError(response, 503, 'UNAVAILABLE');
        expect(uploadedFiles(t.config.uploadsDir)).toEqual(before);
      } finally {
        chmodSync(t.config.uploadsDir, 0o755);
      }
    },
  );
});

describe('a disk that fills up in the middle of a batch', () => {
  it('removes the photos the batch already wrote, answers 503 and records nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nbt-disk-full-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = openDatabase(config.databaseFile);
    await migrateToLatest(database.db);
    await insertUser(database.db, {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      isAdmin: true,
    });
    const local = createLocalStorage(config.uploadsDir);
    let saved = 0;
    // The real storage, with a disk that has room for two photos.
    const storage: ImageStorage = {
      ...local,
      async save(image) {
        if (++saved > 2) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        return local.save(image);
      },
    };
    const app = await buildApp({ config, database, storage });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const cookie = `nbt_session=${login.cookies.find((c) => c.name === 'nbt_session')!.value}`;
      const logsBefore = await countRows(database.db, 'access_logs');
      const photos = await Promise.all([1, 2, 3, 4].map(() => jpeg()));
      const fresh = multipart(photos.map((photo) => part(photo)));
      const full = await app.inject({
        method: 'POST',
        url: '/api/upload/vehicle-images',
        headers: { cookie, ...fresh.headers },
        payload: fresh.payload,
      });
      const body = expectError(full, 503, 'UNAVAILABLE');
      expect(body.error).toMatch(/spazio di archiviazione non disponibile/);
      expect(uploadedFiles(config.uploadsDir)).toEqual([]);
      expect(await countRows(database.db, 'access_logs')).toBe(logsBefore);
      figures.filesTried += 4;
      figures.refused += 4;
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
