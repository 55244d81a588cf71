import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_FLEET_BASE_URL, E2E_FLEET_PORT, E2E_HOST, E2E_PORT } from './e2e/fixtures/env';

const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium (`apt-get install chromium`; another one with CHROMIUM_PATH): `npx playwright install`
 * cannot download browsers here. Started through a script that joins our --disable-features list with
 * Playwright's own, since Chromium keeps only the last such switch.
 */
const chromiumLauncher = fileURLToPath(new URL('./e2e/fixtures/chromium.sh', import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each context opens a window whose address bar preloads its suggestions popup, a page of the
  // browser's own in a renderer of its own: CPU on every test for a popup no test opens.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumLauncher, args: chromiumArgs },
};

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
    // The fleet specs add hundreds of vehicles, which would change the counts and the first pages
    // of the lists the other specs read: they run beside them on a server of their own, one after the
    // other (the thousand-vehicle import would hold that server while the other spec waits on it).
    // Listed first, so they start with the run instead of ending it on one worker while the other idles.
    {
      name: 'chromium-fleet',
      testMatch: FLEET_SPECS,
      workers: 1,
      use: { ...chromium, baseURL: E2E_FLEET_BASE_URL },
    },
    { name: 'chromium', testIgnore: FLEET_SPECS, use: chromium },
  ],
  // The production build, served by the API exactly as `npm start` does, on fresh data folders: the
  // shared server and the fleet specs' own, started side by side by one command.
  webServer: {
    command: 'node e2e/fixtures/start-server.mjs',
    wait: { stdout: /\[e2e\] ready/ },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      E2E_PORTS: `${E2E_PORT},${E2E_FLEET_PORT}`,
      HOST: E2E_HOST,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
