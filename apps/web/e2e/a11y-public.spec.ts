import { expectNoViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';
import { waitForStillPage } from './fixtures/browser-render';
import { visibleText } from './fixtures/catalog';

/*
 * axe-core on the public frame and static pages (header, footer, banner and dialog included):
 * zero violations, at desktop and phone widths, in Italian and (right to left) in Arabic.
 */

const PAGES = ['/', '/servizi-flotta', '/privacy-policy', '/cookie-policy', '/pagina-che-non-esiste'];
// A phone gets its own header, menu, banner and page layouts; the text pages, the dialogs and the
// form's errors are the same markup at both widths, so they are scanned once, at desktop width.
const PHONE_PAGES = ['/', '/servizi-flotta'];

async function chooseNecessaryOnly(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'necessary_only');
    window.localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
  });
}

/** Waits for the page's own content (and the footer's office data) before scanning. */
async function waitForContent(page: Page, openingHours = 'Orari di apertura:') {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(openingHours)).toBeVisible();
  // Transitions end.
  await waitForStillPage(page);
}

for (const width of [1280, 390]) {
  const desktop = width === 1280;
  test.describe(`[A11Y][PUBLIC] ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One visit after the other in one browser context: the pages share their scripts, which a new
    // context would fetch and compile again for each.
    test('the pages have no violations', async ({ page }) => {
      await chooseNecessaryOnly(page);
      for (const path of desktop ? PAGES : PHONE_PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await waitForContent(page);
          await expectNoViolations(page);
        });
      }
    });

    test('with the cookie banner open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
      await waitForContent(page);
      await expectNoViolations(page);
    });

    if (!desktop) return;

    test('with the cookie settings dialog open', async ({ page }) => {
      await page.goto('/servizi-flotta');
      await page.getByRole('button', { name: 'Personalizza' }).click();
      await expect(page.getByRole('dialog', { name: 'Impostazioni cookie' })).toBeVisible();
      await waitForStillPage(page);
      await expectNoViolations(page);
    });

    test('with the contact form showing its errors', async ({ page }) => {
      await chooseNecessaryOnly(page);
      await page.goto('/#contatti');
      await waitForContent(page);
      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe('[A11Y][PUBLIC] menus', () => {
  test('the mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseNecessaryOnly(page);
    await page.goto('/');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await waitForStillPage(page);
    await expectNoViolations(page);
  });

  test('the language menu', async ({ page }) => {
    await chooseNecessaryOnly(page);
    await page.goto('/');
    await waitForContent(page);
    await page.locator('header button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await waitForStillPage(page);
    await expectNoViolations(page);
  });
});

test('[A11Y][PUBLIC] Arabic, right to left: the pages have no violations', async ({ page }) => {
  await chooseNecessaryOnly(page);
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  for (const path of ['/', '/servizi-flotta', '/cookie-policy']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await waitForContent(page, await visibleText('ar', 'Orari di apertura:'));
      await expectNoViolations(page);
    });
  }
});
