import { expect, test } from '@playwright/test';

import { mailingServerForThisFile } from './fixtures/mailing-server';
import { dismissCookieBanner } from './fixtures/vehicles';

/*
 * A buyer on a phone, in German, looks for a car registered from 2022 on the 'Auto' tab, sets
 * three of them side by side (the facts' names stay while the table scrolls sideways), asks about
 * one and offers a car in part exchange; the office's mail names that car (on a server of this
 * file's own, which mails).
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'de-DE' });

const site = mailingServerForThisFile();

test('[SALE] a buyer on a phone filters by first registration, compares three cars and asks with a trade-in', async ({
  page,
}) => {
  // The list, its filters' code, three taps, the comparison, the form and a mail: a whole journey.
  test.setTimeout(120_000);
  await dismissCookieBanner(page);

  await page.goto(`${site.baseUrl}/de/veicoli`);
  await page.getByRole('tab', { name: /^Auto/ }).tap();
  await expect(page).toHaveURL(/tab=auto/);
  await page.getByRole('button', { name: 'Filter und Sortierung' }).tap();
  await page.getByRole('button', { name: 'Weitere Filter' }).tap();
  await page.getByRole('combobox', { name: 'Erstzulassung ab' }).selectOption('2022-01');
  await expect(page).toHaveURL(/immatricolata-dal=2022-01/);
  // The Porsche was registered in 2021; the others from 2022 on, each card with its month.
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.filter({ hasText: 'Porsche' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'M4 Competition' })).toContainText('04/2023');
  await page.getByRole('button', { name: 'Filter und Sortierung' }).tap();

  for (const name of ['BMW M4 Competition', 'Land Rover Range Rover Sport', 'Audi A3 Sportback 35 TFSI']) {
    const compare = page.getByRole('button', { name: `Vergleichen: ${name}` });
    await compare.tap();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
  }
  const bar = page.getByRole('complementary', { name: 'Vergleich' });
  await expect(bar).toContainText('3 von 3 Fahrzeugen zum Vergleichen');
  await bar.getByRole('link', { name: 'Jetzt vergleichen' }).tap();

  await expect(page).toHaveURL(/\/de\/confronta\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeugvergleich' })).toBeVisible();
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  // The price the office hides reads as not stated; the rows that differ are marked.
  const price = table.getByRole('row', { name: /^Verkaufspreis/ });
  await expect(price).toContainText('Nicht angegeben');
  await expect(price).toHaveAttribute('data-differs', 'true');
  // One column per car, wider than the phone: the table scrolls, the page does not, and the
  // facts' names stay in place.
  const scroller = page.getByRole('region', { name: 'Fahrzeugvergleich' });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const label = table.getByRole('rowheader', { name: /^Kilometerstand/ });
  const before = await label.boundingBox();
  await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await label.boundingBox())?.x).toBe(before?.x);

  await page
    .getByRole('columnheader', { name: /Range Rover Sport/ })
    .getByRole('link', { name: 'Informationen anfordern' })
    .tap();
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await expect(form).toContainText('Land Rover Range Rover Sport');
  await form.getByRole('checkbox', { name: 'Ich habe ein Auto in Zahlung zu geben' }).check();
  await form.getByRole('textbox', { name: 'Marke' }).fill('Volkswagen');
  await form.getByRole('textbox', { name: 'Modell' }).fill('Golf');
  await form.getByRole('textbox', { name: 'Baujahr' }).fill('2017');
  await form.getByRole('textbox', { name: 'Kilometerstand' }).fill('98.000');
  await form.getByRole('textbox', { name: 'Anmerkungen zum Inzahlungnahme-Auto' }).fill('Scheckheftgepflegt');
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Lena');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
  await form.getByRole('textbox', { name: 'E-Mail' }).fill('lena.huber@example.de');
  await form.getByRole('textbox', { name: 'Nachricht' }).fill('Ist eine Probefahrt am Samstag möglich?');
  await form.getByRole('button', { name: 'Anfrage senden' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Anfrage gesendet!' })).toBeVisible();

  // The office's mail names the car offered; the visitor's confirmation carries nothing they typed.
  const officeMail = () => site.smtp.received.find(({ mail }) => mail.text?.includes('Auto in permuta'));
  await expect.poll(() => officeMail() !== undefined, { timeout: 30_000 }).toBe(true);
  expect(officeMail()!.mail.text).toContain('Volkswagen Golf, 2017, 98.000 km');
  expect(officeMail()!.mail.text).toContain('Scheckheftgepflegt');
  await expect
    .poll(() => site.smtp.received.some(({ to }) => to.includes('lena.huber@example.de')), { timeout: 30_000 })
    .toBe(true);
  const confirmation = site.smtp.received.find(({ to }) => to.includes('lena.huber@example.de'))!;
  expect(confirmation.mail.text).not.toContain('Volkswagen');
});
