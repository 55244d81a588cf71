import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ClientOnly, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useState, useSyncExternalStore } from 'react';
import { getDirection, type Locale } from './lib/i18n';
import { headHasMantineStyles } from './lib/mantine-styles';
import { subscribeToToasts, toastsWanted } from './lib/toast';
import { OriginContext } from './components/vehicles/use-page-url';
import { createQueryClient, createTrpc, TRPCProvider, type Trpc, type TrpcClient } from './lib/trpc';
import { createAppRouter, type WebRouter } from './router';
import { theme } from './theme';

/**
 * The toasts' container (with its transitions) loads with the first toast (`lib/toast.ts`): most
 * visits raise none, and a toast raised before it mounts waits in the store.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

interface AppProps {
  router: WebRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The page's language (from its address) and its lingui instance. */
  locale: Locale;
  i18n: I18n;
  /** The site's origin, e.g. 'https://nbt.example', for absolute links (sharing). */
  origin: string;
}

/**
 * The whole app: lingui, TanStack Query + tRPC, Mantine (theme, direction, notifications) and the
 * router. The server renders exactly this tree and the browser hydrates it, so both must agree.
 */
function App({ router, queryClient, trpcClient, locale, i18n, origin }: AppProps) {
  const withToasts = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  const [inHead] = useState(headHasMantineStyles);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <DirectionProvider initialDirection={getDirection(locale)}>
              <MantineProvider
                theme={theme}
                defaultColorScheme="dark"
                withCssVariables={!inHead}
                withGlobalClasses={!inHead}
              >
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
              </MantineProvider>
            </DirectionProvider>
          </TRPCProvider>
        </QueryClientProvider>
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
  /** The browser's tRPC client, for the components' queries and mutations. */
  trpcClient: TrpcClient;
  /**
   * What the route loaders read the API through: the client by default; the server render
   * passes the API's router, called in process.
   */
  loaderTrpc?: (queryClient: QueryClient) => Trpc;
}

/** The app as both the server render and the browser build it: its router, its query cache, its tree. */
export function createWebApp({ locale, i18n, origin, photosBase, trpcClient, loaderTrpc }: WebAppOptions) {
  const queryClient = createQueryClient();
  const trpc = loaderTrpc?.(queryClient) ?? createTrpc(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc, locale, i18n, origin, photosBase });
  const element = (
    <App
      router={router}
      queryClient={queryClient}
      trpcClient={trpcClient}
      locale={locale}
      i18n={i18n}
      origin={origin}
    />
  );
  return { router, queryClient, trpc, element };
}

export type WebApp = ReturnType<typeof createWebApp>;
