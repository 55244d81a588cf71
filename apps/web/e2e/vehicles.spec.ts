import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './fixtures/vehicles';

/*
 * The vehicle list in a browser: the card's stretched link. Its tabs, counts, filters and order kept in
 * the URL, its states, badges and prices: routes/_public/veicoli/-veicoli.test.tsx; the counts and pages
 * the API gives: apps/api/test/vehicle-list.integration.test.ts; a filtered page kept across a visit:
 * vehicle-browse.spec.ts. The vehicle page: vehicle-page.spec.ts.
 */

const cards = (page: Page) => page.getByTestId('vehicle-card');

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('[VEHICLES] list', () => {
  test('[VEHICLES]: the whole card opens the vehicle, not only its title', async ({ page }) => {
    await page.goto('/veicoli?tab=tir');
    await expect(page.getByRole('tab', { name: /^TIR - Trattori/ })).toHaveAttribute('aria-selected', 'true');
    // A link stretched over the card: a click away from the title opens the vehicle too.
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    const href = (await first.getByRole('link', { name, exact: true }).getAttribute('href'))!;
    await first.click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
