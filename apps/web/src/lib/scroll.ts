import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';

/** Delay between a route change (or the home page's first render) and the scroll to a section. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** The home page sections the header and the buttons point to. */
export const HOME_SECTIONS = ['home', 'servizi', 'flotta', 'chi-siamo', 'contatti'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to the element with this id (instantly for visitors who asked for reduced
 * motion). Browser only: call it from effects and event handlers. Returns whether it was found.
 */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(decodeURIComponent(id));
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Scrolls to `id` after the route change delay; returns a cancel function for effect cleanups. */
export function scrollToIdLater(id: string, delay = SECTION_SCROLL_DELAY_MS): () => void {
  const timer = window.setTimeout(() => scrollToId(id), delay);
  return () => window.clearTimeout(timer);
}

/**
 * A handler for links to a section of the home page: on the home page it scrolls there; anywhere
 * else it goes to `/#id`, and the home page scrolls to the section 100 ms after it renders.
 */
export function useGoToSection(): (id: string) => void {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        scrollToId(id);
        return;
      }
      // The home page does the (smooth, delayed) scroll itself: keep the router from jumping first.
      void navigate({ to: '/', hash: id, hashScrollIntoView: false });
    },
    [navigate, pathname],
  );
}

/**
 * On a page with sections: 100 ms after it renders (and whenever the hash changes), scroll
 * smoothly to the element the URL hash names.
 */
export function useHashScroll(): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!hash) return undefined;
    return scrollToIdLater(hash);
  }, [hash]);
}
