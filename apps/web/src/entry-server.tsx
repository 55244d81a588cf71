/**
 * Server rendering of the public pages. The API (apps/api, pages module) imports the build of
 * this file (dist-ssr/entry-server.js) as a `PageServer` (@nbt/validation/page-render) and knows
 * nothing of the pages itself: it asks `routePage` what a request is (a page and the key its
 * document is kept under, a redirect, or the back office the browser renders), `render`s the pages
 * it has not kept yet through TanStack Router's request handler (status, head, markup, the query
 * cache and the router's state the browser hydrates from, main.tsx) and serves the `sitemap` made here.
 */
import { MantineProvider } from '@mantine/core';
import type { InProcessApi } from '@nbt/api';
import type { PageRequest, PageServer, RenderRequest, RenderResult, SitemapData } from '@nbt/validation/page-render';
import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { collectWrittenSections, loadServerRenderedSections } from './lib/server-rendered-section';
import { createWebApp, type WebApp } from './app-providers';
import {
  createI18n,
  getDirection,
  isLocale,
  LOCALES,
  localizePath,
  pageCatalogSources,
  SOURCE_LOCALE,
  splitLocalePath,
} from './lib/i18n';
import { POLICIES_UPDATED } from '@nbt/validation/site';
import { absoluteUrl, jsonForScript, ogLocale, vehiclePath } from './lib/page-meta';
import type { ReadApi } from './lib/public-data';
import { procedureAt } from './lib/trpc-client';
import { createAppRouter, type RouterContext, type WebRouter } from './router';
import { theme } from './theme';
import UNUSED_PALETTES from './styles/unused-palettes.json';

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
  const [routes, params, found] = router.getMatchedRoutes(path);
  if (!found) {
    // Every address no route answers shows the same not-found page of its language: one render
    // and one kept copy per language, whatever is asked for.
    return { kind: 'page', found: false, key: `not-found ${locale}`, url: localizePath(NOT_FOUND_PATH, locale) };
  }
  const raw = router.options.parseSearch(parsed.search);
  let search: unknown = {};
  for (const route of routes) {
    const validate: unknown = route.options.validateSearch;
    if (typeof validate === 'function') search = { ...(search as object), ...(validate(raw) as object) };
  }
  // The route is known only at run time, so its typed params and search cannot be checked here.
  const canonical = router.buildLocation({ to: found.fullPath, params, search } as unknown as Parameters<
    WebRouter['buildLocation']
  >[0]);
  const address = localizePath(canonical.pathname, locale) + canonical.searchStr;
  return { kind: 'page', found: true, key: address, url: address };
}

/** An address no route answers, where a language's not-found page is rendered. */
const NOT_FOUND_PATH = '/pagina-non-trovata';

/** 'src/routes/_public/veicoli/index.tsx' for the route id '/_public/veicoli/' (file-based routing). */
function routeSourceFile(routeId: string): string | undefined {
  if (routeId === '__root__') return undefined;
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

/**
 * Marks the server's head tags, which the app replaces with its own once it runs (main.tsx); the
 * title stays until the app's own takes over.
 */
function markServerHead(head: string): string {
  return head.replace(/<(meta|link|script)\b([^>]*?)(\/?)>/g, '<$1$2 data-server-head$3>');
}

/** Mantine's block of the theme's variables for the light scheme, which the site never shows. */
const LIGHT_SCHEME_VARIABLES =
  /:root\[data-mantine-color-scheme="light"\], :host\(\[data-mantine-color-scheme="light"\]\)\{[^}]*\}/;
/** The variables of the palettes the stylesheets leave out too (postcss.config.mjs). */
const UNUSED_PALETTE_VARIABLES = new RegExp(`--mantine-color-(?:${UNUSED_PALETTES.join('|')})-[\\w-]+:[^;}]*;?`, 'g');

let mantineHeadStyles: string | undefined;
/**
 * Mantine's CSS variables and global classes, for the head (the app leaves them out of the body):
 * the theme's, without those of the light scheme (the site is dark only) and of the palettes it
 * never names, as postcss.config.mjs leaves them out of the stylesheets: 40% less in every page.
 * Exported for scripts/budgets.mjs, which counts them with the page's inline styles.
 */
