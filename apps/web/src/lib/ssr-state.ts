import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';

/** The `<script type="application/json">` that carries the server's query cache to the browser. */
export const SSR_STATE_ID = 'nbt-state';

/**
 * The server's answers (the API's, and the policies from their chunks), for the browser to start
 * from: its router takes over the server's matches without running their loaders again, so the
 * first render reads what the server's did.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient);
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
