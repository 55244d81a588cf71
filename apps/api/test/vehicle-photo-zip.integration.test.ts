import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

import { findVehiclePhotos, listVehicleImageUrls } from '@nbt/db/vehicles';
import { PHOTO_ZIP_LIMITS, type VehiclePhotoZipLine, type VehiclePhotoZipPlan } from '@nbt/validation';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ImageStorage } from '../src/lib/storage.js';
import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectError, multipart, watchWrites } from './helpers.js';
import { bombEntry, streamedBombEntry, textEntry, zipOf } from './workbook-files.js';

const URL = '/api/admin/import/vehicle-photos';

/** A JPEG `width` pixels wide: the stored address names the width, which tells the photos apart. */
const jpeg = (width: number) =>
  sharp({ create: { width, height: 48, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();

/** A zip of these files, by path; a path ending in '/' is a folder. */
const zipOfFiles = (files: Record<string, Buffer | string>) =>
  zipOf(Object.entries(files).map(([name, data]) => textEntry(name, data)));

/** Photos elsewhere, as a vehicle may hold: they fill places without any file here. */
const elsewhere = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`image${i + 1}`, `https://foto.example.it/${i}.jpg`]));

/** The widths of a vehicle's stored photos, in order ('-w64.jpg' is 64); null for a photo kept elsewhere. */
const widthsOf = (images: string[]) =>
  images.map((url) => (url.startsWith('/uploads/') ? Number(/-w(\d+)\./.exec(url)![1]) : null));

/** A stored file's photo: `<id>-w60.jpg` and its variants `<id>-w60-60.avif` are one photo. */
const photoName = (file: string) => file.replace(/^\/uploads\//, '').replace(/-w\d+(-\d+)?\.\w+$/, '');

/** The temporary copies of uploaded zips still on disk. */
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('nbt-photo-zip-'));

function linesOf(response: LightMyRequestResponse): VehiclePhotoZipLine[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return response.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as VehiclePhotoZipLine);
}

/**
 * While armed, the first photo an apply writes waits for another apply to write one (two seconds
 * at most): by then both have planned, and neither has added anything yet.
 */
const together = { armed: false, waiting: [] as (() => void)[] };

function heldTogether(storage: ImageStorage): ImageStorage {
  return {
    ...storage,
    async save(image) {
      if (together.armed) {
        await new Promise<void>((resolve) => {
          together.waiting.push(resolve);
          if (together.waiting.length < 2) return void setTimeout(resolve, 2000);
          together.armed = false;
          for (const go of together.waiting.splice(0)) go();
        });
      }
      return storage.save(image);
    },
  };
}

