import { expect, type Page, test } from '@playwright/test';

import { signInThroughApi } from './fixtures/admin-session';
import { mailingServerForThisFile } from './fixtures/mailing-server';

/*
 * The office's work on a request in the 'Richieste' tab: an internal note, then a reply written from
 * a ready text in the visitor's language, delivered to a real SMTP server (the site's own, started
 * for this file: the shared e2e server sends no mail).
 */

test.describe.configure({ mode: 'serial' });

const site = mailingServerForThisFile();

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('[ADMIN][REQUESTS] the office notes a request and replies to the visitor from a ready text in English', async ({
  page,
}) => {
  const sent = await page.request.post(`${site.baseUrl}/api/contact`, {
    data: {
      firstName: 'Emma',
      lastName: 'Taylor',
      email: 'emma@example.co.uk',
      phone: '',
      service: 'Noleggio Auto di Lusso',
      message: 'Is the car free next weekend?',
      language: 'en',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // The office notification and the receipt go first.
  await expect.poll(() => site.smtp.received.length).toBe(2);
  site.smtp.received = [];

  await signInThroughApi(page.request, site.baseUrl);
  await page.goto(`${site.baseUrl}/admin?tab=richieste`);
  const card = page.getByRole('article', { name: 'Emma Taylor' });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Note e risposte' }).click();
  const work = card.getByTestId('request-work');
  await expect(work.getByText('Nessuna nota.')).toBeVisible();
  await work.getByLabel('Nuova nota').fill('Cliente inglese: richiamare dopo le 15.');
  await work.getByRole('button', { name: 'Aggiungi nota' }).click();
  await expect(toast(page, 'La nota è visibile solo nel back office')).toBeVisible();
  const note = work.getByTestId('request-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Cliente inglese: richiamare dopo le 15.');
  await expect(note).toContainText('admin ·');

  await card.getByRole('button', { name: 'Rispondi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rispondi a Emma Taylor' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Scritto in inglese, la lingua della richiesta')).toBeVisible();
  // An empty reply is refused in the dialog, naming the fields.
  await dialog.getByRole('button', { name: 'Invia' }).click();
  await expect(dialog.getByText('Campo obbligatorio').first()).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Testo pronto' }).click();
  await page.getByRole('option', { name: 'Veicolo disponibile' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Oggetto' })).toHaveValue(/^Vehicle available – /);
  const body = dialog.getByRole('textbox', { name: 'Messaggio' });
  await expect(body).toHaveValue(/^Dear Emma,/);
  await body.fill(`${await body.inputValue()}\n\nP.S. The car is washed and ready.`);
  await dialog.getByRole('button', { name: 'Invia' }).click();
  await expect(toast(page, "L'e-mail sarà inviata a emma@example.co.uk a breve")).toBeVisible();
  await expect(dialog).toBeHidden();

  const reply = work.getByTestId('request-reply');
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText(/Vehicle available – /);
  await expect(card.getByRole('combobox', { name: 'Stato' })).toHaveValue('Contattata');

  await expect.poll(() => site.smtp.received.length, { timeout: 20_000 }).toBe(1);
  const [{ to, mail }] = site.smtp.received as [(typeof site.smtp.received)[number]];
  expect(to).toEqual(['emma@example.co.uk']);
  expect(mail.subject).toMatch(/^Vehicle available – /);
  expect(mail.text).toContain('P.S. The car is washed and ready.');
  await expect(reply.getByText('Inviata')).toBeVisible({ timeout: 20_000 });
});

test('[ADMIN][REQUESTS] on a phone: the notes and replies, and a reply in Arabic written right to left', async ({
  page,
}) => {
  const sent = await page.request.post(`${site.baseUrl}/api/contact`, {
    data: {
      firstName: 'ليلى',
      lastName: 'حداد',
      email: 'layla@example.com',
      phone: '',
      service: 'Noleggio Auto di Lusso',
      message: 'هل السيارة متاحة؟',
      language: 'ar',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page.request, site.baseUrl);
  await page.goto(`${site.baseUrl}/admin?tab=richieste`);

  const emma = page.getByRole('article', { name: 'Emma Taylor' });
  await emma.getByRole('button', { name: 'Note e risposte' }).click();
  await expect(emma.getByTestId('request-note')).toHaveCount(1);
  await expect(emma.getByTestId('request-reply')).toHaveCount(1);
  await emma.getByRole('button', { name: 'Note e risposte' }).scrollIntoViewIfNeeded();

  const layla = page.getByRole('article', { name: 'ليلى حداد' });
  await layla.getByRole('button', { name: 'Rispondi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rispondi a ليلى حداد' });
  await expect(dialog.getByText('Scritto in arabo, la lingua della richiesta')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Testo pronto' }).click();
  await page.getByRole('option', { name: 'Richiesta ricevuta, vi ricontatteremo' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Oggetto' })).toHaveValue(/^طلبك – /);
  await expect(dialog.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(/شكرًا لتواصلك معنا/);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
});
