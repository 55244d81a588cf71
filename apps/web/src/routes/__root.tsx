import { ClientOnly, HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound, PublicLayout } from '../components/layout';
import { pageNotFoundHead } from '../lib/head';
import { loadPageCatalogs } from '../lib/i18n';
import type { RouterContext } from '../router';

/*
 * Provider-free root: the providers live in main.tsx (and in the test render). Public pages get
 * their frame from the pathless `_public` layout; the back office under /admin has its own.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  // The messages of the pages about to open (main.tsx does the same for the page the server wrote).
  beforeLoad: async ({ matches }) => {
    await loadPageCatalogs(matches);
  },
  // An address no route answers: its title, kept out of search results.
  head: ({ match, matches }) =>
    matches.some((candidate) => candidate._notFound) ? pageNotFoundHead(match.context.i18n) : {},
  component: RootLayout,
  // Any path no route matches: the 404 page inside the public header and footer.
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  return (
    <>
      {/*
        Each route's `head` (title, description, meta); React 19 hoists the tags into <head>. The
        server renders the first page's head (entry-server.tsx), so these join once it is hydrated.
      */}
      <ClientOnly>
        <HeadContent />
      </ClientOnly>
      <Outlet />
    </>
  );
}

function RootNotFound() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
