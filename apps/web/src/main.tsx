import '@fontsource-variable/inter';
import './styles/mantine.css';
import './styles/global.css';

import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, detectLocale, getDirection, i18n, isLocale } from './lib/i18n';
import { createQueryClient, createTrpc, createTrpcClient, TRPCProvider } from './lib/trpc';
import { createAppRouter } from './router';
import { theme } from './theme';

/** Keeps Mantine's direction (RTL for Arabic) in step with the active locale. */
function DirectionSync() {
  const { i18n: active } = useLingui();
  const { setDirection } = useDirection();
  useEffect(() => {
    if (isLocale(active.locale)) setDirection(getDirection(active.locale));
  }, [active.locale, setDirection]);
  return null;
}

async function bootstrap() {
  // The server writes the first page's head (meta, JSON-LD) for crawlers; from here on the routes'
  // `head` owns it, so those tags must not linger after the visitor navigates elsewhere.
  for (const tag of document.head.querySelectorAll('[data-server-head]')) {
    if (tag.tagName !== 'TITLE') tag.remove();
  }
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

  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <DirectionProvider initialDirection={getDirection(locale)}>
              <DirectionSync />
              <MantineProvider theme={theme} defaultColorScheme="dark">
                <Notifications limit={1} autoClose={5000} position="top-right" />
                <RouterProvider router={router} />
              </MantineProvider>
            </DirectionProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void bootstrap();
