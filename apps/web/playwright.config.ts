import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_FLEET_BASE_URL, E2E_FLEET_PORT, E2E_HOST, E2E_PORT } from './e2e/fixtures/env';

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

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

/** The production build, served by the API exactly as `npm start` does, on a fresh data folder. */
function server(port: number, baseURL: string) {
  return {
    command: 'node e2e/fixtures/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: E2E_HOST,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  };
}

const FLEET_SPECS = ['**/admin-fleet.spec.ts', '**/admin-large-fleet.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // Tests of one file spread over the workers too; a file whose tests build on each other says so itself.
  fullyParallel: true,
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
    // Recording a trace costs about a fifth of a test's time: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Transitions off: dialogs and toasts are settled as soon as they are in the DOM.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'chromium', testIgnore: FLEET_SPECS, use: chromium },
    // The fleet specs add hundreds of vehicles, which would change the counts and the first pages
    // of the lists the other specs read: they run beside them on a server of their own, one after the
    // other (the thousand-vehicle import would hold that server while the other spec waits on it).
    {
      name: 'chromium-fleet',
      testMatch: FLEET_SPECS,
      workers: 1,
      use: { ...chromium, baseURL: E2E_FLEET_BASE_URL },
    },
  ],
  webServer: [server(E2E_PORT, E2E_BASE_URL), server(E2E_FLEET_PORT, E2E_FLEET_BASE_URL)],
});
