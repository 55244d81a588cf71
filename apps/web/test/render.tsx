import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '../src/lib/i18n';
import { httpReads, PublicData, PublicDataContext } from '../src/lib/public-data';
import { followPublicData } from '../src/lib/query-island';
import { createQueryClient, createTrpc, createTrpcClient, TRPCProvider, type TrpcClient } from '../src/lib/trpc';
import { createAppRouter } from '../src/router';
import { theme } from '../src/theme';

export interface TestRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A client of your own, e.g. pre-filled with `queryClient.setQueryData(...)`. */
  queryClient?: QueryClient;
  /** The API's answers the pages start from, by read key (`readKey(path, input)`), as the server writes them. */
  seed?: Record<string, unknown>;
}

interface TestContext {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  data: PublicData;
}

// Absolute URL: jsdom's fetch cannot resolve a relative one. Tests should seed the data or mock
// fetch rather than reach a server.
const API_URL = 'http://localhost/api/trpc';

function createTestContext(queryClient = createQueryClient(), seed?: Record<string, unknown>): TestContext {
  const trpcClient = createTrpcClient(API_URL);
  const data = new PublicData(httpReads(API_URL), seed);
  // The parts loaded later read the same answers from the query cache, as in the app.
  followPublicData({ queryClient, trpc: createTrpc(queryClient, trpcClient) }, data);
  return { queryClient, trpcClient, data };
}

function Providers({ children, context }: { children: ReactNode; context: TestContext }) {
  return (
    <I18nProvider i18n={i18n}>
      <PublicDataContext value={context.data}>
        <QueryClientProvider client={context.queryClient}>
          <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
            {/* env="test" turns off transitions and portals. */}
            <MantineProvider theme={theme} env="test">
              {children}
            </MantineProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </PublicDataContext>
    </I18nProvider>
  );
}

/**
 * Renders a component inside the app's providers (Mantine theme, lingui in Italian,
 * TanStack Query + tRPC), each test with a fresh query cache.
 */
export function render(ui: ReactNode, { queryClient, seed, ...options }: TestRenderOptions = {}) {
  const context = createTestContext(queryClient, seed);
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
export function renderRoute(path: string, { queryClient, seed, ...options }: TestRenderOptions = {}) {
  const context = createTestContext(queryClient, seed);
  const trpc = createTrpc(context.queryClient, context.trpcClient);
  const queries = () => Promise.resolve({ queryClient: context.queryClient, trpcClient: context.trpcClient, trpc });
  const router = createAppRouter(
    { data: context.data, queries, locale: 'it', i18n, origin: window.location.origin },
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
