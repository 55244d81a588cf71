import { VEHICLE_PAGE_SIZE } from '@nbt/validation/rules';
import { expect, test, type Page } from '@playwright/test';
import { renderInBrowser } from './fixtures/browser-render';
import { type ApiVehicle, callsProcedure, dismissCookieBanner, fleet, rewriteProcedure } from './fixtures/vehicles';

/* The vehicle list: its tabs, filters, cards and states. The vehicle page: vehicle-page.spec.ts. */

/** Which vehicles each tab lists, the same rule as isInTab in src/lib/vehicles.ts. */
const inTab = {
  noleggio: (v: ApiVehicle) => v.listing_type === 'rental' || v.listing_type === 'both',
  auto: (v: ApiVehicle) => v.vehicle_category === 'auto' && v.listing_type === 'sale',
  tir: (v: ApiVehicle) => v.vehicle_category === 'camion',
};

const euros = (value: number, decimals: 0 | 2) =>
  `€ ${new Intl.NumberFormat('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' }).format(value)}`;

const cards = (page: Page) => page.getByTestId('vehicle-card');

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
      // One page of the tab: the server pages the list.
      const rentals = vehicles.filter(inTab.noleggio).length;
      await expect(cards(page)).toHaveCount(Math.min(rentals, VEHICLE_PAGE_SIZE));
      await expect(page.getByTestId('vehicle-count')).toHaveText(`${rentals} veicoli`);
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
    await page.route(callsProcedure('vehicles.browse'), async (route) => {
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
    await page.route(callsProcedure('vehicles.browse'), (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/veicoli');
    await expect(page.getByText('Errore nel caricamento dei veicoli')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  test('[VEHICLES]: a tab without vehicles shows its empty message', async ({ page }) => {
    await renderInBrowser(page);
    // The server's page of the tab, as if the fleet had no trucks.
    await rewriteProcedure(page, 'vehicles.browse', (data) => ({
      ...(data as { tabs: object }),
      vehicles: [],
      total: 0,
      pages: 1,
      tabs: { ...(data as { tabs: object }).tabs, tir: 0 },
    }));
    await page.goto('/veicoli?tab=tir');
    await expect(page.getByRole('tab', { name: 'TIR - Trattori (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nessun TIR o trattore disponibile')).toBeVisible();
  });

  test('[VEHICLES]: no vehicles at all', async ({ page }) => {
    await renderInBrowser(page);
    await rewriteProcedure(page, 'vehicles.browse', (data) => ({
      ...(data as object),
      vehicles: [],
      total: 0,
      pages: 1,
      tabs: { noleggio: 0, auto: 0, tir: 0 },
      options: { brands: [], fuels: [], transmissions: [], seats: [] },
    }));
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

    // Only the first card's photo, likely the largest paint, loads at once; the others when near.
    await page.goto('/veicoli');
    await expect(cards(page).first().getByRole('img').first()).toHaveAttribute('loading', 'eager');
    await expect(cards(page).nth(1).getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    // Other specs add vehicles, newer than the demo ones: the search finds the card on the first page.
    await page.goto(`/veicoli?cerca=${encodeURIComponent(both.model)}`);
    const card = cards(page).filter({
      has: page.getByRole('link', { name: `${both.brand} ${both.model}`, exact: true }),
    });
    await expect(card.getByText('Noleggio e Vendita')).toBeVisible();
    await expect(card.getByText('Disponibile', { exact: true })).toBeVisible();
    await expect(card.getByTestId('price-daily')).toHaveText(`${euros(both.price_per_day! / 100, 2)}/giorno`);
    await expect(card.getByTestId('price-sale')).toHaveText(`${euros(both.sale_price_euros!, 0)} vendita`);
    const cover = card.getByRole('img', { name: `${both.brand} ${both.model}`, exact: true });
    await expect(cover).toHaveAttribute('width', '640');
    await expect(cover).toHaveAttribute('height', '480');

    if (negotiating) {
      await page.goto(`/veicoli?tab=auto&cerca=${encodeURIComponent(negotiating.model)}`);
      const negotiatingCard = cards(page).filter({ hasText: `${negotiating.brand} ${negotiating.model}` });
      await expect(negotiatingCard.getByText('In Trattativa')).toBeVisible();
    }
    await page.goto(`/veicoli?tab=auto&cerca=${encodeURIComponent(hidden.model)}`);
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
