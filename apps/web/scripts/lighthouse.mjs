#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, throttled CPU) on the public
// pages of the production build, in Debian's Chromium. Starts the built server on a temporary
// data directory with the demo data, runs each page (in Italian and in one other language) and
// prints a table of the four category scores and the main timings, then every audit of a category
// that did not pass in full.
// Build first (`pnpm build`), then:
//   pnpm --filter @nbt/web run lighthouse
//   LIGHTHOUSE_PORT=3231 LIGHTHOUSE_JSON=report.json LIGHTHOUSE_LANGUAGE=de pnpm --filter @nbt/web run lighthouse
// To compare with an earlier build on the same machine at the same time, give the path of another
// checkout, built, and the runs per page (each figure is then the median of the runs, the two builds
// measured in turns so that the machine's load weighs on both alike):
//   LIGHTHOUSE_BASELINE=/path/to/old/checkout LIGHTHOUSE_RUNS=3 LIGHTHOUSE_LANGUAGE=ar node scripts/lighthouse.mjs
// The table starts with Lighthouse's benchmark index of the machine: figures of two machines compare
// only beside it (LIGHTHOUSE_CPU_SLOWDOWN sets the CPU slowdown, 4 by default).
// Not part of `npm test`: a run takes about half a minute per page.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3231);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const baselineRoot = process.env.LIGHTHOUSE_BASELINE;
/**
 * The mobile preset's CPU slowdown (4) is the same on every machine; on a machine several times faster
 * than a phone's CPU, a larger one (LIGHTHOUSE_CPU_SLOWDOWN=12) shows what a slow machine would.
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TIMINGS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length === 0 ? undefined : known[Math.floor((known.length - 1) / 2)];
};
const score = (value) => (value === undefined ? '-' : String(Math.round(value * 100)));
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const kb = (value) => (value === undefined ? '-' : `${Math.round(value / 1024)} KB`);

function printTable(rows) {
  const header = ['page', 'build', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const text = (i) => i < 2;
  const format = (line) =>
    `| ${line.map((cell, i) => (text(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w, i) => (text(i) ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const line of lines.slice(1)) console.log(format(line));
}

/** One Lighthouse run of `url`; Chromium's trace recording sometimes fails (NO_NAVSTART): tried again once. */
async function measure(chrome, url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
}

const adminPassword = randomBytes(18).toString('base64url');
const builds = [
  { name: baselineRoot ? 'this' : '', ...(await startDemoServer({ port, adminPassword, name: 'lighthouse' })) },
];
let chrome;
try {
  if (baselineRoot) {
    const baseline = await startDemoServer({
      port: port + 1,
      adminPassword,
      name: 'lighthouse-baseline',
      root: baselineRoot,
    });
    builds.unshift({ name: 'baseline', ...baseline });
  }
  const vehicles = await (await fetch(`${builds.at(-1).base}/api/vehicles`)).json();
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
  /** Lighthouse's own measure of the machine's speed in each run: its mobile preset slows the CPU by
   * the same factor on every machine, so figures from two machines compare only beside this. */
  const benchmarks = [];
  for (const path of pages) {
    /** Each build's runs of the page, taken in turns. */
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, build] of builds.entries()) results[index].push(await measure(chrome, `${build.base}${path}`));
    }
    for (const [index, build] of builds.entries()) {
      const lhrs = results[index];
      for (const lhr of lhrs) benchmarks.push(lhr.environment?.benchmarkIndex);
      const of = (pick) => median(lhrs.map(pick));
      const figures = {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((lhr) => lhr.categories[id]?.score ?? undefined)])),
        timings: Object.fromEntries(TIMINGS.map((id) => [id, of((lhr) => lhr.audits[id]?.numericValue)])),
        cls: of((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue),
        bytes: of((lhr) => lhr.audits['total-byte-weight']?.numericValue),
        runs: lhrs.length,
      };
      rows.push([
        path,
        build.name,
        ...CATEGORIES.map((id) => score(figures.scores[id])),
        ...TIMINGS.map((id) => ms(figures.timings[id])),
        figures.cls?.toFixed(3) ?? '-',
        kb(figures.bytes),
      ]);
      reports[build.name ? `${build.name} ${path}` : path] = figures;
      // The audits that did not pass, from this build's last run.
      if (build.name === 'baseline') continue;
      const last = lhrs.at(-1);
      for (const id of CATEGORIES) {
        for (const ref of last.categories[id]?.auditRefs ?? []) {
          const audit = last.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          failures.push(
            `${path} [${id}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
    }
  }

  if (runs > 1) console.log(`Median of ${runs} runs per page and build.`);
  console.log(`The machine's benchmark index (Lighthouse's, median of the runs): ${Math.round(median(benchmarks))}`);
  printTable(rows);
  if (failures.length > 0) {
    console.log('\nAudits below 90:');
    for (const line of failures) console.log(`  ${line}`);
  }
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(reports, null, 2));
} finally {
  await chrome?.kill();
  for (const build of builds) build.stop();
}
