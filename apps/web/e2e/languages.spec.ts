import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, toast } from './fixtures/admin-session';
import { visibleText } from './fixtures/catalog';
import { scrollToContactForm } from './fixtures/public-site';

/*
 * The languages in a browser: the visitor picks one, lands on the page's address in it, reloads, and
 * reads the home page, the vehicle list, a vehicle page and the contact form's errors in it; the back
 * office stays Italian. Expected texts come from the language's own
 * catalog, so the test follows the translations instead of copying them, and fails when a text is
 * still the Italian one.
 */

// `weekdays`: the main office's '08:00-18:00' as the footer writes it in the language (Intl).
// `wholeVisit`: the switcher, a reload, a vehicle page and the back office, once for a
// left-to-right and once for a right-to-left language (the code paths are the same for the others).
const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', weekdays: /^08:00–18:00$/, wholeVisit: true },
  { code: 'fr', name: 'Français', dir: 'ltr', weekdays: /^08:00\s–\s18:00$/, wholeVisit: false },
  { code: 'de', name: 'Deutsch', dir: 'ltr', weekdays: /^08:00–18:00\sUhr$/, wholeVisit: false },
  { code: 'es', name: 'Español', dir: 'ltr', weekdays: /^8:00–18:00$/, wholeVisit: false },
  { code: 'zh', name: '中文', dir: 'ltr', weekdays: /^08:00–18:00$/, wholeVisit: false },
  { code: 'ar', name: 'العربية', dir: 'rtl', weekdays: /^8:00\sص\s–\s6:00\sم$/, wholeVisit: true },
] as const;

type Language = (typeof LANGUAGES)[number];

type Code = Language['code'];

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

async function expectDocumentIn(page: Page, code: Code | 'it', dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** The home page's footer hours and the contact form's own validation messages, in the language. */
async function expectHomeIn(page: Page, language: Language) {
  const t = (italian: string) => translate(language.code, italian);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await t('Eccellenza in <0>Movimento</0>'));
  // The footer's opening hours, written the language's way; a closed day in its words.
  const hours = page
    .getByRole('contentinfo')
    .getByRole('region', { name: await t('Contatti') })
    .locator('dd');
  await expect(hours.nth(0)).toHaveText(language.weekdays);
  await expect(hours.nth(2)).toHaveText(await t('Chiuso'));
  await scrollToContactForm(page);
  await page.getByRole('button', { name: await t('Invia richiesta') }).click();
  await expect(page.getByText(await t('Campo obbligatorio')).first()).toBeVisible();
}

/** The vehicle list's category tabs, in the language. */
async function expectListIn(page: Page, language: Language) {
  const tab = `^${escape(await translate(language.code, 'TIR - Trattori'))} \\(\\d+\\)$`;
  await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
}

async function vehicleWithPhotos(page: Page): Promise<ApiVehicle> {
  const vehicles = (await (await page.request.get('/api/vehicles')).json()) as ApiVehicle[];
  const withPhotos = vehicles.find((vehicle) => vehicle.image2);
  expect(withPhotos, 'the demo fleet has a vehicle with several photos').toBeDefined();
  return withPhotos as ApiVehicle;
}

for (const language of LANGUAGES.filter((candidate) => candidate.wholeVisit)) {
  test(`[LANGUAGES][${language.code}]: the whole visit reads in ${language.name}`, async ({ page }) => {
    const t = (italian: string) => translate(language.code, italian);
    const prefix = `/${language.code}`;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eccellenza in Movimento');
    const trigger = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    await trigger.click();
    // The menu's own button keeps the switcher's outlined look once the menu has taken it over.
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveCSS('border-top-style', 'solid');
    await page.getByRole('menuitem', { name: language.name }).click();
    // The same page at its address in the language, rendered by the server in it.
    await expect(page).toHaveURL(`${prefix}/`);
    await expectDocumentIn(page, language.code, language.dir);

    await page.reload();
    await expectDocumentIn(page, language.code, language.dir);
    await expectHomeIn(page, language);

    // An Italian address: the visitor's choice (the lang cookie) takes them to the page in it.
    await page.goto('/veicoli');
    await expect(page).toHaveURL(`${prefix}/veicoli`);
    await expectDocumentIn(page, language.code, language.dir);
    await expectListIn(page, language);

    // A vehicle page with more than one photo.
    const withPhotos = await vehicleWithPhotos(page);
    await page.goto(`${prefix}/veicoli/${withPhotos.id}`);
    await expect(page.getByRole('heading', { name: await t('Caratteristiche tecniche') })).toBeVisible();
    await expect(page.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);
    // The gallery's keys in each direction: Gallery.test.tsx.

    // The back office is Italian, whatever the visitor chose.
    await page.goto('/admin/login');
    await expectDocumentIn(page, 'it', 'ltr');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Username obbligatorio')).toBeVisible();
  });
}

// The other languages run the same code as served pages in their own words: the served HTML in each
// language (lang, dir, no Italian left): apps/api/test/pages.integration.test.ts and
// pages-markup.integration.test.ts; every message translated: the catalogs' check. What only a
// browser sees is whether their longer words still fit.
test('[LANGUAGES]: each figure of the home page’s “Chi siamo” fits its column in every language', async ({ page }) => {
  for (const language of LANGUAGES) {
    await page.goto(`/${language.code}/`);
    await expectDocumentIn(page, language.code, language.dir);
    const overflowing = await page
      .locator('#chi-siamo dd')
      .evaluateAll((figures) =>
        figures.filter((figure) => figure.scrollWidth > figure.clientWidth + 1).map((figure) => figure.textContent),
      );
    expect(overflowing, language.code).toEqual([]);
  }
});

