import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import { isApiRequest } from '../../lib/request-path.js';

/**
 * The headers helmet sets on every answer. Scripts only from this origin (no inline script);
 * styles allow inline because Mantine sets CSS variables in style attributes; the map is the one
 * frame allowed. HSTS is added only over HTTPS (below); no Cross-Origin-Resource-Policy, so a
 * chat app that shows a shared vehicle's photo in the browser may load it.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      frameAncestors: ["'none'"],
      formAction: ["'self'", 'mailto:'],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
} satisfies HelmetOptions;

const applyHelmet = helmet(HELMET_OPTIONS);

/**
 * The site's Content-Security-Policy with some inline scripts allowed by their hashes
 * (`'sha256-…'`): a server-rendered page's router state, which is the same bytes for every visitor
 * of that page, so the page can be kept and sent pre-compressed with its own policy.
 */
export function contentSecurityPolicyWith(scriptHashes: string[]): string {
  const { directives } = HELMET_OPTIONS.contentSecurityPolicy;
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...scriptHashes] },
  });
  let header = '';
  policy({} as never, { setHeader: (_name: string, value: string) => (header = value) } as never, () => undefined);
  return header;
}

/** What helmet does not set: the permissions policy, HSTS over HTTPS only, and `no-store` on API answers. */
function setOwnHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (request.protocol === 'https') {
    void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  // API answers are private and never stored, unless a route chose otherwise (the public reads revalidate).
  if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
    void reply.header('cache-control', 'no-store');
  }
}

/**
 * Every header, for an answer Fastify's router writes before any route or hook runs (see app.ts,
 * frameworkErrors).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyHelmet(request.raw, reply.raw, () => undefined);
  setOwnHeaders(request, reply);
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // helmet's middleware built once: @fastify/helmet builds it anew for every request, which took
  // 8.7 % of the server's busy time on GET /api/vehicles under load (CPU profile, 50 connections).
  app.addHook('onRequest', (request, reply, done) => applyHelmet(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => setOwnHeaders(request, reply));
});