export function mantineStyles(): string {
  mantineHeadStyles ??= renderToStaticMarkup(<MantineProvider theme={theme} defaultColorScheme="dark" />)
    .replace(LIGHT_SCHEME_VARIABLES, '')
    .replace(UNUSED_PALETTE_VARIABLES, '');
  return mantineHeadStyles;
}

/**
 * Renders a page through TanStack Router's request handler: it loads the routes, answers a
 * redirect they throw, and dehydrates the router's state, which the browser's router hydrates
 * (main.tsx). The route loaders read the API in process; the query cache goes along as JSON.
 */
export async function render({ url, origin, photosUrl, api }: RenderRequest<InProcessApi>): Promise<RenderResult> {
  const { locale } = splitLocalePath(new URL(url, 'http://localhost').pathname);
  // Each render has its own lingui instance: pages in different languages render side by side.
  const i18n = await createI18n(locale);
  let app: WebApp | undefined;
  const handle = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => {
      app = createWebApp({
        locale,
        i18n,
        origin,
        photosBase: photosUrl,
        reads: inProcessReads(api),
      });
      return app.router;
    },
  });
  let page: RenderResult | undefined;
  const response = await handle(async ({ router }) => {
    if (!app) throw new Error('The request handler rendered no router of ours');
    // The footer's contact block on every page: rendered with the offices, not its placeholder.
    await app.data.read('offices.list', undefined).catch(() => undefined);
    // The sections whose code the browser fetches beside the first script are written in full.
    await loadServerRenderedSections();
    // Every route's chunks and data are in by now, so the page renders in one pass. Parts that
    // load later on purpose (the contact form, dialogs) render on the client only.
    const element = app.element;
    const { result: body, sections, later, below } = collectWrittenSections(() => renderToString(element));
    const status = getSsrStatus(router);
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
    // The router's dehydrated matches, as the sources of the scripts that carry them: the API
    // writes them after the markup and allows them by their hashes.
    const hydration = router.serverSsr?.takeInitialHydrationScriptTags();
    page = {
      kind: 'page',
      status,
      lang: locale,
      dir: getDirection(locale),
      head: markServerHead(head) + mantineStyles(),
      body,
      queries: jsonForScript(app.data.dehydrate()),
      routerScripts: (hydration?.before ?? []).map((tag) => tag.children ?? '').filter(Boolean),
      routeFiles: router.state.matches
        .map((match) => routeSourceFile(match.routeId))
        .filter((file): file is string => file !== undefined),
      parts: [...pageCatalogSources(router.state.matches, locale), ...sections],
      styledParts: later,
      belowParts: below,
    };
    return new Response(null, { status });
  });
  if (page) return page;
  // An address the routes answer elsewhere (a filter or an id spelled another way).
  const location = new URL(response.headers.get('location') ?? '/', origin);
  return { kind: 'redirect', status: response.status, location: location.pathname + location.search };
}

/** The API's procedures called in process, with the visitor's context: what the browser reads over HTTP. */
function inProcessReads({ router, ctx }: InProcessApi): ReadApi {
  const caller = router.createCaller(ctx);
  return (path, input) => {
    // A dotted path of the router ('vehicles.byId'), one of the public reads (lib/public-data.ts).
    return procedureAt<(input: unknown) => Promise<never>>(caller, path)(input);
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The last of some ISO timestamps. */
function latest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (max === undefined || date > max ? date : max), undefined);
}

/**
 * Every public page (the routes without a parameter, but for the visitor's own choices: the
 * comparison, the favourites) and every vehicle's page, in every language,
 * each with its alternates in the others. A vehicle's lastmod is its last edit; the home page and
 * the list change with the fleet, the fleet services with the offices, the policies with their text.
 */
export function sitemap(origin: string, { vehicles, offices }: SitemapData): string {
  // The offices' last change: the home page's and the fleet services' contacts.
  const officesChanged = latest(offices.map((office) => office.updatedAt));
  const fleetChanged = latest(vehicles.map((vehicle) => vehicle.updatedAt));
  const router = readAddresses();
  const pages = Object.values(router.routesById)
    .filter(
      (route) =>
        route.id.startsWith('/_public/') && !route.fullPath.includes('$') && !route.options.staticData?.noindex,
    )
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

// The contract the API loads this bundle by.
export const pageServer = { routePage, render, sitemap } satisfies PageServer<InProcessApi>;
