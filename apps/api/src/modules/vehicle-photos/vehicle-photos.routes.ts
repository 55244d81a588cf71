import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  MAX_VEHICLE_IMAGES,
  PHOTO_ZIP_LIMITS,
  VehiclePhotoZipLineSchema,
  VehiclePhotoZipPlanSchema,
} from '@nbt/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { AppError } from '../../errors.js';
import { failures } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { PhotoZip } from './photo-zip.js';
import { applyPhotoZip, planPhotoZip } from './vehicle-photos.service.js';

const MB = 1024 * 1024;
const NDJSON = 'application/x-ndjson';

const QuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The uploaded zip, open; `close` closes it and removes its file. */
interface UploadedZip {
  zip: PhotoZip;
  close(): Promise<void>;
}

/**
 * The one part named 'file', streamed to a file of its own (an archive of a gigabyte is never held
 * in memory) and opened there as a zip.
 */
async function uploadedZip(request: FastifyRequest): Promise<UploadedZip> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'MULTIPART_EXPECTED');
  const folder = await mkdtemp(join(tmpdir(), 'nbt-photo-zip-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const path = join(folder, 'upload.zip');
    let received = false;
    for await (const part of request.parts({ limits: { files: 1, fileSize: PHOTO_ZIP_LIMITS.fileBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('INVALID_INPUT', 'IMPORT_FILE_FIELD');
      }
      await pipeline(part.file, createWriteStream(path));
      received = true;
    }
    if (!received) throw new AppError('INVALID_INPUT', 'IMPORT_FILE_FIELD');
    const zip = await PhotoZip.open(path, PHOTO_ZIP_LIMITS);
    let closed = false;
    return {
      zip,
      async close() {
        if (closed) return;
        closed = true;
        zip.close();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

// A REST route only, as the Excel import: the file comes as a multipart body, which tRPC's Fastify
// adapter does not read, and the web app sends it with fetch.
export const vehiclePhotosRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.post(
    '/admin/import/vehicle-photos',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['import'],
        operationId: 'adminImportVehiclePhotos',
        consumes: ['multipart/form-data'],
        summary: 'Add photos to many vehicles from one zip, as a preview or for real (admin)',
        description:
          "The .zip as the 'file' part. Each file is named by its vehicle's plate or id, with any number after " +
          "a '-', '_' or space giving its order (AB123CD.jpg, AB123CD-2.jpg, AB123CD_3.webp, 42.jpg, 42-1.jpg), " +
          'in any folder; plates match without regard to case or spaces. Each photo is judged by its content and ' +
          'stored as the single upload stores it (UPLOAD_MAX_FILE_MB, the same formats and pixel limits, the same ' +
          `variants); a vehicle keeps at most ${MAX_VEHICLE_IMAGES} photos, those it has included. Folders, hidden ` +
          'files and __MACOSX are ignored. With `dryRun=true` the answer is the plan as JSON and nothing is ' +
          `written; without it the answer is ${NDJSON}, one line as each step is done: the plan, each vehicle ` +
          '(its photos added in one transaction, as many as fit at that moment, or none), then the end. The zip ' +
          `is refused whole over ${PHOTO_ZIP_LIMITS.fileBytes / MB} MB, over ${PHOTO_ZIP_LIMITS.unzippedBytes / MB} ` +
          `MB unzipped, over ${PHOTO_ZIP_LIMITS.entries} entries, or with a name that is absolute or climbs out with '..'.`,
        querystring: QuerySchema,
        response: {
          200: {
            description: 'With dryRun, the plan; without, its progress as JSON lines (the plan, each vehicle, the end)',
            content: {
              'application/json': { schema: VehiclePhotoZipPlanSchema },
              [NDJSON]: { schema: VehiclePhotoZipLineSchema },
            },
          },
          ...failures({
            INVALID_INPUT: "No 'file' part, not a readable zip, or a name inside it that is absolute or climbs out",
            PAYLOAD_TOO_LARGE: 'The zip, its entries or what they unzip to, over the caps',
            UNSUPPORTED_MEDIA_TYPE: 'Not multipart/form-data',
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const upload = await uploadedZip(request);
      let plan;
      try {
        plan = await planPhotoZip(deps, upload.zip);
      } catch (error) {
        await upload.close();
        throw error;
      }
      if (request.query.dryRun) {
        await upload.close();
        return plan.answer;
      }
      // The apply goes on to its end even when the office stops reading (a closed tab): each
      // vehicle is all or nothing, and a vehicle done is a vehicle done.
      const lines = new PassThrough();
      lines.on('error', () => undefined);
      void (async () => {
        const report = (error: unknown) => request.log.error({ err: error }, 'photo zip apply failed');
        try {
          for await (const line of applyPhotoZip(deps, actor, upload.zip, plan, report)) {
            if (!lines.destroyed) lines.write(`${JSON.stringify(line)}\n`);
          }
        } catch (error) {
          report(error);
        } finally {
          await upload.close().catch(report);
          lines.end();
        }
      })();
      // The typings know an answer as its schema's value; a stream goes out as its bytes.
      return reply.type(`${NDJSON}; charset=utf-8`).send(lines as never);
    },
  );
};
