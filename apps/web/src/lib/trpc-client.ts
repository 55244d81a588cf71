import type { AppRouter } from '@nbt/api';
import { TRPC_MAX_BATCH_SIZE } from '@nbt/validation';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';

// Apart from lib/trpc.ts so that a part that only sends (the quote form) loads the client without
// TanStack Query.

export type TrpcClient = TRPCClient<AppRouter>;

/**
 * Same-origin client: the session cookie travels with every call. `fetch` is looked up on each
 * call, so a test's stand-in for it is used by a client made before.
 */
export function createTrpcClient(
  url = '/api/trpc',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): TrpcClient {
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

let browserClient: TrpcClient | undefined;
/** The browser's one client, made on first use. */
export function trpcClient(): TrpcClient {
  // Absolute, as jsdom's fetch needs it in the tests; the same address in a browser.
  browserClient ??= createTrpcClient(new URL('/api/trpc', window.location.origin).href);
  return browserClient;
}

/** What a tRPC proxy or caller holds at a procedure's dotted path ('vehicles.byId'). */
export function procedureAt<T>(root: unknown, path: string): T {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root) as T;
}
