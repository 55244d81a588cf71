import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { imageVariantUrls, type Vehicle } from '@nbt/validation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/env.js';
import { BUCKET_CHECK_REUSE_MS, createBucketStore } from '../src/lib/storage-s3.js';
import { buildTestApp, useTestApp } from './build-app.js';
import { multipart, uploadPhotos, vehicleBody } from './helpers.js';
import { S3RVER_CREDENTIALS, startS3Server, TEST_BUCKET, type TestBucketServer } from './s3-server.js';
import { killServer, loginOverHttp, type ServerProcess, startServer } from './server-process.js';
import { databaseEnvFor, dropDatabaseOf, ON_POSTGRES } from './test-database.js';

const apiDir = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);

/** A photo-like JPEG wide enough for two variant widths (400 and its own 900). */
const photo = (background = '#456') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

const nameOf = (url: string) => url.slice('/uploads/'.length);

let s3: TestBucketServer;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server([TEST_BUCKET, 'altro-bucket']);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

/** The keys in the bucket, read with a client of the test's own. */
async function keys(bucket = TEST_BUCKET): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('photos in an S3-protocol bucket (STORAGE_URL=s3://…)', () => {
  const t = useTestApp(() => ({ STORAGE_URL: s3.storageUrl(TEST_BUCKET, 'sito') }));

  it('stores an upload and its variants in the bucket under the prefix, and nothing on disk', async () => {
    const [url] = await uploadPhotos(t, await photo());
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-w900\.jpg$/);
    const expected = [url!, ...imageVariantUrls(url!)].map((address) => `sito/${nameOf(address)}`);
    // 400, 800 and the original's 900 px, each in AVIF and WebP.
    expect(expected).toHaveLength(7);
    const stored = await keys();
    for (const key of expected) expect(stored).toContain(key);
    // The stored variant is what the pipeline made: a 400 px AVIF.
    const variant = expected.find((key) => key.endsWith('-400.avif'))!;
    expect(await sharp(await objectBytes(variant)).metadata()).toMatchObject({ width: 400, format: 'heif' });
    expect(existsSync(t.config.uploadsDir)).toBe(false);
  });

  it('serves a photo from the bucket with its ETag, immutable caching, 304, ranges and HEAD', async () => {
    const [url] = await uploadPhotos(t, await photo('#a33'));
    const bytes = await objectBytes(`sito/${nameOf(url!)}`);
    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await t.app.inject({ method: 'GET', url: url!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const changed = await t.app.inject({ method: 'GET', url: url!, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);

    const part = await t.app.inject({ method: 'GET', url: url!, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: url! });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-length': String(bytes.length), etag });
    expect(head.rawPayload.length).toBe(0);

    const variant = imageVariantUrls(url!).find((address) => address.endsWith('.webp'))!;
    const webp = await t.app.inject({ method: 'GET', url: variant });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a photo the bucket lacks and for names that are not photos', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(32)}-w900.jpg`,
      '/uploads/.hidden.jpg',
      '/uploads/sito%2Fx.jpg',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('sends a photo as the image its name says, never as the type the bucket holds; other names are not asked for', async () => {
    const page = '<!doctype html><script>alert(document.cookie)</script>';
    const put = (key: string, type: string) =>
      client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: `sito/${key}`, Body: page, ContentType: type }));
    const planted = `${'e'.repeat(32)}-w900.jpg`;
    await put(planted, 'text/html');
    await put('pagina.html', 'text/html');
    await put('script.js', 'text/javascript');
    await put(`${'f'.repeat(32)}.svg`, 'image/svg+xml');

    for (const method of ['GET', 'HEAD'] as const) {
      const served = await t.app.inject({ method, url: `/uploads/${planted}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    const variant = `${'e'.repeat(32)}-w900-400.avif`;
    await put(variant, 'text/html; charset=utf-8');
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${variant}` })).headers['content-type']).toBe(
      'image/avif',
    );

    const before = s3.requests.length;
    for (const name of ['pagina.html', 'script.js', `${'f'.repeat(32)}.svg`, 'foto.JPG', 'foto.png']) {
      const answer = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(answer.statusCode, name).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(s3.requests.slice(before)).toEqual([]);
  });

  it('answers 404, never 500, for a name longer than any the site writes, without asking the bucket', async () => {
    const before = s3.requests.length;
    for (const url of [`/uploads/${'a'.repeat(1100)}.jpg`, `/uploads/${'a'.repeat(101)}.jpg`]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(answer.body).not.toMatch(/KeyTooLong|at .*\.js|stack/i);
    }
    expect(s3.requests.slice(before)).toEqual([]);
    // The longest name the pattern allows is still looked up (and is not there).
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(100)}.jpg` })).statusCode).toBe(404);
    expect(s3.requests.slice(before)).toHaveLength(1);
  });

  it('asks the bucket once for many simultaneous readiness checks, and again only seconds later', async () => {
    const heads = () =>
      s3.requests.filter((request) => request === `HEAD /${TEST_BUCKET}` || request === `HEAD /${TEST_BUCKET}/`).length;
    const before = heads();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/ready' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (let n = 0; n < 10; n++) await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(heads() - before).toBeLessThanOrEqual(1);
  });

  it('deletes a photo’s objects, variants included, when a vehicle drops it and when the vehicle is deleted', async () => {
    const [kept, dropped] = await uploadPhotos(t, await photo('#123'), await photo('#321'));
    const objectsOf = (url: string) => [url, ...imageVariantUrls(url)].map((address) => `sito/${nameOf(address)}`);
    const created = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ image1: kept, image2: dropped }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const vehicle = created.json<Vehicle>();
    expect(await keys()).toEqual(expect.arrayContaining([...objectsOf(kept!), ...objectsOf(dropped!)]));

    const edited = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${vehicle.id}`,
      payload: vehicleBody({ image1: kept }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    let stored = await keys();
    for (const key of objectsOf(dropped!)) expect(stored).not.toContain(key);
    for (const key of objectsOf(kept!)) expect(stored).toContain(key);
    expect((await t.app.inject({ method: 'GET', url: dropped! })).statusCode).toBe(404);

    const deleted = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/vehicles/${vehicle.id}` });
    expect(deleted.statusCode).toBe(200);
    stored = await keys();
    for (const key of objectsOf(kept!)) expect(stored).not.toContain(key);
  });

  it('backs the photos up from the bucket into the download, and the manifest says where they came from', async () => {
    const [url] = await uploadPhotos(t, await photo('#0a0'));
    const vehicle = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ image1: url }),
    });
    expect(vehicle.statusCode).toBe(201);
    const response = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/backup' });
    expect(response.statusCode).toBe(200);
    const scratch = mkdtempSync(join(tmpdir(), 'nbt-s3-backup-'));
    try {
      writeFileSync(join(scratch, 'backup.tar'), response.rawPayload);
      mkdirSync(join(scratch, 'out'));
      const extracted = spawnSync('tar', ['-xf', join(scratch, 'backup.tar'), '-C', join(scratch, 'out')], {
        encoding: 'utf8',
      });
      expect(extracted.status, extracted.stderr).toBe(0);
      const inBackup = readdirSync(join(scratch, 'out', 'uploads')).sort();
      const inBucket = (await keys()).filter((key) => key.startsWith('sito/')).map((key) => key.slice(5));
      expect(inBackup).toEqual(inBucket.sort());
      for (const address of [url!, ...imageVariantUrls(url!)]) {
        const name = nameOf(address);
        expect(readFileSync(join(scratch, 'out', 'uploads', name)).equals(await objectBytes(`sito/${name}`))).toBe(
          true,
        );
      }
      const manifest = JSON.parse(readFileSync(join(scratch, 'out', 'manifest.json'), 'utf8'));
      expect(manifest.uploads).toEqual({
        files: inBucket.length,
        bytes: expect.any(Number),
        copiedFrom: `the bucket s3://${TEST_BUCKET}/sito/ at ${s3.endpoint}`,
      });
      expect(manifest.missingImages).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('a bucket that stops answering', () => {
  let gone: TestBucketServer;
  beforeAll(async () => {
    gone = await startS3Server();
  });
  const t = useTestApp(() => ({ STORAGE_URL: gone.storageUrl() }));

  it('answers an upload 503 with Retry-After, and the site keeps answering', async () => {
    await gone.close();
    const before = await t.database.db.selectFrom('access_logs').select('id').execute();
    const response = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/upload/vehicle-images',
      ...multipart([{ name: 'images', filename: 'foto.jpg', contentType: 'image/jpeg', data: await photo() }]),
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ messageCode: 'IMAGES_NOT_STORED' });
    expect(response.headers['retry-after']).toBe('60');
    expect(await t.database.db.selectFrom('access_logs').select('id').execute()).toHaveLength(before.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
  });
});

describe('the bucket check', () => {
  const storeFor = (bucket: string) => createBucketStore(loadConfig({ STORAGE_URL: s3.storageUrl(bucket) }).storage!);

  it('passes on a bucket that answers', async () => {
    await expect(storeFor(TEST_BUCKET).check()).resolves.toBeUndefined();
  });

  it('names the bucket and the reason when it does not exist', async () => {
    await expect(storeFor('manca-bucket').check()).rejects.toThrow(
      `the bucket s3://manca-bucket/ at ${s3.endpoint} does not answer: the bucket does not exist`,
    );
  });

  it('says the credentials are refused, without repeating them', async () => {
    // s3rver checks the key id (it does not check signatures).
    const saved = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'Chiave-Sbagliata-123';
    try {
      const error = await storeFor(TEST_BUCKET)
        .check()
        .then(
          () => undefined,
          (reason: Error) => reason,
        );
      expect(error?.message).toMatch(/does not answer: access denied: check the credentials/);
      expect(error?.message).not.toContain('Chiave-Sbagliata-123');
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved;
    }
  });

  it('gives a check’s answer, a pass or a failure, again for a few seconds; concurrent checks share one request', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const heads = (bucket: string) =>
      s3.requests.filter((request) => request === `HEAD /${bucket}` || request === `HEAD /${bucket}/`).length;
    const location = (bucket: string) => loadConfig({ STORAGE_URL: s3.storageUrl(bucket) }).storage!;

    const store = createBucketStore(location(TEST_BUCKET), { now });
    const before = heads(TEST_BUCKET);
    await Promise.all(Array.from({ length: 10 }, () => store.check()));
    expect(heads(TEST_BUCKET) - before).toBe(1);
    clock += BUCKET_CHECK_REUSE_MS - 1;
    await store.check();
    expect(heads(TEST_BUCKET) - before).toBe(1);
    clock += 1;
    await store.check();
    expect(heads(TEST_BUCKET) - before).toBe(2);

    const missing = createBucketStore(location('manca-ancora'), { now });
    const failedBefore = heads('manca-ancora');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => missing.check()));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    await expect(missing.check()).rejects.toThrow('the bucket does not exist');
    expect(heads('manca-ancora') - failedBefore).toBe(1);
    clock += BUCKET_CHECK_REUSE_MS;
    await expect(missing.check()).rejects.toThrow('the bucket does not exist');
    expect(heads('manca-ancora') - failedBefore).toBe(2);
  });

  it('says the server does not answer when nothing listens at the endpoint', async () => {
    const store = createBucketStore({
      bucket: TEST_BUCKET,
      prefix: '',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    await expect(store.check()).rejects.toThrow(/does not answer: the server does not answer \(ECONNREFUSED/);
  });
});

describe('the server process on a bucket', () => {
  const dirs: string[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killServer(server);
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
      await dropDatabaseOf(dir);
    }
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbt-s3-process-'));
    dirs.push(dir);
    return dir;
  };

  it('refuses to start when the bucket does not exist, naming it and why, without the credentials', async () => {
    const refused = await startServer(dataDir(), {
      ...S3RVER_CREDENTIALS,
      STORAGE_URL: s3.storageUrl('manca-bucket', 'foto'),
    }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toContain(
      `The photo storage (STORAGE_URL) is not usable: the bucket s3://manca-bucket/foto/ at ${s3.endpoint} does not answer: the bucket does not exist`,
    );
    expect(refused).not.toContain('S3RVER');
  }, 120_000);

  it('stores an uploaded photo in the bucket and serves it at the address it answered', async () => {
    server = await startServer(dataDir(), {
      ...S3RVER_CREDENTIALS,
      STORAGE_URL: s3.storageUrl(TEST_BUCKET, 'processo'),
    });
    const cookie = await loginOverHttp(server.url);
    const form = new FormData();
    const bytes = await photo('#606');
    form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await fetch(`${server.url}/api/upload/vehicle-images`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [url] = ((await uploaded.json()) as { images: string[] }).images;
    expect(await keys()).toContain(`processo/${nameOf(url!)}`);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(`processo/${nameOf(url!)}`))).toBe(true);
    const revalidated = await fetch(`${server.url}${url}`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  }, 120_000);
});

/** The move-up command on a SQLite site with photos: the database to PostgreSQL, the folder into the bucket. */
describe.skipIf(!ON_POSTGRES)('moving up with STORAGE_URL set', () => {
  it('copies the uploads folder into the bucket and checks every photo is there', async () => {
    const site = await buildTestApp({ DATABASE_URL: 'sqlite:' });
    const target = mkdtempSync(join(tmpdir(), 'nbt-s3-move-'));
    try {
      const urls = await uploadPhotos({ ...site, admin: await site.login() }, await photo('#118'), await photo('#811'));
      await site.app.close();
      await site.database.close();
      const files = readdirSync(site.config.uploadsDir).sort();
      expect(files).toHaveLength(2 * 7);
      const tsx = join(
        createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json'),
        '..',
        'dist',
        'cli.mjs',
      );
      const storage = s3.storageUrl('altro-bucket', 'spostate');
      const { stdout } = await run(
        process.execPath,
        [
          tsx,
          'scripts/move-to-postgres.ts',
          '--',
          '--data-dir',
          site.dataDir,
          '--to',
          (await databaseEnvFor(target)).DATABASE_URL!,
          '--storage',
          storage,
        ],
        { cwd: apiDir, env: { PATH: process.env.PATH, ...S3RVER_CREDENTIALS } },
      );
      expect(stdout).toContain(`photos: ${files.length} in the folder, ${files.length} copied`);
      expect(stdout).not.toContain('MISMATCH');
      expect(await keys('altro-bucket')).toEqual(files.map((name) => `spostate/${name}`));
      for (const url of urls) expect(files).toContain(nameOf(url));
    } finally {
      rmSync(site.dataDir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
      await dropDatabaseOf(target);
    }
  }, 120_000);
});
