import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { isApiRequest } from '../lib/request-path.js';

/**
 * Headers on every response. Scripts only from this origin (no inline script); styles allow
 * inline because Mantine sets CSS variables in style attributes; the map is the one frame allowed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org',
  "frame-ancestors 'none'",
  "form-action 'self' mailto:",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Sets the headers every answer carries. The plugin does it for every route; an answer Fastify's
 * router writes before any route (see app.ts, frameworkErrors) calls it itself.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  void reply.header('x-frame-options', 'DENY');
  void reply.header('cross-origin-opener-policy', 'same-origin');
  void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (request.protocol === 'https') {
    void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  // API answers are private and never stored, unless a route chose otherwise (the public reads revalidate).
  if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
    void reply.header('cache-control', 'no-store');
  }
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
});
