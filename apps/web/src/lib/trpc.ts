import type { AppRouter } from '@nbt/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { TrpcClient } from './trpc-client';

export { createTrpcClient, type TrpcClient } from './trpc-client';

export type Trpc = TRPCOptionsProxy<AppRouter>;

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
