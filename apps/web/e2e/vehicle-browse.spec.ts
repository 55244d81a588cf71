import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { createVehicle, signInThroughApi, uniqueModel } from './fixtures/admin-session';
import { E2E_BASE_URL } from './fixtures/env';
import { visitWithConsentMade } from './fixtures/public-site';

/* /veicoli at fleet size: filters and pages in the address, a vehicle opened and the list found again. */

const cards = (page: Page) => page.getByTestId('vehicle-card');

test.describe('[VEHICLES] browsing a large fleet', () => {
  // A model word no other vehicle has: fourteen with five seats or more, one two-seater.
  const word = uniqueModel('Sfoglia').split(' ')[1]!;

  test("[VEHICLES]: a filtered page, a vehicle, and back through 'Torna alla flotta' to the same page of the same list", async ({
    page,
  }) => {
    const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    await signInThroughApi(admin);
    await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        createVehicle(admin, { brand: 'Lancia', model: `${word} ${index}`, seats: index === 0 ? 2 : 5 + (index % 3) }),
      ),
    );
    await admin.dispose();
    await visitWithConsentMade(page);
    await page.goto(`/veicoli?cerca=${word}&posti=5`);
    await expect(page.getByTestId('vehicle-count')).toHaveText('14 veicoli');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByLabel('Posti')).toHaveValue('5');

    // The pages are links a crawler follows, the filters kept in each.
    const pages = page.getByRole('navigation', { name: 'Pagine dei veicoli' });
    await expect(pages.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute('rel', 'next');
    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/veicoli\\?cerca=${word}&posti=5&pagina=2$`));
    await expect(cards(page)).toHaveCount(2);
    await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: '1', exact: true })).not.toHaveAttribute('aria-current', 'page');

    const last = cards(page).last();
    const name = await last.getByRole('heading').textContent();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await last.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();

    // 'Torna alla flotta' returns to the same filters, page and place, as the browser's back does.
    await page.getByRole('link', { name: 'Torna alla flotta' }).click();
    await expect(page).toHaveURL(new RegExp(`/veicoli\\?cerca=${word}&posti=5&pagina=2$`));
    await expect(cards(page).last().getByRole('heading')).toHaveText(name!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  });

  test('[VEHICLES]: the footer’s brand opens the list of that brand, in the visitor’s language', async ({ page }) => {
    await visitWithConsentMade(page);
    await page.goto('/en/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'BMW', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/veicoli\?cerca=BMW$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('BMW');
    const headings = await cards(page).getByRole('heading').allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).toMatch(/^BMW /);
  });
});
