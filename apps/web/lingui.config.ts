import { defineConfig } from '@lingui/cli';
import { LOCALE_CODES, SOURCE_LOCALE } from './src/lib/i18n';

/**
 * Italian is the source language: messages are written in Italian in the code and
 * every other catalog falls back to it for strings not translated yet.
 * `lingui compile --typescript` writes src/locales/<locale>/messages.ts (git-ignored).
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
});
