import { addDays } from '@nbt/validation/rules';
import { EXAMPLE_MINI_EXCAVATOR, mondayFrom } from '@nbt/validation/examples';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';
import { visibleText } from './fixtures/catalog';
import { dismissCookieBanner } from './fixtures/vehicles';

/*
 * A site manager on a phone, in French, finds a mini excavator that comes with an operator for next
 * week among the machines, and asks for it with the operator: the whole journey from the list's
 * machine tab and filters to the stored request.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const fr = (italian: string) => visibleText('fr', italian);

test('[HEAVY] a site manager on a phone in French finds a mini excavator with an operator for next week and asks for it', async ({
  page,
}) => {
  // Three pages, the filters' and the form's chunks and a stored request.
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  const model = uniqueModel('KX');
  const machine = await createVehicle(page.request, { ...EXAMPLE_MINI_EXCAVATOR, model });
  // Next week, Monday to Wednesday: the demo office is open then.
  const from = mondayFrom(1);
  const to = addDays(from, 2);

  await page.goto('/fr/veicoli');
  const tab = page.getByRole('tab', { name: new RegExp(`^${await fr('Movimento Terra')} \\(`) });
  await expect(async () => {
    await tab.tap();
    await expect(page).toHaveURL(/\/fr\/veicoli\?tab=movimento-terra$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // On a phone the filters fold behind their button.
  await page.getByRole('button', { name: await fr('Filtri e ordinamento') }).tap();
  await page.getByLabel(await fr('Tipo di macchina')).selectOption({ label: await fr('Miniescavatore') });
  await expect(page).toHaveURL(/macchina=miniescavatore/);
  await page.getByLabel(await fr('Operatore')).selectOption({ label: await fr('Con operatore') });
  await expect(page).toHaveURL(/operatore=si/);
  await page.getByLabel(await fr('Ritiro')).fill(from);
  await page.getByLabel(await fr('Riconsegna')).fill(to);
  await expect(page).toHaveURL(new RegExp(`dal=${from}&al=${to}|al=${to}.*dal=${from}`));

  const card = page.getByTestId('vehicle-card').filter({ has: page.getByRole('heading', { name: `Kubota ${model}` }) });
  await card.getByRole('link', { name: `Kubota ${model}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/fr/veicoli/${machine.id}\\?`));
  // Brought to the site on the firm's low-loader.
  await expect(page.getByText(await fr('Trasporto in cantiere su richiesta'))).toBeVisible();

  await page.getByRole('link', { name: await fr('Richiedi un preventivo per queste date') }).tap();
  const form = page.getByRole('form', { name: await fr('Modulo di contatto') });
  await expect(form.getByRole('combobox', { name: await fr('Servizio') })).toHaveValue('Movimento Terra');
  const operator = form.getByRole('group', { name: await fr('Operatore') });
  await operator.getByRole('radio', { name: await fr('Con operatore') }).tap();
  await form.getByRole('textbox', { name: await fr('Nome'), exact: true }).fill('Luc');
  await form.getByRole('textbox', { name: await fr('Cognome'), exact: true }).fill(model);
  await form.getByRole('textbox', { name: await fr('Email') }).fill('luc@example.com');
  await form.getByRole('textbox', { name: await fr('Messaggio') }).fill('Pour un chantier à Rho.');
  await form.getByRole('button', { name: await fr('Invia richiesta') }).tap();
  await expect(toast(page, await fr('Richiesta inviata!'))).toBeVisible();

  const requests = (await (await page.request.get('/api/admin/contact-requests')).json()) as {
    lastName: string;
  }[];
  expect(requests.find((request) => request.lastName === model)).toMatchObject({
    service: 'Movimento Terra',
    vehicleId: machine.id,
    withOperator: true,
    pickupDate: from,
    returnDate: to,
    language: 'fr',
  });
});
