import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { etagMatches, REVALIDATE } from '../../lib/http-cache.js';
import { weakEtag } from '../../lib/public-cache.js';

const PREFIX = '/api/trpc/';

/** Whether a GET to /api/trpc/ asks only for `publicQueries` (`a.b,c.d?batch=1&input=…`). */
export function isPublicTrpcQuery(url: string, publicQueries: ReadonlySet<string>): boolean {
  if (!url.startsWith(PREFIX)) return false;
  const path = url.slice(PREFIX.length).split('?')[0] ?? '';
  const procedures = decodeURIComponent(path).split(',');
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

/**
 * ETag and 304 on the web app's public tRPC queries (the kept reads): the answer is still computed (from the
 * cached data), but a client that holds it gets no body. Other tRPC calls stay `no-store`.
 */
export const trpcEtagPlugin = fp(
  async (app: FastifyInstance, { publicQueries }: { publicQueries: ReadonlySet<string> }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !isPublicTrpcQuery(request.url, publicQueries)) return payload;
      const body = await successfulBody(reply, payload);
      if (!body) return payload;
      const etag = weakEtag(body);
      void reply.header('etag', etag).header('cache-control', REVALIDATE);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        void reply.code(304).removeHeader('content-length');
        return '';
      }
      void reply.header('content-length', body.length);
      return body;
    });
  },
);
