import { expect, test, type Page, type Route } from '@playwright/test';
import { renderInBrowser, waitForApp } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';

/** A vehicle as GET /api/vehicles answers it (only the fields these tests read). */
interface ApiVehicle {
  id: number;
  brand: string;
  model: string;
  year: number;
  status: string;
  available: boolean;
  listing_type: 'rental' | 'sale' | 'both';
  vehicle_category: 'auto' | 'camion';
  price_per_day: number | null;
  sale_price_euros: number | null;
  hide_price: boolean;
  engine_displacement: number | null;
  horsepower: number | null;
  image1: string | null;
  image2: string | null;
  image3: string | null;
}

const WHATSAPP_NUMBER = '390200000000';

/** Which vehicles each tab lists, the same rule as isInTab in packages/validation. */
const inTab = {
  noleggio: (v: ApiVehicle) => v.listing_type === 'rental' || v.listing_type === 'both',
  auto: (v: ApiVehicle) => v.vehicle_category === 'auto' && v.listing_type === 'sale',
  tir: (v: ApiVehicle) => v.vehicle_category === 'camion',
};

const euros = (value: number, decimals: 0 | 2) =>
  `€ ${new Intl.NumberFormat('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' }).format(value)}`;

async function fleet(page: Page): Promise<ApiVehicle[]> {
  const response = await page.request.get('/api/vehicles');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiVehicle[];
}

function imageCount(vehicle: ApiVehicle): number {
  return [vehicle.image1, vehicle.image2, vehicle.image3].filter(Boolean).length;
}

/** The procedures of a tRPC request: '/api/trpc/offices.list,vehicles.list' → ['offices.list', 'vehicles.list']. */
function procedures(url: string): string[] {
  const path = new URL(url).pathname;
  if (!path.startsWith('/api/trpc/')) return [];
  return decodeURIComponent(path.slice('/api/trpc/'.length)).split(',');
}

const callsProcedure = (name: string) => (url: URL) => procedures(url.toString()).includes(name);

/** Answers `name` in every (batched) tRPC call with `rewrite` applied to the real data. */
async function rewriteProcedure(page: Page, name: string, rewrite: (data: unknown) => unknown) {
  await page.route(callsProcedure(name), async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: { data: unknown } }[] | { result?: { data: unknown } };
    const index = procedures(route.request().url()).indexOf(name);
    const entry = Array.isArray(body) ? body[index] : body;
    if (entry?.result) entry.result.data = rewrite(entry.result.data);
    await route.fulfill({ response, json: body });
  });
}

/** The cookie choice is made, so the banner stays away and doesn't cover the page. */
async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'necessary_only');
    window.localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
  });
}

