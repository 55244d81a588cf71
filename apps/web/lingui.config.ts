import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from './src/lib/i18n';

/**
 * Italian is the source language: messages are written in Italian in the code and
 * every other catalog falls back to it for strings not translated yet.
 * The .po files are committed and compiled by @lingui/vite-plugin; `lingui extract` keeps them in step
 * with the code (no line numbers in them, so they change only when a message does).
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
});
