import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_LANGUAGES } from '@nbt/validation/site';

/**
 * The API's own messages: the e-mails a visitor receives, in the language of their request.
 * Italian is the source. `lingui extract` keeps the .po files in step with the code; `lingui
 * compile` (run by the build, typecheck and test scripts) turns them into the modules the server
 * imports, so a fresh clone needs no step of its own.
 */
export default defineConfig({
  ...CATALOG_LANGUAGES,
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/mail',
      include: ['<rootDir>/src/modules/mail'],
      exclude: ['**/*.test.*'],
    },
  ],
});
