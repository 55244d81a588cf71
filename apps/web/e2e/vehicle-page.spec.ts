import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';
import { type ApiVehicle, dismissCookieBanner, fleet } from './fixtures/vehicles';

/*
 * A vehicle's page where a browser is needed: the full-screen photos (a lazy chunk, focus, keys),
 * the gallery's layout right to left, and the head once the app has taken the served page over.
 * What the page shows (a vehicle not found included): routes/_public/veicoli/-vehicle.test.tsx and the
 * components' tests; the served HTML's head and status: apps/api/test/pages.integration.test.ts. The vehicle list: vehicles.spec.ts.
 */

function imageCount(vehicle: ApiVehicle): number {
  return [vehicle.image1, vehicle.image2, vehicle.image3].filter(Boolean).length;
}
const counter = (page: Page) => page.getByTestId('gallery-counter');

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('[VEHICLES] vehicle page', () => {
  async function vehicleWithPhotos(page: Page, min = 2) {
    return (await fleet(page)).find((v) => imageCount(v) >= min && v.status !== 'venduto')!;
  }

  test('[VEHICLES]: the photos open full screen, move with the keys and close with Escape', async ({ page }) => {
    const vehicle = await vehicleWithPhotos(page);
    const total = imageCount(vehicle);
    const lightboxScripts: string[] = [];
    page.on('request', (request) => {
      if (/GalleryLightbox-[\w-]+\.js$/.test(request.url())) lightboxScripts.push(request.url());
    });
    await page.goto(`/veicoli/${vehicle.id}`);
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    // The lightbox's code is not part of the page: it comes with the first open.
    expect(lightboxScripts).toEqual([]);

    const expand = page.getByRole('button', { name: 'Apri le foto a schermo intero' });
    await expand.click();
    const dialog = page.getByRole('dialog', { name: `Foto di ${vehicle.brand} ${vehicle.model} a schermo intero` });
    await expect(dialog).toBeVisible();
    expect(lightboxScripts).toHaveLength(1);
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ingrandisci' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The page's gallery shows the photo the visitor stopped at.
    await expect(counter(page)).toHaveText(`2 / ${total}`);

    // A click on the photo itself opens it too.
    await page.getByTestId('gallery-image').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  });

  test('[VEHICLES]: in Arabic the gallery runs right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    const vehicle = await vehicleWithPhotos(page);
    const total = imageCount(vehicle);
    await page.goto(`/veicoli/${vehicle.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    // The "next" button sits on the left and points left: the page's direction reaches the gallery,
    // whose keys follow the same direction (Gallery.test.tsx).
    const next = page.getByRole('button', { name: await visibleText('ar', 'Foto successiva') });
    const previous = page.getByRole('button', { name: await visibleText('ar', 'Foto precedente') });
    const nextBox = (await next.boundingBox())!;
    const previousBox = (await previous.boundingBox())!;
    expect(nextBox.x).toBeLessThan(previousBox.x);
    await expect(next.locator('svg')).toHaveClass(/chevron-left/);
  });

  test('[VEHICLES]: the served head stays once the app runs, and its structured data goes on leaving', async ({
    page,
    baseURL,
  }) => {
    // A vehicle with a photo and a shown sale price: the server writes its product tags and JSON-LD.
    const vehicle = (await fleet(page)).find((v) => !v.hide_price && v.sale_price_euros && v.image1)!;
    const title = `${vehicle.brand} ${vehicle.model} ${vehicle.year} | NBT`;
    await page.goto(`/veicoli/${vehicle.id}`);
    await waitForApp(page);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="product:brand"]')).toHaveAttribute('content', vehicle.brand);
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      'content',
      String(vehicle.sale_price_euros),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${vehicle.image1}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Torna alla flotta' }).click();
    await expect(page).toHaveTitle('La Nostra Flotta | NBT');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[property="product:brand"]')).toHaveCount(0);

    // Back to the vehicle inside the app: the title and the tags follow it again.
    await page.goBack();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="og:type"]').last()).toHaveAttribute('content', 'product');
  });
});
