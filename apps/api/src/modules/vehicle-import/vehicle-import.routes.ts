import { VEHICLE_IMPORT_LIMITS, VehicleImportResultSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { AppError, errorBody } from '../../errors.js';
import { ERROR_SCHEMAS, failures, json } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { ImportRefused, importVehicles } from './vehicle-import.service.js';

const MB = 1024 * 1024;
const QuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const RefusalSchema = (ERROR_SCHEMAS.INVALID_INPUT as z.ZodObject)
  .extend(VehicleImportResultSchema.partial().shape)
  .meta({ id: 'VehicleImportRefused' });

/** The uploaded file's bytes: the one part named 'file', at most the import's file cap. */
async function uploadedFile(request: Parameters<typeof adminOf>[0]): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'MULTIPART_EXPECTED');
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { files: 1, fileSize: VEHICLE_IMPORT_LIMITS.fileBytes } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError('INVALID_INPUT', 'IMPORT_FILE_FIELD');
    }
    bytes = await part.toBuffer();
  }
  if (!bytes) throw new AppError('INVALID_INPUT', 'IMPORT_FILE_FIELD');
  return bytes;
}

// A REST route only, not an operation of the tRPC router as well: the file comes as a multipart
// body, which tRPC's Fastify adapter does not read, and the web app sends it with fetch.
export const vehicleImportRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.post(
    '/admin/import/vehicles',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['import'],
        operationId: 'adminImportVehicles',
        consumes: ['multipart/form-data'],
        summary: "Import vehicles from the export's 'Veicoli' sheet, as a preview or for real (admin)",
        description:
          "The .xlsx as the 'file' part, in the export's format: rows without an id are created, rows with one " +
          'change that vehicle field by field; every row is checked with the rules of the vehicle dialog. The texts ' +
          "in the other languages ('Descrizione (EN)', 'Dotazioni (EN)', 'Colore (EN)', … for en fr de es zh ar) " +
          'may be left out: their translations then stay as they are; an empty cell empties its text. With ' +
          '`dryRun=true` nothing is written; without it everything is written in one transaction, or nothing when ' +
          `any row is refused (400 with the rows and columns). At most ${VEHICLE_IMPORT_LIMITS.fileBytes / MB} MB, ` +
          `${VEHICLE_IMPORT_LIMITS.unzippedBytes / MB} MB unzipped, ${VEHICLE_IMPORT_LIMITS.rows} rows and ` +
          `${VEHICLE_IMPORT_LIMITS.cells} cells; numbers as typed in Italy (45.000, 1.234,50); formulas are refused, ` +
          'not evaluated. One file is read at a time: a few more wait, then 429. The same file is applied once.',
        querystring: QuerySchema,
        response: {
          200: json(
            'What the import creates and changes, and the rows it refuses (none when applied)',
            VehicleImportResultSchema,
          ),
          400: json(
            'A row refused (with what the import would have done, and every row and column at fault), or not a readable workbook',
            RefusalSchema,
          ),
          ...failures({
            CONFLICT: 'This very file was applied already',
            PAYLOAD_TOO_LARGE: 'The file, its unzipped contents, its rows, cells or text over the caps',
            TOO_MANY_REQUESTS: 'Other imports are being read: try again in a few seconds',
            UNSUPPORTED_MEDIA_TYPE: 'Not multipart/form-data',
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const bytes = await uploadedFile(request);
      try {
        return await importVehicles(deps, actor, { bytes, apply: !request.query.dryRun });
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        request.log.info({ errors: error.result.errors.length }, 'vehicle import refused');
        return reply.status(400).send({ ...errorBody(error), ...error.result });
      }
    },
  );
};
