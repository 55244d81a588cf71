import { randomBytes } from 'node:crypto';

import { imageVariantUrls, parseVariantsName, variantsFileName, variantUrl } from '@nbt/validation';

import type { AppConfig } from '../env.js';
import type { ImageSet } from './images.js';
import { isObjectName, type ObjectStore } from './object-store.js';
import { createFolderStore } from './storage-folder.js';
import { createBucketStore } from './storage-s3.js';

/**
 * Where uploaded images live: one object store (a folder, or an S3-protocol bucket) under the
 * image rules that hold for both, written once here.
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
  /** The files themselves, for serving them, backing them up and copying them elsewhere. */
  objects: ObjectStore;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

function fileNameOf(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return isObjectName(name) ? name : undefined;
}

/**
 * The `contentKey` of the uploaded file a stored photo was made from, read from its address; an
 * address of another shape has none. (A photo stored before names carried it reads as a random key.)
 */
export function contentKeyOf(url: string): string | undefined {
  return /^\/uploads\/([0-9a-f]{16})[0-9a-f]{16}-w\d+\.[a-z]+$/.exec(url)?.[1];
}

/**
 * Photos in `objects`. Names are 128 bits, a file is written once, never replaced: an address
 * always means the same bytes, so browsers may cache it for good. Of an upload's name the first 64
 * bits are its file's `contentKey` (the same file uploaded twice can be told), the rest random.
 */
export function createImageStorage(objects: ObjectStore): ImageStorage {
  return {
    objects,
    check: () => objects.check(),
    async save(image) {
      const id = (image.contentKey ?? randomBytes(8).toString('hex')) + randomBytes(8).toString('hex');
      const url = `${UPLOADS_URL_PREFIX}${variantsFileName(id, image.width, image.extension)}`;
      const name = parseVariantsName(url);
      if (!name) throw new Error(`unexpected image name ${url}`);
      const written: string[] = [];
      try {
        // The variants first: once the original's address exists, so do they.
        for (const variant of image.variants) {
          const file = fileNameOf(variantUrl(name, variant.width, variant.format))!;
          await objects.put(file, variant.bytes);
          written.push(file);
        }
        await objects.put(fileNameOf(url)!, image.bytes);
      } catch (error) {
        await Promise.all(written.map((file) => objects.delete(file).catch(() => undefined)));
        throw error;
      }
      return url;
    },
    async remove(url) {
      const original = fileNameOf(url);
      if (!original) return;
      // The original last, mirroring save; the web app shows the original when a variant is missing.
      for (const variant of imageVariantUrls(url)) {
        const file = fileNameOf(variant);
        if (file) await objects.delete(file);
      }
      await objects.delete(original);
    },
  };
}

/**
 * Copies every file of `from` that `to` lacks (a local uploads folder into a bucket), then checks
 * that `to` holds them all. Files are never changed once written, so one already there is the same.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  progress: (copied: number) => void = () => undefined,
): Promise<{ files: number; copied: number; bytes: number }> {
  const present = new Set<string>();
  for await (const object of to.list()) present.add(object.name);
  let files = 0;
  let copied = 0;
  let bytes = 0;
  const sourceNames: string[] = [];
  for await (const object of from.list()) {
    if (!isObjectName(object.name)) continue;
    files++;
    sourceNames.push(object.name);
    if (present.has(object.name)) continue;
    const content = await from.read(object.name);
    if (!content) continue;
    await to.put(object.name, content);
    copied++;
    bytes += content.length;
    if (copied % 100 === 0) progress(copied);
  }
  const after = new Set<string>();
  for await (const object of to.list()) after.add(object.name);
  const missing = sourceNames.filter((name) => !after.has(name));
  if (missing.length > 0) throw new Error(`${missing.length} files are missing from ${to.description} after the copy`);
  return { files, copied, bytes };
}

/** Photos in a folder of this machine (or a volume every machine mounts). */
export function createLocalStorage(dir: string): ImageStorage {
  return createImageStorage(createFolderStore(dir));
}

/** The storage the settings name: the bucket of STORAGE_URL, else the folder UPLOADS_DIR. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'uploadsDir'>): ImageStorage {
  return createImageStorage(config.storage ? createBucketStore(config.storage) : createFolderStore(config.uploadsDir));
}
