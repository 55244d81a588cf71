import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../../errors.js';
import { isApiRequest } from '../../lib/request-path.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL without its trailing slash, for the cross-site checks of route hooks. */
    publicUrl: string | undefined;
  }
}

/**
 * The one origin the site's own pages have: PUBLIC_URL's when set, otherwise the request's own
 * (its scheme, by X-Forwarded-Proto behind a trusted proxy, its host and its port). Scheme and
 * port count: a page served over http:// on the same host, which anyone on the network path can
 * write, is another origin than the https:// site.
 */
function siteOrigin(request: FastifyRequest): string {
  return new URL(request.server.publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // Both sides through URL, so a default port written or not compares equal.
    return new URL(origin).origin !== siteOrigin(request);
  } catch {
    return true;
  }
}

/**
 * Route hook for the GET downloads that read everything (the Excel export, the backup): a link or
 * an image on another site would carry the admin's SameSite=Lax cookie on a top-level visit, so a
 * request the browser marks as coming from another site is refused. A typed address or a bookmark
 * (`none`) and the back office's own requests (`same-origin`) pass; clients that send no fetch
 * metadata (curl, older browsers) are judged by Origin as the other writes are.
 */
export async function sameOriginOnly(request: FastifyRequest): Promise<void> {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-site' || isCrossOrigin(request)) throw new AppError('FORBIDDEN', 'CROSS_SITE');
}

/**
 * Cross-site request forgery defence in depth, beside SameSite=Lax cookies: a state-changing
 * /api request sent by another site (browsers say so in Sec-Fetch-Site and Origin) is refused.
 * Bodies must be JSON or multipart, which the parsers enforce (anything else is a 415).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }) => {
  app.decorate('publicUrl', publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (isCrossOrigin(request)) throw new AppError('FORBIDDEN', 'CROSS_SITE');
  });
});
