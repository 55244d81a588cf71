import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const clientOrigin = () => window.location.origin;
const serverOrigin = () => '';

/**
 * The site's origin ('https://…'): empty while rendering on the server (and during hydration),
 * the browser's own afterwards. No `window` is read during a server render.
 */
export function useOrigin(): string {
  return useSyncExternalStore(subscribe, clientOrigin, serverOrigin);
}

/** The absolute address of a page of this site, e.g. to share it. */
export function usePageUrl(path: string): string {
  return `${useOrigin()}${path}`;
}
