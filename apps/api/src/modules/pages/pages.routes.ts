import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError, errorBody } from '../../errors.js';

/** Paths the web app answers with a page; anything else gets the app's 404 page with a 404 status. */
const PAGE_PATTERNS = [
  /^\/$/,
  /^\/servizi-flotta\/?$/,
  /^\/veicoli\/?$/,
  /^\/veicoli\/[^/]+\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/cookie-policy\/?$/,
  /^\/admin(\/login)?\/?$/,
];

export function isKnownPage(path: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * Serves the built web app: hashed assets cached for a year, the HTML shell for every page route
 * (the client router renders it), a JSON 404 for unknown /api paths.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const indexHtml = webDistDir
    ? await readFile(join(webDistDir, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;

  if (webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!indexHtml) return reply.status(404).type('text/plain; charset=utf-8').send('Web app not built');
    return reply
      .status(isKnownPage(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/uploads/') ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send(errorBody(new AppError('NOT_FOUND', 'Risorsa non trovata')));
    }
    return sendPage(request, reply);
  });
}
