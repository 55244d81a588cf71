import { Readable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { headers } from '../../openapi.js';
import { adminOnly, requireAdmin } from '../../plugins/auth.js';
import { streamBackupArchive } from './backup.service.js';

export const backupRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/admin/backup',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'An online backup as a .tar: nbt.db, uploads/ and manifest.json; extract it into DATA_DIR (admin)',
        replies: {
          200: { description: 'The archive, streamed', file: 'application/x-tar', headers: headers.download },
          503: 'The backup could not be prepared, or the access log could not record it; try again shortly',
        },
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = await streamBackupArchive(services, requireAdmin(request));
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
};
