/**
 * Server rendering of the public pages. The API (apps/api, pages module) imports the build of
 * this file (dist-ssr/entry-server.js) and knows nothing of the pages itself: it asks `routePage`
 * what a request is (a page and the key its markup is kept under, a redirect, or the back office
 * the browser renders), `render`s the pages it has not kept yet (status, head, markup and the
 * query cache the browser hydrates from, main.tsx) and serves the `sitemap` made here.
 */
import { MantineProvider } from '@mantine/core';
import { setPhotosBase, type Vehicle } from '@nbt/validation';
import { POLICIES_UPDATED } from '@nbt/validation/site';
import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app-providers';
import {
  createI18n,
  getDirection,
  isLocale,
  LOCALES,
  localizePath,
  type Locale,
  SOURCE_LOCALE,
  splitLocalePath,
} from './lib/i18n';
import { absoluteUrl, jsonForScript, ogLocale, vehiclePath } from './lib/page-meta';
import { dehydrateApiQueries } from './lib/ssr-state';
import { createQueryClient, createTrpc, createTrpcClient } from './lib/trpc';
import { createAppRouter, type RouterContext, type WebRouter } from './router';
import { theme } from './theme';

/** What a request for a page address is. */
export type PageRequest =
  /** A public page: render `url` (the address reduced to what the page reads), kept under `key`. */
  | { kind: 'page'; key: string; url: string }
  /** Elsewhere: an old `?lang=` link (permanent), or the visitor's chosen language (302). */
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string }
  /** The back office: the shell, which the browser renders. */
  | { kind: 'client' };

export interface RenderRequest {
  /** The page's address (path and query), as `routePage` gave it. */
  url: string;
  /** The site's origin the page is served from (absolute links in the head and the markup). */
  origin: string;
  /** PUBLIC_UPLOADS_URL: where the page sends browsers for the photos; undefined for the site's /uploads/. */
  photosUrl?: string | undefined;
  /** Answers the page's API calls (`/api/trpc/...`) in-process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** 200, 404 (an unknown address or vehicle), 500 (a failed read), or a redirect's status. */
  status: number;
  /** Where a redirect goes (path and query). */
  location?: string;
  /** `<html lang dir>`. */
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** The page's `<head>` tags (title, description, Open Graph, alternates, JSON-LD). */
  head: string;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The query cache as JSON, safe inside `<script type="application/json">`. */
  state: string;
  /** The route files of the page (`src/routes/...`), whose chunks and styles the page needs. */
  routeFiles: string[];
}

/**
 * One router of the whole app, kept to read addresses with (which route, which validated search
 * params): routing a request must cost far less than rendering it. It never loads anything.
 */
let addressReader: WebRouter | undefined;
function readAddresses(): WebRouter {
  addressReader ??= createAppRouter(
    { locale: SOURCE_LOCALE } as RouterContext,
    createMemoryHistory({ initialEntries: ['/'] }),
  );
  return addressReader;
}

/** The back office: Italian, at /admin only. */
const BACK_OFFICE = /^\/admin(?:\/|$)/;

/**
 * What a request for `url` is, given the `lang` cookie the switcher sets. A visitor who chose a
 * language and lands on an Italian address goes to the same page in that language; a visitor
 * without the cookie (a first visit, a crawler) gets the address they asked for.
 */
export function routePage(url: string, cookieLanguage: string | undefined): PageRequest {
  const chosen = isLocale(cookieLanguage) ? cookieLanguage : '';
  const key = `${chosen} ${url}`;
  const known = routed.get(key);
  if (known) return known;
  const answer = routeAddress(url, chosen || undefined);
  // Bounded: made-up addresses only churn it.
  if (routed.size >= ROUTED_MAX) routed.clear();
  if (url.length <= 512) routed.set(key, answer);
  return answer;
}

// Matching an address through the router costs 13-17 µs, a quarter of a kept page's whole answer
// (about 60 µs at 17k req/s here): the answers for the addresses asked for lately are kept.
const ROUTED_MAX = 2000;
const routed = new Map<string, PageRequest>();

