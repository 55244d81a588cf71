import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad`/`loader` receives as `context`. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** `history` defaults to the browser's; tests pass `createMemoryHistory()`. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // TanStack Query owns caching: let every preload reach the loader, which asks the query cache.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would write an inline script into the page.
    scrollRestoration: typeof document !== 'undefined',
  });
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
}
