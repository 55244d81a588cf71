import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/env';
import { COMPANY_EMAIL, expectScrolledTo, visitWithConsentMade, waitForHome } from './fixtures/public-site';

/*
 * The home page: its sections, the map, the FAQ, the contact form and the fleet services page.
 */

const MAP_EMBED_PREFIX = 'https://www.openstreetmap.org/export/embed.html';
const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=45.4086,9.1427';

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

/** Logs in as the e2e admin through the REST API (the cookie lands in the page's context). */
async function adminContactRequests(page: Page): Promise<StoredContactRequest[]> {
  const login = await page.request.post('/api/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
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
  test('sets the title and description', async ({ page }) => {
    await page.goto('/');
    await waitForHome(page);
    await expect(page).toHaveTitle('NBT | Noleggio auto di lusso, vendita e trasporti pesanti a Milano');
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /auto di lusso/);
  });

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

  test('services, fleet brands and about section', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('#servizi');
    const names = [
      'Auto di Lusso',
      'Trasporti Pesanti',
      'Movimento Terra',
      'Autoriparazioni',
      'Autolavaggio',
      'Assistenza Nazionale',
    ];
    for (const name of names) {
      const card = services.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(3);
    }

    const fleet = page.locator('#flotta');
    for (const brand of ['BMW', 'Mercedes', 'Audi']) {
      const card = fleet.getByRole('article', { name: brand });
      await expect(
        card
          .getByRole('list', { name: `Modelli ${brand}` })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expect(card.getByRole('link', { name: `Scopri i veicoli ${brand}` })).toHaveAttribute(
        'href',
        `/veicoli?cerca=${brand}`,
      );
    }

    const about = page.locator('#chi-siamo');
    await expect(about.getByText('7+ Anni')).toBeVisible();
    await expect(about.getByText('200+')).toBeVisible();
    await expect(about.getByText('copertura in tutta Italia')).toBeVisible();
    const reach = about.getByRole('region', { name: 'Come Raggiungerci' });
    await expect(reach.getByText("Via dell'Esempio 1, 20057 Assago (MI)")).toBeVisible();
    await expect(reach.getByRole('link', { name: '+39 02 0000 0000' })).toHaveAttribute('href', 'tel:+390200000000');
    const directions = reach.getByRole('link', { name: 'Ottieni Indicazioni' });
    await expect(directions).toHaveAttribute('href', DIRECTIONS_URL);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
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
    await page.waitForTimeout(500);
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
  test('an empty submit shows the validation messages and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/trpc/contact.create')) sent = true;
    });
    await page.goto('/#contatti');
    const form = page.getByRole('form', { name: 'Modulo di contatto' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('textbox', { name: 'Telefono' })).toHaveAttribute('type', 'tel');

    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(form.getByText('Campo obbligatorio')).toHaveCount(4);
    await expect(form.getByText('Seleziona un servizio').last()).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
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

    // Hold the answer a moment to see the sending state.
    await page.route('**/api/trpc/contact.create**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    const sending = form.getByRole('button', { name: 'Invio in corso...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

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
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as {
      id: number;
      brand: string;
      model: string;
    }[];
    const vehicle = vehicles[0];
    expect(vehicle).toBeDefined();
    if (!vehicle) return;

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
  test('sections, claims, scrolling buttons and the main office', async ({ page }) => {
    await page.goto('/servizi-flotta');
    await expect(page).toHaveTitle('Servizi Flotta | NBT');
    for (const id of ['veicoli', 'tir', 'contatti-flotta']) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.getByText('29+').first()).toBeVisible();
    await expect(page.getByText('24/7').first()).toBeVisible();
    await expect(page.locator('#tir').getByText('Fino a 44 tonnellate di massa complessiva')).toBeVisible();
    await expect(page.locator('#contatti-flotta').getByText('Risposta entro 2 ore')).toBeVisible();

    await page.getByRole('link', { name: 'Trasporti Pesanti' }).first().click();
    await expectScrolledTo(page, 'tir');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Veicoli Commerciali' }).click();
    await expectScrolledTo(page, 'veicoli');

    const contacts = page.locator('#contatti-flotta');
    await expect(contacts.getByRole('link', { name: '+39 02 0000 0000' })).toHaveAttribute('href', 'tel:+390200000000');
    await expect(contacts.getByRole('link', { name: COMPANY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPANY_EMAIL}`,
    );
    await expect(contacts.getByText('Sede principale')).toBeVisible();

    await contacts.getByRole('link', { name: 'Richiedi Preventivo Personalizzato' }).click();
    await expect(page).toHaveURL(/\/\?servizio=noleggio-flotte-aziendali#contatti$/);
    await waitForHome(page);
    await expectScrolledTo(page, 'contatti');
    // The quote form opens with fleet hire chosen.
    await expect(page.getByLabel('Servizio')).toHaveValue('Noleggio Flotte Aziendali');
  });
});
