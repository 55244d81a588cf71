import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, HTTPMethods } from 'fastify';

import { escapeHtml } from './html.js';
import type { PageLocale } from './translations.js';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) exports. */
interface WebServerEntry {
  canonicalPageUrl(url: string): string;
  render(request: { url: string; locale: PageLocale; origin: string; fetch: typeof fetch }): Promise<{
    html: string;
    state: string;
    routeFiles: string[];
  }>;
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A rendered page, ready to go into the shell. */
export interface ServerRenderedPage {
  /** `<div id="root">` with the page's markup, and the query cache the browser hydrates from. */
  body: string;
  /** Stylesheets and module preloads of the page's own chunks, for `<head>`. */
  head: string;
}

export interface PageRenderer {
  /** The URL reduced to what the page depends on: the key its markup is kept under. */
  canonicalUrl(url: string): string;
  render(url: string, locale: PageLocale, origin: string): Promise<ServerRenderedPage>;
}

/**
 * A `fetch` that answers from this app without a socket: the server render asks the same
 * public tRPC reads the browser would, through the same routes and caches.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * The files a page needs beyond the entry (which the shell links already): its route chunks with
 * their static imports, the visitor's catalog, and their stylesheets. Without the stylesheets the
 * server's markup would show unstyled until the scripts ran.
 */
function pageAssets(manifest: Manifest, sources: string[]): { styles: string[]; scripts: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string, own: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (own) scripts.add(chunk.file);
    for (const file of chunk.css ?? []) if (own) styles.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, own);
  };
  // What the entry brings is in the shell already.
  if (entry) visit(Object.keys(manifest).find((key) => manifest[key] === entry) ?? '', false);
  for (const source of sources) {
    for (const key of Object.keys(manifest)) {
      // A route's page part (`?tsr-split=component…`), not its error or not-found views.
      if (key !== source && !key.startsWith(`${source}?`)) continue;
      if (/tsr-split=(errorComponent|notFoundComponent)\b/.test(key)) continue;
      visit(key, true);
    }
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/**
 * Loads the web app's server render, when it was built: the public pages then arrive as HTML
 * that paints before any script runs, in the visitor's language, and the browser hydrates it.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ssrEntry: string | undefined,
  webDistDir: string,
): Promise<PageRenderer | undefined> {
  if (!ssrEntry || !existsSync(ssrEntry)) return undefined;
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(ssrEntry).href)) as WebServerEntry;
  const fetch = inProcessFetch(app);
  return {
    canonicalUrl: (url) => entry.canonicalPageUrl(url),
    async render(url, locale, origin) {
      const page = await entry.render({ url, locale, origin, fetch });
      const { styles, scripts } = pageAssets(manifest, [...page.routeFiles, `src/locales/${locale}/messages.po`]);
      const head = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
      ].join('\n    ');
      // Until the browser has taken the page over, its controls are inert: say so (`aria-disabled`
      // on the root, which main.tsx lifts once the app is live), so nobody acts on dead markup.
      const body =
        `<div id="root" aria-disabled="true">${page.html}</div>\n    ` +
        `<script type="application/json" id="nbt-state">${page.state}</script>`;
      return { body, head };
    },
  };
}

/** The shell with the rendered page in place of its empty root, and the page's assets in the head. */
export function injectRenderedPage(html: string, page: ServerRenderedPage): string {
  const withBody = html.replace(/<div id="root"><\/div>/, () => page.body);
  if (!page.head) return withBody;
  return withBody.replace(/<\/head>/i, () => `  ${page.head}\n  </head>`);
}
