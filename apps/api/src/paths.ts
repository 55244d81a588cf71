import { fileURLToPath } from 'node:url';

// Both src/*.ts (development, tests) and dist/server.js sit two levels below the repository root's apps/api.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const paths = {
  repoRoot,
  webDist: fileURLToPath(new URL('apps/web/dist/', `file://${repoRoot}`)),
  /** The web app's server render of the public pages (`vite build --ssr`). */
  webSsrEntry: fileURLToPath(new URL('apps/web/dist-ssr/entry-server.js', `file://${repoRoot}`)),
  demoImages: fileURLToPath(new URL('packages/db/demo/images/', `file://${repoRoot}`)),
  /** The demo pictures' variants, made on the first seed and reused by every later one. */
  demoImageCache: fileURLToPath(new URL('node_modules/.cache/nbt-demo-images/', `file://${repoRoot}`)),
};
