import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { etagMatches, REVALIDATE } from '../../lib/http-cache.js';
import { weakEtag } from '../../lib/public-cache.js';

const PREFIX = '/api/trpc/';

/** The procedures a call to /api/trpc/ names (`a.b,c.d?batch=1&input=…`); none for another URL. */
function proceduresCalled(url: string): string[] {
  if (!url.startsWith(PREFIX)) return [];
  const path = url.slice(PREFIX.length).split('?')[0] ?? '';
  return decodeURIComponent(path).split(',');
}

/** Whether a GET to /api/trpc/ asks only for `publicQueries`. */
export function isPublicTrpcQuery(url: string, publicQueries: ReadonlySet<string>): boolean {
  const procedures = proceduresCalled(url);
  return procedures.length > 0 && procedures.every((name) => publicQueries.has(name));
}

/**
 * The body of a successful answer, buffered (the tRPC adapter sends a fetch `Response`, whose
 * status and headers then move to the reply); undefined for anything else, left untouched.
 */
async function successfulBody(reply: FastifyReply, payload: unknown): Promise<Buffer | undefined> {
  if (reply.statusCode !== 200) return undefined;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Response && payload.status === 200 && payload.body) {
    for (const [name, value] of payload.headers) void reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  }
  return undefined;
}

interface TrpcEtagOptions {
  /** The kept reads: the same answer for every visitor. */
  publicQueries: ReadonlySet<string>;
  /** Those of them that answer an administrator otherwise (hidden prices shown). */
  adminQueries: ReadonlySet<string>;
}

/**
 * ETag and 304 on the web app's public tRPC queries (the kept reads): the answer is still computed (from the
 * cached data), but a client that holds it gets no body. An administrator's own answer to one of them, like
 * other tRPC calls, stays `no-store`, as the REST route's does.
 */
export const trpcEtagPlugin = fp(async (app: FastifyInstance, { publicQueries, adminQueries }: TrpcEtagOptions) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !isPublicTrpcQuery(request.url, publicQueries)) return payload;
    const body = await successfulBody(reply, payload);
    if (!body) return payload;
    if (proceduresCalled(request.url).some((name) => adminQueries.has(name))) {
      // The answer differs for an administrator's session, so caches key it by cookie too.
      const vary = reply.getHeader('vary');
      void reply.header('vary', vary ? `${String(vary)}, cookie` : 'cookie');
      if (request.actor?.isAdmin) {
        void reply.header('content-length', body.length);
        return body;
      }
    }
    const etag = weakEtag(body);
    void reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      void reply.code(304).removeHeader('content-length');
      return '';
    }
    void reply.header('content-length', body.length);
    return body;
  });
});
