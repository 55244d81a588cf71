import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Services } from '../../context.js';
import { paths } from '../../paths.js';
import { AppError, errorBody } from '../../errors.js';
import { sendCached } from '../../lib/http-cache.js';
import { publicCache } from '../../lib/public-cache.js';
import { injectHead, setDocumentLanguage } from './html.js';
import { buildRobots, buildSitemap, resolvePage } from './pages.service.js';
import { injectRenderedPage, loadPageRenderer, type PageRenderer } from './server-render.js';
import { directionOf, loadPageTranslations, requestLocale } from './translations.js';

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

/** A host header worth echoing into absolute URLs: a name or an IP literal, with an optional port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's address for absolute URLs in meta tags, JSON-LD, the sitemap and robots.txt:
 * PUBLIC_URL when set, else the request's protocol and host (behind a proxy, with TRUST_PROXY).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

const HTML = 'text/html; charset=utf-8';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-cache').type(HTML).send(html);
}

/** The back office is rendered in the browser only. */
const isBackOffice = (path: string) => /^\/admin(\/|$)/.test(path);

/**
 * Serves the built web app: hashed assets cached for a year, and for every page route the HTML
 * with that page's title, description, Open Graph tags and JSON-LD written in (crawlers run no
 * JavaScript). Public pages come rendered by the web app's server bundle when it was built, so
 * they paint before any script runs; the back office is the shell the browser renders. A JSON 404
 * for unknown /api paths. Also /sitemap.xml and /robots.txt. Without `services` the shell is sent
 * as built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  services?: Services,
  ssrEntry?: string,
) {
  const indexHtml = webDistDir
    ? await readFile(join(webDistDir, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;
  const translations = await loadPageTranslations(paths.webLocales);

  let renderer: PageRenderer | undefined;
  if (webDistDir && indexHtml) {
    renderer = await loadPageRenderer(app, ssrEntry, webDistDir);
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

  if (services) {
    const { db, config } = services;
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const xml = await buildSitemap(db, siteOrigin(request, config.publicUrl));
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    });
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(buildRobots(siteOrigin(request, config.publicUrl)));
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (!indexHtml) return reply.status(404).type('text/plain; charset=utf-8').send('Web app not built');
    const known = isKnownPage(path);
    if (!services) return sendHtml(reply, known ? 200 : 404, indexHtml);
    const origin = siteOrigin(request, services.config.publicUrl);
    // The head, the page and <html lang dir> in the visitor's language (the switcher's `lang` cookie).
    const locale = requestLocale(request);
    const pageRenderer = isBackOffice(path) ? undefined : renderer;
    // What the page shows depends on its path and the search params it reads, nothing else. Every
    // unknown path shows the same not-found page, so they all share one.
    const url = pageRenderer ? pageRenderer.canonicalUrl(request.url) : path;
    const renderedUrl = known ? url : '/404';
    const build = async () => {
      const resolved = await resolvePage(services.db, path, origin, translations.translator(locale), locale);
      let html = injectHead(setDocumentLanguage(indexHtml, locale, directionOf(locale)), resolved.head);
      if (pageRenderer) html = injectRenderedPage(html, await pageRenderer.render(renderedUrl, locale, origin));
      return { status: resolved.status, html };
    };
    try {
      // Built once per data version (any vehicle or office write, in any process, makes a new one),
      // with its ETag and compressed copies: a page request costs one lookup of that version.
      const page = await publicCache(services.db).get(
        `page:${locale}:${origin}${renderedUrl}`,
        build,
        (value) => value.html,
      );
      // A vehicle that does not exist, or an unknown path: its 404 page, without a validator.
      if (page.value.status !== 200) return sendHtml(reply, page.value.status, page.value.html);
      return sendCached(request, reply, page, HTML, 'accept-encoding, cookie');
    } catch (error) {
      // The page still works without its server render and meta tags: the browser renders it.
      request.log.error({ err: error, path }, 'could not build the page');
      return sendHtml(reply, known ? 200 : 404, indexHtml);
    }
  };

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
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
