import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../../errors.js';
import { isTrpcRequest } from '../../lib/request-path.js';

/**
 * Whether tRPC's adapter can make a fetch Request of this one: it builds the URL from the Host
 * header (node-http createURL), and a Request refuses a URL with credentials (`Host: a@b`).
 */
function hasUsableHost(request: FastifyRequest): boolean {
  try {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The `input` of a tRPC query, read from the address as tRPC reads it. */
function queryInput(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const query = request.url.indexOf('?');
  return query === -1 ? null : new URLSearchParams(request.url.slice(query + 1)).get('input');
}

const isJson = (request: FastifyRequest) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * What the transport must settle before any schema sees a body (the text rules themselves, such
 * as no NUL or lone surrogate, are rules of the shared string schemas):
 * - tRPC parses its own bodies (its plugin takes the raw text) and a query's `input` parameter, so
 *   both go through Fastify's strict parser here too: `__proto__` and `constructor.prototype` keys
 *   are refused as on REST, and malformed JSON gets the same fixed message;
 * - tRPC takes JSON only (its own multipart handling fails on a body without a boundary);
 * - tRPC builds the request's URL from the Host header, outside any procedure: a Host no URL can
 *   hold (`a b`, `x:99999`, `a@b`) would fail every tRPC call, so it gets 400.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  const strictParser = app.getDefaultJsonParser('error', 'error');
  const parseStrictly = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) => {
      void strictParser(request, text, (error, value) => (error ? reject(error) : resolve(value)));
    });

  // The site's tRPC client sends JSON only; tRPC's own multipart (FormData) handling fails with a 500
  // on a multipart body without a boundary.
  app.addHook('onRequest', async (request) => {
    if (!isTrpcRequest(request)) return;
    const type = request.headers['content-type'];
    if (type !== undefined && !isJson(request)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_CONTENT_TYPE');
    }
    if (!hasUsableHost(request)) throw new AppError('INVALID_INPUT', 'BAD_REQUEST');
    // A query (single or batched) carries its input in the address: the same strict parse as a body,
    // and a malformed one gets the fixed message rather than the JSON parser's own text.
    const input = queryInput(request);
    if (input !== null) await parseStrictly(request, input);
  });

  app.addHook('preValidation', async (request) => {
    if (!isTrpcRequest(request) || !isJson(request)) return;
    const body: unknown = request.body;
    if (typeof body === 'string' && body.trim() !== '') await parseStrictly(request, body);
  });
});
