import { expect, test } from '@playwright/test';
import { holdBack, nextFrames, waitForApp } from './fixtures/browser-render';
import { fleet } from './fixtures/vehicles';

/**
 * A vehicle page's characteristics and its heart and 'Confronta' row are sections the server writes
 * and the browser takes over once their code arrives. Messages loaded meanwhile (the cookie banner's)
 * re-render the page's texts: that must wait for the sections, not drop the server's markup of them
 * and draw it again, which moved the page under a phone visitor's eyes.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("[SSR][CLS]: messages that arrive before a section's code leave the server's markup in place, with no layout shift", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const vehicle = (await fleet(page)).find((each) => each.listing_type === 'rental')!;
  // The sections' code held back until the cookie banner's messages are in.
  const release = await holdBack(page, /\/assets\/(VehicleDetails|SaveButtons)-[\w-]+\.js$/);
  const messages = page.waitForResponse(/\/assets\/consent-[\w-]+\.js$/);
  await page.goto(`/veicoli/${vehicle.id}`);
  const description = await page.getByRole('heading', { name: 'Descrizione' }).elementHandle();
  const compareButton = page.getByRole('button', { name: /^Confronta / });
  const compare = await compareButton.elementHandle();
  await messages;
  await waitForApp(page);
  await nextFrames(page);
  expect(await description!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await compare!.evaluate((node) => node.isConnected)).toBe(true);

  release();
  // The row's code comes at the visitor's first use of the page: here, the mouse moving.
  await page.mouse.move(10, 10);
  // Taken over (React keeps its props on the nodes it owns): 'Confronta' answers a tap, on the server's own button.
  await expect
    .poll(() => compare!.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await compareButton.click();
  await expect(compareButton).toHaveAttribute('aria-pressed', 'true');
  expect(await compare!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await description!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('[SSR]: a visitor who scrolls while the page wakes up stays where they scrolled', async ({ page }) => {
  const [vehicle] = await fleet(page);
  // The page's own code held back until the visitor has scrolled.
  const release = await holdBack(page, /\/assets\/_vehicleId-[\w-]+\.js$/);
  await page.goto(`/veicoli/${vehicle!.id}`);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  release();
  await waitForApp(page);
  await nextFrames(page);
  // Not back at the top (the browser may keep the same text in view while a part above settles).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
