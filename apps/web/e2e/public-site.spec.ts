import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';
import { COMPANY_EMAIL, expectScrolledTo, visitWithConsentMade, waitForHome } from './fixtures/public-site';

/*
 * The public site's frame and static pages: header, language switch, footer (with its admin
 * trigger), policy pages and the not-found page. The home page's sections and the contact form:
 * public-home.spec.ts.
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
    await page.waitForTimeout(200);
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
      await page.waitForTimeout(400); // slide-in
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
      await page.waitForTimeout(400);
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
  test('shows the demo main office, its hours and the links', async ({ page }) => {
    await page.goto('/cookie-policy');
    const contacts = footer(page).getByRole('region', { name: 'Contatti' });
    await expect(contacts.getByText('Sede principale')).toBeVisible();
    await expect(contacts.getByText("Via dell'Esempio 1")).toBeVisible();
    await expect(contacts.getByText('20057 Assago')).toBeVisible();
    await expect(contacts.getByRole('link', { name: '+39 02 0000 0000' })).toHaveAttribute('href', 'tel:+390200000000');
    await expect(contacts.getByRole('link', { name: COMPANY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPANY_EMAIL}`,
    );
    await expect(contacts.getByText('Orari di apertura:')).toBeVisible();
    const hours = contacts.locator('dl');
    await expect(hours).toContainText('Lun-Ven08:00-18:00');
    await expect(hours).toContainText('Sabato08:00-13:00');
    await expect(hours).toContainText('DomenicaChiuso');

    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = footer(page).getByRole('link', { name: `${name} (si apre in una nuova scheda)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const services = footer(page).getByRole('group', { name: 'Servizi' });
    for (const name of ['Auto di Lusso', 'Trasporti Pesanti', 'Movimento Terra', 'Autoriparazioni', 'Autolavaggio']) {
      await expect(services.getByRole('link', { name })).toBeVisible();
    }
    const fleet = footer(page).getByRole('group', { name: 'Flotta' });
    for (const name of ['BMW', 'Mercedes', 'Audi', 'Mezzi Pesanti', 'Escavatori']) {
      await expect(fleet.getByRole('link', { name })).toBeVisible();
    }
    const year = new Date().getFullYear();
    await expect(footer(page).getByText(`© ${year} NBT Mobility S.r.l.`)).toBeVisible();
    await expect(footer(page)).toContainText('P.IVA IT00000000000');
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    const agency = footer(page).getByRole('link', { name: /^Created by/ });
    await expect(agency).toHaveAttribute('target', '_blank');
  });

  test('the small dot goes to /admin, showing the back office coming while its code loads', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    // A slow network: the back office's code arrives a second and a half after the click.
    await page.route('**/assets/route-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await footer(page).getByRole('link', { name: 'Area riservata' }).click();
    await expect(page.getByRole('status', { name: 'Area riservata' })).toBeVisible();
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
    await page.goto('/privacy-policy');
    const letter = footer(page).getByText('m', { exact: true });
    await letter.click({ clickCount: 6 });
    await page.waitForTimeout(3500);
    await letter.click();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

async function expectPolicy(page: Page, path: string, title: string, sections: number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | NBT`);
  await expect(page.getByText('Ultimo aggiornamento: 27 gennaio 2025')).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', '2025-01-27');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveCount(sections);
  const toc: Locator = page.getByRole('navigation', { name: 'In questa pagina' }).getByRole('link');
  await expect(toc).toHaveCount(sections);
}

test.describe('[PUBLIC][POLICIES]', () => {
  test('privacy policy: eleven sections, links inside the text', async ({ page }) => {
    await expectPolicy(page, '/privacy-policy', 'Privacy Policy', 11);
    const external = page.getByRole('article').getByRole('link', { name: /www\.garanteprivacy\.it/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('article').getByRole('link', { name: 'Cookie Policy' }).first().click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test('cookie policy: eight sections and the table of what is stored', async ({ page }) => {
    await expectPolicy(page, '/cookie-policy', 'Cookie Policy', 8);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'cookie-consent' })).toBeVisible();
  });
});

test.describe('[PUBLIC][NOT-FOUND]', () => {
  test('an unknown path shows the 404 page with header and footer', async ({ page }) => {
    const response = await page.goto('/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 - Pagina Non Trovata' })).toBeVisible();
    await expect(page.getByText('La pagina che stai cercando non esiste o è stata spostata.')).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(page).toHaveTitle('Pagina non trovata | NBT');
    await page.getByRole('main').getByRole('link', { name: 'Torna alla Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHome(page);
  });
});
