import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { type PublicData, usePublicData } from './public-data';
import { procedureAt } from './trpc-client';

/** A tRPC procedure's dotted path, e.g. 'vehicles.byId'. */
const PROCEDURE_PATH = /^\w+(?:\.\w+)+$/;
import { createQueryClient, createTrpc, createTrpcClient, TRPCProvider, type Trpc, type TrpcClient } from './trpc';

/**
 * TanStack Query and the tRPC client, for the parts that write or poll (the quote form, the rental
 * calendar, the back office). They load with those parts, never with a page's first script.
 */
export interface QueryKit {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  trpc: Trpc;
}

const kits = new WeakMap<PublicData, QueryKit>();

/**
 * The browser's one query cache, started from what the pages have read (the server's answers
 * included) and kept up with what they read next, so a later part asks the API nothing the page
 * already has.
 */
export function queryKit(data: PublicData): QueryKit {
  const known = kits.get(data);
  if (known) return known;
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const kit = { queryClient, trpcClient, trpc: createTrpc(queryClient, trpcClient) };
  followPublicData(kit, data);
  kits.set(data, kit);
  return kit;
}

/** Copies the public data's API answers into the query cache, now and as they arrive. */
export function followPublicData({ queryClient, trpc }: Pick<QueryKit, 'queryClient' | 'trpc'>, data: PublicData) {
  const copy = (key: string) => {
    const value = data.peek(key);
    const [path = '', input = 'null'] = key.split(/ (.*)/s);
    // Only the API's reads, named by their procedure's path (a legal text is kept there too, under a key of its own).
    if (value === undefined || !PROCEDURE_PATH.test(path)) return;
    queryClient.setQueryData(queryKeyOf(trpc, path, JSON.parse(input) as unknown), value);
  };
  for (const key of Object.keys(data.dehydrate())) copy(key);
  data.subscribe(copy);
}

/** The query key tRPC gives `path` ('vehicles.byId') with `input`, read from its options proxy. */
function queryKeyOf(trpc: Trpc, path: string, input: unknown): readonly unknown[] {
  // The path names one of the router's own procedures (a read the public data kept).
  return procedureAt<{ queryKey: (input: unknown) => readonly unknown[] }>(trpc, path).queryKey(input ?? undefined);
}

/**
 * Gives its children TanStack Query and tRPC: the app's own kit, or the one a test or the back
 * office already set up around it.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const data = usePublicData();
  if (outer) return children;
  const { queryClient, trpcClient } = queryKit(data);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** `Component` inside a QueryIsland: for the parts loaded later that read or write through tRPC. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryIsland>
        <Component {...props} />
      </QueryIsland>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
