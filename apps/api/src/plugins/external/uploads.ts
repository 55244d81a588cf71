import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isObjectName, type ObjectStore } from '../../lib/object-store.js';

/**
 * Uploaded photos and their variants at /uploads/, streamed from the storage (a folder or a
 * bucket), which works out the ETag, 304 and ranges. Their names are 128-bit random and written
 * once (lib/storage.ts), so an address always means the same bytes and may be cached for good.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { objects }: { objects: ObjectStore }) => {
  // HEAD is declared, not derived from GET: Fastify's derived HEAD would reset the length to 0.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const name = request.params['*'];
      const served = isObjectName(name) ? await objects.serve(name, request.method, request.headers) : undefined;
      if (!served) return reply.callNotFound();
      void reply.code(served.status).headers(served.headers);
      if (served.status === 200 || served.status === 206 || served.status === 304) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
      return reply.send(served.body);
    },
  });
});
