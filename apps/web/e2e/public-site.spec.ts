import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { visibleText } from './fixtures/catalog';
import { E2E_ADMIN } from './fixtures/env';

/*
 * The public site's frame and static pages: header, home, fleet services, footer, policy pages and
 * the not-found page; the language switch, the FAQ, the footer's admin trigger and the contact form.
 */

const COMPANY_EMAIL = 'info@nbt-esempio.it';
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
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookie-consent')) {
      window.localStorage.setItem('cookie-consent', 'necessary_only');
      window.localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
      );
    }
  });
  // Nothing outside this machine is reachable here: answer the map frame locally if it ever loads.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Mappa</title>' }),
  );
});

function header(page: Page) {
  return page.getByRole('banner');
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/** True once the element's top is near the top of the viewport (scrolled into view under the header). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      async () => page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? 1e6, id),
      {
        timeout: 5000,
      },
    )
    .toBeLessThan(150);
  await expect
    .poll(async () =>
      page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1e6, id),
    )
    .toBeGreaterThan(-10);
}

function toast(page: Page) {
  return page.getByRole('alert').filter({ has: page.locator('.mantine-Notification-title') });
}

async function waitForHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Eccellenza in Movimento' })).toBeVisible();
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
      await expect(card.getByRole('link', { name: `Scopri i veicoli ${brand}` })).toHaveAttribute('href', '/veicoli');
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
    await expect(page).toHaveURL(/\/#contatti$/);
    await waitForHome(page);
    await expectScrolledTo(page, 'contatti');
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

  test('the small dot goes to /admin', async ({ page }) => {
    await page.goto('/privacy-policy');
    await footer(page).getByRole('link', { name: 'Area riservata' }).click();
    await expect(page).toHaveURL(/\/admin(\/login)?$/);
  });

  test("seven clicks on the blurb's 'm' go to /admin", async ({ page }) => {
    await page.goto('/privacy-policy');
    const letter = footer(page).getByText('m', { exact: true });
    for (let click = 0; click < 7; click += 1) await letter.click();
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
    for (let click = 0; click < 7; click += 1) await letter.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-admin-live');
    release();
    await expect(page).toHaveURL(/\/admin(\/login)?$/);
  });

  test('the count starts over three seconds after the last click', async ({ page }) => {
    await page.goto('/privacy-policy');
    const letter = footer(page).getByText('m', { exact: true });
    for (let click = 0; click < 6; click += 1) await letter.click();
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
