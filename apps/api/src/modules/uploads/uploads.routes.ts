import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
import { AppError } from '../../errors.js';
import { failures, json, UploadedImagesSchema } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { storeVehicleImages, tooManyImages } from './uploads.service.js';

export const uploadsRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.post(
    '/upload/vehicle-images',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['uploads'],
        operationId: 'uploadVehicleImages',
        consumes: ['multipart/form-data'],
        summary: `Upload up to ${MAX_VEHICLE_IMAGES} vehicle photos as repeated 'images' parts (admin)`,
        description:
          'Each file must be an image by its content (JPEG, PNG, WebP, GIF or AVIF); it is re-encoded and stored with its ' +
          'responsive variants under a random name. All are stored or none.',
        response: {
          201: json('Stored', UploadedImagesSchema),
          ...failures({
            INVALID_INPUT: `No file, more than ${MAX_VEHICLE_IMAGES} files, or a file outside the 'images' field`,
            PAYLOAD_TOO_LARGE: 'A file over UPLOAD_MAX_FILE_MB, or an image too large in pixels',
            UNSUPPORTED_MEDIA_TYPE: 'Not multipart/form-data, or a file that is not an image',
            UNAVAILABLE: 'The photos could not be stored (storage unavailable)',
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'MULTIPART_EXPECTED');
      const files: Buffer[] = [];
      // One part more than allowed is read, so an 11th file is refused instead of silently dropped.
      for await (const part of request.parts({ limits: { files: MAX_VEHICLE_IMAGES + 1 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'images') {
          part.file.resume();
          throw new AppError('INVALID_INPUT', 'IMAGES_FIELD');
        }
        const bytes = await part.toBuffer();
        files.push(bytes);
        if (files.length > MAX_VEHICLE_IMAGES) throw tooManyImages();
      }
      const images = await storeVehicleImages(deps, actor, files);
      return reply.status(201).send({ images });
    },
  );
};