const cards = (page: Page) => page.getByTestId('vehicle-card');
const counter = (page: Page) => page.getByTestId('gallery-counter');

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('[VEHICLES] list', () => {
  test('[VEHICLES]: the three tabs count the demo fleet, rental first', async ({ page }) => {
    // Other specs may add vehicles meanwhile: compare against a fresh read until the two agree.
    await expect(async () => {
      const vehicles = await fleet(page);
      await page.goto('/veicoli');
      await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Flotta' })).toBeVisible();
      const expected = [
        `NBT Noleggio (${vehicles.filter(inTab.noleggio).length})`,
        `Auto (${vehicles.filter(inTab.auto).length})`,
        `TIR - Trattori (${vehicles.filter(inTab.tir).length})`,
      ];
      await expect(page.getByRole('tab')).toHaveText(expected);
      await expect(page.getByRole('tab', { name: expected[0] })).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(vehicles.filter(inTab.noleggio).length);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Torna alla Home', exact: true })).toHaveAttribute('href', '/');
  });

  test('[VEHICLES]: the tab is kept in the URL and survives a reload', async ({ page }) => {
    await page.goto('/veicoli');
    await page.getByRole('tab', { name: /^TIR - Trattori/ }).click();
    await expect(page).toHaveURL(/\/veicoli\?tab=tir$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: /^TIR - Trattori/ })).toHaveAttribute('aria-selected', 'true');
    const trucks = (await fleet(page)).filter(inTab.tir);
    await expect(cards(page)).toHaveCount(trucks.length);
  });

  test('[VEHICLES]: filters and order live in the URL, survive a reload, and reset', async ({ page }) => {
    await page.goto('/veicoli');
    await page.getByLabel('Marca').selectOption('BMW');
    await page.getByLabel('Ordina per').selectOption('prezzo-desc');
    await expect(page).toHaveURL(/marca=BMW/);
    await expect(page).toHaveURL(/ordine=prezzo-desc/);

    await page.reload();
    await expect(page.getByLabel('Marca')).toHaveValue('BMW');
    await expect(page.getByLabel('Ordina per')).toHaveValue('prezzo-desc');
    const bmwRentals = (await fleet(page))
      .filter((v) => v.brand === 'BMW' && inTab.noleggio(v))
      .sort((a, b) => (b.price_per_day ?? 0) - (a.price_per_day ?? 0));
    await expect(cards(page).getByRole('heading')).toHaveText(bmwRentals.map((v) => `${v.brand} ${v.model}`));
    await expect(page.getByRole('tab', { name: /^NBT Noleggio/ })).toHaveText(`NBT Noleggio (${bmwRentals.length})`);

    await page.getByRole('button', { name: 'Azzera filtri' }).click();
    await expect(page).toHaveURL(/\/veicoli$/);
    await expect(page.getByLabel('Marca')).toHaveValue('');
  });

  test('[VEHICLES]: six skeleton cards show while the list loads', async ({ page }) => {
    await renderInBrowser(page);
    await page.route(callsProcedure('vehicles.list'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/veicoli');
    await expect(page.getByTestId('vehicle-card-skeleton')).toHaveCount(6);
    await expect(cards(page).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('vehicle-card-skeleton')).toHaveCount(0);
  });

  test('[VEHICLES]: a failed load says so', async ({ page }) => {
    await renderInBrowser(page);
    await page.route(callsProcedure('vehicles.list'), (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/veicoli');
    await expect(page.getByText('Errore nel caricamento dei veicoli')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  test('[VEHICLES]: a tab without vehicles shows its empty message', async ({ page }) => {
    await renderInBrowser(page);
    await rewriteProcedure(page, 'vehicles.list', (data) =>
      (data as ApiVehicle[]).filter((vehicle) => vehicle.vehicle_category !== 'camion'),
    );
    await page.goto('/veicoli?tab=tir');
    await expect(page.getByRole('tab', { name: 'TIR - Trattori (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nessun TIR o trattore disponibile')).toBeVisible();
  });

  test('[VEHICLES]: no vehicles at all', async ({ page }) => {
    await renderInBrowser(page);
    await rewriteProcedure(page, 'vehicles.list', () => []);
    await page.goto('/veicoli');
    await expect(page.getByText('Nessun veicolo disponibile')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('[VEHICLES]: cards show status, listing badges and prices in Italian format', async ({ page }) => {
    const vehicles = await fleet(page);
    const both = vehicles.find(
      (v) =>
        v.listing_type === 'both' &&
        !v.hide_price &&
        v.price_per_day &&
        v.sale_price_euros &&
        v.status === 'disponibile',
    )!;
    const negotiating = vehicles.find((v) => v.status === 'in_trattativa' && inTab.auto(v));
    const hidden = vehicles.find((v) => v.hide_price && inTab.auto(v))!;

    await page.goto('/veicoli');
    const card = cards(page).filter({
      has: page.getByRole('link', { name: `${both.brand} ${both.model}`, exact: true }),
    });
    await expect(card.getByText('Noleggio e Vendita')).toBeVisible();
    await expect(card.getByText('Disponibile', { exact: true })).toBeVisible();
    await expect(card.getByTestId('price-daily')).toHaveText(`${euros(both.price_per_day! / 100, 2)}/giorno`);
    await expect(card.getByTestId('price-sale')).toHaveText(`${euros(both.sale_price_euros!, 0)} vendita`);
    const cover = card.getByRole('img', { name: `${both.brand} ${both.model}`, exact: true });
    // Only the first card's photo, likely the largest paint, loads at once; the others when near.
    const isFirst =
      (await cards(page).first().getByRole('img').getAttribute('src')) === (await cover.getAttribute('src'));
    await expect(cover).toHaveAttribute('loading', isFirst ? 'eager' : 'lazy');
    await expect(cards(page).nth(1).getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '640');
    await expect(cover).toHaveAttribute('height', '480');

    await page.getByRole('tab', { name: /^Auto/ }).click();
    if (negotiating) {
      const negotiatingCard = cards(page).filter({ hasText: `${negotiating.brand} ${negotiating.model}` });
      await expect(negotiatingCard.getByText('In Trattativa')).toBeVisible();
    }
    const hiddenCard = cards(page).filter({ hasText: `${hidden.brand} ${hidden.model}` });
    await expect(hiddenCard.getByTestId('price-hidden')).toHaveText(
      'Contattaci per avere maggiori informazioni sul prezzo',
    );
    await expect(hiddenCard.getByTestId('price-sale')).toHaveCount(0);

    // The whole card opens the vehicle.
    await hiddenCard.click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(new RegExp(`/veicoli/${hidden.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${hidden.brand} ${hidden.model}` })).toBeVisible();
  });

  test('[VEHICLES]: a photo that fails to load shows the placeholder', async ({ page }) => {
    await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/veicoli');
    const cover = cards(page).first().getByRole('img');
    await expect(cover).toHaveAttribute('src', '/vehicle-placeholder.svg');
  });
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
    const vehicle = await vehicleWithPhotos(page, 1);
    await page.goto('/veicoli');
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
