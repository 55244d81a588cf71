/**
 * Server rendering of the public pages. The API (apps/api, pages module) imports the build of
 * this file (dist-ssr/entry-server.js) and calls `render` for each public page it has not kept yet:
 * the page's markup in the visitor's language, with the query cache the browser hydrates from
 * (main.tsx). The back office is not rendered here: the browser renders it.
 */
import { jsonForScript } from '@nbt/validation';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app-providers';
import { activateLocale, type Locale } from './lib/i18n';
import { dehydrateApiQueries } from './lib/ssr-state';
import { createQueryClient, createTrpc, createTrpcClient } from './lib/trpc';
import { VEHICLE_LIST_SEARCH_KEYS } from './lib/vehicles';
import { createAppRouter } from './router';

export interface RenderRequest {
  /** Path and query of the page, as `canonicalPageUrl` gave it. */
  url: string;
  locale: Locale;
  /** The site's origin the page is served from (absolute links in the markup). */
  origin: string;
  /** Answers the page's API calls (`/api/trpc/...`) in-process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The query cache as JSON, safe inside `<script type="application/json">`. */
  state: string;
  /** The route files of the page (`src/routes/...`), whose chunks and styles the page needs. */
  routeFiles: string[];
}

/** Search params that change what a page shows; any other (utm_…, fbclid) renders the same page. */
const PAGE_SEARCH_PARAMS: Record<string, readonly string[]> = {
  '/': ['veicolo'],
  '/veicoli': VEHICLE_LIST_SEARCH_KEYS,
};

/**
 * The page a request asks for, reduced to what its rendering depends on: the path without a
 * trailing slash and only the search params that page reads, sorted. Requests with the same
 * canonical URL get the same markup, so it is what the server keys its kept pages on.
 */
export function canonicalPageUrl(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const params = new URLSearchParams();
  for (const key of PAGE_SEARCH_PARAMS[path] ?? []) {
    const value = parsed.searchParams.get(key);
    if (value !== null) params.set(key, value);
  }
  params.sort();
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** 'src/routes/_public/veicoli/index.tsx' for the route id '/_public/veicoli/' (file-based routing). */
function routeSourceFile(routeId: string): string | undefined {
  if (routeId === '__root__') return undefined;
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

/**
 * The lingui instance is global and components read it while rendering, so one page is rendered
 * at a time; each render sets the language it needs first.
 */
let queue: Promise<unknown> = Promise.resolve();

async function renderPage({ url, locale, origin, fetch }: RenderRequest): Promise<RenderedPage> {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient('http://localhost/api/trpc', fetch);
  const trpc = createTrpc(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc }, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // The footer's contact block on every page: rendered with the offices, not its placeholder.
  await queryClient.prefetchQuery(trpc.offices.list.queryOptions());
  // Every route's chunks and data are in by now, so the page renders in one pass. Parts that load
  // later on purpose (the contact form, dialogs) render on the client only: a string render has no
  // inline scripts, which the Content-Security-Policy would refuse.
  const html = renderToString(
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} locale={locale} origin={origin} />,
  );
  const routeFiles = router.state.matches
    .map((match) => routeSourceFile(match.routeId))
    .filter((file): file is string => file !== undefined);
  return {
    html,
    state: jsonForScript(dehydrateApiQueries(queryClient)),
    routeFiles,
  };
}

export function render(request: RenderRequest): Promise<RenderedPage> {
  const rendered = queue.then(() => renderPage(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
