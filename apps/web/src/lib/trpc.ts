import type { AppRouter } from '@nbt/api';
import { TRPC_MAX_BATCH_SIZE } from '@nbt/validation';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type TrpcClient = TRPCClient<AppRouter>;

/**
 * Data changes only when an admin edits it, so queries stay fresh until a mutation
 * invalidates them; errors are shown rather than silently retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * Same-origin client: the session cookie travels with every call. The server render passes a
 * `fetch` of its own that answers in-process.
 */
export function createTrpcClient(url = '/api/trpc', fetchImpl: typeof fetch = fetch): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        maxItems: TRPC_MAX_BATCH_SIZE,
        fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/** Options proxy for route loaders (`context.trpc`): `queryClient.ensureQueryData(trpc.x.y.queryOptions())`. */
export function createTrpc(queryClient: QueryClient, client: TrpcClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/**
 * React context for components: `const trpc = useTRPC(); useQuery(trpc.x.y.queryOptions())`.
 * `TRPCProvider` is mounted in main.tsx (and in the test render) with the same clients
 * as the router context.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
