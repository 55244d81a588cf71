import { expect, test, type Page } from '@playwright/test';

/*
 * Cookie consent in a browser: the settings dialog from the banner and from the footer, and the only
 * local storage keys the site writes. The banner's delay, its choices and its link:
 * CookieBanner.test.tsx; what each choice stores, cancelling included: lib/consent.test.ts.
 * Each test starts from a fresh browser context, so nothing is stored at first.
 */

const STATUS_KEY = 'cookie-consent';
const PREFERENCES_KEY = 'cookie-preferences';
/** With 'language', the only keys the site may write. */
const ALLOWED_KEYS = [STATUS_KEY, PREFERENCES_KEY, 'language'];

function banner(page: Page) {
  return page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
}

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Impostazioni cookie' });
}

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

/** Checks the stored consent status and categories ('necessary' is always on). */
async function expectStoredChoice(
  page: Page,
  status: string,
  categories: { analytics: boolean; marketing: boolean; preferences: boolean },
) {
  const stored = await storage(page);
  expect(stored[STATUS_KEY]).toBe(status);
  expect(JSON.parse(stored[PREFERENCES_KEY] ?? 'null')).toEqual({ necessary: true, ...categories });
}

/** Opens the home page and waits for the banner's one-second delay. */
async function openWithBanner(page: Page, path = '/') {
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
}

test.describe('[PUBLIC][CONSENT]', () => {
  test('"Personalizza" saves a custom choice; necessary cannot be turned off', async ({ page }) => {
    await openWithBanner(page);
    await page.getByRole('button', { name: 'Personalizza' }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();

    const necessary = dialog.getByRole('switch', { name: /^Necessari/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of [/^Analisi/, /^Marketing/, /^Preferenze/]) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }

    await dialog.getByRole('switch', { name: /^Marketing/ }).check();
    await dialog.getByRole('switch', { name: /^Preferenze/ }).check();
    await expect(dialog.getByRole('switch', { name: /^Marketing/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Salva preferenze' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expectStoredChoice(page, 'custom', { analytics: false, marketing: true, preferences: true });
  });

  test('"Impostazioni cookie" in the footer reopens the dialog with the stored choice', async ({ page }) => {
    await openWithBanner(page, '/cookie-policy');
    await page.getByRole('button', { name: 'Accetta tutti' }).click();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni cookie' }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /^Analisi/ })).toBeChecked();

    await dialog.getByRole('switch', { name: /^Analisi/ }).click();
    await dialog.getByRole('button', { name: 'Salva preferenze' }).click();
    await expectStoredChoice(page, 'custom', { analytics: false, marketing: true, preferences: true });
  });

  test('the site writes no local storage key but its own three', async ({ page }) => {
    await openWithBanner(page);
    await page.getByRole('button', { name: 'Accetta tutti' }).click();
    await page
      .locator('header')
      .getByRole('button', { name: /Cambia lingua/ })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/servizi-flotta');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const keys = Object.keys(await storage(page)).sort();
    expect(keys).toEqual([...ALLOWED_KEYS].sort());
  });
});
