import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { PageRequest, PageServer, RenderedPage, SitemapData } from '@nbt/validation/page-render';

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

/** A route's own chunks: its page part (`?tsr-split=component…`), not its error or not-found views. */
function routeKeys(manifest: Manifest, sources: string[]): string[] {
  return Object.keys(manifest).filter((key) =>
    sources.some(
      (source) =>
        (key === source || key.startsWith(`${source}?`)) && !/tsr-split=(errorComponent|notFoundComponent)\b/.test(key),
    ),
  );
}

/**
 * The files a page needs: the entry's chunks and stylesheets, then its layouts' route chunks and
 * its own (the page's route and the visitor's catalog), each with its static imports and their
 * stylesheets, then its parts' (its page catalogs, the sections the server wrote). Without the
 * stylesheets the server's markup would show unstyled until the scripts ran. `shared` are the
 * stylesheets every page of the layout loads, `own` the page's alone.
 */
function pageAssets(
  manifest: Manifest,
  entryKey: string,
  layouts: string[],
  sources: string[],
  { parts, styledParts, belowParts }: Pick<RenderedPage, 'parts' | 'styledParts' | 'belowParts'>,
) {
  const scripts: string[] = [];
  const shared: string[] = [];
  const own: string[] = [];
  const below: string[] = [];
  const take =
    (styles: string[], withCode = true) =>
    (chunk: ManifestChunk) => {
      if (withCode && !scripts.includes(chunk.file)) scripts.push(chunk.file);
      for (const file of chunk.css ?? []) {
        if (![shared, own, below].some((list) => list.includes(file))) styles.push(file);
      }
    };
  visitChunks(manifest, [entryKey], take(shared));
  const entryScripts = scripts.length;
  visitChunks(manifest, routeKeys(manifest, layouts), take(shared));
  visitChunks(manifest, routeKeys(manifest, sources), take(own));
  visitChunks(manifest, parts, take(own));
  // Sections whose code waits for the visitor: styled from the start, their code not preloaded.
  visitChunks(manifest, styledParts, take(own, false));
  visitChunks(manifest, belowParts, take(below, false));
  return { entry: scripts.slice(0, entryScripts), page: scripts.slice(entryScripts), shared, own, below };
}

/**
 * The most CSS a page carries written into it (UTF-8 bytes, Mantine's theme variables in the head
 * included): the page's own styles up to it, so its first paint needs no other request for them;
 * the rest, like the styles every page shares, is linked and cached across pages.
 */
const INLINE_CSS_LIMIT = 20 * 1024;

/** The UTF-8 size of the `<style>` elements' text in some markup. */
function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) bytes += Buffer.byteLength(match[1] ?? '');
  return bytes;
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
      const layouts = page.routeFiles.slice(0, -1);
      const {
        entry,
        page: pageScripts,
        shared,
        own,
        below,
      } = pageAssets(
        manifest,
        entryKey,
        layouts,
        [...page.routeFiles.slice(-1), `src/locales/${page.lang}/messages.po`],
        page,
      );
      let inline = inlineCssBytes(page.head);
      const [ownStyles, belowStyles] = await Promise.all([
        Promise.all(own.map(stylesheet)),
        Promise.all(below.map(stylesheet)),
      ]);
      // Written into the page while it stays within the limit; else linked: in the head when the
      // first paint needs it, after the page's markup when only the parts far down do.
      const written = ({ file, css }: { file: string; css: string }, afterPage: boolean) => {
        const bytes = Buffer.byteLength(css);
        if (inline + bytes > INLINE_CSS_LIMIT) return afterPage ? { file, afterPage } : { file };
        inline += bytes;
        return { file, css };
      };
      const assets: DocumentAssets = {
        ...(textFont ? { font: `/assets/${textFont}` } : {}),
        styles: [
          ...shared.map((file) => ({ file })),
          ...ownStyles.map((style) => written(style, false)),
          ...belowStyles.map((style) => written(style, true)),
        ],
        entry: `/${entry.at(-1) ?? manifest[entryKey]!.file}`,
        modules: [...entry.slice(0, -1), ...pageScripts].map((file) => `/${file}`),
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
