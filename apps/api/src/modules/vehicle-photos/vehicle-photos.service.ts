import { type DB, inTransaction } from '@nbt/db/client';
import { findVehiclePhotos, findVehiclePhotosByKeys, setVehicleImages, type VehiclePhotos } from '@nbt/db/vehicles';
import {
  MAX_VEHICLE_IMAGES,
  normalizeIdentifier,
  type PhotoSkipReason,
  type VehiclePhotoSkipped,
  type VehiclePhotoZipLine,
  type VehiclePhotoZipPlan,
} from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import {
  checkImage,
  contentKey,
  type ImageSet,
  makeImageSet,
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE,
  reencodeImage,
} from '../../lib/images.js';
import { contentKeyOf } from '../../lib/storage.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { saveImages } from '../uploads/uploads.service.js';
import { idOf, matchName, type NameIndex, nameKeys } from './photo-names.js';
import type { PhotoZip, ZipMember } from './photo-zip.js';

/** What applying a zip does: its vehicles, each with the files to add, in order. */
export interface PhotoZipPlan {
  answer: VehiclePhotoZipPlan;
  work: { vehicle: VehiclePhotos; files: ZipMember[] }[];
}

type VehicleLine = Extract<VehiclePhotoZipLine, { kind: 'vehicle' }>;

/** An image check's refusal as the reason a file is left out; anything else is not the file's fault. */
function imageReason(error: unknown): PhotoSkipReason | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.messageCode === 'NOT_AN_IMAGE') return 'NOT_AN_IMAGE';
  if (error.messageCode === 'IMAGE_TOO_LARGE') return 'IMAGE_TOO_LARGE';
  return undefined;
}

/**
 * Why a file cannot be a photo, judged as the single upload judges one (by its content); else the
 * `contentKey` of its bytes.
 */
async function readPhoto(
  zip: PhotoZip,
  file: ZipMember,
  maxBytes: number,
): Promise<{ reason: PhotoSkipReason } | { key: string }> {
  if (!file.readable) return { reason: 'UNREADABLE' };
  // Declared sizes are what yauzl holds an entry to: one over the limit is never inflated.
  if (file.size > maxBytes) return { reason: 'FILE_TOO_LARGE' };
  const bytes = await zip.read(file);
  if (!bytes) return { reason: 'UNREADABLE' };
  try {
    await checkImage(bytes);
    return { key: contentKey(bytes) };
  } catch (error) {
    const reason = imageReason(error);
    if (!reason) throw error;
    return { reason };
  }
}

/** The vehicles the zip's names may stand for, by plate and by id. */
async function vehiclesNamed(
  db: DB,
  zip: PhotoZip,
): Promise<{ vehicles: Map<number, VehiclePhotos>; index: NameIndex }> {
  const keys = zip.files.flatMap((file) => nameKeys(file.name).map(({ key }) => key));
  const plates = [...new Set(keys)];
  const ids = [...new Set(keys.map(idOf).filter((id) => id !== undefined))];
  const found = await findVehiclePhotosByKeys(db, { plates, ids });
  const index: NameIndex = { byPlate: new Map(), ids: new Set(found.map((vehicle) => vehicle.id)) };
  for (const vehicle of found) {
    if (!vehicle.plate) continue;
    const plate = normalizeIdentifier(vehicle.plate);
    index.byPlate.set(plate, [...(index.byPlate.get(plate) ?? []), vehicle.id]);
  }
  return { vehicles: new Map(found.map((vehicle) => [vehicle.id, vehicle])), index };
}

/**
 * What a zip of photos would add to each vehicle, as the database holds them now, and every file
 * it leaves out with the reason. Each file goes to the vehicle its name gives, in the order of the
 * numbers after the names; a vehicle takes as many as it has room for, and the files past its room
 * are not even inflated. Nothing is written.
 */
export async function planPhotoZip(
  { db, config }: Pick<Dependencies, 'db' | 'config'>,
  zip: PhotoZip,
): Promise<PhotoZipPlan> {
  const { vehicles, index } = await vehiclesNamed(db, zip);
  const skipped: VehiclePhotoSkipped[] = [];
  const named = new Map<number, { file: ZipMember; order: number }[]>();
  for (const file of zip.files) {
    const match = matchName(file.name, index);
    if (typeof match === 'string') {
      skipped.push({ file: file.name, reason: match, vehicleId: null });
      continue;
    }
    named.set(match.vehicleId, [...(named.get(match.vehicleId) ?? []), { file, order: match.order }]);
  }
  const work: PhotoZipPlan['work'] = [];
  for (const [id, candidates] of [...named].sort(([a], [b]) => a - b)) {
    const vehicle = vehicles.get(id)!;
    candidates.sort((a, b) => a.order - b.order || a.file.name.localeCompare(b.file.name, 'it', { numeric: true }));
    const files: ZipMember[] = [];
    // The files the vehicle has, by content: a zip applied twice adds nothing the second time.
    const held = new Set(vehicle.images.map(contentKeyOf));
    for (const { file } of candidates) {
      const read =
        vehicle.images.length + files.length >= MAX_VEHICLE_IMAGES
          ? { reason: 'OVER_LIMIT' as const }
          : await readPhoto(zip, file, config.uploadMaxFileBytes);
      if ('key' in read && !held.has(read.key)) {
        files.push(file);
        held.add(read.key);
      } else skipped.push({ file: file.name, reason: 'reason' in read ? read.reason : 'DUPLICATE', vehicleId: id });
    }
    work.push({ vehicle, files });
  }
  return {
    work,
    answer: {
      vehicles: work.map(({ vehicle, files }) => ({
        id: vehicle.id,
        brand: vehicle.brand,
        model: vehicle.model,
        plate: vehicle.plate,
        photos: vehicle.images.length,
        add: files.length,
        files: files.map((file) => file.name),
      })),
      skipped,
      ignored: zip.ignored,
      limits: {
        photosPerVehicle: MAX_VEHICLE_IMAGES,
        fileBytes: config.uploadMaxFileBytes,
        maxSide: MAX_INPUT_SIDE,
        megapixels: MAX_INPUT_PIXELS / 1_000_000,
      },
    },
  };
}

