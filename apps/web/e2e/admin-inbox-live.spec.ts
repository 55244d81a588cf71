import type { ContactRequest } from '@nbt/validation';
import { waitForApp } from './fixtures/browser-render';
import { E2E_BASE_URL } from './fixtures/env';
import { expect, test, toast } from './fixtures/admin-session';

/** The back office asks for news every 10 s (INBOX_REFRESH_MS): a new request shows within one poll. */
const ONE_POLL = 15_000;

test.describe('[ADMIN][REQUESTS][LIVE]', () => {
  test('a request sent in German appears in the open inbox without a reload', async ({ page, browser }) => {
    await page.goto('/admin?tab=richieste');
    await expect(page.getByRole('heading', { name: 'Richieste di contatto' })).toBeVisible();
    await waitForApp(page);
    // The e2e server has no SMTP_URL: the back office says so.
    await expect(page.getByText('Notifiche e-mail disattivate')).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    // A visitor, in another browser, on the German home page.
    const lastName = `Schmidt${Date.now().toString(36)}`;
    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      const site = await visitor.newPage();
      await site.goto('/de/#contatti');
      const form = site.getByRole('form', { name: 'Kontaktformular' });
      await form.getByRole('textbox', { name: 'Vorname' }).fill('Klaus');
      await form.getByRole('textbox', { name: 'Nachname' }).fill(lastName);
      await form.getByRole('textbox', { name: 'E-Mail' }).fill('klaus.schmidt@example.de');
      await form.getByRole('combobox', { name: 'Leistung' }).selectOption({ label: 'Fahrzeugverkauf' });
      await form.getByRole('textbox', { name: 'Nachricht' }).fill('Ist der Transporter noch verfügbar?');
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(toast(site, 'Anfrage gesendet!')).toBeVisible();
    } finally {
      await visitor.close();
    }

    // The admin's page, untouched, shows it: a toast, the card, the count in the title.
    await expect(toast(page, 'Nuova richiesta di contatto')).toBeVisible({ timeout: ONE_POLL });
    const card = page.getByRole('article', { name: `Klaus ${lastName}` });
    await expect(card).toBeVisible({ timeout: ONE_POLL });
    await expect(card.getByText('tedesco')).toHaveAttribute('lang', 'de');
    await expect(card.getByText(/^\/de\/?$/)).toBeVisible();
    await expect(card.getByText('Notifiche disattivate')).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) /);
    expect(navigations).toBe(0);

    // Stored with the visitor's language and the page it came from.
    const response = await page.request.get('/api/admin/contact-requests');
    const stored = ((await response.json()) as ContactRequest[]).find((request) => request.lastName === lastName);
    expect(stored).toMatchObject({ language: 'de', service: 'Vendita Veicoli', notification: 'off' });
    expect(stored?.page).toMatch(/^\/de\/?$/);
  });
});
