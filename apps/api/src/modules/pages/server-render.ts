import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { PageRequest, PageServer, SitemapData } from '@nbt/validation/page-render';

import type { Dependencies } from '../../context.js';
import { createInnerContext } from '../../trpc/context.js';
import { appRouter, type InProcessApi } from '../../trpc/router.js';
import { type DocumentAssets, pageDocument } from './document.js';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A page as the server sends it: its status and whole document, or where it moved. */
export type PageDocument =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The page's Content-Security-Policy: the site's, with the page's own inline scripts allowed. */
      contentSecurityPolicy: string;
    };

export interface PageRenderer {
  /** What a request is: a page (and the key its document is kept under), a redirect, the back office. */
  route(url: string, cookieLanguage: string | undefined): PageRequest;
  render(url: string, origin: string): Promise<PageDocument>;
  sitemap(origin: string, data: SitemapData): string;
}

/** A chunk and the chunks it imports, depth first, each once. */
function visitChunks(manifest: Manifest, keys: string[], visit: (chunk: ManifestChunk) => void): void {
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // What a chunk imports comes first, so its own rules win over them, as in the browser's order.
    for (const imported of chunk.imports ?? []) walk(imported);
    visit(chunk);
  };
  for (const key of keys) walk(key);
}

/**
 * The files a page needs: the entry's chunks and stylesheets, and beyond them its route chunks
 * with their static imports, the visitor's catalog, and their stylesheets. Without the stylesheets
 * the server's markup would show unstyled until the scripts ran.
 */
function pageAssets(manifest: Manifest, entryKey: string, sources: string[]) {
  const entry = { scripts: [] as string[], styles: [] as string[] };
  visitChunks(manifest, [entryKey], (chunk) => {
    entry.scripts.push(chunk.file);
    entry.styles.push(...(chunk.css ?? []));
  });
  const page = { scripts: [] as string[], styles: [] as string[] };
  const own = Object.keys(manifest).filter((key) =>
    sources.some(
      (source) =>
        // A route's page part (`?tsr-split=component…`), not its error or not-found views.
        (key === source || key.startsWith(`${source}?`)) && !/tsr-split=(errorComponent|notFoundComponent)\b/.test(key),
    ),
  );
  visitChunks(manifest, own, (chunk) => {
    if (!entry.scripts.includes(chunk.file)) page.scripts.push(chunk.file);
    for (const file of chunk.css ?? []) if (!entry.styles.includes(file)) page.styles.push(file);
  });
  return { entry, page };
}

/** `'sha256-…'`: how a Content-Security-Policy allows one inline script by its exact text. */
export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * Loads the web app's server render, when it was built: the public pages then arrive as HTML
 * that paints before any script runs, in the visitor's language, and the browser hydrates it.
 */
export async function loadPageRenderer(
  deps: Dependencies,
  ssrEntry: string | undefined,
  webDistDir: string,
  contentSecurityPolicy: (scriptHashes: string[]) => string,
): Promise<PageRenderer | undefined> {
  if (!ssrEntry || !existsSync(ssrEntry)) return undefined;
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return undefined;
  // The text face (Inter, Latin letters): asked for with the page, not once the styles are laid
  // out, so the first paint does not wait for it.
  const textFont = (await readdir(join(webDistDir, 'assets'))).find((file) =>
    /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
  );
  const stylesheets = new Map<string, string>();
  /** A built stylesheet, read once. */
  const stylesheet = async (file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = await readFile(join(webDistDir, file), 'utf8');
      stylesheets.set(file, css);
    }
    return { file, css };
  };
  const bootFile = join(webDistDir, 'boot.js');
  const boot = existsSync(bootFile)
    ? `/boot.js?v=${createHash('sha256')
        .update(await readFile(bootFile))
        .digest('hex')
        .slice(0, 12)}`
    : undefined;
  const { pageServer } = (await import(pathToFileURL(ssrEntry).href)) as { pageServer: PageServer<InProcessApi> };
  // Every render reads as an anonymous visitor: a public page shows the same to everyone.
  const api: InProcessApi = { router: appRouter, ctx: createInnerContext(deps) };
  // PUBLIC_UPLOADS_URL: where the pages send browsers for the photos instead of /uploads/.
  const photosUrl = deps.config.publicUploadsUrl;
  return {
    route: (url, cookieLanguage) => pageServer.routePage(url, cookieLanguage),
    sitemap: (origin, data) => pageServer.sitemap(origin, data),
    async render(url, origin) {
      const page = await pageServer.render({ url, origin, photosUrl, api });
      if (page.kind === 'redirect') return page;
      const { entry, page: own } = pageAssets(manifest, entryKey, [
        ...page.routeFiles,
        `src/locales/${page.lang}/messages.po`,
      ]);
      const assets: DocumentAssets = {
        ...(textFont ? { font: `/assets/${textFont}` } : {}),
        styles: await Promise.all([...entry.styles, ...own.styles].map(stylesheet)),
        entry: `/${entry.scripts.at(-1) ?? manifest[entryKey]!.file}`,
        modules: [...entry.scripts.slice(0, -1), ...own.scripts].map((file) => `/${file}`),
        ...(boot ? { boot } : {}),
      };
      return {
        kind: 'page',
        status: page.status,
        html: pageDocument(page, { origin, photosUrl }, assets),
        contentSecurityPolicy: contentSecurityPolicy(page.routerScripts.map(scriptHash)),
      };
    },
  };
}
