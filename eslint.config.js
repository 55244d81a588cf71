// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.turbo/**',
      '.tools/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/locales/**/*.ts',
      'apps/api/src/locales/**/*.ts',
      'apps/api/src/locales/**/*.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its error, and one passed where a
    // plain callback is expected (an event handler, a Fastify hook) is never awaited by its caller.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files that no tsconfig includes are checked with the default compiler settings.
          allowDefaultProject: ['packages/*/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // sheetjs-style only writes the export: its parsers have known advisories, so nothing the site runs
    // may read a spreadsheet with it. (Tests read back the file the server has just written.)
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    ignores: ['apps/api/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sheetjs-style',
              importNames: ['read', 'readFile', 'readFileSync'],
              message: 'sheetjs-style is for writing spreadsheets only: its readers must not parse files.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name="XLSX"][property.name=/^read(File|FileSync)?$/]',
          message: 'sheetjs-style is for writing spreadsheets only: its readers must not parse files.',
        },
      ],
    },
  },
  {
    // Settings are read once, validated, in env.ts: nowhere else reads process.env.
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/server.ts', 'apps/api/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through env.ts (loadConfig).' },
      ],
    },
  },
  {
    // Plain scripts the browser runs as they are (apps/web/public/boot.js).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Translated texts use the typographic no-break spaces their language requires (French « : »).
    files: ['apps/web/src/content/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] },
  },
);
