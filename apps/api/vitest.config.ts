import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // argon2 hashing is CPU-heavy: two workers match the machine's two cores.
    maxWorkers: 2,
    projects: [
      // Unit tests next to the code.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // Each file builds its own app on its own database (test/build-app.ts) and nothing is mocked,
          // so files may share loaded modules: importing Fastify, sharp and the app once per worker
          // instead of once per file takes most of the suite's time off.
          isolate: false,
        },
      },
    ],
  },
});
