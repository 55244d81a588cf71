#!/usr/bin/env node
// The main thread's work while a public page wakes up on a phone, counted in the thread's own CPU
// time: unlike Lighthouse's wall-clock timings it barely moves when other work shares the machine,
// so two builds can be told apart on a busy one. Each task's CPU time is multiplied by 4 (the CPU
// slowdown of Lighthouse's mobile preset); "blocking" adds up what each such task takes over 50 ms,
// as the total blocking time does, over the first 6 s after the app has taken the page over.
// Build first (`pnpm build`), then:
//   pnpm --filter @nbt/web run main-thread
//   MAIN_THREAD_RUNS=5 MAIN_THREAD_LANGUAGE=ar node scripts/main-thread.mjs
// Not part of `npm test`: a figure, not a check.
import { randomBytes } from 'node:crypto';

import { chromium } from '@playwright/test';

import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.MAIN_THREAD_PORT ?? 3241);
const runs = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 3));
const language = process.env.MAIN_THREAD_LANGUAGE ?? 'ar';
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 6000;

/** The renderer's main thread of the page: the one that ran the most tasks. */
function mainThreadTasks(events) {
  const tasks = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tdur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!tasks.has(key)) tasks.set(key, []);
    tasks.get(key).push(event);
  }
  const busiest = [...tasks.values()].sort(
    (a, b) => b.reduce((sum, task) => sum + task.dur, 0) - a.reduce((sum, task) => sum + task.dur, 0),
  );
  return busiest[0] ?? [];
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForTimeout(SETTLE_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  // Microseconds of the thread's CPU, as milliseconds on the slower phone.
  const costs = mainThreadTasks(traceEvents).map((task) => (task.tdur * SLOWDOWN) / 1000);
  return {
    blocking: costs.reduce((sum, cost) => sum + Math.max(0, cost - LONG_TASK_MS), 0),
    total: costs.reduce((sum, cost) => sum + cost, 0),
    longest: Math.max(0, ...costs),
    long: costs.filter((cost) => cost > LONG_TASK_MS).length,
  };
}

const server = await startDemoServer({
  port,
  adminPassword: randomBytes(18).toString('base64url'),
  name: 'main-thread',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const vehicles = await (await fetch(`${server.base}/api/vehicles`)).json();
  const vehicle = vehicles.find((v) => v.status === 'disponibile' && v.images?.length > 0) ?? vehicles[0];
  const italian = ['/', '/veicoli', `/veicoli/${vehicle.id}`, '/servizi-flotta'];
  const pages = [...italian, ...italian.map((path) => `/${language}${path === '/' ? '/' : path}`)];
  console.log(`Median of ${runs} runs, thread CPU × ${SLOWDOWN}, a ${412}×${823} phone.`);
  console.log('| page | blocking | longest task | tasks over 50 ms | main thread in all |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const path of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, `${server.base}${path}`));
    results.sort((a, b) => a.blocking - b.blocking);
    const { blocking, longest, long, total } = results[Math.floor((results.length - 1) / 2)];
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(`| ${path} | ${ms(blocking)} | ${ms(longest)} | ${long} | ${ms(total)} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
