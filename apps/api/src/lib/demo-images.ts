import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, variantWidths } from '@nbt/validation';

import { type ImageSet, imageWidth, makeImageSet, VARIANT_SETTINGS } from './images.js';

/** Changes whenever the variants would come out differently, so a cache of older ones is not used. */
const SETTINGS_KEY = JSON.stringify({ widths: IMAGE_VARIANT_WIDTHS, settings: VARIANT_SETTINGS });

/**
 * A bundled demo picture ready to store, with its variants. Encoding them takes about a second
 * of CPU per picture, and every fresh data directory (each browser-test run, each new install)
 * seeds the same ones: when `cacheDir` is given they are made once and read back from there
 * afterwards, keyed by the picture's bytes and the encoder settings. A cache that can't be
 * written is skipped, never an error.
 */
export async function loadDemoImage(demoImagesDir: string, fileName: string, cacheDir?: string): Promise<ImageSet> {
  if (!fileName.endsWith('.jpg')) throw new Error(`demo image ${fileName} is not a JPEG`);
  const bytes = await readFile(join(demoImagesDir, fileName));
  const original = { bytes, extension: 'jpg' as const, width: await imageWidth(bytes) };
  if (!cacheDir) return makeImageSet(original);

  const key = createHash('sha256').update(bytes).update(SETTINGS_KEY).digest('hex').slice(0, 24);
  const dir = join(cacheDir, key);
  const fileOf = (width: number, format: string) => `${width}.${format}`;
  const wanted = variantWidths(original.width).flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => ({ width, format })),
  );
  try {
    const variants = await Promise.all(
      wanted.map(async ({ width, format }) => ({
        width,
        format,
        bytes: await readFile(join(dir, fileOf(width, format))),
      })),
    );
    return { ...original, variants };
  } catch {
    // Not cached yet (or only partly): make them, then keep them for next time.
  }
  const image = await makeImageSet(original);
  const temp = `${dir}.tmp-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(temp, { recursive: true });
    for (const variant of image.variants)
      await writeFile(join(temp, fileOf(variant.width, variant.format)), variant.bytes);
    // A whole folder appears at once; when another process got there first, theirs is kept.
    await rename(temp, dir);
  } catch {
    await rm(temp, { recursive: true, force: true });
  }
  return image;
}
