#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, throttled CPU) on the public
// pages of the production build, in Debian's Chromium. Starts the built server on a temporary
// data directory with the demo data, runs each page once (in Italian and in one other language)
// and prints a table of the four category scores and the main timings, then every audit of a
// category that did not pass in full.
// Build first (`pnpm build`), then:
//   pnpm --filter @nbt/web run lighthouse
//   LIGHTHOUSE_PORT=3231 LIGHTHOUSE_JSON=report.json LIGHTHOUSE_LANGUAGE=de pnpm --filter @nbt/web run lighthouse
// Not part of `npm test`: a run takes about a minute per page.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3231);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const score = (category) =>
  category?.score === null || category?.score === undefined ? '-' : String(Math.round(category.score * 100));
const ms = (audit) =>
  audit?.numericValue === null || audit?.numericValue === undefined ? '-' : `${Math.round(audit.numericValue)} ms`;

function printTable(rows) {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
  const lines = [header, ...rows.map((row) => [row.page, ...row.scores, row.lcp, row.tbt, row.cls])];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    `| ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const line of lines.slice(1)) console.log(format(line));
}

const { base, stop } = await startDemoServer({
  port,
  adminPassword: randomBytes(18).toString('base64url'),
  name: 'lighthouse',
});
let chrome;
try {
  const vehicles = await (await fetch(`${base}/api/vehicles`)).json();
  const vehicle = vehicles.find((v) => v.status === 'disponibile' && v.images?.length > 0) ?? vehicles[0];
  // Italian at the root and one other language at its own addresses (LIGHTHOUSE_LANGUAGE, default en).
  const language = process.env.LIGHTHOUSE_LANGUAGE ?? 'en';
  const italian = ['/', '/veicoli', `/veicoli/${vehicle.id}`, '/servizi-flotta'];
  const pages = [...italian, ...italian.map((path) => `/${language}${path === '/' ? '/' : path}`)];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });

  const rows = [];
  const failures = [];
  const reports = {};
  for (const path of pages) {
    // The default config is the mobile preset (emulated phone screen, simulated throttling).
    // Chromium's trace recording sometimes fails (NO_NAVSTART): such a run is tried again once.
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
      if (attempt === 2) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const audits = lhr.audits;
    rows.push({
      page: path,
      scores: CATEGORIES.map((id) => score(lhr.categories[id])),
      lcp: ms(audits['largest-contentful-paint']),
      tbt: ms(audits['total-blocking-time']),
      cls: audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
    });
    reports[path] = {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score])),
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
    };
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        failures.push(
          `${path} [${id}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
  }

  printTable(rows);
  if (failures.length > 0) {
    console.log('\nAudits below 90:');
    for (const line of failures) console.log(`  ${line}`);
  }
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(reports, null, 2));
} finally {
  await chrome?.kill();
  stop();
}
