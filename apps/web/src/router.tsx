import type { I18n } from '@lingui/core';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { type CatalogLoaders, localizePath, type Locale, splitLocalePath } from './lib/i18n';
import type { PublicData } from './lib/public-data';
import type { QueryKit } from './lib/query-island';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad`/`loader`/`head` receives as `context`. */
export interface RouterContext {
  /** What the public pages read before they paint (the server's answers to start with). */
  data: PublicData;
  /** TanStack Query and tRPC, loaded on first use: the back office's loaders read through them. */
  queries: () => Promise<QueryKit>;
  /** The page's language, from its URL ('/de/veicoli' is German); one per page load. */
  locale: Locale;
  /** The lingui instance of that language (the server has one per render). */
  i18n: I18n;
  /** The site's origin for absolute URLs (canonical, og:url, JSON-LD), e.g. 'https://nbt.example'. */
  origin: string;
  /**
   * PUBLIC_UPLOADS_URL: where the page names the stored photos from (a CDN, a public bucket) in
   * place of the site's /uploads/; undefined for those. A setting of the deployment, carried here
   * rather than held by a module, so each render names them by its own request's setting.
   */
  photosBase?: string | undefined;
}

/**
 * `history` defaults to the browser's; the server and tests pass `createMemoryHistory()`.
 * The routes know the Italian paths only: the language prefix of the address ('/en', '/ar') is
 * taken off on the way in and put back on every link on the way out, so links keep the page's
 * language without any route or component knowing about it.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLocalePath(url.pathname).path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, context.locale);
        return url;
      },
    },
    defaultPreload: 'intent',
    // The public data owns caching: let every preload reach the loader, which asks it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would write an inline script into the page.
    scrollRestoration: typeof document !== 'undefined' && afterTheFirstRender(),
  });
}

/**
 * The first render takes the page over where the visitor already is: a phone may have scrolled
 * the served page while it woke up, and the browser restores a reloaded page itself. Moving on,
 * back and forward are the router's to restore.
 */
function afterTheFirstRender(): () => boolean {
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
  interface StaticDataRouteOption {
    /** Messages only this page shows (lib/i18n.ts, PAGE_CATALOGS): in before it renders. */
    catalog?: CatalogLoaders;
    /** A page of the visitor's own choices (a comparison, the favourites): `noindex`, and not in the sitemap. */
    noindex?: boolean;
  }
  interface HistoryState {
    /** A vehicle page opened from the list: its way back is the browser's, to the same filters, page and place. */
    fromList?: boolean;
  }
}
