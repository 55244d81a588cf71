#!/usr/bin/env node
// Screenshots taken from the running production build with demo data. Build first (`pnpm build`).
//   node apps/web/scripts/screenshots.mjs
//     → docs/screenshots/*.png: the README's pictures, the home page and a vehicle page on a
//       phone (390 px) and a desktop (1280 px), and the back office's vehicle tab and form.
//   node apps/web/scripts/screenshots.mjs --languages [dir]
//     → dir (default /tmp/nbt-screenshots): the home page and a vehicle page, full length, in every
//       language at 390 and 1280 px, to look for overflow, clipped text and broken layouts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';

import { repoRoot, startDemoServer } from './demo-server.mjs';

// The site's languages (TypeScript), loaded by Vite's module runner.
const { module: site } = await runnerImport(join(repoRoot, 'packages/validation/src/site.ts'));
const LANGUAGES = site.LANGUAGE_CODES;
const VIEWPORTS = [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
];

const languagesMode = process.argv[2] === '--languages';
const outDir = languagesMode ? (process.argv[3] ?? '/tmp/nbt-screenshots') : join(repoRoot, 'docs/screenshots');
const admin = { username: 'admin', password: 'Screenshot-Pass-1' };

const { base, stop } = await startDemoServer({
  port: Number(process.env.SCREENSHOT_PORT ?? 3230),
  adminPassword: admin.password,
  name: 'shots',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** A browser context with consent already given (so the banner covers nothing), in `language`. */
async function visitorContext(width, height, language) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'it-IT' });
  await context.addInitScript((lang) => {
    localStorage.setItem('cookie-consent', 'necessary_only');
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
    if (lang !== 'it') localStorage.setItem('language', lang);
  }, language);
  if (language !== 'it') {
    await context.addCookies([{ name: 'lang', value: language, url: base }]);
  }
  return context;
}

try {
  mkdirSync(outDir, { recursive: true });
  const vehicles = await (await fetch(`${base}/api/vehicles`)).json();
  const vehicle = vehicles.find((v) => v.listing_type === 'both') ?? vehicles[0];

  for (const language of languagesMode ? LANGUAGES : ['it']) {
    for (const [name, width, height] of VIEWPORTS) {
      const context = await visitorContext(width, height, language);
      const page = await context.newPage();
      const suffix = languagesMode ? `${language}-${name}` : name;
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(outDir, `home-${suffix}.png`), fullPage: languagesMode });
      await page.goto(`${base}/veicoli/${vehicle.id}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(outDir, `vehicle-${suffix}.png`), fullPage: languagesMode });
      await context.close();
    }
  }

  if (!languagesMode) {
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
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  stop();
}
