import { ClientOnly, HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound, PublicLayout } from '../components/layout';
import type { RouterContext } from '../router';

/*
 * Provider-free root: the providers live in main.tsx (and in the test render). Public pages get
 * their frame from the pathless `_public` layout; the back office under /admin has its own.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any path no route matches: the 404 page inside the public header and footer.
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  return (
    <>
      {/*
        Each route's `head` (title, description, meta); React 19 hoists the tags into <head>. The
        server writes the first page's head itself, so these join once the page is hydrated.
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
