import { expect, test } from '@playwright/test';
import { nextFrames, waitForApp } from './fixtures/browser-render';

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
  const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { id: number; listing_type: string }[];
  const vehicle = vehicles.find((each) => each.listing_type === 'rental')!;

  // The sections' code held back until the deferred messages are in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(VehicleDetails|SaveButtons)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const messages = page.waitForResponse(/\/assets\/deferred-[\w-]+\.js$/);
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
  // Taken over: 'Confronta' answers a tap, on the server's own button.
  await compareButton.click();
  await expect(compareButton).toHaveAttribute('aria-pressed', 'true');
  expect(await compare!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await description!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
