import type { Trpc } from '../../lib/trpc';

/** The auth status stays fresh for 5 minutes, then the next screen that reads it asks again. */
export const AUTH_STALE_TIME_MS = 5 * 60 * 1000;

/** The current-user query shared by the login route (redirect when already signed in) and the dashboard. */
export function authQueryOptions(trpc: Trpc) {
  return trpc.auth.me.queryOptions(undefined, { staleTime: AUTH_STALE_TIME_MS });
}
