import { useLingui } from '@lingui/react';
import { createContext, useContext } from 'react';
import { localeOf, localizePath } from '../../lib/i18n';

/**
 * The site's origin ('https://…'): the one the server rendered the page for, then the browser's
 * own. Both sides provide it (app-providers.tsx), so shared links are absolute in the server's
 * markup too, and hydration finds the same text.
 */
export const OriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export function useOrigin(): string {
  return useContext(OriginContext);
}

/** The absolute address of a page of this site in the page's language ('/veicoli/13'), e.g. to share it. */
export function usePageUrl(path: string): string {
  const { i18n } = useLingui();
  const origin = useOrigin();
  return `${origin}${localizePath(path, localeOf(i18n.locale))}`;
}
