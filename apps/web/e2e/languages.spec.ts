import { expect, test, type Page } from '@playwright/test';
import { visibleText } from './fixtures/catalog';

/*
 * Every language of the switcher, end to end: the visitor picks it, reloads, and reads the home
 * page, the vehicle list, a vehicle page, the contact form's errors and the admin login in it.
 * Expected texts come from the language's own catalog, so the test follows the translations
 * instead of copying them, and fails when a text is still the Italian one.
 */

const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

type Code = (typeof LANGUAGES)[number]['code'];

/** The visible text of a message in `code`, which must differ from the Italian. */
async function translate(code: Code, italian: string): Promise<string> {
  const text = await visibleText(code, italian);
  expect(text, `the ${code} text of ${JSON.stringify(italian)} is still Italian`).not.toBe(
    italian.replace(/<\/?\d+\/?>/g, ''),
  );
  return text;
}

interface ApiVehicle {
  id: number;
  image2: string | null;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'necessary_only');
    window.localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
  });
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
});

async function expectDocumentIn(page: Page, code: Code, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

for (const language of LANGUAGES) {
  test(`[LANGUAGES][${language.code}]: the whole visit reads in ${language.name}`, async ({ page }) => {
    const t = (italian: string) => translate(language.code, italian);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eccellenza in Movimento');
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: language.name }).click();
    await expectDocumentIn(page, language.code, language.dir);

    await page.reload();
    await expectDocumentIn(page, language.code, language.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await t('Eccellenza in <0>Movimento</0>'));

    // The contact form's own validation messages.
    await page.getByRole('button', { name: await t('Invia richiesta') }).click();
    await expect(page.getByText(await t('Campo obbligatorio')).first()).toBeVisible();

    // The vehicle list: the tabs.
    await page.goto('/veicoli');
    await expectDocumentIn(page, language.code, language.dir);
    await expect(
      page.getByRole('tab', { name: new RegExp(`^${escape(await t('TIR - Trattori'))} \\(\\d+\\)$`) }),
    ).toBeVisible();

    // A vehicle page with more than one photo.
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as ApiVehicle[];
    const withPhotos = vehicles.find((vehicle) => vehicle.image2);
    expect(withPhotos, 'the demo fleet has a vehicle with several photos').toBeDefined();
    await page.goto(`/veicoli/${withPhotos?.id}`);
    await expect(page.getByRole('heading', { name: await t('Caratteristiche tecniche') })).toBeVisible();
    await expect(page.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);

    // The arrow key that points towards the end moves forward: right in LTR, left in RTL.
    await page.locator('body').press(language.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByTestId('gallery-counter')).toHaveText(/^2 \/ \d+$/);
    await page.locator('body').press(language.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);

    // The admin login, in the same language.
    await page.goto('/admin/login');
    await expectDocumentIn(page, language.code, language.dir);
    await page.getByRole('button', { name: await t('Accedi'), exact: true }).click();
    await expect(page.getByText(await t('Username obbligatorio'))).toBeVisible();
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
