import type { RenderedPage } from '@nbt/validation/page-render';

import { escapeHtml } from './html.js';

/** What a page's document links or writes besides its render: the files the build made for it. */
export interface DocumentAssets {
  /** The text face, preloaded so the first paint does not wait for it. */
  font?: string;
  /**
   * The page's stylesheets in cascade order: linked (`css` absent) when every page shares them and
   * the browser keeps them, written into the page (`css`) when they are the page's own and small.
   */
  styles: { file: string; css?: string | undefined; afterPage?: boolean }[];
  /** The app's entry module. */
  entry: string;
  /** The modules it and the page import (its chunks, the route's, the visitor's catalog). */
  modules: string[];
  /** The web app's start script (apps/web/public/boot.js), versioned by its content, if built. */
  boot?: string;
}

/** Where the page is served from, which the browser's app reads back from the root's data. */
export interface DocumentSite {
  /** The site's origin (PUBLIC_URL, when set), so the links the browser makes match the server's. */
  origin: string;
  /** PUBLIC_UPLOADS_URL: the photos' address the page names them by; undefined for /uploads/. */
  photosUrl?: string | undefined;
}

/** `data-origin` and, when the photos live elsewhere, `data-photos` (both read by main.tsx). */
function rootData({ origin, photosUrl }: DocumentSite): string {
  const photos = photosUrl ? ` data-photos="${escapeHtml(photosUrl)}"` : '';
  return `data-origin="${escapeHtml(origin)}"${photos}`;
}

/**
 * A stylesheet: a link to the built file (hashed, cached for a year), or its text written into the
 * page. Beside the text, a disabled `<link>` (never fetched) tells Vite's loader the file is in, so
 * a chunk that imports it later does not add it a second time.
 */
function stylesheet({ file, css }: DocumentAssets['styles'][number]): string {
  const href = `/${escapeHtml(file)}`;
  if (css === undefined) return `<link rel="stylesheet" crossorigin href="${href}" />`;
  const style = `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return `${style}\n    <link rel="stylesheet" crossorigin href="${href}" disabled />`;
}

/**
 * How the app's modules start. With the boot script, after the page has loaded and painted: it
 * carries the entry and the modules as data and asks for them then, so they never compete with
 * what the visitor sees first. Without it (a build without the file), as Vite's shell does.
 */
function startScripts(assets: DocumentAssets): string[] {
  if (assets.boot) {
    return [
      `<script defer src="${escapeHtml(assets.boot)}" data-entry="${escapeHtml(assets.entry)}" ` +
        `data-preload="${escapeHtml(assets.modules.join(' '))}"></script>`,
    ];
  }
  return [
    `<script type="module" crossorigin src="${escapeHtml(assets.entry)}"></script>`,
    ...assets.modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  ];
}

/**
 * A public page's whole document, written from its render: the head the routes define, the styles
 * (linked or inline), the markup in the root (inert until the browser has taken it over: `aria-disabled`,
 * which apps/web/src/lib/page-live.ts lifts), the query cache as a JSON block and the router's
 * state in the scripts the page's Content-Security-Policy allows by their hashes.
 */
export function pageDocument(page: RenderedPage, site: DocumentSite, assets: DocumentAssets): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="theme-color" content="#171614" />',
    '<meta name="color-scheme" content="dark light" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    page.head,
    ...(assets.font
      ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(assets.font)}" />`]
      : []),
    ...assets.styles.filter(({ afterPage }) => !afterPage).map(stylesheet),
    ...startScripts(assets),
  ];
  const body = [
    `<div id="root" aria-disabled="true" ${rootData(site)}>${page.body}</div>`,
    `<script type="application/json" id="nbt-state">${page.queries}</script>`,
    ...page.routerScripts.map((source) => `<script>${source}</script>`),
    // Last, so it holds neither the markup before it nor a script after it: a browser paints what
    // comes before a stylesheet linked in the body, and the parts far down the page are out of view.
    ...assets.styles.filter(({ afterPage }) => afterPage).map(stylesheet),
  ];
  // Mantine's colour scheme (dark, the only one) and its respect of reduced motion are set here,
  // not by the app: a public page runs Mantine without its provider's writers (lib/mantine-provider.tsx).
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}" data-mantine-color-scheme="dark" data-respect-reduced-motion="true">`,
    '  <head>',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    ...body.map((line) => `    ${line}`),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
