import { isInTab, VEHICLE_PAGE_SIZE } from '@nbt/validation/rules';
import { expect, test, type Page } from '@playwright/test';
import { type ApiVehicle, dismissCookieBanner, fleet } from './fixtures/vehicles';

/*
 * The vehicle list in a browser: its tabs and filters against the real fleet, kept in the URL across
 * reloads, and the card's stretched link. Its states, badges and prices: routes/_public/veicoli/-veicoli.test.tsx.
 * The vehicle page: vehicle-page.spec.ts.
 */

/** Which vehicles each tab counts: the list's own rule (a sold car is listed under 'Auto', not counted). */
const inTab = {
  noleggio: (v: ApiVehicle) => isInTab(v, 'noleggio'),
  auto: (v: ApiVehicle) => isInTab(v, 'auto') && v.status !== 'venduto',
  tir: (v: ApiVehicle) => isInTab(v, 'tir'),
  machines: (v: ApiVehicle) => isInTab(v, 'movimento-terra'),
};

const cards = (page: Page) => page.getByTestId('vehicle-card');

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('[VEHICLES] list', () => {
  test('[VEHICLES]: the four tabs count the demo fleet, rental first', async ({ page }) => {
    // Other specs may add vehicles meanwhile: compare against a fresh read until the two agree.
    await expect(async () => {
      const vehicles = await fleet(page);
      await page.goto('/veicoli');
      await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Flotta' })).toBeVisible();
      const expected = [
        `NBT Noleggio (${vehicles.filter(inTab.noleggio).length})`,
        `Auto (${vehicles.filter(inTab.auto).length})`,
        `TIR - Trattori (${vehicles.filter(inTab.tir).length})`,
        `Movimento Terra (${vehicles.filter(inTab.machines).length})`,
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

    // The whole card opens the vehicle, not only its title (a link stretched over the card).
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    const href = (await first.getByRole('link', { name, exact: true }).getAttribute('href'))!;
    await first.click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
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
});
