import type { FastifyRequest } from 'fastify';

/** Fastify's router refuses a path parameter longer than this (an id is a few digits). */
export const MAX_PARAM_LENGTH = 5000;

/**
 * Whether some segment of a path is longer than a parameter may be: the router refuses such a
 * path for the routes with a parameter there, and tries the routes left (the pages' catch-all).
 */
export const hasOverlongSegment = (path: string): boolean =>
  path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/**
 * The request's path as the router read it: percent-decoded. Hooks that decide by path must use
 * this (or the matched route), not the raw URL: `/%61pi/auth/login` reaches the /api routes, and a
 * test on the raw text would let it skip every guard meant for them. Undefined for an escape
 * that decodes to nothing (`%zz`, a broken UTF-8 sequence).
 */
export function decodedPath(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(rawPath(request));
  } catch {
    return undefined;
  }
}

const rawPath = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

/** The decoded path, or the raw one when it does not decode (to answer it as an API error or a page). */
export const pathOf = (request: FastifyRequest) => decodedPath(request) ?? rawPath(request);

/** Whether a request is under `prefix`: by the route it matched, else by its decoded path. */
function isUnder(request: FastifyRequest, prefix: string): boolean {
  return request.routeOptions.url?.startsWith(prefix) === true || pathOf(request).startsWith(prefix);
}

/** Whether a request is for the API (see `isUnder`). */
export const isApiRequest = (request: FastifyRequest): boolean => isUnder(request, '/api/');

/** Whether a request is for tRPC (see `isUnder`). */
export const isTrpcRequest = (request: FastifyRequest): boolean => isUnder(request, '/api/trpc/');
