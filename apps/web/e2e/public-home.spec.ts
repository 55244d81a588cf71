import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createVehicle, signInThroughApi, uniqueModel } from './fixtures/admin-session';
import { holdBack, waitForApp } from './fixtures/browser-render';
import {
  COMPANY_EMAIL,
  expectScrolledTo,
  scrollToContactForm,
  visitWithConsentMade,
  waitForHome,
} from './fixtures/public-site';

/*
 * The home page in a browser: scrolling to its sections, the map, the FAQ, the contact form's journey
 * and the fleet services page's buttons. What the pages say as served (titles, sections, links):
 * apps/api/test/pages.integration.test.ts and pages-content.integration.test.ts; the form's own
 * checks: ContactForm.test.tsx.
 */

const MAP_EMBED_PREFIX = 'https://www.openstreetmap.org/export/embed.html';

interface StoredContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  vehicleId: number | null;
}
/** Every test here starts with the cookie choice made, so the banner stays away (consent.spec.ts tests it). */
test.beforeEach(async ({ page }) => {
  await visitWithConsentMade(page);
});

function toast(page: Page) {
  return page.getByRole('alert').filter({ has: page.locator('.mantine-Notification-title') });
}

async function adminContactRequests(page: Page): Promise<StoredContactRequest[]> {
  await signInThroughApi(page.request);
  const response = await page.request.get('/api/admin/contact-requests');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredContactRequest[];
}

/**
 * Records the URLs the page asks the browser to navigate to. Chromium reports a script's
 * `location.href = 'mailto:…'` through the DevTools protocol (Page.frameRequestedNavigation) and
 * then hands it to the (absent) mail client, leaving the page where it is: the test reads the
 * exact draft address without stubbing `window.location` and without leaving the page.
 */