/**
 * A vehicle's planned photos, re-encoded with their variants and stored as the single upload does,
 * then added in one transaction with its access-log line: as many as the vehicle has room for at
 * that moment, and none it already has (the same zip applied twice at once), which the
 * transaction's write lock makes true against any other apply. The photos not added are removed
 * from the storage again.
 */
async function addPhotos(
  { db, storage }: Pick<Dependencies, 'db' | 'storage'>,
  actor: Actor,
  zip: PhotoZip,
  { vehicle, files }: PhotoZipPlan['work'][number],
): Promise<VehicleLine> {
  const line: VehicleLine = {
    kind: 'vehicle',
    id: vehicle.id,
    added: 0,
    photos: vehicle.images.length,
    skipped: [],
    failed: null,
  };
  const skip = (file: ZipMember, reason: PhotoSkipReason) =>
    line.skipped.push({ file: file.name, reason, vehicleId: vehicle.id });
  const ready: { file: ZipMember; image: ImageSet }[] = [];
  // One photo at a time: its six encodes already keep both cores busy.
  for (const file of files) {
    const bytes = await zip.read(file);
    if (!bytes) {
      skip(file, 'UNREADABLE');
      continue;
    }
    try {
      ready.push({ file, image: await makeImageSet(await reencodeImage(bytes)) });
    } catch (error) {
      // A header that passed the preview over pixels that do not decode.
      const reason = imageReason(error);
      if (!reason) throw error;
      skip(file, reason);
    }
  }
  if (ready.length === 0) return line;
  // All or none (IMAGES_NOT_STORED, which stops the apply).
  const urls = await saveImages(
    storage,
    ready.map(({ image }) => image),
  );
  let kept: Set<string>;
  let held: Set<string | undefined>;
  try {
    ({ kept, held } = await inTransaction(db, async (trx) => {
      const now = await findVehiclePhotos(trx, vehicle.id);
      if (!now) throw notFound('VEHICLE_NOT_FOUND');
      // What the vehicle has at this moment: another apply of the same photos may have added them.
      const has = new Set(now.images.map(contentKeyOf));
      const room = Math.max(0, MAX_VEHICLE_IMAGES - now.images.length);
      const added = urls.filter((url) => !has.has(contentKeyOf(url))).slice(0, room);
      line.photos = now.images.length + added.length;
      if (added.length > 0) {
        await setVehicleImages(trx, vehicle.id, [...now.images, ...added]);
        await recordAccess(
          trx,
          actor,
          'VEHICLE_PHOTOS_ADDED',
          `${now.brand} ${now.model} (id ${now.id}): ${added.length} foto da archivio zip`,
        );
      }
      return { kept: new Set(added), held: has };
    }));
  } catch (error) {
    await Promise.all(urls.map((url) => storage.remove(url).catch(() => undefined)));
    if (error instanceof AppError && error.messageCode === 'VEHICLE_NOT_FOUND') {
      return { ...line, photos: 0, failed: 'VEHICLE_NOT_FOUND' };
    }
    throw error;
  }
  // Another apply added these photos or filled the vehicle meanwhile: they stay out, and so do their files.
  await Promise.all(urls.filter((url) => !kept.has(url)).map((url) => storage.remove(url)));
  ready.forEach(({ file }, index) => {
    const url = urls[index]!;
    if (!kept.has(url)) skip(file, held.has(contentKeyOf(url)) ? 'DUPLICATE' : 'OVER_LIMIT');
  });
  line.added = kept.size;
  return line;
}

/**
 * Applies a planned zip vehicle by vehicle, answering a line as each one is done: the plan, then
 * each vehicle that had photos to add, then the end with the counts. Every vehicle is all or
 * nothing on its own; a storage that refuses a photo stops the rest (they would fail alike), and
 * so does an unexpected failure, which `report` hears of.
 */
export async function* applyPhotoZip(
  deps: Pick<Dependencies, 'db' | 'storage'>,
  actor: Actor,
  zip: PhotoZip,
  plan: PhotoZipPlan,
  report: (error: unknown) => void,
): AsyncGenerator<VehiclePhotoZipLine> {
  yield { kind: 'plan', plan: plan.answer };
  const done = {
    kind: 'done' as const,
    vehicles: 0,
    added: 0,
    stopped: null as 'IMAGES_NOT_STORED' | 'INTERNAL' | null,
  };
  for (const planned of plan.work) {
    if (planned.files.length === 0) continue;
    let line: VehicleLine;
    try {
      line = await addPhotos(deps, actor, zip, planned);
    } catch (error) {
      report(error);
      const { vehicle } = planned;
      if (error instanceof AppError && error.messageCode === 'IMAGES_NOT_STORED') {
        yield {
          kind: 'vehicle',
          id: vehicle.id,
          added: 0,
          photos: vehicle.images.length,
          skipped: [],
          failed: 'IMAGES_NOT_STORED',
        };
        yield { ...done, stopped: 'IMAGES_NOT_STORED' };
      } else yield { ...done, stopped: 'INTERNAL' };
      return;
    }
    yield line;
    if (line.added > 0) {
      done.vehicles += 1;
      done.added += line.added;
    }
  }
  yield done;
}
