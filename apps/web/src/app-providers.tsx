import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@mantine/core';
import { ClientOnly, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useState, useSyncExternalStore } from 'react';
import { getDirection, type Locale } from './lib/i18n';
import { headHasMantineStyles, SiteMantineProvider } from './lib/mantine-provider';
import { subscribeToToasts, toastsWanted } from './lib/toast';
import { OriginContext } from './components/vehicles/use-page-url';
import { httpReads, PublicData, PublicDataContext, type ReadApi } from './lib/public-data';
import { createAppRouter, type WebRouter } from './router';

/**
 * The toasts' container (with its transitions) loads with the first toast (`lib/toast.ts`): most
 * visits raise none, and a toast raised before it mounts waits in the store.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

interface AppProps {
  router: WebRouter;
  data: PublicData;
  /** The page's language (from its address) and its lingui instance. */
  locale: Locale;
  i18n: I18n;
  /** The site's origin, e.g. 'https://nbt.example', for absolute links (sharing). */
  origin: string;
}

/**
 * The whole app: lingui, the public data, Mantine (theme, direction, notifications) and the router.
 * The server renders exactly this tree and the browser hydrates it, so both must agree. The parts
 * that write through tRPC bring TanStack Query with them (lib/query-island.tsx).
 */
function App({ router, data, locale, i18n, origin }: AppProps) {
  const withToasts = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  const [inHead] = useState(headHasMantineStyles);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicDataContext value={data}>
          <DirectionProvider initialDirection={getDirection(locale)}>
            <SiteMantineProvider serverStyled={inHead}>
              <ClientOnly>
                {withToasts ? (
                  <Suspense fallback={null}>
                    <Notifications limit={1} autoClose={5000} position="top-right" />
                  </Suspense>
                ) : null}
              </ClientOnly>
              <OriginContext value={origin}>
                <RouterProvider router={router} />
              </OriginContext>
            </SiteMantineProvider>
          </DirectionProvider>
        </PublicDataContext>
      </I18nProvider>
    </StrictMode>
  );
}

export interface WebAppOptions {
  locale: Locale;
  i18n: I18n;
  origin: string;
  /** Where the page names the stored photos from (`RouterContext.photosBase`). */
  photosBase: string | undefined;
  /** How the pages read the API: over HTTP by default; the server render calls it in process. */
  reads?: ReadApi;
  /** The answers the server wrote into the page, to start from. */
  seed?: Record<string, unknown>;
}

/** The app as both the server render and the browser build it: its router, its data, its tree. */
export function createWebApp({ locale, i18n, origin, photosBase, reads, seed }: WebAppOptions) {
  const data = new PublicData(reads ?? httpReads(), seed);
  const queries = () => import('./lib/query-island').then((module) => module.queryKit(data));
  const router = createAppRouter({ data, queries, locale, i18n, origin, photosBase });
  const element = <App router={router} data={data} locale={locale} i18n={i18n} origin={origin} />;
  return { router, data, element };
}

export type WebApp = ReturnType<typeof createWebApp>;