test('[LANGUAGES][de]: a German visit from a German address: list, vehicle, request, all in German', async ({
  page,
}) => {
  const t = (italian: string) => translate('de', italian);
  // A first visit, straight to a German address (a shared link, a search result): no cookie.
  await page.goto('/de/veicoli');
  await expectDocumentIn(page, 'de', 'ltr');
  await expect(page).toHaveTitle(`${await t('La Nostra Flotta')} | NBT`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');

  // A vehicle card's link keeps the language.
  const card = page.locator('main a[href*="/veicoli/"]').first();
  await expect(card).toHaveAttribute('href', /^\/de\/veicoli\/\d+$/);
  await card.click();
  await expect(page).toHaveURL(/\/de\/veicoli\/\d+$/);
  await expect(page.getByRole('heading', { name: await t('Caratteristiche tecniche') })).toBeVisible();
  await expect(page.getByRole('link', { name: await t('Torna alla flotta') })).toHaveAttribute('href', '/de/veicoli');

  // The header's links too, the home page's sections included.
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: await t('Chi Siamo') })).toHaveAttribute('href', '/de/#chi-siamo');
  await expect(nav.getByRole('link', { name: await t('Servizi Flotta') })).toHaveAttribute(
    'href',
    '/de/servizi-flotta',
  );
  await page.goto('/de/#contatti');
  await expectDocumentIn(page, 'de', 'ltr');
  const form = page.getByRole('form', { name: await t('Modulo di contatto') });
  await form.getByRole('textbox', { name: await t('Nome'), exact: true }).fill('Jonas');
  await form.getByRole('textbox', { name: await t('Cognome') }).fill('Becker');
  const email = `jonas.${Date.now().toString(36)}@example.com`;
  await form.getByRole('textbox', { name: await t('Email') }).fill(email);
  await form
    .getByRole('combobox', { name: await t('Servizio') })
    .selectOption({ label: await t('Noleggio Auto di Lusso') });
  await form.getByRole('textbox', { name: await t('Messaggio') }).fill('Ich möchte einen Wagen für drei Tage mieten.');
  await form.getByRole('button', { name: await t('Invia richiesta') }).click();
  await expect(toast(page, await t('Richiesta inviata!'))).toBeVisible();

  // The request is stored with the page's language.
  await signInThroughApi(page.request);
  const stored = (await (await page.request.get('/api/admin/contact-requests')).json()) as {
    email: string;
    language?: string;
  }[];
  expect(stored.find((request) => request.email === email)?.language).toBe('de');
});

test('[LANGUAGES][it]: an Italian visit downloads no other language', async ({ page }) => {
  // Every script body the page received; read once all have arrived (bodies come in asynchronously).
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  let scripts: string[] = [];
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    scripts = await Promise.all(bodies);
  };
  // Texts of each catalog part: a vehicle's characteristics', every page's, the contact form's, the back office's.
  const samples = ['Caratteristiche tecniche', 'Orari di apertura:', 'Campo obbligatorio', 'Username obbligatorio'];
  const downloaded = (text: string) => scripts.some((body) => inScript(body, text));

  await page.goto('/');
  await scrollToContactForm(page);
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
  await page.goto('/veicoli');
  await expect(page.getByRole('tab').first()).toBeVisible();
  // A vehicle's link under the pointer preloads its page and its messages: their bodies are read
  // before the next address replaces the page.
  await page.waitForLoadState('networkidle');
  const [vehicle] = (await (await page.request.get('/api/vehicles')).json()) as ApiVehicle[];
  await page.goto(`/veicoli/${vehicle?.id}`);
  // The server's markup shows the heading; its messages come with the characteristics' code, once
  // the visitor scrolls near them.
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const characteristics = page.waitForResponse(/\/assets\/vehicle-facts-[\w-]+\.js$/);
  await page.getByRole('heading', { name: 'Caratteristiche tecniche' }).scrollIntoViewIfNeeded();
  await characteristics;
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Username obbligatorio')).toBeVisible();

  await settle();
  for (const sample of samples) expect(downloaded(sample), `the Italian ${sample}`).toBe(true);
  for (const { code } of LANGUAGES) {
    for (const sample of samples) {
      const text = await visibleText(code, sample);
      expect(downloaded(text), `the ${code} text of ${JSON.stringify(sample)} was downloaded`).toBe(false);
    }
  }

  // The same check sees another language once the visitor picks it.
  await page.goto('/');
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expectDocumentIn(page, 'zh', 'ltr');
  const required = await visibleText('zh', 'Campo obbligatorio');
  await scrollToContactForm(page);
  await page.getByRole('button', { name: await visibleText('zh', 'Invia richiesta') }).click();
  await expect(page.getByText(required).first()).toBeVisible();
  await settle();
  expect(downloaded(required)).toBe(true);
});

/** Whether a script holds a text (the build writes catalogs as JSON, letters unescaped). */
function inScript(body: string, text: string): boolean {
  return body.includes(JSON.stringify(text).slice(1, -1));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
