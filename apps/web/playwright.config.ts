import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_HOST, E2E_PORT } from './e2e/fixtures/env';

const isCI = Boolean(process.env.CI);

/** Debian's Chromium (`apt-get install chromium`): `npx playwright install` cannot download browsers here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Two browsers and the server share two cores: a visit that takes 12 s alone takes 25 s there.
  // Room for that keeps a slow machine from turning into retries, which cost more than waiting.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    // Recording a trace costs about a fifth of a test's time: on CI only a retry records one.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The fleet test adds 23 vehicles at once, which would page other specs' newest vehicles
      // off the first page of the lists: it runs once they are done.
      testIgnore: ['**/admin-fleet.spec.ts', '**/admin-large-fleet.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
    {
      name: 'chromium-fleet',
      testMatch: '**/admin-fleet.spec.ts',
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      // A thousand vehicles would change every count and list of the specs before: it runs last.
      // Alone: `playwright test --project=chromium-large-fleet --no-deps`.
      name: 'chromium-large-fleet',
      testMatch: '**/admin-large-fleet.spec.ts',
      dependencies: ['chromium-fleet'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The production build, served by the API exactly as `npm start` does; needs both apps built.
    command: 'node e2e/fixtures/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: E2E_HOST,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
