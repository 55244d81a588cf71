/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, minify, type Plugin } from 'vite';

/** Modules that every page runs, whichever page it is: kept in one long-cached chunk. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/]\.pnpm[\\/](?:react|react-dom|scheduler|@tanstack\+(?:react-router|router-core|history|store|react-store)|@lingui\+[\w-]+|use-sync-external-store)@/;

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

/**
 * Minifies the boot script (public/boot.js, which Vite copies as it is) in the build's output: every
 * page loads it before anything else, and its comments are half of it (1.4 KB gzip, 0.7 minified).
 */
function minifyBootScript(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nbt:minify-boot-script',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const file = join(outDir, 'boot.js');
      const source = await readFile(file, 'utf8').catch(() => undefined);
      if (source === undefined) return;
      const { code, errors } = await minify('boot.js', source, { compress: true, mangle: true });
      if (errors.length > 0) this.error(`boot.js did not minify: ${errors.map((error) => error.message).join('; ')}`);
      await writeFile(file, code);
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
    minifyBootScript(),
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
      // The libraries every page runs (React, the router, lingui) in one long-cached file, and the
      // rest of the first script (the site's frame, the Mantine components it paints with) in one
      // more. Left alone, the bundler cuts every module that the first script and a later part (a
      // section, a dialog) both import into a file of its own, though the first script has always
      // loaded it by then: 6 more files and 5 KB more gzip on the 404 page (scripts/budgets.mjs).
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
                // `$initial`: the modules the entry imports, directly or not (its static imports only).
                { name: 'site', tags: ['$initial'], priority: 1 },
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
    // The files of a worker share one jsdom and their loaded modules: importing React, Mantine and
    // the router once per worker instead of once per file takes two thirds of the suite's CPU time
    // off (370 s to 115 s). A test leaves the page and storage as it found them (render's cleanup,
    // test/storage.ts), and gives a component what it would mock (a property, not `vi.mock`).
    isolate: false,
    // Rendering whole routes in jsdom takes seconds when the machine is busy (CI runs two tasks at once).
    testTimeout: 20_000,
  },
}));
