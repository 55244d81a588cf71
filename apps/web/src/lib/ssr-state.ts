import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';

/** The `<script type="application/json">` that carries the server's query cache to the browser. */
export const SSR_STATE_ID = 'nbt-state';

/**
 * The server's answers from the API (tRPC queries), for the browser to start from. Data the
 * browser loads from its own chunks (the policies) is left out: the HTML holds it already.
 */
export function dehydrateApiQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && Array.isArray(query.queryKey[0]),
  });
}

/** The state the server wrote into the page, if any (none on the back office or in development). */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
