import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '../src/lib/i18n';
import { createQueryClient, createTrpc, createTrpcClient, TRPCProvider, type TrpcClient } from '../src/lib/trpc';
import { createAppRouter } from '../src/router';
import { theme } from '../src/theme';

export interface TestRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A client of your own, e.g. pre-filled with `queryClient.setQueryData(...)`. */
  queryClient?: QueryClient;
}

interface TestContext {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

function createTestContext(queryClient = createQueryClient()): TestContext {
  // Absolute URL: jsdom's fetch cannot resolve a relative one. Tests should seed the cache
  // or mock fetch rather than reach a server.
  return { queryClient, trpcClient: createTrpcClient('http://localhost/api/trpc') };
}

function Providers({ children, context }: { children: ReactNode; context: TestContext }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={context.queryClient}>
        <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
          {/* env="test" turns off transitions and portals. */}
          <MantineProvider theme={theme} env="test">
            {children}
          </MantineProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Renders a component inside the app's providers (Mantine theme, lingui in Italian,
 * TanStack Query + tRPC), each test with a fresh query cache.
 */
export function render(ui: ReactNode, { queryClient, ...options }: TestRenderOptions = {}) {
  const context = createTestContext(queryClient);
  return {
    ...rtlRender(ui, {
      wrapper: ({ children }) => <Providers context={context}>{children}</Providers>,
      ...options,
    }),
    queryClient: context.queryClient,
  };
}

/**
 * Renders the whole app router at `path` with in-memory history. Routes load
 * asynchronously, so query with `await screen.findBy…`.
 */
export function renderRoute(path: string, { queryClient, ...options }: TestRenderOptions = {}) {
  const context = createTestContext(queryClient);
  const trpc = createTrpc(context.queryClient, context.trpcClient);
  const router = createAppRouter(
    { queryClient: context.queryClient, trpc, locale: 'it', i18n, origin: window.location.origin },
    createMemoryHistory({ initialEntries: [path] }),
  );
  return {
    ...rtlRender(
      <Providers context={context}>
        <RouterProvider router={router} />
      </Providers>,
      options,
    ),
    queryClient: context.queryClient,
    router,
  };
}
