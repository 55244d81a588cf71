import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../build-app.js';
import { reportFigures, scaled } from '../../figures.js';
import { multipart, uploadedFiles } from '../../helpers.js';

// ---- Uploads: mutated images ------------------------------------------------------------------

describe('fuzzing the photo upload with mutated images', () => {
  let u: TestApp;
  let cookie: string;
  let samples: Buffer[];
  const upload = { cases: 0, stored: 0, refused: 0, '5xx': 0 };

  beforeAll(async () => {
    u = await buildTestApp();
    cookie = await u.login();
    const base = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#c63' } });
    samples = [
      await base().jpeg().toBuffer(),
      await base().png().toBuffer(),
      await base().gif().toBuffer(),
      await base().webp().toBuffer(),
    ];
  });
  afterAll(async () => {
    reportFigures('fuzz-uploads', upload);
    await u.close();
  });

  const files = () => uploadedFiles(u.config.uploadsDir);

  it('answers every mutated image with 201 (re-encoded) or a 4xx that stores nothing; never a 5xx', async () => {
    const mutated = fc.oneof(
      fc
        .tuple(
          fc.nat(3),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        )
        .map(([which, flips]) => {
          const bytes = Buffer.from(samples[which]!);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          return bytes;
        }),
      fc.tuple(fc.nat(3), fc.nat()).map(([which, cut]) => samples[which]!.subarray(0, cut % samples[which]!.length)),
      fc
        .tuple(fc.nat(3), fc.uint8Array({ maxLength: 200 }))
        .map(([which, tail]) => Buffer.concat([samples[which]!, Buffer.from(tail)])),
      fc.uint8Array({ minLength: 0, maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(mutated, fc.constantFrom('a.jpg', 'a.png', 'a.svg', 'a.html', 'x'), async (bytes, filename) => {
        const before = files();
        const response = await u.injectAs(cookie, {
          method: 'POST',
          url: '/api/upload/vehicle-images',
          ...multipart([{ name: 'images', filename, contentType: 'image/jpeg', data: bytes }]),
        });
        upload.cases++;
        if (response.statusCode >= 500) upload['5xx']++;
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 201) {
          upload.stored++;
          for (const url of response.json<{ images: string[] }>().images) {
            const stored = readFileSync(join(u.config.uploadsDir, url.slice('/uploads/'.length)));
            expect(['jpeg', 'webp']).toContain((await sharp(stored).metadata()).format);
          }
        } else {
          upload.refused++;
          expect(files()).toEqual(before);
        }
      }),
      { numRuns: scaled(150) },
    );
  }, 120_000);
});
