import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { contentTypeOf, type ObjectStore } from '../../lib/object-store.js';

/**
 * Uploaded photos and their variants at /uploads/, streamed from the storage (a folder or a
 * bucket), which works out the ETag, 304 and ranges. Their names are 128-bit random and written
 * once (lib/storage.ts), so an address always means the same bytes and may be cached for good.
 * Only the names the site writes are looked up, and their content type is the one their extension
 * says (with helmet's nosniff), whatever the store holds: a file put there by someone with access
 * to the bucket or folder never runs as HTML or script on the site's origin.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { objects }: { objects: ObjectStore }) => {
  // HEAD is declared, not derived from GET: Fastify's derived HEAD would reset the length to 0.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const name = request.params['*'];
      const type = contentTypeOf(name);
      if (!type) return reply.callNotFound();
      const served = await objects.serve(name, request.method, request.headers);
      if (!served) return reply.callNotFound();
      void reply.code(served.status).headers(served.headers);
      if (served.status === 200 || served.status === 206) void reply.header('content-type', type);
      if (served.status === 200 || served.status === 206 || served.status === 304) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
      return reply.send(served.body);
    },
  });
});