describe('POST /api/admin/import/vehicle-photos', () => {
  const t = useTestApp({}, { viewer: true, wrapStorage: heldTogether });
  const photos: Record<number, Buffer> = {};

  beforeAll(async () => {
    for (const width of [60, 61, 62, 63, 64, 65, 66, 67]) photos[width] = await jpeg(width);
  });

  afterEach(() => {
    expect(leftovers()).toEqual([]);
  });

  const upload = (bytes: Buffer, { dryRun = false, cookie = t.admin, headers = {} } = {}) => {
    const body = multipart([{ name: 'file', filename: 'foto.zip', contentType: 'application/zip', data: bytes }]);
    return t.injectAs(cookie, {
      method: 'POST',
      url: `${URL}${dryRun ? '?dryRun=true' : ''}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const preview = async (bytes: Buffer) => {
    const response = await upload(bytes, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VehiclePhotoZipPlan>();
  };
  const imagesOf = async (id: number) => (await findVehiclePhotos(t.database.db, id))!.images;
  const storedNames = () =>
    existsSync(t.config.uploadsDir) ? new Set(readdirSync(t.config.uploadsDir).map(photoName)) : new Set<string>();

  it('previews each vehicle by plate or id, in folders, case and spaces aside, and every file left out with why', async () => {
    const truck = await createVehicle(t, { vehicle_category: 'camion', plate: 'AB123CD', model: 'Actros' });
    const byId = await createVehicle(t, { plate: null });
    const nearlyFull = await createVehicle(t, { plate: 'ZZ 999 ZZ', ...elsewhere(9) });
    const tooManyPixels = await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const writes = await watchWrites(t.database, ['vehicles', 'access_logs'], 'photo_preview');

    const plan = await preview(
      zipOfFiles({
        'Flotta/': '',
        'Flotta/Camion/ab 123 cd.jpg': photos[60]!,
        'Flotta/Camion/AB123CD-2.jpg': photos[61]!,
        'AB123CD_3.webp': await sharp(photos[62]!).webp().toBuffer(),
        'AB123CD-4.jpg': 'ceci n’est pas une photo',
        'AB123CD-5.png': tooManyPixels,
        'AB123CD-6.jpg': Buffer.alloc(t.config.uploadMaxFileBytes + 1),
        [`${byId.id}.jpg`]: photos[63]!,
        [`${byId.id}-1.jpg`]: photos[64]!,
        'zz999zz.jpg': photos[65]!,
        'ZZ999ZZ-2.jpg': photos[66]!,
        'XX000XX.jpg': photos[67]!,
        '__MACOSX/Flotta/._AB123CD.jpg': 'resource fork',
        '.DS_Store': 'finder',
      }),
    );

    expect(plan.vehicles).toEqual([
      {
        id: truck.id,
        brand: truck.brand,
        model: 'Actros',
        plate: 'AB123CD',
        photos: 0,
        add: 3,
        files: ['Flotta/Camion/ab 123 cd.jpg', 'Flotta/Camion/AB123CD-2.jpg', 'AB123CD_3.webp'],
      },
      expect.objectContaining({ id: byId.id, plate: null, add: 2, files: [`${byId.id}.jpg`, `${byId.id}-1.jpg`] }),
      expect.objectContaining({ id: nearlyFull.id, plate: 'ZZ999ZZ', photos: 9, add: 1, files: ['zz999zz.jpg'] }),
    ]);
    expect(plan.skipped).toEqual(
      expect.arrayContaining([
        { file: 'AB123CD-4.jpg', reason: 'NOT_AN_IMAGE', vehicleId: truck.id },
        { file: 'AB123CD-5.png', reason: 'IMAGE_TOO_LARGE', vehicleId: truck.id },
        { file: 'AB123CD-6.jpg', reason: 'FILE_TOO_LARGE', vehicleId: truck.id },
        { file: 'ZZ999ZZ-2.jpg', reason: 'OVER_LIMIT', vehicleId: nearlyFull.id },
        { file: 'XX000XX.jpg', reason: 'UNKNOWN_VEHICLE', vehicleId: null },
      ]),
    );
    expect(plan.skipped).toHaveLength(5);
    expect(plan.ignored).toBe(3);
    expect(plan.limits).toEqual({
      photosPerVehicle: 10,
      fileBytes: t.config.uploadMaxFileBytes,
      maxSide: 12_000,
      megapixels: 50,
    });
    expect(await writes()).toBe(0);
    expect(storedNames().size).toBe(0);
  });

  it('applied twice adds each photo once: a file the vehicle already has, or one twice in the zip, is a duplicate', async () => {
    const car = await createVehicle(t, { plate: 'DP111AA' });
    const zip = zipOfFiles({ 'DP111AA-1.jpg': photos[60]!, 'DP111AA-2.jpg': photos[61]! });
    const first = linesOf(await upload(zip));
    expect(first.at(-1)).toMatchObject({ kind: 'done', added: 2 });
    const stored = await imagesOf(car.id);
    expect(stored).toHaveLength(2);

    // The same files again, a copy under another name, and one new photo.
    const again = zipOfFiles({
      'DP111AA-1.jpg': photos[60]!,
      'DP111AA-2.jpg': photos[61]!,
      'DP111AA-3.jpg': photos[61]!,
      'DP111AA-4.jpg': photos[62]!,
      'DP111AA-5.jpg': photos[62]!,
    });
    const plan = await preview(again);
    expect(plan.vehicles).toEqual([
      expect.objectContaining({ id: car.id, photos: 2, add: 1, files: ['DP111AA-4.jpg'] }),
    ]);
    expect(plan.skipped).toEqual(
      ['DP111AA-1.jpg', 'DP111AA-2.jpg', 'DP111AA-3.jpg', 'DP111AA-5.jpg'].map((file) => ({
        file,
        reason: 'DUPLICATE',
        vehicleId: car.id,
      })),
    );
    const second = linesOf(await upload(again));
    expect(second.at(-1)).toMatchObject({ kind: 'done', added: 1 });
    expect(widthsOf(await imagesOf(car.id))).toEqual([60, 61, 62]);
    expect((await imagesOf(car.id)).slice(0, 2)).toEqual(stored);
  });

  it('applied twice at once adds each photo once: the second to write finds them there', async () => {
    const car = await createVehicle(t, { plate: 'DP222BB' });
    const zip = zipOfFiles({ 'DP222BB-1.jpg': photos[63]!, 'DP222BB-2.jpg': photos[64]! });
    together.armed = true;
    const answers = (await Promise.all([upload(zip), upload(zip)])).map(linesOf);
    // Both planned both photos; whichever wrote second added none.
    for (const lines of answers) {
      expect(lines[0]).toMatchObject({ kind: 'plan', plan: { vehicles: [{ id: car.id, add: 2 }] } });
    }
    const results = answers.flat().filter((line) => line.kind === 'vehicle');
    expect(results.map((line) => line.added).sort()).toEqual([0, 2]);
    expect(results.find((line) => line.added === 0)).toMatchObject({
      photos: 2,
      skipped: [{ reason: 'DUPLICATE' }, { reason: 'DUPLICATE' }],
    });
    expect(widthsOf(await imagesOf(car.id))).toEqual([63, 64]);
    // The second copies were removed again: every stored file belongs to a vehicle.
    const used = new Set([...(await listVehicleImageUrls(t.database.db))].map(photoName));
    expect([...storedNames()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('calls a name that fits two vehicles ambiguous instead of guessing', async () => {
    const first = await createVehicle(t, { plate: 'DUE-1' });
    await createVehicle(t, { plate: 'DUE-1' });
    // The first one's id is another vehicle's plate.
    await createVehicle(t, { plate: String(first.id) });
    const plan = await preview(zipOfFiles({ 'DUE-1.jpg': photos[60]!, [`${first.id}.jpg`]: photos[61]! }));
    expect(plan.vehicles).toEqual([]);
    expect(plan.skipped).toEqual([
      { file: 'DUE-1.jpg', reason: 'AMBIGUOUS_NAME', vehicleId: null },
      { file: `${first.id}.jpg`, reason: 'AMBIGUOUS_NAME', vehicleId: null },
    ]);
  });

  it('applies: each vehicle gets its photos after its own, in order, stored as uploads are, logged, a line each', async () => {
    const car = await createVehicle(t, { plate: 'AP111AA', ...elsewhere(2) });
    const other = await createVehicle(t, { plate: null });
    const full = await createVehicle(t, { plate: 'AP999ZZ', ...elsewhere(10) });
    const logged = await countRows(t.database.db, 'access_logs');

    const lines = linesOf(
      await upload(
        zipOfFiles({
          'AP111AA-3.jpg': photos[62]!,
          'foto/AP111AA-1.jpg': photos[60]!,
          'AP111AA-2.jpg': photos[61]!,
          [`${other.id}.jpg`]: photos[63]!,
          'AP999ZZ.jpg': photos[64]!,
          'ignota.jpg': photos[65]!,
        }),
      ),
    );

    expect(lines[0]).toMatchObject({
      kind: 'plan',
      plan: { vehicles: [{ id: car.id }, { id: other.id }, { id: full.id }] },
    });
    expect(lines.slice(1)).toEqual([
      { kind: 'vehicle', id: car.id, added: 3, photos: 5, skipped: [], failed: null },
      { kind: 'vehicle', id: other.id, added: 1, photos: 1, skipped: [], failed: null },
      { kind: 'done', vehicles: 2, added: 4, stopped: null },
    ]);
    const images = await imagesOf(car.id);
    expect(images.slice(0, 2)).toEqual(['https://foto.example.it/0.jpg', 'https://foto.example.it/1.jpg']);
    expect(widthsOf(images)).toEqual([null, null, 60, 61, 62]);
    expect(widthsOf(await imagesOf(other.id))).toEqual([63]);
    expect(await imagesOf(full.id)).toHaveLength(10);
    // Served with their variants, as the single upload's.
    const served = await t.app.inject({ method: 'GET', url: images[2]!.replace('-w60.jpg', '-w60-60.avif') });
    expect(served.statusCode).toBe(200);
    expect(await countRows(t.database.db, 'access_logs')).toBe(logged + 2);
    const log = await t.database.db
      .selectFrom('access_logs')
      .select(['details', 'username'])
      .where('action', '=', 'VEHICLE_PHOTOS_ADDED')
      .where('details', 'like', `%(id ${car.id}):%`)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ details: expect.stringContaining('3 foto da archivio zip'), username: 'admin' });
  });

  it('never takes a vehicle past its photo limit, however many applies run at once', async () => {
    const crowded = await createVehicle(t, { plate: 'CC888CC', ...elsewhere(8) });
    const roomy = await createVehicle(t, { plate: 'CC111CC' });
    const zips = [
      zipOfFiles({ 'CC888CC-1.jpg': photos[60]!, 'CC888CC-2.jpg': photos[61]!, 'CC111CC.jpg': photos[62]! }),
      zipOfFiles({ 'CC888CC-1.jpg': photos[63]!, 'CC888CC-2.jpg': photos[64]!, 'CC111CC.jpg': photos[65]! }),
    ];

    together.armed = true;
    const answers = (await Promise.all(zips.map((bytes) => upload(bytes)))).map(linesOf);

    // Both planned to fill the last two places: the limit held at the moment each one added.
    for (const lines of answers) {
      expect(lines[0]).toMatchObject({
        kind: 'plan',
        plan: { vehicles: [{ id: crowded.id, photos: 8, add: 2 }, { add: 1 }] },
      });
    }
    const added = answers.flat().filter((line) => line.kind === 'vehicle' && line.id === crowded.id);
    expect(added.map((line) => line.kind === 'vehicle' && line.added).sort()).toEqual([0, 2]);
    const loser = added.find((line) => line.kind === 'vehicle' && line.added === 0);
    expect(loser).toMatchObject({ photos: 10, skipped: [{ reason: 'OVER_LIMIT' }, { reason: 'OVER_LIMIT' }] });
    expect(await imagesOf(crowded.id)).toHaveLength(10);
    expect(await imagesOf(roomy.id)).toHaveLength(2);
    // The photos left out were removed again: every stored file belongs to a vehicle.
    const used = new Set([...(await listVehicleImageUrls(t.database.db))].map(photoName));
    expect([...storedNames()].filter((name) => !used.has(name))).toEqual([]);
  });

  it("refuses a name that is absolute or climbs out with '..', before reading anything", async () => {
    await createVehicle(t, { plate: 'TR123AV' });
    const writes = await watchWrites(t.database, ['vehicles', 'access_logs'], 'photo_traversal');
    for (const name of [
      '../TR123AV.jpg',
      'foto/../../TR123AV.jpg',
      '/etc/TR123AV.jpg',
      'C:/TR123AV.jpg',
      '..\\TR123AV.jpg',
    ]) {
      const response = await upload(zipOfFiles({ 'TR123AV-1.jpg': photos[60]!, [name]: photos[61]! }));
      const body = expectError(response, 400, 'INVALID_INPUT');
      expect(body, name).toMatchObject({
        messageCode: 'PHOTO_ZIP_UNSAFE_NAME',
        params: { name: name.replace('\\', '/') },
      });
    }
    expect(await writes()).toBe(0);
  });

  it('refuses a zip bomb by the sizes its directory declares, and too many entries by the count', async () => {
    const hundredMegabytes = await streamedBombEntry('x', 100);
    const parts = Math.floor(PHOTO_ZIP_LIMITS.unzippedBytes / (100 * 1024 * 1024)) + 1;
    const bomb = zipOf(Array.from({ length: parts }, (_, i) => ({ ...hundredMegabytes, name: `AB123CD-${i}.jpg` })));
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(expectError(await upload(bomb), 413, 'PAYLOAD_TOO_LARGE')).toMatchObject({
      messageCode: 'PHOTO_ZIP_TOO_LARGE',
      params: { maximum: PHOTO_ZIP_LIMITS.unzippedBytes / (1024 * 1024) },
    });

    const crowd = zipOf(Array.from({ length: PHOTO_ZIP_LIMITS.entries + 1 }, (_, i) => textEntry(`f${i}.jpg`, 'x')));
    expect(expectError(await upload(crowd), 413, 'PAYLOAD_TOO_LARGE')).toMatchObject({
      messageCode: 'PHOTO_ZIP_TOO_MANY_FILES',
    });
  });

  it('leaves out a file that inflates past the size it declares, and takes the rest', async () => {
    const liar = await createVehicle(t, { plate: 'LI123AR' });
    const plan = await preview(zipOf([bombEntry('LI123AR-1.jpg', 16, 1000), textEntry('LI123AR-2.jpg', photos[60]!)]));
    expect(plan.skipped).toEqual([{ file: 'LI123AR-1.jpg', reason: 'UNREADABLE', vehicleId: liar.id }]);
    expect(plan.vehicles).toMatchObject([{ id: liar.id, add: 1, files: ['LI123AR-2.jpg'] }]);
  });

  it('refuses what is not a zip, and a body without its file part', async () => {
    expect(expectError(await upload(photos[60]!), 400, 'INVALID_INPUT')).toMatchObject({ messageCode: 'NOT_A_ZIP' });
    const wrongField = await t.injectAs(t.admin, {
      method: 'POST',
      url: URL,
      ...multipart([{ name: 'archivio', filename: 'foto.zip', data: zipOfFiles({ 'A.jpg': photos[60]! }) }]),
    });
    expect(expectError(wrongField, 400, 'INVALID_INPUT')).toMatchObject({ messageCode: 'IMPORT_FILE_FIELD' });
  });

  it('is for administrators, from the site itself', async () => {
    const bytes = zipOfFiles({ 'A.jpg': photos[60]! });
    expectError(await upload(bytes, { cookie: t.viewer }), 403, 'FORBIDDEN');
    expectError(await upload(bytes, { cookie: '' }), 401, 'UNAUTHORIZED');
    expectError(
      await upload(bytes, { headers: { origin: 'https://altro.example', 'sec-fetch-site': 'cross-site' } }),
      403,
      'FORBIDDEN',
    );
  });
});
