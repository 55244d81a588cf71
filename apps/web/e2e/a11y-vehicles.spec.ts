import { expectNoViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';

interface ApiVehicle {
  id: number;
  status: string;
  hide_price: boolean;
  listing_type: string;
}

/** The cookie choice is made, so the scan covers the page itself rather than the banner above it. */
async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'necessary_only');
    window.localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
  });
}

async function fleet(page: Page): Promise<ApiVehicle[]> {
  return (await (await page.request.get('/api/vehicles')).json()) as ApiVehicle[];
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

for (const width of [1280, 390]) {
  test.describe(`[A11Y][VEHICLES] ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One browser context for the list, three vehicle pages, the comparison and the favourites: the
    // pages share their scripts, which a new context would fetch and compile again for each.
    test('[A11Y][VEHICLES]: the list, vehicle pages, the comparison, its bar and the favourites have no axe violations', async ({
      page,
    }) => {
      const vehicles = await fleet(page);

      await test.step('/veicoli, then the cars with a filter set', async () => {
        await page.goto('/veicoli');
        await expect(page.getByTestId('vehicle-card').first()).toBeVisible({ timeout: 15_000 });
        await expectNoViolations(page);
        await page.getByRole('tab', { name: /^Auto/ }).click();
        await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
        // Phones fold the filters behind a toggle: scan them open, with one set.
        const toggle = page.getByRole('button', { name: /^Filtri e ordinamento/ });
        if (await toggle.isVisible()) await toggle.click();
        await page.getByLabel('Carburante').selectOption('benzina');
        await expect(page.getByRole('button', { name: 'Azzera filtri' })).toBeVisible();
        await expectNoViolations(page);
      });

      const picks = [
        vehicles.find((v) => v.listing_type === 'both' && !v.hide_price),
        vehicles.find((v) => v.hide_price),
        vehicles.find((v) => v.status === 'venduto'),
      ].filter((v): v is ApiVehicle => Boolean(v));
      for (const vehicle of picks) {
        await test.step(`/veicoli/${vehicle.id}`, async () => {
          await page.goto(`/veicoli/${vehicle.id}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByTestId('gallery-image')).toBeVisible();
          await expectNoViolations(page);
        });
      }

      await test.step('the comparison, its bar and the favourites', async () => {
        const ids = vehicles
          .filter((vehicle) => vehicle.listing_type !== 'rental')
          .slice(0, 3)
          .map((vehicle) => vehicle.id);
        await page.goto(`/confronta?ids=${ids.join(',')}`);
        await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
        await expectNoViolations(page);
        await page.goto('/veicoli');
        await page
          .getByRole('button', { name: /^Confronta / })
          .first()
          .click();
        await expect(page.getByTestId('compare-bar')).toBeVisible();
        await expectNoViolations(page);
        // Without a consent to preference cookies the favourites page explains why it lists none.
        await page.goto('/preferiti');
        await expect(page.getByTestId('favourites-consent')).toBeVisible();
        await expectNoViolations(page);
      });
    });
  });
}

test('[A11Y][VEHICLES]: the Arabic vehicle page has no axe violations', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  const vehicle = (await fleet(page))[0]!;
  await page.goto(`/veicoli/${vehicle.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});

test('[A11Y][VEHICLES]: not-found vehicle page has no axe violations', async ({ page }) => {
  await page.goto('/veicoli/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Veicolo non trovato' })).toBeVisible();
  await expectNoViolations(page);
});
