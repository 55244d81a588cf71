import { expectNoViolations } from './fixtures/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ContactRequest } from '@nbt/validation';
import { expect, test, uniqueModel } from './fixtures/admin-session';

async function openTab(page: Page) {
  await page.goto('/admin?tab=richieste');
  await expect(page.getByRole('heading', { name: 'Richieste di contatto' })).toBeVisible();
}

async function listRequests(request: APIRequestContext): Promise<ContactRequest[]> {
  const response = await request.get('/api/admin/contact-requests');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContactRequest[];
}

/** The number on the Richieste tab ('(3 nuove)' for screen readers), 0 when there is no badge. */
async function badgeCount(page: Page): Promise<number> {
  const text = (await page.getByRole('tab', { name: /Richieste/ }).textContent()) ?? '';
  const match = /\((\d+) nuov[ae]\)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** A visitor's request, sent as the public contact form does; the last name makes it unique. */
async function submitRequest(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/contact', { data });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('[ADMIN][REQUESTS]', () => {
  test('a contact request reaches the inbox; its status changes and the badge follows', async ({ page }) => {
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { id: number }[];
    const vehicleId = vehicles[0]!.id;
    const lastName = uniqueModel('Verdi').replace(/\s+/g, '');
    await submitRequest(page.request, {
      firstName: 'Chiara',
      lastName,
      email: 'chiara.verdi@example.com',
      phone: '347 555 0101',
      service: 'Noleggio Auto di Lusso',
      message: 'Vorrei noleggiare questa auto per un fine settimana.\nGrazie!',
      vehicleId,
    });
    const stored = (await listRequests(page.request)).find((request) => request.lastName === lastName)!;
    expect(stored).toMatchObject({ status: 'nuova', vehicleId });

    await openTab(page);
    // Found by the server's search: the last name typed, or the phone without its spaces.
    const search = page.getByRole('searchbox', { name: 'Cerca' });
    await search.fill(lastName.toLowerCase());
    await expect(page.getByText('1 richiesta trovata')).toBeVisible();
    await search.fill('3475550101');
    const card = page.getByRole('article', { name: `Chiara ${lastName}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Noleggio Auto di Lusso')).toBeVisible();
    await expect(card.getByText('Vorrei noleggiare questa auto per un fine settimana.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'chiara.verdi@example.com' })).toHaveAttribute(
      'href',
      'mailto:chiara.verdi@example.com',
    );
    await expect(card.getByRole('link', { name: '347 555 0101' })).toBeVisible();
    const vehicleLink = card.getByRole('link', { name: new RegExp(stored.vehicleLabel ?? `Veicolo n. ${vehicleId}`) });
    await expect(vehicleLink).toHaveAttribute('href', `/veicoli/${vehicleId}`);
    await expect(vehicleLink).toHaveAttribute('target', '_blank');

    const reply = new URL((await card.getByRole('link', { name: 'Rispondi via email' }).getAttribute('href')) ?? '');
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.pathname)).toBe('chiara.verdi@example.com');
    expect(reply.searchParams.get('subject')).toBe('Re: Richiesta Noleggio Auto di Lusso');
    expect(reply.searchParams.get('body')).toContain('> Vorrei noleggiare questa auto per un fine settimana.');
    const whatsapp = new URL((await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/393475550101');
    expect(whatsapp.searchParams.get('text')).toContain('Chiara');

    await expectNoViolations(page);

    // The badge counts the new requests; it drops once this one is marked as contacted.
    const before = await badgeCount(page);
    expect(before).toBeGreaterThan(0);
    await card.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Contattata', exact: true }).click();
    // Its toast is RequestsTab.test.tsx's to check: here the inbox refreshes right after the change,
    // and a request another test has sent meanwhile is announced by a toast that replaces it at once.
    await expect(card.getByRole('combobox', { name: 'Stato' })).toHaveValue('Contattata');

    const updated = (await listRequests(page.request)).find((request) => request.id === stored.id);
    expect(updated?.status).toBe('contattata');
    await expect
      .poll(async () => {
        const shown = await badgeCount(page);
        const stillNew = (await listRequests(page.request)).filter((request) => request.status === 'nuova').length;
        // Another test may add a request meanwhile: the badge matches the server or is one less than before.
        return shown === stillNew || shown === before - 1;
      })
      .toBe(true);

    // The status filter.
    const filter = page.getByRole('radiogroup', { name: 'Filtra per stato' });
    await filter.getByText(/^Contattata/).click();
    await expect(card).toBeVisible();
    await filter.getByText(/^Chiusa/).click();
    await expect(card).toHaveCount(0);
    await filter.getByText(/^Tutte/).click();
    await expect(card).toBeVisible();
  });

  test('a request without phone or vehicle offers only the email reply', async ({ page }) => {
    const lastName = uniqueModel('Neri').replace(/\s+/g, '');
    await submitRequest(page.request, {
      firstName: 'Marco',
      lastName,
      email: 'marco.neri@example.com',
      service: 'Movimento Terra',
      message: 'Serve un escavatore per due settimane.',
    });
    await openTab(page);
    const card = page.getByRole('article', { name: `Marco ${lastName}` });
    await expect(card.getByRole('link', { name: 'Rispondi via email' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
    await expect(card.locator('a[href^="/veicoli/"]')).toHaveCount(0);
  });
});

test.describe('[ADMIN][REQUESTS][A11Y] phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Richieste tab', async ({ page }) => {
    await submitRequest(page.request, {
      firstName: 'Elena',
      lastName: uniqueModel('Gallo').replace(/\s+/g, ''),
      email: 'elena.gallo@example.com',
      phone: '+39 02 1234 5678',
      service: 'Autolavaggio',
      message: 'Lavaggio completo di due furgoni.',
    });
    await openTab(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filtra per stato' })).toBeVisible();
    await expectNoViolations(page);
  });
});
