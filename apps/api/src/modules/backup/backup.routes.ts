import { Readable } from 'node:stream';

import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
import { CROSS_SITE_READ, failures, file, headers } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { sameOriginOnly } from '../../plugins/app/csrf.js';
import { removeStaleStaging, streamBackupArchive } from './backup.service.js';

export const backupRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  // Staging copies a crashed or killed process left behind are removed when the server starts.
  app.addHook('onReady', () => removeStaleStaging(deps.config.dataDir));

  app.get(
    '/admin/backup',
    {
      onRequest: [adminOnly, sameOriginOnly],
      schema: {
        tags: ['backup'],
        operationId: 'adminBackup',
        summary:
          'An online backup as a .tar: nbt.db (on PostgreSQL nbt.dump, for pg_restore), uploads/ and manifest.json; extract it into DATA_DIR (only the main administrator, user id 1)',
        response: {
          200: file('The archive, streamed', 'application/x-tar', headers.download),
          ...failures({
            FORBIDDEN: `${CROSS_SITE_READ}; or the signed-in administrator is not the main administrator (user id 1)`,
            UNAVAILABLE: 'The backup could not be prepared, or the access log could not record it; try again shortly',
          }),
        },
      },
    },
    async (request, reply) => {
      const { fileName, chunks, cleanup } = await streamBackupArchive(deps, adminOf(request));
      // A download abandoned before its first byte never runs the archive's own clean-up.
      reply.raw.once('close', () => void cleanup());
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', contentDisposition(fileName))
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
};
