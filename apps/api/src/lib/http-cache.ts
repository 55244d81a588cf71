import type { FastifyReply, FastifyRequest } from 'fastify';

import type { CachedAnswer, ContentEncoding } from './public-cache.js';

/**
 * Public reads: any cache may keep them but must ask again each time (`no-cache`), and a
 * matching ETag gets a bodiless 304 — so an admin's change shows on the next request.
 */
export const REVALIDATE = 'no-cache';

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (encoding: ContentEncoding) => accepted.get(encoding) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a cached answer: 304 when the client holds it already, else the bytes made once for this
 * data version, compressed when the client accepts it.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
  contentType: string,
  vary = 'accept-encoding',
) {
  void reply.header('etag', answer.etag).header('cache-control', REVALIDATE).header('vary', vary);
  if (answer.headers) void reply.headers(answer.headers);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  void reply.type(contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

/** Sends a cached JSON answer (see `sendCached`). */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
  vary?: string,
) {
  return sendCached(request, reply, answer, 'application/json; charset=utf-8', vary);
}
