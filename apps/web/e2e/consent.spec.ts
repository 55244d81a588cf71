import { expect, test, type Page } from '@playwright/test';

/*
 * Cookie consent: the banner, its timing, the settings and the only local storage keys the site writes.
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
  test('the banner appears one second after load, not before', async ({ page }) => {
    // A stopped clock makes the 1000 ms delay measurable on any machine: the page loads and renders
    // (React schedules work through a MessageChannel, not timers), but no timer fires until the test
    // moves the time by hand.
    // Today's date: the page's copyright year must match the one the server rendered.
    const start = new Date();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Eccellenza in Movimento' })).toBeVisible();
    // The server painted the page; the banner's timer starts once the browser has taken it over
    // (React finishes hydrating the routes from a timer, so the clock moves in small steps).
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 100 });
    }).toPass({ timeout: 10_000 });

    // The banner's timer started when the layout mounted: 900 ms later it must still be hidden...
    await page.clock.runFor(900);
    await expect(banner(page)).toBeHidden();
    // ...and shown once the second has passed. React renders between timer runs, so the slide-in's
    // own timers are queued only after the delay fired: keep moving the clock in small steps.
    await page.clock.runFor(150);
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(banner(page)).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 10_000 });
    const elapsed = await page.evaluate((paused) => Date.now() - paused, start.getTime() + 1000);
    expect(elapsed).toBeLessThan(2000);
    expect((await storage(page))[STATUS_KEY]).toBeUndefined();
  });

  test('"Accetta tutti" stores every category and hides the banner for good', async ({ page }) => {
    await openWithBanner(page);
    await page.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toBeHidden();
    await expectStoredChoice(page, 'accepted', { analytics: true, marketing: true, preferences: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
  });

  test('"Solo necessari" stores only the necessary category', async ({ page }) => {
    await openWithBanner(page);
    await page.getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner(page)).toBeHidden();
    await expectStoredChoice(page, 'necessary_only', { analytics: false, marketing: false, preferences: false });
  });

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

  test('"Annulla" closes the settings without saving anything', async ({ page }) => {
    await openWithBanner(page);
    await page.getByRole('button', { name: 'Personalizza' }).click();
    const dialog = settingsDialog(page);
    await dialog.getByRole('switch', { name: /^Analisi/ }).click();
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await expect(dialog).toBeHidden();
    const stored = await storage(page);
    expect(stored[STATUS_KEY]).toBeUndefined();
    expect(stored[PREFERENCES_KEY]).toBeUndefined();
    // No choice yet: the banner is still there.
    await expect(banner(page)).toBeVisible();
  });

  test('the banner links to the privacy policy', async ({ page }) => {
    await openWithBanner(page);
    await banner(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
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
