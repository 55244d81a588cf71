/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Modules that every page runs, whichever page it is: kept in one long-cached chunk. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/]\.pnpm[\\/](?:react|react-dom|scheduler|@tanstack\+(?:react-router|router-core|history|store|react-store)|@lingui\+[\w-]+|use-sync-external-store)@/;

/**
 * The site's modules that every page's first script and a part loaded later (a section, a dialog)
 * share, and the few Mantine hooks the first script's transitions use that the later parts' fields
 * use too (left alone, the bundler cut them into a file of their own on every page).
 */
const SHARED_WITH_LATER_PARTS =
  /[\\/]src[\\/](?:lib[\\/](?:format|i18n|public-data|head|scroll|structured-data|presentation[\\/]vehicles)|vehicle-text-in|site|office-rules|rental-dates|rental-times|vehicle-rules|vehicle-browse|images|heavy-fleet|sale-filters|sale-rules)\.ts$|[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-(?:media-query|reduced-motion|did-update)[\\/]/;

/** The API's dev server (`pnpm --filter @nbt/api dev`). */
const API_DEV_ORIGIN = 'http://localhost:3001';

/**
 * Fails the build (and tests) when a lingui macro import survives the Babel step, e.g. because
 * a file fell outside `include`: at runtime the macro packages drag in jiti and TypeScript (~1 MB gzip).
 */
function forbidUntransformedLinguiMacros(): Plugin {
  const macroImport = /from\s*["']@lingui\/(?:core|react)\/macro["']/;
  return {
    name: 'nbt:forbid-untransformed-lingui-macros',
    // After every other transform, so only what would reach the bundle is checked.
    enforce: 'post',
    transform: {
      filter: { code: macroImport },
      handler(_code, id) {
        this.error(`A lingui macro import was not compiled away in ${id}: check the babel() include pattern.`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come first: it writes src/routeTree.gen.ts and splits each route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loading view and its loader ship with its page, not in the main bundle (the
      // default keeps them there): every page's first script then carries no other page's loader.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // plugin-react 6 has no Babel step of its own: the lingui macros (<Trans>, t, msg) run here, before react().
    babel({
      include: [/\/(?:src|test)\/.*\.[jt]sx?(?:$|\?)/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    // Compiles the imported .po catalogs (one chunk per language) at build time: no generated files to keep in step.
    // Its config is found from this folder, also when a tool (knip) loads this file from the repository root.
    lingui({ cwd: import.meta.dirname }),
    forbidUntransformedLinguiMacros(),
  ],
  // The server bundle serves no files: the browser build's dist/ has the public ones.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    // The API reads each page's chunks and styles from the manifest (dist/.vite, never served), and
    // so does scripts/budgets.mjs. The server bundle (`--ssr`, into dist-ssr/) needs none.
    manifest: !isSsrBuild,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The libraries every page runs (React, the router, the query cache, the tRPC client, lingui) in one
      // file instead of ten small ones: 4 KB less gzip on every public page (scripts/budgets.mjs). And the
      // site's own modules that the first script and a part loaded later both use, in one more: the
      // bundler would otherwise cut each into a file of its own (a new small file in the budgets' count
      // of JS files is the sign; 0.4 KB of overhead on every page for three modules).
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES },
                { name: 'site', test: SHARED_WITH_LATER_PARTS },
              ],
            },
          },
      treeshake: {
        // @trpc/client's package.json does not say `sideEffects: false` (@trpc/server's does), so its
        // WebSocket link and stream readers, unused here, stayed in the first script. Its modules
        // only define things: what the app does not import can go.
        moduleSideEffects: (id: string) => !/[\\/]@trpc[\\/]client[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_DEV_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_DEV_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_DEV_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_DEV_ORIGIN, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/vitest.setup.ts'],
    // Tests sit beside the code; test/ holds what they share (render helpers, fixtures).
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Playwright owns e2e/: its specs must never run under vitest.
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    css: false,
    restoreMocks: true,
    // Rendering whole routes in jsdom takes seconds when the machine is busy (CI runs two tasks at once).
    testTimeout: 20_000,
  },
}));
