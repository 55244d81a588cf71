import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { imageVariantUrls, parseVariantsName, variantsFileName, variantUrl } from '@nbt/validation';

import type { ImageSet } from './images.js';

/**
 * Where uploaded images live. Local disk today; the same interface can front object storage
 * when the site runs on several machines.
 */
export interface ImageStorage {
  /**
   * Stores a photo and its variants under a new random name and answers the original's public
   * address (`/uploads/<name>-w<width>.<ext>`, from which the variants' addresses follow).
   * All or nothing: a failure removes what this call wrote.
   */
  save(image: ImageSet): Promise<string>;
  /** Removes a stored image and its variants by its public address; unknown addresses are ignored. */
  remove(url: string): Promise<void>;
  /**
   * Resolves when the storage can take a photo now, else rejects with a message fit for an
   * operator (never a secret): what start-up and the readiness check ask.
   */
  check(): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** An original's or a variant's file name: letters, digits, `_` and `-`, one extension. */
const FILE_NAME = /^[\w-]+\.[a-z]+$/;

function fileNameOf(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return FILE_NAME.test(name) ? name : undefined;
}

/**
 * Photos as files in `dir`. Names are 128 random bits and a file is written once, never
 * replaced: an address always means the same bytes, so browsers may cache it for good.
 */
export function createLocalStorage(dir: string): ImageStorage {
  /** Written beside, then renamed: a crash never leaves a half-written image under a public name. */
  async function writeOnce(name: string, bytes: Buffer) {
    const temp = join(dir, `.${name}.tmp`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, join(dir, name));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    async save(image) {
      await mkdir(dir, { recursive: true });
      const url = `${UPLOADS_URL_PREFIX}${variantsFileName(randomBytes(16).toString('hex'), image.width, image.extension)}`;
      const name = parseVariantsName(url);
      if (!name) throw new Error(`unexpected image name ${url}`);
      const written: string[] = [];
      try {
        // The variants first: once the original's address exists, so do they.
        for (const variant of image.variants) {
          const file = fileNameOf(variantUrl(name, variant.width, variant.format))!;
          await writeOnce(file, variant.bytes);
          written.push(file);
        }
        const original = fileNameOf(url)!;
        await writeOnce(original, image.bytes);
      } catch (error) {
        await Promise.all(written.map((file) => rm(join(dir, file), { force: true })));
        throw error;
      }
      return url;
    },
    async check() {
      const folder = await stat(dir).catch(() => undefined);
      if (!folder?.isDirectory()) throw new Error(`the uploads folder ${dir} does not exist`);
      await access(dir, constants.W_OK).catch(() => {
        throw new Error(`the uploads folder ${dir} is not writable`);
      });
    },
    async remove(url) {
      const original = fileNameOf(url);
      if (!original) return;
      // The original last, mirroring save; the web app shows the original when a variant is missing.
      for (const variant of imageVariantUrls(url)) {
        const file = fileNameOf(variant);
        if (file) await rm(join(dir, file), { force: true });
      }
      await rm(join(dir, original), { force: true });
    },
  };
}
