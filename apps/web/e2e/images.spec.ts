import { expect, test, type Page } from '@playwright/test';
import { nextFrames } from './fixtures/browser-render';

/**
 * Responsive photos: what a phone downloads for the vehicle cards, which file the browser picks,
 * that nothing shifts while photos load, and the fallbacks (original, then placeholder).
 */

/** The most a card's photo may weigh on a 390 px phone. */
const CARD_BUDGET_BYTES = 60 * 1024;

/** Every /uploads/ response of the page: address → bytes on the wire (body and headers). */
function recordUploads(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/uploads/')) return;
    void request.sizes().then((size) => {
      sizes.set(url.pathname, (sizes.get(url.pathname) ?? 0) + size.responseBodySize + size.responseHeadersSize);
    });
  });
  return sizes;
}

/** Scrolls to the end, a screen at a time, so every lazy photo loads; then waits for all of them. */
async function loadAllPhotos(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height / 2;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="vehicle-card"] img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await page.waitForLoadState('networkidle');
}

/** Where the photos of the page are drawn (cards and gallery), and whether each has loaded. */
function photoBoxes(page: Page) {
  return page.locator('[data-testid="vehicle-card"] img, [data-testid="gallery-image"]').evaluateAll((images) =>
    images.map((img) => {
      const { x, y, width, height } = img.getBoundingClientRect();
      return { box: [x, y, width, height].map(Math.round), loaded: (img as HTMLImageElement).naturalWidth > 0 };
    }),
  );
}

for (const deviceScaleFactor of [1, 3]) {
  test.describe(`[IMAGES]: a 390 px phone at ${deviceScaleFactor}×`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor, isMobile: true, hasTouch: true });

    test(`[IMAGES]: each vehicle card downloads at most ${CARD_BUDGET_BYTES / 1024} KB of photo`, async ({
      page,
    }, testInfo) => {
      const sizes = recordUploads(page);
      await page.goto('/veicoli');
      const cards = page.getByTestId('vehicle-card');
      await expect(cards.first()).toBeVisible();
      await loadAllPhotos(page);

      const photos = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const img = card.querySelector('img')!;
          return {
            src: new URL(img.currentSrc).pathname,
            loading: img.getAttribute('loading'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            drawnWidth: img.getBoundingClientRect().width,
          };
        }),
      );
      const perCard = photos.map((photo) => sizes.get(photo.src) ?? 0);
      const largest = Math.max(...perCard);
      const average = perCard.reduce((sum, bytes) => sum + bytes, 0) / perCard.length;
      const picked = [...new Set(photos.map((photo) => photo.src.replace(/^.*-w\d+-/, '')))].sort();
      const figures =
        `${photos.length} cards at 390 px, ${deviceScaleFactor}×: largest card photo ${(largest / 1024).toFixed(1)} KB, ` +
        `average ${(average / 1024).toFixed(1)} KB, all photos ${([...sizes.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB; ` +
        `files picked: ${picked.join(', ')}`;
      console.log(figures);
      testInfo.annotations.push({ type: 'figures', description: figures });

      expect(photos.length).toBeGreaterThan(3);
      for (const [index, photo] of photos.entries()) {
        // The optimized variants, AVIF in Chromium; never the original JPEG.
        expect(photo.src).toMatch(/-w\d+-\d+\.avif$/);
        expect(photo.loading).toBe(index === 0 ? 'eager' : 'lazy');
        expect([photo.width, photo.height]).toEqual(['640', '480']);
      }
      expect(largest).toBeLessThanOrEqual(CARD_BUDGET_BYTES);
      // Nothing but the cards' own photos was downloaded.
      expect([...sizes.keys()].sort()).toEqual([...new Set(photos.map((photo) => photo.src))].sort());
    });
  });
}

test.describe('[IMAGES]: vehicle page', () => {
  test("[IMAGES]: preloads the gallery's first photo and shows it from its AVIF variants", async ({ page }) => {
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { id: number; image1: string }[];
    const vehicle = vehicles.find((v) => v.image1)!;
    await page.goto(`/veicoli/${vehicle.id}`);
    const image = page.getByTestId('gallery-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      new RegExp(`^${vehicle.image1.replace(/\.jpg$/, '')}-\\d+\\.avif$`),
    );
    expect(await image.getAttribute('loading')).toBeNull();
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toContain(
      `${vehicle.image1.replace(/\.jpg$/, '')}-400.avif 400w`,
    );
    expect(await preload.getAttribute('imagesizes')).toBeTruthy();
  });

  for (const path of ['/veicoli', 'vehicle']) {
    test(`[IMAGES]: ${path === 'vehicle' ? 'a vehicle page' : path} keeps each photo's box while it loads`, async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/uploads\//, async (route) => {
        await held;
        await route.continue();
      });
      const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { id: number }[];
      await page.goto(path === 'vehicle' ? `/veicoli/${vehicles[0]!.id}` : path, { waitUntil: 'domcontentloaded' });
      await expect(
        page.locator('[data-testid="vehicle-card"] img, [data-testid="gallery-image"]').first(),
      ).toBeVisible();
      const before = await photoBoxes(page);
      expect(before.length).toBeGreaterThan(0);
      expect(before.some((photo) => !photo.loaded)).toBe(true);
      release();
      await expect.poll(async () => (await photoBoxes(page))[0]?.loaded).toBe(true);
      const after = await photoBoxes(page);
      expect(after.map((photo) => photo.box)).toEqual(before.map((photo) => photo.box));
    });
  }

  test('[IMAGES]: a missing variant falls back to the original, a missing original to the placeholder', async ({
    page,
  }) => {
    await page.route(/\/uploads\/.+-\d+\.(avif|webp)$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/veicoli');
    const first = page.getByTestId('vehicle-card').first().locator('img');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/-w\d+\.jpg$/);

    await page.unroute(/\/uploads\/.+-\d+\.(avif|webp)$/);
    await page.route(/\/uploads\//, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const again = page.getByTestId('vehicle-card').first().locator('img');
    await expect(again).toHaveAttribute('data-placeholder', 'true');
    await expect(again).toHaveAttribute('src', '/vehicle-placeholder.svg');
  });
});