async function recordNavigationRequests(page: Page): Promise<{ urls: string[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  return { urls, cdp };
}

async function fillContactForm(
  page: Page,
  values: { firstName: string; lastName: string; email: string; phone?: string },
) {
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(values.firstName);
  await form.getByRole('textbox', { name: 'Cognome' }).fill(values.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(values.email);
  if (values.phone) await form.getByRole('textbox', { name: 'Telefono' }).fill(values.phone);
  await form.getByRole('combobox', { name: 'Servizio' }).selectOption({ label: 'Noleggio Auto di Lusso' });
  await form.getByRole('textbox', { name: 'Messaggio' }).fill('Vorrei noleggiare una berlina per tre giorni.');
  return form;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
test.describe('[PUBLIC][HOME]', () => {
  test('scrolls to the section named by the URL hash', async ({ page }) => {
    await page.goto('/#flotta');
    await waitForHome(page);
    await expectScrolledTo(page, 'flotta');
  });

  test('hero buttons lead to the vehicles and to the contact form', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#home');
    await hero.getByRole('link', { name: 'Contattaci' }).click();
    await expectScrolledTo(page, 'contatti');
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole('link', { name: 'Veicoli disponibili' }).click();
    await expect(page).toHaveURL(/\/veicoli$/);
  });

  test('the map loads nothing from OpenStreetMap before a click', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    await page.goto('/#chi-siamo');
    await waitForHome(page);
    const reach = page.getByRole('region', { name: 'Come Raggiungerci' });
    await expect(reach.getByRole('button', { name: 'Carica la mappa' })).toBeVisible();
    // Once the app runs, any map it would load by itself has been asked for.
    await waitForApp(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await reach.getByRole('button', { name: 'Carica la mappa' }).click();
    const frame = reach.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${MAP_EMBED_PREFIX.replace(/[.?]/g, '\\$&')}`));
    await expect(frame).toHaveAttribute('title', /Mappa della sede/);
  });

  test('the map loads by itself once the preferences category is accepted', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('cookie-consent', 'custom');
      window.localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }),
      );
    });
    await page.goto('/#chi-siamo');
    await expect(page.getByRole('region', { name: 'Come Raggiungerci' }).locator('iframe')).toHaveAttribute(
      'src',
      /openstreetmap\.org\/export\/embed\.html/,
    );
    await expect(page.getByRole('button', { name: 'Carica la mappa' })).toHaveCount(0);
  });

  test('FAQ: four questions, one open at a time, the open one closes on click', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('#faq');
    const controls = faq.getByRole('button');
    await expect(controls).toHaveCount(4);
    const documents = faq.getByRole('button', { name: "Quali documenti servono per noleggiare un'auto?" });
    const italy = faq.getByRole('button', { name: 'Operate in tutta Italia?' });
    await expect(faq.getByRole('button', { name: 'Offrite noleggi a lungo termine?' })).toBeVisible();
    await expect(faq.getByRole('button', { name: 'Che tipo di assistenza offrite?' })).toBeVisible();

    await documents.click();
    await expect(documents).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faq.getByText(
        /patente di guida valida, un documento d'identità o il passaporto e una carta di credito intestata al conducente/,
      ),
    ).toBeVisible();

    await italy.click();
    await expect(italy).toHaveAttribute('aria-expanded', 'true');
    await expect(documents).toHaveAttribute('aria-expanded', 'false');

    await italy.click();
    await expect(italy).toHaveAttribute('aria-expanded', 'false');
    for (const control of await controls.all()) await expect(control).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('[PUBLIC][CONTACT]', () => {
  test("the form's code loads only once the visitor comes near it", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ContactForm-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await scrollToContactForm(page);
    await expect(page.getByRole('form', { name: 'Modulo di contatto' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('a valid request is stored, the form resets and the mail draft opens', async ({ page }) => {
    const { urls } = await recordNavigationRequests(page);
    await page.goto('/#contatti');
    const email = uniqueEmail('mario');
    const form = await fillContactForm(page, {
      firstName: 'Mario',
      lastName: 'Rossi',
      email,
      phone: '+39 333 1234567',
    });

    // The request held back until the sending state has been seen.
    const release = await holdBack(page, /\/api\/trpc\/contact\.create/);
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    const sending = form.getByRole('button', { name: 'Invio in corso...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(toast(page)).toContainText('Richiesta inviata!');
    await expect(toast(page)).toContainText(
      'La tua richiesta è stata salvata e la mail è stata aperta nel tuo client di posta.',
    );
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();

    // The draft: to the company, subject 'Richiesta {service} - {first} {last}', body with the fields.
    await expect.poll(() => urls.find((url) => url.startsWith('mailto:'))).toBeTruthy();
    const mailto = new URL(urls.find((url) => url.startsWith('mailto:')) ?? '');
    expect(mailto.pathname).toBe(COMPANY_EMAIL);
    expect(mailto.searchParams.get('subject')).toBe('Richiesta Noleggio Auto di Lusso - Mario Rossi');
    const body = mailto.searchParams.get('body') ?? '';
    expect(body).toContain('Nome: Mario Rossi');
    expect(body).toContain(`Email: ${email}`);
    expect(body).toContain('Telefono: +39 333 1234567');
    expect(body).toContain('Servizio: Noleggio Auto di Lusso');
    expect(body).toContain('Vorrei noleggiare una berlina per tre giorni.');
    // The page stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/');

    const stored = (await adminContactRequests(page)).find((request) => request.email === email);
    expect(stored).toMatchObject({
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+39 333 1234567',
      service: 'Noleggio Auto di Lusso',
      message: 'Vorrei noleggiare una berlina per tre giorni.',
      vehicleId: null,
    });
  });

  test('a failing server shows the error toast and keeps the form', async ({ page }) => {
    await page.route('**/api/trpc/contact.create**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.goto('/#contatti');
    const form = await fillContactForm(page, { firstName: 'Anna', lastName: 'Bianchi', email: uniqueEmail('anna') });
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(toast(page)).toContainText("Errore nell'invio");
    await expect(toast(page)).toContainText('Si è verificato un errore. Riprova più tardi.');
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Anna');
  });

  test('?veicolo= names the vehicle in the form and sends its id', async ({ page }) => {
    // A vehicle of its own: another test's may be gone by the time the form, loaded as the visitor
    // nears it, asks for it.
    await signInThroughApi(page.request);
    const vehicle = await createVehicle(page.request, { model: uniqueModel('Richiesta') });

    await recordNavigationRequests(page);
    await page.goto(`/?veicolo=${vehicle.id}#contatti`);
    const form = page.getByRole('form', { name: 'Modulo di contatto' });
    const reference = form.getByRole('note', { name: 'Veicolo della richiesta' });
    await expect(reference).toContainText(`${vehicle.brand} ${vehicle.model}`);

    const email = uniqueEmail('veicolo');
    await fillContactForm(page, { firstName: 'Luca', lastName: 'Verdi', email });
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(toast(page)).toContainText('Richiesta inviata!');

    const stored = (await adminContactRequests(page)).find((request) => request.email === email);
    expect(stored?.vehicleId).toBe(vehicle.id);
  });

  test('an invalid ?veicolo= is ignored', async ({ page }) => {
    await page.goto('/?veicolo=abc#contatti');
    await waitForHome(page);
    await expect(page.getByRole('note', { name: 'Veicolo della richiesta' })).toHaveCount(0);
  });
});

test.describe('[PUBLIC][FLEET-SERVICES]', () => {
  // The page's sections, claims and contacts as served: apps/api/test/pages-content.integration.test.ts.
  test('the buttons scroll to their sections, and the quote button opens the form with fleet hire chosen', async ({
    page,
  }) => {
    await page.goto('/servizi-flotta');
    await page.getByRole('link', { name: 'Trasporti Pesanti' }).first().click();
    await expectScrolledTo(page, 'tir');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Veicoli Commerciali' }).click();
    await expectScrolledTo(page, 'veicoli');

    await page.locator('#contatti-flotta').getByRole('link', { name: 'Richiedi Preventivo Personalizzato' }).click();
    await expect(page).toHaveURL(/\/\?servizio=noleggio-flotte-aziendali#contatti$/);
    await waitForHome(page);
    await expectScrolledTo(page, 'contatti');
    // The quote form opens with fleet hire chosen.
    await expect(page.getByLabel('Servizio')).toHaveValue('Noleggio Flotte Aziendali');
  });
});
