import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart bodies, for the photo upload only: up to ten photos of `fileSize` bytes each (one more
 * part is read so that an eleventh is refused with a clear message, not cut off), a few small fields.
 * @see https://github.com/fastify/fastify-multipart
 */
export const multipartPlugin = fp(async (app: FastifyInstance, { fileSize }: { fileSize: number }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize, files: 11, fields: 10, fieldSize: 1024, parts: 30, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
});
