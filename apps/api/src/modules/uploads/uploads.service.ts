import { MAX_VEHICLE_IMAGES } from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { AppError, STORAGE_RETRY_AFTER_SECONDS } from '../../errors.js';
import { type ImageSet, makeImageSet, reencodeImage } from '../../lib/images.js';
import type { ImageStorage } from '../../lib/storage.js';
import { recordAccess } from '../access-logs/access-logs.service.js';

/** More photos in one request than a vehicle holds. */
export const tooManyImages = () =>
  new AppError('INVALID_INPUT', 'TOO_MANY_IMAGES', { params: { maximum: MAX_VEHICLE_IMAGES } });

/** Stores photos ready to store, all or none: a failure removes what this batch already wrote. */
export async function saveImages(storage: ImageStorage, sets: ImageSet[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of sets) urls.push(await storage.save(image));
  } catch (error) {
    // A storage that failed may fail the clean-up too (a bucket gone unreachable): the answer is
    // still that nothing was stored, not the clean-up's own error.
    await Promise.all(urls.map((url) => storage.remove(url).catch(() => undefined)));
    throw new AppError('UNAVAILABLE', 'IMAGES_NOT_STORED', {
      retryAfter: STORAGE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  }
  return urls;
}

/**
 * Stores a batch of vehicle photos: every file must be an image by its bytes, each is re-encoded
 * and gets its responsive variants, once, here; either all are stored or none (a failure removes
 * what this batch already wrote).
 */
export async function storeVehicleImages(
  { db, storage }: Pick<Dependencies, 'db' | 'storage'>,
  actor: Actor,
  files: Buffer[],
): Promise<string[]> {
  if (files.length === 0) throw new AppError('INVALID_INPUT', 'NO_IMAGES');
  if (files.length > MAX_VEHICLE_IMAGES) throw tooManyImages();
  const encoded = [];
  for (const file of files) encoded.push(await reencodeImage(file));
  const sets = [];
  // One photo at a time: its six encodes already keep both cores busy.
  for (const image of encoded) sets.push(await makeImageSet(image));
  const urls = await saveImages(storage, sets);
  try {
    await recordAccess(db, actor, 'IMAGES_UPLOADED', `${urls.length} immagini`);
  } catch (error) {
    // A database that refuses the log entry (a full disk) keeps no photo of this batch either.
    await Promise.all(urls.map((url) => storage.remove(url)));
    throw error;
  }
  return urls;
}