function routeAddress(url: string, cookieLanguage: string | undefined): PageRequest {
  const parsed = new URL(url, 'http://localhost');
  // One leading slash: '/.//elsewhere.example' reads as '//elsewhere.example', which a redirect
  // would send to another site.
  const { locale, path } = splitLocalePath(parsed.pathname.replace(/^\/{2,}/, '/'));
  const query = parsed.searchParams;
  const rest = () => {
    const left = new URLSearchParams(query);
    left.delete('lang');
    const search = left.toString();
    return search ? `?${search}` : '';
  };
  if (BACK_OFFICE.test(path)) {
    return locale === SOURCE_LOCALE ? { kind: 'client' } : { kind: 'redirect', status: 308, location: path + rest() };
  }
  const asked = query.get('lang');
  if (asked !== null && locale === SOURCE_LOCALE) {
    return { kind: 'redirect', status: 308, location: localizePath(path, isLocale(asked) ? asked : locale) + rest() };
  }
  if (locale === SOURCE_LOCALE && isLocale(cookieLanguage) && cookieLanguage !== SOURCE_LOCALE) {
    return { kind: 'redirect', status: 302, location: localizePath(path, cookieLanguage) + parsed.search };
  }
  // The page reads its path and the search params its routes validate, with their defaults left
  // out: anything else (utm_…, junk values) renders the same page, so it is left out of the key and
  // of the address rendered. The router canonicalizes the same way when it renders.
  const router = readAddresses();
  const matches = router.matchRoutes(path, router.options.parseSearch(parsed.search));
  const leaf = matches.at(-1);
  let address: string;
  if (!leaf || matches.some((match) => match._notFound)) {
    address = localizePath(path, locale);
  } else {
    const canonical = router.buildLocation({
      to: leaf.fullPath,
      params: leaf.params,
      search: leaf._strictSearch,
    } as Parameters<WebRouter['buildLocation']>[0]);
    address = localizePath(canonical.pathname, locale) + canonical.searchStr;
  }
  return { kind: 'page', key: address, url: address };
}

