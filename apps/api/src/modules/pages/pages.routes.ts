import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Dependencies } from '../../context.js';
import { AppError, errorBody } from '../../errors.js';
import { sendCached } from '../../lib/http-cache.js';
import { clientOf, publicCache } from '../../lib/public-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { hasOverlongSegment, pathOf } from '../../lib/request-path.js';
import { contentSecurityPolicyWith } from '../../plugins/external/helmet.js';
import { loadPageRenderer, type PageDocument, type PageRenderer } from './server-render.js';

/** A loopback name, as a browser on the server's own machine sends it, with an optional port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * The site's address for absolute URLs (canonical, og:url, JSON-LD, sitemap, robots.txt):
 * PUBLIC_URL when set, never a Host header. Without it (development, tests) a browser on this
 * machine gets its loopback name with the port the server really listens on, and any other Host
 * stands for 'http://localhost': a made-up Host can neither put its name into a kept page nor make
 * a page of its own.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const loopback = LOOPBACK_HOST.exec(request.host.toLowerCase());
  if (!loopback) return 'http://localhost';
  const port = request.socket.localPort;
  return `${request.protocol}://${loopback[1]}${port ? `:${port}` : ''}`;
}

/** A redirect's target on this site: never '//host' or '/\\host', which browsers read as another site. */
const onThisSite = (location: string) => `/${location.replace(/^[/\\]+/, '')}`;

const HTML = 'text/html; charset=utf-8';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-cache').type(HTML).send(html);
}

/**
 * Serves the built web app: hashed assets cached for a year, and every page address as the web
 * app's server bundle answers it (apps/web/src/entry-server.tsx): a public page rendered in its
 * address's language with its head, status and markup, kept per data version; a redirect; or the
 * back office's shell, which the browser renders. This module knows no page of its own. A JSON 404
 * for unknown /api paths. Also /sitemap.xml (made by the web app) and /robots.txt. Without
 * `deps` or a server bundle, the shell is sent as built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  deps?: Dependencies,
  ssrEntry?: string,
) {
  const indexHtml = webDistDir
    ? await readFile(join(webDistDir, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;

  let renderer: PageRenderer | undefined;
  if (webDistDir && indexHtml) {
    renderer = deps ? await loadPageRenderer(deps, ssrEntry, webDistDir, contentSecurityPolicyWith) : undefined;
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        // HTML (index.html asked for by name) always revalidates, like the pages themselves.
        const html = /\.html(\.br|\.gz)?$/.test(path);
        void res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  if (deps) {
    const { db, config } = deps;
    const pages = renderer;
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      // The pages are the web app's: without its server bundle there is no list of them.
      if (!pages) return reply.status(404).send(errorBody(new AppError('NOT_FOUND', 'NOT_FOUND')));
      // The kept public reads: the sitemap costs no query while the data is unchanged.
      const [{ value: vehicles }, { value: offices }] = await Promise.all([
        publicReads.vehicles(db),
        publicReads.offices(db),
      ]);
      const xml = pages.sitemap(siteOrigin(request, config.publicUrl), { vehicles, offices });
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    });
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const origin = siteOrigin(request, config.publicUrl);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /admin',
            'Disallow: /api',
            '',
            `Sitemap: ${origin}/sitemap.xml`,
            '',
          ].join('\n'),
        );
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) return reply.status(404).type('text/plain; charset=utf-8').send('Web app not built');
    if (!deps || !renderer) return sendHtml(reply, 200, indexHtml);
    const asked = renderer.route(request.url, request.cookies.lang);
    if (asked.kind === 'redirect') {
      // The 302 follows the visitor's `lang` cookie: a cache must keep it apart from the page.
      if (asked.status === 302) void reply.header('vary', 'cookie').header('cache-control', 'no-cache');
      return reply.redirect(onThisSite(asked.location), asked.status);
    }
    if (asked.kind === 'client') {
      return sendHtml(reply.header('x-robots-tag', 'noindex, nofollow'), 200, indexHtml);
    }
    const origin = siteOrigin(request, deps.config.publicUrl);
    const pageRenderer = renderer;
    try {
      // Built once per data version (any vehicle or office write, in any process, makes a new one),
      // with its ETag and compressed copies: a page request costs one lookup of that version. Only
      // what a page shows makes its key (its address reduced to what its routes read, or its
      // language for an address no route answers), so made-up parameters and addresses share it.
      // Only a page that is there is kept, and one not-found page per language: a redirect, a
      // vehicle that is not there or a read that failed is answered once, since each made-up id
      // would take room of its own.
      const keep = (value: PageDocument) =>
        value.kind === 'page' && (value.status === 200 || (!asked.found && value.status === 404));
      // A page made afresh is refused to a client that used up its browse misses (the list page's
      // render browses the fleet, and is counted against it): see PublicCache.
      const answer = await publicCache(deps.db).get(
        `page:${origin}${asked.key}`,
        () => pageRenderer.render(asked.url, origin),
        { serialize: (value) => (value.kind === 'page' ? value.html : ''), keep, client: clientOf(request.ip) },
      );
      const page = answer.value;
      if (page.kind === 'redirect') return reply.redirect(onThisSite(page.location), page.status);
      void reply.header('content-security-policy', page.contentSecurityPolicy);
      if (!keep(page)) return sendHtml(reply, page.status, page.html);
      return sendCached(request, reply.status(page.status), answer, HTML, 'accept-encoding, cookie');
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') throw error;
      // The page still works without its server render: the browser renders it.
      request.log.error({ err: error, path: pathOf(request) }, 'could not build the page');
      return sendHtml(reply, 200, indexHtml);
    }
  };
  // Every other GET is a page address: the pages' own route, after the API's and the files'.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = pathOf(request);
    if (isApiOrUploads(path)) {
      // The router came here from an API route whose parameter it refused as too long: the bad
      // address it is, as when no route is left to try (app.ts, frameworkErrors).
      if (hasOverlongSegment(path)) throw new AppError('INVALID_INPUT', 'INVALID_ADDRESS');
      return reply.callNotFound();
    }
    return sendPage(request, reply);
  });
  // What no route answers: unknown /api and /uploads paths, and other methods.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorBody(new AppError('NOT_FOUND', 'NOT_FOUND'))),
  );
}

/** Paths the API and the photos own: never a page, even when nothing there answers them. */
function isApiOrUploads(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}
