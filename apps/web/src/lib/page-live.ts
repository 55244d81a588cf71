import { useEffect } from 'react';

/**
 * Marks the page live once its content has committed in the browser: the root loses the
 * `aria-disabled` the server gave its inert markup, and `<html data-ready>` tells scripts and tests
 * that controls now respond. Idempotent.
 */
export function markPageLive(): void {
  document.getElementById('root')?.removeAttribute('aria-disabled');
  document.documentElement.dataset.ready = '';
}

/**
 * Called by every page the server renders (the public pages, their not-found and error views).
 * A server-rendered page is hydrated from the outside in: the providers, then the routes (TanStack
 * Router puts them in a Suspense boundary, which React hydrates afterwards at a lower priority),
 * then a route's own boundary (routes with a loading view). The page's effect runs last, once
 * everything around it responds too.
 */
export function usePageLive(): void {
  useEffect(markPageLive, []);
}
