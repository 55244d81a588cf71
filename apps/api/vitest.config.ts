import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // argon2 hashing is CPU-heavy: two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
