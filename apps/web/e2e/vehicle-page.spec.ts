import { expect, test, type Page } from '@playwright/test';
import { renderInBrowser, waitForApp } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';
import { type ApiVehicle, dismissCookieBanner, fleet, rewriteProcedure } from './fixtures/vehicles';

/* A vehicle's page, and the head the server writes for it. The vehicle list: vehicles.spec.ts. */

const WHATSAPP_NUMBER = '390200000000';
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

  test('[VEHICLES]: gallery buttons, thumbnails, counter and arrow keys wrap around', async ({ page }) => {
    const vehicle = await vehicleWithPhotos(page);
    const total = imageCount(vehicle);
    await page.goto(`/veicoli/${vehicle.id}`);
    await expect(counter(page)).toHaveText(`1 / ${total}`);

    await page.getByRole('button', { name: 'Foto successiva' }).click();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await expect(counter(page)).toHaveText(`${total} / ${total}`);

    await page.getByRole('button', { name: `Mostra la foto 1 di ${total}` }).click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expect(page.getByRole('button', { name: `Mostra la foto 1 di ${total}` })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await expect(page.getByTestId('gallery-image')).toHaveAttribute(
      'alt',
      `${vehicle.brand} ${vehicle.model}, foto ${total} di ${total}`,
    );
  });

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

  test('[VEHICLES]: in Arabic the left arrow key moves forward', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    const vehicle = await vehicleWithPhotos(page);
    const total = imageCount(vehicle);
    await page.goto(`/veicoli/${vehicle.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    // The "next" button sits on the left and points left.
    const next = page.getByRole('button', { name: await visibleText('ar', 'Foto successiva') });
    const previous = page.getByRole('button', { name: await visibleText('ar', 'Foto precedente') });
    const nextBox = (await next.boundingBox())!;
    const previousBox = (await previous.boundingBox())!;
    expect(nextBox.x).toBeLessThan(previousBox.x);
    await expect(next.locator('svg')).toHaveClass(/chevron-left/);
  });

  test('[VEHICLES]: the performance block shows only with displacement or power', async ({ page }) => {
    await renderInBrowser(page);
    const vehicle = (await fleet(page)).find((v) => v.horsepower !== null || v.engine_displacement !== null)!;
    await page.goto(`/veicoli/${vehicle.id}`);
    await expect(page.getByRole('heading', { name: 'Prestazioni' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Caratteristiche tecniche' })).toBeVisible();
    // The headings are the server's markup: the app asks for the vehicle once it starts, and that
    // answer must not reach the rewrite below (the reload would cut it off).
    await waitForApp(page);

    await rewriteProcedure(page, 'vehicles.byId', (data) => ({
      ...(data as ApiVehicle),
      engine_displacement: null,
      horsepower: null,
    }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Caratteristiche tecniche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prestazioni' })).toHaveCount(0);
  });

  test('[VEHICLES]: share links point to each site with the page URL', async ({ page, baseURL }) => {
    const vehicle = await vehicleWithPhotos(page, 1);
    await page.goto(`/veicoli/${vehicle.id}`);
    const url = `${baseURL}/veicoli/${vehicle.id}`;
    const u = encodeURIComponent(url);
    const title = `${vehicle.brand} ${vehicle.model} (${vehicle.year}) | NBT`;
    await expect(page.getByRole('link', { name: 'Condividi su WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
    await expect(page.getByRole('link', { name: 'Condividi su Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    );
    await expect(page.getByRole('link', { name: 'Condividi su Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    );
    await expect(page.getByRole('link', { name: 'Condividi su LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    );
    // Desktop Chromium has no Web Share API: no native share button.
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(page.getByRole('button', { name: 'Condividi…' })).toHaveCount(hasShare ? 1 : 0);
  });

  test('[VEHICLES]: copy link says Copiato! for 2 seconds', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const vehicle = await vehicleWithPhotos(page, 1);
    await page.goto(`/veicoli/${vehicle.id}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Copia link' }).click();
    await expect(page.getByRole('button', { name: 'Copiato!' })).toBeVisible();
    await expect(page.getByText('Link copiato!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/veicoli/${vehicle.id}`);
    await expect(page.getByRole('button', { name: 'Copia link' })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole('button', { name: 'Copiato!' })).toHaveCount(0);
  });

  test('[VEHICLES]: a refused copy shows the error toast', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    const vehicle = await vehicleWithPhotos(page, 1);
    await page.goto(`/veicoli/${vehicle.id}`);
    await page.getByRole('button', { name: 'Copia link' }).click();
    await expect(page.getByText('Impossibile copiare il link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiato!' })).toHaveCount(0);
  });

  test('[VEHICLES]: WhatsApp names the vehicle and the contact link preselects it', async ({ page, baseURL }) => {
    const vehicle = await vehicleWithPhotos(page, 1);
    await page.goto(`/veicoli/${vehicle.id}`);
    const href = await page.getByRole('link', { name: 'Scrivici su WhatsApp' }).getAttribute('href');
    const whatsapp = new URL(href!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
    expect(whatsapp.searchParams.get('text')).toBe(
      `Buongiorno, sono interessato al veicolo ${vehicle.brand} ${vehicle.model} (${vehicle.year}) che ho visto sul vostro sito: ${baseURL}/veicoli/${vehicle.id}`,
    );

    await page.getByRole('link', { name: 'Richiedi informazioni' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?veicolo=${vehicle.id}#contatti$`));
  });

  test('[VEHICLES]: an unknown vehicle is not found, with a way back', async ({ page }) => {
    const response = await page.goto('/veicoli/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Veicolo non trovato' })).toBeVisible();
    await expect(page).toHaveTitle('Veicolo non trovato | NBT');
    await page.getByRole('link', { name: 'Torna alla flotta' }).last().click();
    await expect(page).toHaveURL(/\/veicoli$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Flotta' })).toBeVisible();
  });

  test('[VEHICLES]: a sold vehicle has a banner and similar available vehicles', async ({ page }) => {
    const vehicles = await fleet(page);
    const target = vehicles.find((v) => v.status === 'venduto') ?? vehicles.find((v) => v.vehicle_category === 'auto')!;
    await rewriteProcedure(page, 'vehicles.byId', (data) => ({
      ...(data as ApiVehicle),
      status: 'venduto',
      available: false,
    }));
    await page.goto(`/veicoli/${target.id}`);
    await expect(page.getByTestId('sold-banner')).toContainText('Venduto');
    const similar = page.getByRole('region', { name: 'Veicoli simili disponibili' });
    await expect(similar.getByTestId('vehicle-card').first()).toBeVisible();
    const count = await similar.getByTestId('vehicle-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(similar.getByText('Disponibile', { exact: true })).toHaveCount(count);
  });

  test('[VEHICLES]: the title follows the vehicle and is restored on leaving', async ({ page }) => {
    // A car for rent, found by its name: other specs add newer vehicles, which page it off the first page.
    const vehicle = (await fleet(page)).find(
      (v) => imageCount(v) >= 1 && v.status !== 'venduto' && v.listing_type !== 'sale' && v.vehicle_category === 'auto',
    )!;
    await page.goto(`/veicoli?cerca=${encodeURIComponent(`${vehicle.brand} ${vehicle.model}`)}`);
    await expect(page).toHaveTitle('La Nostra Flotta | NBT');
    await page.getByRole('link', { name: `${vehicle.brand} ${vehicle.model}`, exact: true }).click();
    await expect(page).toHaveTitle(`${vehicle.brand} ${vehicle.model} ${vehicle.year} | NBT`);
    await expect(page.locator('meta[property="og:type"]').last()).toHaveAttribute('content', 'product');
    await page.getByRole('link', { name: 'Torna alla flotta' }).click();
    await expect(page).toHaveTitle('La Nostra Flotta | NBT');
  });
});

test.describe('[VEHICLES] server-rendered head', () => {
  test('[VEHICLES]: the raw HTML carries the vehicle’s meta tags and JSON-LD', async ({ page, baseURL }) => {
    const vehicles = await fleet(page);
    const priced = vehicles.find((v) => !v.hide_price && v.sale_price_euros && v.image1)!;
    const response = await page.request.get(`/veicoli/${priced.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = `${priced.brand} ${priced.model} ${priced.year} | NBT`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/veicoli/${priced.id}"`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${priced.image1}"`);
    expect(html).toContain(`<meta property="product:brand" content="${priced.brand}"`);
    expect(html).toContain(`<meta property="product:price:amount" content="${priced.sale_price_euros}"`);
    expect(html).toContain('<meta property="product:price:currency" content="EUR"');
    expect(html).toContain('<script type="application/ld+json" data-server-head>');

    // The head stays the same once the app has taken the page over, and the vehicle's structured
    // data goes with the page when the visitor moves on.
    await page.goto(`/veicoli/${priced.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page.locator('meta[property="product:brand"]')).toHaveAttribute('content', priced.brand);
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      'content',
      String(priced.sale_price_euros),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${priced.image1}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Torna alla flotta' }).click();
    await expect(page).toHaveTitle('La Nostra Flotta | NBT');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[property="product:brand"]')).toHaveCount(0);

    const hidden = vehicles.find((v) => v.hide_price)!;
    const hiddenHtml = await (await page.request.get(`/veicoli/${hidden.id}`)).text();
    expect(hiddenHtml).toContain('<meta property="og:type" content="product"');
    expect(hiddenHtml).not.toContain('product:price:amount');
  });

  test('[VEHICLES]: sitemap and robots.txt', async ({ page, baseURL }) => {
    const vehicles = await fleet(page);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const path of ['/', '/servizi-flotta', '/veicoli', '/privacy-policy', '/cookie-policy']) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    for (const vehicle of vehicles) expect(sitemap).toContain(`<loc>${baseURL}/veicoli/${vehicle.id}</loc>`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
