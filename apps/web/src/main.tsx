import '@fontsource-variable/inter';
import './styles/mantine.css';
import './styles/global.css';

import { hydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app-providers';
import { activateLocale, detectLocale } from './lib/i18n';
import { markPageLive, usePageLive } from './lib/page-live';
import { readServerState } from './lib/ssr-state';
import { createQueryClient, createTrpc, createTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';

/** A page rendered here from scratch is live once the app has committed. */
function Live({ children }: { children: ReactNode }) {
  usePageLive();
  return children;
}

async function bootstrap() {
  // The server writes the first page's head (meta, JSON-LD) for crawlers; from here on the routes'
  // `head` owns it, so those tags must not linger after the visitor navigates elsewhere.
  for (const tag of document.head.querySelectorAll('[data-server-head]')) {
    if (tag.tagName !== 'TITLE') tag.remove();
  }
  // The language the server rendered the page in (before activateLocale sets the visitor's own).
  const servedLocale = document.documentElement.lang;
  const locale = detectLocale();
  // Render only once the catalog is in, so the first paint is already in the visitor's language.
  // Nothing is stored here: only choosing a language in the switcher remembers it.
  await activateLocale(locale, { persist: false });

  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const trpc = createTrpc(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc });

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const app = (
    <App
      router={router}
      queryClient={queryClient}
      trpcClient={trpcClient}
      locale={locale}
      // The origin the server rendered the page for (PUBLIC_URL, when set), so shared links match.
      origin={container.dataset.origin ?? window.location.origin}
    />
  );

  // A public page rendered by the server, in this language: take it over where it stands. The
  // route's chunks and data load first (the data from the server's cache, without a request),
  // so the first render in the browser is the server's markup.
  const state = readServerState();
  if (state && container.hasChildNodes() && servedLocale === locale) {
    hydrate(queryClient, state);
    await router.load();
    // Tells the router the markup came from a server render (its root has no Suspense boundary).
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
    // Should a page fail before it marks itself live (an error view), its links must not stay
    // marked inert.
    window.setTimeout(markPageLive, 10_000);
    return;
  }
  // The back office, development, or a visitor whose stored language is not the one the page was
  // rendered in: rendered here, from scratch.
  createRoot(container).render(<Live>{app}</Live>);
}

void bootstrap();
