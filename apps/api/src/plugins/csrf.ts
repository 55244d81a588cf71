import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = "Richiesta da un'origine non consentita";

function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // Both sides through URL, so a default port written or not compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/**
 * Cross-site request forgery defence in depth, beside SameSite=Lax cookies: a state-changing
 * /api request sent by another site (browsers say so in Sec-Fetch-Site and Origin) is refused.
 * Bodies must be JSON or multipart, which the parsers enforce (anything else is a 415).
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossOrigin(request)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
});
