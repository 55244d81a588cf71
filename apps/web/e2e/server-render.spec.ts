import { VEHICLE_PAGE_SIZE } from '@nbt/validation/rules';
import { expect, test, type Page } from '@playwright/test';
import { holdBack, waitForApp } from './fixtures/browser-render';

/**
 * The public pages arrive rendered by the server, so they are fast everywhere: a phone paints the hero,
 * the list and a vehicle's first photo before any script runs, and the browser takes the page over
 * without asking the API again. A page in the visitor's language: apps/api/test/pages-serving.integration.test.ts;
 * the inline scripts the policy names: pages-markup.integration.test.ts.
 */

interface ApiVehicle {
  id: number;
  listing_type: 'rental' | 'sale' | 'both';
  image2: string | null;
}

/** boot.js starts the app this long after it runs, whether the page has painted or not. */
const BOOT_TIMEOUT_MS = 3000;

async function fleet(page: Page): Promise<ApiVehicle[]> {
  const response = await page.request.get('/api/vehicles');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiVehicle[];
}

/** The tRPC procedures the page asks for: '/api/trpc/offices.list,vehicles.list' → both names. */
function recordProcedures(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/trpc/')) asked.push(...decodeURIComponent(path.slice('/api/trpc/'.length)).split(','));
  });
  return asked;
}

test.describe('[SSR] without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the home page, the vehicle list and a vehicle page are painted by the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Eccellenza in Movimento' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Orari di apertura:');

    const vehicles = await fleet(page);
    await page.goto('/veicoli');
    await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Flotta' })).toBeVisible();
    const rentals = vehicles.filter((vehicle) => vehicle.listing_type !== 'sale');
    // The first page of the rental tab (the server pages the list).
    await expect(page.getByTestId('vehicle-card')).toHaveCount(Math.min(rentals.length, VEHICLE_PAGE_SIZE));

    const withPhotos = vehicles.find((vehicle) => vehicle.image2);
    await page.goto(`/veicoli/${withPhotos!.id}`);
    const photo = page.getByTestId('gallery-image');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });
});

test("[SSR]: the app's scripts are asked for only after the page has painted", async ({ page }) => {
  const vehicle = (await fleet(page))[0]!;
  for (const path of ['/', '/veicoli', `/veicoli/${vehicle.id}`, '/servizi-flotta']) {
    await page.goto(path);
    await waitForApp(page);
    const { paint, firstScript, why } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
      why: document.documentElement.dataset.boot,
    }));
    expect(firstScript, `${path}: the app's scripts were loaded`).toBeLessThan(Infinity);
    expect(paint, `${path}: first contentful paint`).toBeDefined();
    // boot.js also starts the app 3 s after it runs whatever happened (a photo that never loads): on
    // a machine too busy to paint by then, no module may be asked for before those 3 s instead.
    expect(['paint', 'timeout'], `${path}: started by ${why}`).toContain(why);
    const earliest = why === 'paint' ? paint! : BOOT_TIMEOUT_MS;
    expect(firstScript, `${path}: a module was asked for before the ${why}`).toBeGreaterThan(earliest);
  }
});

test('[SSR]: the browser takes the page over without asking the API again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const asked = recordProcedures(page);
  const vehicle = (await fleet(page)).find((candidate) => candidate.image2)!;

  await page.goto(`/veicoli/${vehicle.id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Foto successiva' }).click();
  await expect(page.getByTestId('gallery-counter')).toHaveText(/^2 \/ \d+$/);
  expect(asked.filter((name) => name.startsWith('vehicles.') || name === 'offices.list')).toEqual([]);
  expect(errors).toEqual([]);
});

test('[SSR]: a page whose messages arrive late keeps its title once the browser takes it over', async ({ page }) => {
  // The list's own catalog held back until the page's scripts have run: the title the browser writes
  // must still be in words.
  const release = await holdBack(page, /\/assets\/vehicle-list-[\w-]+\.js$/);
  await page.goto('/veicoli', { waitUntil: 'domcontentloaded' });
  release();
  await waitForApp(page);
  await expect(page).toHaveTitle('La Nostra Flotta | NBT');
});

test('[SSR][CSP]: every public page hydrates without an error or a breach of its Content-Security-Policy, the map included', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // Nothing outside this machine is reachable here: the map frame is answered locally.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Mappa</title>' }),
  );
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const vehicles = await fleet(page);
  const vehicle = vehicles[0]!;
  const compared = vehicles
    .slice(0, 3)
    .map((each) => each.id)
    .join(',');
  for (const path of [
    '/',
    '/veicoli',
    // The machines' filters, a section with the list's own catalog.
    '/veicoli?tab=movimento-terra',
    // 'Altri filtri', a section, and the cards' heart and 'Confronta', sections too.
    '/veicoli?tab=auto',
    `/veicoli/${vehicle.id}`,
    '/servizi-flotta',
    // Its offers end in the home page's service links, whose messages it carries too.
    '/fr/servizi-flotta',
    '/privacy-policy',
    '/cookie-policy',
    // The pages with the buyer's catalog.
    `/confronta?ids=${compared}`,
    `/de/confronta?ids=${compared}`,
    '/preferiti',
  ]) {
    await page.goto(path);
    await waitForApp(page);
    expect(errors, path).toEqual([]);
    expect(await violations(), path).toEqual([]);
  }
  // The map's frame, once asked for.
  await page.goto('/#chi-siamo');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Carica la mappa' }).click();
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeAttached();
  expect(await violations()).toEqual([]);
  // An unknown page answers 404 (the browser logs that status), rendered like the others.
  await page.goto('/pagina-che-non-esiste');
  await waitForApp(page);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  // The back office is the shell, under the same policy.
  await page.goto('/admin/login');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  expect(await violations()).toEqual([]);
});

test('[SSR]: moving on from a served page is a client-side navigation', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Veicoli', exact: true }).click();
  await expect(page).toHaveURL(/\/veicoli$/);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect(documents).toHaveLength(1);
});
