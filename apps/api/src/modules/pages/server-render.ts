import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, HTTPMethods } from 'fastify';

import { escapeHtml, setDocumentLanguage, writeHead } from './html.js';

/** What a request for a page address is, as the web app answers (PageRequest in entry-server.tsx). */
export type PageRequest =
  | { kind: 'page'; key: string; url: string }
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string }
  | { kind: 'client' };

/** The data the sitemap is made of. */
export interface SitemapData {
  vehicles: readonly { id: number; updatedAt: string }[];
  officesChanged?: string | undefined;
}

/** What the web app's server bundle (apps/web/src/entry-server.tsx) exports. */
interface WebServerEntry {
  routePage(url: string, cookieLanguage: string | undefined): PageRequest;
  render(request: { url: string; origin: string; photosUrl: string | undefined; fetch: typeof fetch }): Promise<{
    status: number;
    location?: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    head: string;
    html: string;
    state: string;
    routeFiles: string[];
  }>;
  sitemap(origin: string, data: SitemapData): string;
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
  /** The font preload and the stylesheets (inline) of the page, for `<head>`. */
  head: string;
  /** The entry's stylesheets, written into the page in place of the shell's links to them. */
  entryStyles: { file: string; html: string }[];
  /** The page's own chunks beyond the entry's (its route, the page's catalog), as URLs. */
  modules: string[];
  /** The web app's start script (apps/web/public/boot.js), versioned by its content, if built. */
  boot?: string;
}

/** A page as the server sends it: its status and whole document, or where it moved. */
export interface PageDocument {
  status: number;
  location?: string;
  html: string;
}

export interface PageRenderer {
  /** What a request is: a page (and the key its document is kept under), a redirect, the back office. */
  route(url: string, cookieLanguage: string | undefined): PageRequest;
  render(url: string, origin: string): Promise<PageDocument>;
  sitemap(origin: string, data: SitemapData): string;
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
    // What a chunk imports comes first, so its own rules win over them, as in the browser's order.
    for (const imported of chunk.imports ?? []) visit(imported, own);
    if (own) scripts.add(chunk.file);
    for (const file of chunk.css ?? []) if (own) styles.add(file);
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
  shell: string,
  /** PUBLIC_UPLOADS_URL: where the pages send browsers for the photos instead of /uploads/. */
  photosUrl?: string,
): Promise<PageRenderer | undefined> {
  if (!ssrEntry || !existsSync(ssrEntry)) return undefined;
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  // The text face (Inter, Latin letters): asked for with the page, not once the styles are laid
  // out, so the first paint does not wait for it.
  const textFont = (await readdir(join(webDistDir, 'assets'))).find((file) =>
    /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
  );
  const fontPreload = textFont
    ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeHtml(textFont)}" />`]
    : [];
  const stylesheets = new Map<string, string>();
  /** A built stylesheet, read once, as a `<style>` for the page. */
  const inline = async (file: string): Promise<string> => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = await readFile(join(webDistDir, file), 'utf8');
      stylesheets.set(file, css);
    }
    return inlineStylesheet(file, css);
  };
  // The same on every page: written once.
  const entryCss = Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? [];
  const entryStyles = await Promise.all(entryCss.map(async (file) => ({ file, html: await inline(file) })));
  const bootFile = join(webDistDir, 'boot.js');
  const boot = existsSync(bootFile)
    ? `/boot.js?v=${createHash('sha256')
        .update(await readFile(bootFile))
        .digest('hex')
        .slice(0, 12)}`
    : undefined;
  const entry = (await import(pathToFileURL(ssrEntry).href)) as WebServerEntry;
  const fetch = inProcessFetch(app);
  // The browser names the photos as the server did (main.tsx reads it).
  const photosAttribute = photosUrl ? ` data-photos="${escapeHtml(photosUrl)}"` : '';
  return {
    route: (url, cookieLanguage) => entry.routePage(url, cookieLanguage),
    sitemap: (origin, data) => entry.sitemap(origin, data),
    async render(url, origin) {
      const page = await entry.render({ url, origin, photosUrl, fetch });
      if (page.location !== undefined) return { status: page.status, location: page.location, html: '' };
      const { styles, scripts } = pageAssets(manifest, [...page.routeFiles, `src/locales/${page.lang}/messages.po`]);
      // Styles written into the page: its first paint waits for no request but the page itself.
      const assets = [...fontPreload, ...(await Promise.all(styles.map(inline)))].join('\n    ');
      // Until the browser has taken the page over, its controls are inert: say so (`aria-disabled`
      // on the root, which the page lifts once hydrated: usePageLive in apps/web/src/lib/page-live.ts).
      const body =
        `<div id="root" aria-disabled="true" data-origin="${escapeHtml(origin)}"${photosAttribute}>${page.html}</div>\n    ` +
        `<script type="application/json" id="nbt-state">${page.state}</script>`;
      const document = writeHead(setDocumentLanguage(shell, page.lang, page.dir), page.head);
      const html = injectRenderedPage(document, {
        body,
        head: assets,
        entryStyles,
        modules: scripts.map((file) => `/${file}`),
        ...(boot ? { boot } : {}),
      });
      return { status: page.status, html };
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell with the rendered page in place of its empty root, and the page's assets in the head.
 * The app's modules start from the boot script, after the page has loaded and painted, instead of
 * from the shell's module script and preloads, which the browser would fetch before the first
 * paint. Without a boot script (a build without it), the page's modules are preloaded instead.
 */
export function injectRenderedPage(html: string, page: ServerRenderedPage): string {
  let withBody = html.replace(/<div id="root"><\/div>/, () => page.body);
  for (const { file, html: style } of page.entryStyles) {
    withBody = withBody.replace(`<link rel="stylesheet" crossorigin href="/${file}">`, () => style);
  }
  const entry = ENTRY_SCRIPT.exec(withBody)?.[1];
  let head = page.head;
  if (page.boot && entry) {
    const preloads = [...withBody.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
    const modules = [...new Set([...preloads, ...page.modules])];
    const boot =
      `<script defer src="${escapeHtml(page.boot)}" data-entry="${escapeHtml(entry)}" ` +
      `data-preload="${escapeHtml(modules.join(' '))}"></script>`;
    withBody = withBody.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
  } else {
    const preloads = page.modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
    head = [head, ...preloads].filter(Boolean).join('\n    ');
  }
  if (!head) return withBody;
  return withBody.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

/**
 * A stylesheet written into the page. The disabled `<link>` beside it (never fetched) tells Vite's
 * loader the file is in, so a chunk that imports it later does not add it a second time.
 */
function inlineStylesheet(file: string, css: string): string {
  const href = `/${escapeHtml(file)}`;
  const style = `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return `${style}\n    <link rel="stylesheet" crossorigin href="${href}" disabled />`;
}
