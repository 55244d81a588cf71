import '@fontsource-variable/inter';
import './styles/mantine.css';
import './styles/global.css';

import { setPhotosBase } from '@nbt/validation';
import { hydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app-providers';
import {
  activateLocale,
  detectLocale,
  i18n,
  localizePath,
  persistLocale,
  SOURCE_LOCALE,
  storedLocale,
} from './lib/i18n';
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
  // A visitor who chose a language and lands on an Italian address goes to the page in it. The
  // server does so from the `lang` cookie; this covers the choice kept only in local storage.
  const chosen = storedLocale();
  const { pathname, search, hash } = window.location;
  if (chosen && detectLocale() === SOURCE_LOCALE && localizePath(pathname, chosen) !== pathname) {
    persistLocale(chosen);
    window.location.replace(`${localizePath(pathname, chosen)}${search}${hash}`);
    return;
  }
  // The page's language is its address's ('/de/veicoli'). Render only once the catalog is in, so
  // the first paint is already in that language. Nothing is stored here: only choosing a language
  // in the switcher remembers it.
  const locale = detectLocale();
  await activateLocale(locale, { persist: false });

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  // The origin the server rendered the page for (PUBLIC_URL, when set), so shared links match.
  const origin = container.dataset.origin ?? window.location.origin;
  // The photos' address the server named them by (PUBLIC_UPLOADS_URL), for the pages rendered here.
  setPhotosBase(container.dataset.photos);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const trpc = createTrpc(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc, locale, i18n, origin });

  const app = (
    <App
      router={router}
      queryClient={queryClient}
      trpcClient={trpcClient}
      locale={locale}
      i18n={i18n}
      origin={origin}
    />
  );

  // A public page rendered by the server, in this language: take it over where it stands. The
  // route's chunks and data load first (the data from the server's cache, without a request),
  // so the first render in the browser is the server's markup.
  const state = readServerState();
  if (state && container.hasChildNodes()) {
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
  // The back office or development: rendered here, from scratch.
  createRoot(container).render(<Live>{app}</Live>);
}

void bootstrap();
