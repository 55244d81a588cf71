import '@fontsource-variable/inter';
import './styles/mantine.css';
import './styles/global.css';

import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createWebApp } from './app-providers';
import {
  activateLocale,
  detectLocale,
  i18n,
  loadPageCatalogs,
  localizePath,
  persistLocale,
  SOURCE_LOCALE,
  storedLocale,
} from './lib/i18n';
import { markPageLive, usePageLive } from './lib/page-live';
import { readServerState } from './lib/ssr-state';

/** A page rendered here from scratch is live once the app has committed. */
function Live({ children }: { children: ReactNode }) {
  usePageLive();
  return children;
}

async function bootstrap() {
  // The server writes the first page's head; from here on the routes' `head` writes the same tags.
  // The structured data (JSON-LD), which only the server writes, stays until the visitor moves on.
  const structuredData: Element[] = [];
  for (const tag of document.head.querySelectorAll('[data-server-head]')) {
    if (tag.matches('script[type="application/ld+json"]')) structuredData.push(tag);
    else if (tag.tagName !== 'TITLE') tag.remove();
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
  // A public page rendered by the server starts from the answers it wrote into the page.
  const state = container.hasChildNodes() ? readServerState() : undefined;
  const { router, element } = createWebApp({
    locale,
    i18n,
    origin,
    // The photos' address the server named them by (PUBLIC_UPLOADS_URL), for the pages rendered here.
    photosBase: container.dataset.photos,
    seed: state,
  });
  if (structuredData.length > 0) {
    const stop = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (!pathChanged) return;
      for (const tag of structuredData) tag.remove();
      stop();
    });
  }

  // A public page rendered by the server, in this language: take it over where it stands. The
  // data starts from the server's answers and the router from its matches (TanStack Router's own
  // hydration, from the scripts the server wrote), so the first render in the browser is the
  // server's markup and asks for nothing again.
  if (state) {
    // The messages of the page itself (its route's catalog) come first: hydrating the router
    // computes the page's head (its title) with them, and the markup is taken over with them.
    await loadPageCatalogs(router.matchRoutes(router.latestLocation));
    await hydrateRouter(router);
    // As a transition, React takes the page over in slices of a few milliseconds and lets the
    // browser answer in between, instead of in one task as long as the whole page.
    startTransition(() => {
      hydrateRoot(container, element);
    });
    // Should a page fail before it marks itself live (an error view), its links must not stay
    // marked inert.
    window.setTimeout(markPageLive, 10_000);
    return;
  }
  // The back office or development: rendered here, from scratch.
  createRoot(container).render(<Live>{element}</Live>);
}

void bootstrap();
