import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { theme } from '../theme';

/**
 * Mantine's CSS variables and global classes belong in the page's <head>, where the server's render
 * writes them (a <style> in <body> is invalid HTML there). The app writes them itself only where
 * no server render did: the back office's shell and the dev server.
 */
export function headHasMantineStyles(): boolean {
  return typeof document === 'undefined' || document.head.querySelector('style[data-mantine-styles]') !== null;
}

/**
 * What Mantine's components read from their provider, for a page whose head already has the
 * theme's variables and whose <html> already says its colour scheme (dark, the only one) and that
 * it respects reduced motion: the server writes both (apps/api/src/modules/pages/document.ts).
 */
const SERVER_STYLED: ComponentProps<typeof MantineContext>['value'] = {
  colorScheme: 'dark',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/**
 * Mantine's whole provider, which writes the variables and the classes and keeps the colour scheme
 * on <html>: only where no server wrote them, so its code stays out of every public page.
 */
const SelfStyled = lazy(() => import('./mantine-self-styled'));

/**
 * The theme and Mantine's context. A public page's first script carries only the context: the
 * provider's variable writers and colour-scheme manager weigh 3 KB gzip there (scripts/budgets.mjs).
 */
export function SiteMantineProvider({ serverStyled, children }: { serverStyled: boolean; children: ReactNode }) {
  if (!serverStyled) {
    return (
      <Suspense fallback={null}>
        <SelfStyled>{children}</SelfStyled>
      </Suspense>
    );
  }
  return (
    <MantineContext value={SERVER_STYLED}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
