import { addDays } from '@nbt/validation/rules';
import { expect, test } from '@playwright/test';

import { nextMonthMonday } from './fixtures/days';
import { mailingServerForThisFile } from './fixtures/mailing-server';
import { dismissCookieBanner, scrollToRentalDates } from './fixtures/vehicles';

/*
 * A visitor on a phone, in English, rents the demo Mercedes for a week with the kasko and a child
 * seat: the week reaches its 7-day price, the server's quote shows the total, the quote form shows
 * it again and sends the choice, and the confirmation mail states the same total (on a server of
 * this file's own, which mails).
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'en-GB' });

const site = mailingServerForThisFile();

/** Days as the English calendar's buttons name them. */
const englishDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));

test('[RENTAL] a visitor on a phone picks a week, the kasko and a child seat, and the mail states the total shown', async ({
  page,
}) => {
  // Two pages, the calendar's and the form's chunks, a quote per choice and a mail: a whole journey.
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  const vehicles = (await (await page.request.get(`${site.baseUrl}/api/vehicles`)).json()) as {
    id: number;
    model: string;
  }[];
  const mercedes = vehicles.find((vehicle) => vehicle.model === 'Classe S 580 4MATIC')!;
  // Monday to Monday: 7 days, when the demo office is open at both ends.
  const from = nextMonthMonday();
  const to = addDays(from, 7);

  await page.goto(`${site.baseUrl}/en/veicoli/${mercedes.id}`);
  await expect(page.getByTestId('price-tiers')).toContainText('from €380.00/day for 7 days or more');
  const calendar = await scrollToRentalDates(page, 'When do you need it?');
  await calendar.getByRole('button', { name: 'Next month' }).tap();
  await calendar.getByRole('button', { name: englishDate(from), exact: true }).tap();
  await calendar.getByRole('button', { name: englishDate(to), exact: true }).tap();
  await expect(page.getByTestId('rental-summary')).toContainText('7 days');

  await calendar.getByRole('checkbox', { name: 'Collision damage waiver with reduced excess' }).check();
  await calendar.getByRole('combobox', { name: 'Child seat' }).selectOption('1');
  // 7 × €380 (the 7-day price) + 7 × €25 + 7 × €8, as the server priced it.
  const total = calendar.getByTestId('quote-total');
  await expect(total).toHaveText('Total €2,891.00');
  await expect(calendar.getByTestId('quote-lines')).toContainText('7 days × €380.00€2,660.00');
  // The page is a phone's: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await calendar.getByRole('link', { name: 'Request a quote for these dates' }).tap();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('checkbox', { name: 'Collision damage waiver with reduced excess' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Child seat' })).toHaveValue('1');
  await expect(form.getByTestId('quote-total')).toHaveText('Total €2,891.00');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Emma');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Clarke');
  await form.getByRole('textbox', { name: 'Email' }).fill('emma@example.co.uk');
  await form.getByRole('textbox', { name: 'Message' }).fill('A week in Milan.');
  await form.getByRole('button', { name: 'Send enquiry' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent!' })).toBeVisible();

  await expect
    .poll(() => site.smtp.received.some(({ to }) => to.includes('emma@example.co.uk')), { timeout: 30_000 })
    .toBe(true);
  const confirmation = site.smtp.received.find(({ to }) => to.includes('emma@example.co.uk'))!;
  expect(confirmation.mail.text).toContain('€2,891.00');
});
