/**
 * The contract between the API and the web app's server bundle (apps/web/src/entry-server.tsx,
 * built into apps/web/dist-ssr/): what the API asks of it and what it answers. Types only, so
 * both apps import them and neither depends on the other.
 */

/** What a request for a page address is. */
export type PageRequest =
  /**
   * A public page: render `url` (the address reduced to what the page reads), kept under `key`.
   * `found` is false for an address no route answers: every such address of one language shows
   * the same not-found page, so they share one `key` and one render.
   */
  | { kind: 'page'; key: string; url: string; found: boolean }
  /** Elsewhere: an old `?lang=` link (permanent), or the visitor's chosen language (302). */
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string }
  /** The back office: the shell, which the browser renders. */
  | { kind: 'client' };

/** What a page render needs: the address, the site's origin, and the API to read its data from. */
export interface RenderRequest<Api> {
  /** The page's address (path and query), as `routePage` gave it. */
  url: string;
  /** The site's origin the page is served from (absolute links in the head and the markup). */
  origin: string;
  /** PUBLIC_UPLOADS_URL: where the page sends browsers for the photos; undefined for the site's /uploads/. */
  photosUrl?: string | undefined;
  /** The API's tRPC router and a context to call it with, in this process: no request is made. */
  api: Api;
}

/** A rendered page: its parts, which the API writes into the document it sends and keeps. */
export interface RenderedPage {
  kind: 'page';
  /** 200, 404 (an unknown address or vehicle) or 500 (a failed read). */
  status: number;
  /** `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's `<head>` tags (title, description, Open Graph, alternates, JSON-LD). */
  head: string;
  /** The markup of the app, which goes inside `<div id="root">`. */
  body: string;
  /** The query cache as JSON, safe inside `<script type="application/json">`. */
  queries: string;
  /**
   * The router's dehydrated state as the sources of the inline scripts that carry it to the
   * browser's router (`hydrate`): the API allows exactly these by their hashes.
   */
  routerScripts: string[];
  /** The route files of the page (`src/routes/...`), whose chunks and styles the page needs. */
  routeFiles: string[];
  /**
   * The other source files the page loads after its routes' (`src/...`): its catalogs of messages in
   * its language, and the sections the server wrote whose code comes beside the page's first script,
   * so their styles are in the page before that code runs.
   */
  parts: string[];
  /**
   * The sections the server wrote whose code waits for the visitor's first use of the page (a card's
   * heart): the page carries their styles, not their code.
   */
  styledParts: string[];
  /**
   * The sections far down the page whose code waits for the visitor to come near (the footer): their
   * styles come with the page too, after its markup when they do not fit in its head, so that they
   * never hold its first paint.
   */
  belowParts: string[];
}

/** The page's routes answered with another address (a filter or an id spelled another way). */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  /** Path and query on this site. */
  location: string;
}

export type RenderResult = RenderedPage | RenderedRedirect;

/** What the sitemap is made of: every vehicle and office with its last change. */
export interface SitemapData {
  vehicles: readonly { id: number; updatedAt: string }[];
  offices: readonly { updatedAt: string }[];
}

/** What the web app's server bundle exports, as the API calls it. */
export interface PageServer<Api> {
  /** What an address is, given the `lang` cookie the language switcher sets. */
  routePage(url: string, cookieLanguage: string | undefined): PageRequest;
  render(request: RenderRequest<Api>): Promise<RenderResult>;
  sitemap(origin: string, data: SitemapData): string;
}
