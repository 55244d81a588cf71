import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Uploaded photos and their variants at /uploads/. Their names are 128-bit random and written once
 * (lib/storage.ts), so an address always means the same bytes and may be cached for good.
 * @see https://github.com/fastify/fastify-static
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    wildcard: true,
    index: false,
    decorateReply: false,
    dotfiles: 'deny',
    setHeaders(res) {
      void res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