/** 'src/routes/_public/veicoli/index.tsx' for the route id '/_public/veicoli/' (file-based routing). */
function routeSourceFile(routeId: string): string | undefined {
  if (routeId === '__root__') return undefined;
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

/** The status the page's matches call for: a missing page or vehicle is a 404, a failed read a 500. */
function pageStatus(router: WebRouter): number {
  const matches = router.state.matches;
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  return 200;
}

/**
 * Marks the server's head tags, which the app replaces with its own once it runs (main.tsx); the
 * title stays until the app's own takes over.
 */
function markServerHead(head: string): string {
  return head.replace(/<(meta|link|script)\b([^>]*?)(\/?)>/g, '<$1$2 data-server-head$3>');
}

let mantineHeadStyles: string | undefined;
/** Mantine's CSS variables and global classes, for the head (the app leaves them out of the body). */
function mantineStyles(): string {
  mantineHeadStyles ??= renderToStaticMarkup(<MantineProvider theme={theme} defaultColorScheme="dark" />);
  return mantineHeadStyles;
}

export async function render({ url, origin, photosUrl, fetch }: RenderRequest): Promise<RenderedPage> {
  setPhotosBase(photosUrl);
  const { locale } = splitLocalePath(new URL(url, 'http://localhost').pathname);
  // Each render has its own lingui instance: pages in different languages render side by side.
  const i18n = await createI18n(locale);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient('http://localhost/api/trpc', fetch);
  const trpc = createTrpc(queryClient, trpcClient);
  const router = createAppRouter(
    { queryClient, trpc, locale, i18n, origin },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  const base = { lang: locale, dir: getDirection(locale), head: '', html: '', state: '', routeFiles: [] };
  // An address the routes answer elsewhere (a filter or an id spelled another way).
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('location') ?? '/';
    return { ...base, status: result.redirect.status, location: location.replace(/^https?:\/\/[^/]+/, '') };
  }
  // The footer's contact block on every page: rendered with the offices, not its placeholder.
  await queryClient.prefetchQuery(trpc.offices.list.queryOptions());
  // Every route's chunks and data are in by now, so the page renders in one pass. Parts that load
  // later on purpose (the contact form, dialogs) render on the client only: a string render has no
  // inline scripts, which the Content-Security-Policy would refuse.
  const html = renderToString(
    <App
      router={router}
      queryClient={queryClient}
      trpcClient={trpcClient}
      locale={locale}
      i18n={i18n}
      origin={origin}
    />,
  );
  const status = pageStatus(router);
  // The routes' `head`, rendered by the router. Open Graph names the page's other languages too,
  // one tag each, which the router's head would merge into one (it keeps one tag per property).
  let head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  if (status === 200) {
    head += LOCALES.filter(({ code }) => code !== locale)
      .map(({ code }) => `<meta property="og:locale:alternate" content="${ogLocale(code)}"/>`)
      .join('');
  }
  const routeFiles = router.state.matches
    .map((match) => routeSourceFile(match.routeId))
    .filter((file): file is string => file !== undefined);
  return {
    ...base,
    status,
    head: markServerHead(head) + mantineStyles(),
    html,
    // A JSON block, not the router's dehydration script (<Scripts/>, which
    // @tanstack/react-router-ssr-query rides on): that script needs a nonce per response, and a
    // page's bytes are made once per data version and sent, pre-compressed, to every visitor.
    state: jsonForScript(dehydrateApiQueries(queryClient)),
    routeFiles,
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

function latest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (max === undefined || date > max ? date : max), undefined);
}

export interface SitemapData {
  vehicles: readonly Pick<Vehicle, 'id' | 'updatedAt'>[];
  /** The last change of the offices (the home page's and the fleet services' contacts). */
  officesChanged?: string | undefined;
}

/**
 * Every public page (the routes without a parameter) and every vehicle's page, in every language,
 * each with its alternates in the others. A vehicle's lastmod is its last edit; the home page and
 * the list change with the fleet, the fleet services with the offices, the policies with their text.
 */
export function sitemap(origin: string, { vehicles, officesChanged }: SitemapData): string {
  const fleetChanged = latest(vehicles.map((vehicle) => vehicle.updatedAt));
  const router = readAddresses();
  const pages = Object.values(router.routesById)
    .filter((route) => route.id.startsWith('/_public/') && !route.fullPath.includes('$'))
    .map((route) => route.fullPath.replace(/(.)\/$/, '$1'));
  const lastmod = (path: string): string | undefined => {
    if (path === '/privacy-policy' || path === '/cookie-policy') return POLICIES_UPDATED;
    if (path === '/servizi-flotta') return officesChanged;
    return latest([fleetChanged ?? '', officesChanged ?? ''].filter(Boolean));
  };
  const entries = [
    ...pages.map((path) => ({ path, lastmod: lastmod(path) })),
    ...vehicles.map((vehicle) => ({ path: vehiclePath(vehicle.id), lastmod: vehicle.updatedAt })),
  ];
  const urls = entries.flatMap(({ path, lastmod: changed }) => {
    const alternates = [
      ...LOCALES.map(({ code }) => [code, localizePath(path, code)] as const),
      ['x-default', localizePath(path, SOURCE_LOCALE)] as const,
    ].map(
      ([code, href]) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${xml(absoluteUrl(origin, href))}"/>`,
    );
    return LOCALES.map(({ code }) => {
      const lines = [`    <loc>${xml(absoluteUrl(origin, localizePath(path, code)))}</loc>`];
      if (changed) lines.push(`    <lastmod>${changed.slice(0, 10)}</lastmod>`);
      return `  <url>\n${[...lines, ...alternates].join('\n')}\n  </url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
