import { defineConfig } from 'tsup';

// One ESM bundle for production: the workspace packages (TypeScript source) are compiled in,
// every npm dependency stays external and is loaded from node_modules. The import's reader runs in
// a worker thread, which needs a file of its own beside the server's.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'vehicle-import-worker': 'src/modules/vehicle-import/parse-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@nbt\//],
});
