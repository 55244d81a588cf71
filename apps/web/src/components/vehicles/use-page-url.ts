import { createContext, useContext } from 'react';

/**
 * The site's origin ('https://…'): the one the server rendered the page for, then the browser's
 * own. Both sides provide it (app-providers.tsx), so shared links are absolute in the server's
 * markup too, and hydration finds the same text.
 */
export const OriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export function useOrigin(): string {
  return useContext(OriginContext);
}

/** The absolute address of a page of this site, e.g. to share it. */
export function usePageUrl(path: string): string {
  return `${useOrigin()}${path}`;
}
