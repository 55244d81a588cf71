import { defineConfig } from 'tsup';

// One ESM bundle for production: the workspace packages (TypeScript source) are compiled in,
// every npm dependency stays external and is loaded from node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@nbt\//],
});
