import { expect, test, type Page } from '@playwright/test';
import { holdBack, nextFrames, waitForApp, waitForStillPage } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';
import { expectScrolledTo, visitWithConsentMade, waitForHome } from './fixtures/public-site';

/*
 * The public site's frame in a browser: the header's links, scroll and drawer, the language switch and
 * the footer's way to the back office. What the footer, the policies and the not-found page say as
 * served: apps/api/test/pages-content.integration.test.ts and pages.integration.test.ts. The home page's
 * sections and the contact form: public-home.spec.ts.
 */

/** Every test here starts with the cookie choice made, so the banner stays away (consent.spec.ts tests it). */
test.beforeEach(async ({ page }) => {
  await visitWithConsentMade(page);
});

function header(page: Page) {
  return page.getByRole('banner');
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

test.describe('[PUBLIC][HEADER]', () => {
  test('links lead to the pages and the home sections', async ({ page }) => {
    await page.goto('/');
    await waitForHome(page);
    const nav = header(page).getByRole('navigation', { name: 'Navigazione principale' });

    await nav.getByRole('link', { name: 'Chi Siamo' }).click();
    await expectScrolledTo(page, 'chi-siamo');
    await nav.getByRole('link', { name: 'Contatti' }).click();
    await expectScrolledTo(page, 'contatti');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expectScrolledTo(page, 'home');

    await nav.getByRole('link', { name: 'Servizi Flotta' }).click();
    await expect(page).toHaveURL(/\/servizi-flotta$/);
    await expect(nav.getByRole('link', { name: 'Servizi Flotta' })).toHaveAttribute('data-status', 'active');

    await nav.getByRole('link', { name: 'Veicoli' }).click();
    await expect(page).toHaveURL(/\/veicoli$/);

    await header(page)
      .getByRole('link', { name: /^NBT.*\(pagina iniziale\)$/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHome(page);
  });

  test('a section link off the home page goes home and scrolls to the section', async ({ page }) => {
    await page.goto('/servizi-flotta');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await header(page)
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Chi Siamo' })
      .click();
    await expect(page).toHaveURL(/\/#chi-siamo$/);
    await waitForHome(page);
    await expectScrolledTo(page, 'chi-siamo');
  });

  test('turns compact with a text logo after 100 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForHome(page);
    // The header listens to the scroll once the app runs: a scroll before that moves nothing.
    await waitForApp(page);
    const bar = page.locator('header');
    await expect(bar).toHaveAttribute('data-compact', 'false');
    await expect(bar.getByText('Mobility · Milano')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 80));
    await nextFrames(page);
    await expect(bar).toHaveAttribute('data-compact', 'false');

    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(bar).toHaveAttribute('data-compact', 'true');
    await expect(bar.getByText('Mobility', { exact: true })).toBeVisible();
    await expect(bar.getByText('Mobility · Milano')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-compact', 'false');
  });

  test.describe('on a 390 px screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu is a drawer on the right', async ({ page }) => {
      await page.goto('/');
      await waitForHome(page);
      await expect(header(page).getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();

      await page.getByRole('button', { name: 'Apri il menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await waitForStillPage(page); // slide-in
      const box = await drawer.boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
      expect(box?.x ?? 0).toBeGreaterThan(0);

      await drawer.getByRole('link', { name: 'Contatti' }).click();
      await expect(drawer).toBeHidden();
      await expectScrolledTo(page, 'contatti');

      await page.getByRole('button', { name: 'Apri il menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Servizi Flotta' }).click();
      await expect(page).toHaveURL(/\/servizi-flotta$/);
    });

    test('in Arabic the drawer comes from the left (the end side)', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: await visibleText('ar', 'Apri il menu') }).click();
      const drawer = page.getByRole('dialog', { name: await visibleText('ar', 'Menu') });
      await expect(drawer).toBeVisible();
      await waitForStillPage(page);
      const box = await drawer.boundingBox();
      expect(Math.round(box?.x ?? -1)).toBe(0);
      expect(box?.width ?? 390).toBeLessThan(390);
    });
  });
});

test.describe('[PUBLIC][LANGUAGE]', () => {
  test('the switcher opens the page in the chosen language, stores the choice and survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHome(page);
    const switcher = header(page).getByRole('button', { name: /Cambia lingua/ });
    await expect(switcher).toHaveAccessibleName('IT - Lingua: Italiano. Cambia lingua');

    await switcher.click();
    const menu = page.getByRole('menu');
    for (const name of ['Italiano', 'English', 'Français', 'Deutsch', 'Español', '中文', 'العربية']) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('de');

    // The trigger's name is now in German: find it by its menu role instead.
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(header(page).getByText('AR', { exact: true })).toBeVisible();

    // Back to Italian: the root addresses again, and no redirect away from them.
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/veicoli');
    await expect(page).toHaveURL(/\/veicoli$/);
  });

  test('a choice kept in local storage only still opens the pages in that language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.goto('/servizi-flotta');
    await expect(page).toHaveURL(/\/es\/servizi-flotta$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('[PUBLIC][FOOTER]', () => {
  test('the small dot goes to /admin, showing the back office coming while its code loads', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    // A slow network: the back office's code arrives once its loading view has been seen.
    const release = await holdBack(page, /\/assets\/route-[\w-]+\.js$/);
    await footer(page).getByRole('link', { name: 'Area riservata' }).click();
    await expect(page.getByRole('status', { name: 'Area riservata' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/admin(\/login)?$/);
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  });

  test("seven clicks on the blurb's 'm' go to /admin", async ({ page }) => {
    await page.goto('/privacy-policy');
    const letter = footer(page).getByText('m', { exact: true });
    // Seven clicks in a row, as quick as a hand makes them (a busy browser spreads separate clicks
    // beyond the reset pause).
    await letter.click({ clickCount: 7 });
    await expect(page).toHaveURL(/\/admin(\/login)?$/);
  });

  test("clicks on the 'm' before the app has started count too", async ({ page }) => {
    // The app's first script is held back until the seven clicks are done.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/privacy-policy');
    const letter = footer(page).getByText('m', { exact: true });
    await letter.click({ clickCount: 7 });
    await expect(page.locator('html')).not.toHaveAttribute('data-admin-live');
    release();
    await expect(page).toHaveURL(/\/admin(\/login)?$/);
  });

  test('the count starts over three seconds after the last click', async ({ page }) => {
    // The page's own clock: the pause passes at once instead of being waited for.
    await page.clock.install();
    await page.goto('/privacy-policy');
    await waitForApp(page);
    const letter = footer(page).getByText('m', { exact: true });
    await letter.click({ clickCount: 6 });
    await page.clock.runFor(3500);
    await letter.click();
    // Had the count gone on, this seventh click would have moved the page to /admin at once.
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});
