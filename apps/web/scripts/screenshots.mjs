#!/usr/bin/env node
// Screenshots for the README, taken from the running production build with demo data:
// the home page and a vehicle page on a phone (390 px) and a desktop (1280 px), and the back
// office's vehicle tab and vehicle form. Build first (`pnpm build`), then:
//   node apps/web/scripts/screenshots.mjs      → docs/screenshots/*.png
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = join(repoRoot, 'docs/screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 3230);
const base = `http://127.0.0.1:${port}`;
const admin = { username: 'admin', password: 'Screenshot-Pass-1' };

const dataDir = mkdtempSync(join(tmpdir(), 'nbt-shots-'));
const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: '1',
  },
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

try {
  await waitForServer();
  mkdirSync(outDir, { recursive: true });
  const vehicles = await (await fetch(`${base}/api/vehicles`)).json();
  const vehicle = vehicles.find((v) => v.listing_type === 'both') ?? vehicles[0];

  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'it-IT' });
    // Consent already given, so the banner does not cover the page.
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'necessary_only');
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(outDir, `home-${name}.png`) });
    await page.goto(`${base}/veicoli/${vehicle.id}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(outDir, `vehicle-${name}.png`) });
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'it-IT' });
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/login`, { data: admin });
  await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: join(outDir, 'admin-vehicles.png') });
  await page
    .getByRole('button', { name: /Modifica/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, 'admin-vehicle-form.png') });
  await context.close();
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
