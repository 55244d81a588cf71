import { z } from 'zod';

// Photos of many vehicles in one zip: its caps, why a file is left out, and what the API answers.
// A module of its own, which only the back office and the server import: the public pages'
// bundles never carry it.

/**
 * The caps of a zip of vehicle photos, each file named by its vehicle's plate or id. Each photo
 * inside has the single upload's own limits (UPLOAD_MAX_FILE_MB, the pixels); these hold the
 * archive: a fleet's photos in a few uploads, and nothing that unzips to more than the disk expects.
 */
export const PHOTO_ZIP_LIMITS = {
  /** The uploaded .zip: about 250 phone photos. */
  fileBytes: 1024 * 1024 * 1024,
  /** What all its entries declare, unzipped: photos barely compress, so a little more than the upload. */
  unzippedBytes: 1536 * 1024 * 1024,
  /** Entries of the zip, folders included: every vehicle's ten photos for a fleet of 400. */
  entries: 5000,
} as const;

/**
 * Why a file of a photo zip is not added: its name matches no vehicle or more than one, it cannot
 * be inflated (damaged, encrypted, a size it lied about), it is over the photo's limits or not an
 * image by its content, its vehicle has no room left, or the vehicle already has that very file
 * (the same content, uploaded before or earlier in the zip).
 */
export const PHOTO_SKIP_REASONS = [
  'UNKNOWN_VEHICLE',
  'AMBIGUOUS_NAME',
  'UNREADABLE',
  'FILE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
  'OVER_LIMIT',
  'DUPLICATE',
] as const;
export type PhotoSkipReason = (typeof PHOTO_SKIP_REASONS)[number];

const id = z.int().positive();
/** A whole number documented, any number checked, as the other answers have it. */
const integer = () => z.number().meta({ type: 'integer' });

/** A file of a photo zip that is not added, and why. */
const VehiclePhotoSkippedSchema = z
  .object({
    file: z.string().meta({ description: "The file's path inside the zip" }),
    reason: z.enum(PHOTO_SKIP_REASONS),
    vehicleId: id.nullable().meta({ description: 'The vehicle its name matched; null when none or several did' }),
  })
  .meta({ id: 'VehiclePhotoSkipped' });

/**
 * What a zip of vehicle photos would add, vehicle by vehicle, and every file it would leave out:
 * the preview, and the first line of an apply.
 */
export const VehiclePhotoZipPlanSchema = z
  .object({
    vehicles: z.array(
      z.object({
        id,
        brand: z.string(),
        model: z.string(),
        plate: z.string().nullable(),
        photos: integer().nonnegative().meta({ description: 'Photos the vehicle has now' }),
        add: integer().nonnegative().meta({ description: 'Photos the zip adds to it' }),
        files: z.array(z.string()).meta({ description: 'The files added, in the order they are added' }),
      }),
    ),
    skipped: z.array(VehiclePhotoSkippedSchema),
    ignored: integer().nonnegative().meta({ description: 'Folders, hidden files and __MACOSX entries: not looked at' }),
    limits: z.object({
      photosPerVehicle: integer(),
      fileBytes: integer().meta({ description: 'The most one photo may weigh' }),
      maxSide: integer().meta({ description: 'The longest side of a photo, in pixels' }),
      megapixels: integer(),
    }),
  })
  .meta({ id: 'VehiclePhotoZipPlan' });
export type VehiclePhotoZipPlan = z.output<typeof VehiclePhotoZipPlanSchema>;
export type VehiclePhotoSkipped = VehiclePhotoZipPlan['skipped'][number];

/**
 * One line of an applied photo zip, as it happens: the plan first, then each vehicle once its
 * photos are stored (all that fit now, or none), then the end. A vehicle `failed` got no photo.
 */
export const VehiclePhotoZipLineSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('plan'), plan: VehiclePhotoZipPlanSchema }),
    z.object({
      kind: z.literal('vehicle'),
      id,
      added: integer().nonnegative(),
      photos: integer().nonnegative().meta({ description: 'Photos the vehicle has now' }),
      skipped: z
        .array(VehiclePhotoSkippedSchema)
        .meta({ description: "Files of the plan's that were not added after all" }),
      failed: z.enum(['VEHICLE_NOT_FOUND', 'IMAGES_NOT_STORED']).nullable(),
    }),
    z.object({
      kind: z.literal('done'),
      vehicles: integer().nonnegative().meta({ description: 'Vehicles that got photos' }),
      added: integer().nonnegative(),
      stopped: z
        .enum(['IMAGES_NOT_STORED', 'INTERNAL'])
        .nullable()
        .meta({ description: 'Why the vehicles after the last line got nothing; null when all were done' }),
    }),
  ])
  .meta({ id: 'VehiclePhotoZipLine' });
export type VehiclePhotoZipLine = z.output<typeof VehiclePhotoZipLineSchema>;
