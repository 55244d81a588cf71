import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { AppError, type MessageCode } from '../../errors.js';

/**
 * The boundary a multipart Content-Type names: 1 to 70 characters (RFC 2046). Without one the
 * parser can't start; with a longer one it fails inside, and either way it is the client's fault.
 */
function hasUsableBoundary(contentType: string | undefined): boolean {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70;
}

/**
 * A multipart body the parser gave up on (its errors carry no code, only these texts): a body cut
 * short before its closing boundary, or a boundary it could not use.
 */
export function multipartFault(error: { message?: unknown }): MessageCode | undefined {
  const message = typeof error.message === 'string' ? error.message : '';
  if (/unexpected end of multipart data$/i.test(message)) return 'MULTIPART_INCOMPLETE';
  if (message === 'Multipart: Boundary not found' || message === 'Boundary required') return 'MULTIPART_BOUNDARY';
  return undefined;
}

/**
 * Multipart bodies, for the photo upload only: up to ten photos of `fileSize` bytes each (one more
 * part is read so that an eleventh is refused with a clear message, not cut off), a few small fields.
 * A multipart request without a usable boundary is refused with 400 before any route reads it.
 * @see https://github.com/fastify/fastify-multipart
 */
export const multipartPlugin = fp(async (app: FastifyInstance, { fileSize }: { fileSize: number }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize, files: 11, fields: 10, fieldSize: 1024, parts: 30, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !hasUsableBoundary(request.headers['content-type'])) {
      throw new AppError('INVALID_INPUT', 'MULTIPART_BOUNDARY');
    }
  });
});
