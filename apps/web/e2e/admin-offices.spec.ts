import { expectNoViolations } from './fixtures/axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_OPENING_HOURS, type Office, type OfficeInput } from '@nbt/validation';
import { expect, test, toast, uniqueModel } from './fixtures/admin-session';

async function openTab(page: Page) {
  await page.goto('/admin?tab=informazioni');
  await expect(page.getByRole('heading', { name: 'Sedi aziendali' })).toBeVisible();
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The value shown beside an opening-hours label ('Lun-Ven', 'Sabato', 'Domenica') of a card. */
function hours(office: Locator, label: string): Locator {
  return office.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function listOffices(request: APIRequestContext): Promise<Office[]> {
  const response = await request.get('/api/company-info');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Office[];
}

async function findOffice(request: APIRequestContext, name: string): Promise<Office | undefined> {
  return (await listOffices(request)).find((office) => office.name === name);
}

function toInput(office: Office): OfficeInput {
  const { name, phone, email, address, city, postalCode, country, openingHours, isMainOffice, isActive } = office;
  return { name, phone, email, address, city, postalCode, country, openingHours, isMainOffice, isActive };
}

async function createOffice(request: APIRequestContext, input: OfficeInput): Promise<Office> {
  const response = await request.post('/api/company-info', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Office;
}

/**
 * Puts the offices back as they were (the public pages' tests expect the demo main office): the
 * missing ones are created again, the main mark returns to the office that had it, extras go.
 */
async function restoreOffices(request: APIRequestContext, snapshot: Office[]) {
  const current = await listOffices(request);
  const keep = new Set<number>();
  for (const office of snapshot) {
    const existing = current.find((candidate) => candidate.id === office.id);
    if (existing) {
      keep.add(existing.id);
      if (existing.isMainOffice !== office.isMainOffice) {
        const response = await request.put(`/api/company-info/${office.id}`, { data: toInput(office) });
        expect(response.ok(), await response.text()).toBe(true);
      }
    } else {
      keep.add((await createOffice(request, toInput(office))).id);
    }
  }
  for (const office of await listOffices(request)) {
    if (!keep.has(office.id)) await request.delete(`/api/company-info/${office.id}`);
  }
}

async function confirmIn(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

// The accessibility scans below read the offices the tests above change: the file runs in its
// order, in one worker, as it did before tests of one file were spread over the workers.
test.describe.configure({ mode: 'default' });

test.describe('[ADMIN][OFFICES]', () => {
  // The tests below change which office is the main one: one after the other, never side by side.
  test.describe.configure({ mode: 'serial' });

  test('add with the form defaults, edit and delete an office', async ({ page }) => {
    const name = uniqueModel('Filiale');
    await openTab(page);

    await page.getByRole('button', { name: 'Aggiungi Sede' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi Sede' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Paese')).toHaveValue('Italia');
    for (const day of ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) {
      await expect(dialog.getByLabel(day)).toHaveValue('09:00-18:00');
    }
    await expect(dialog.getByLabel('Sabato')).toHaveValue('09:00-13:00');
    await expect(dialog.getByLabel('Domenica')).toHaveValue('Chiuso');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Nome sede')).toHaveAttribute('maxlength', '100');
    await expect(dialog.getByRole('switch', { name: 'Sede principale' })).not.toBeChecked();
    await expectNoViolations(page);

    await dialog.getByRole('button', { name: 'Aggiungi Sede' }).click();
    await expect(dialog.getByText('Campo obbligatorio')).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByLabel('Nome sede').fill(name);
    await dialog.getByLabel('Telefono').fill('+39 0371 000000');
    await dialog.getByLabel('Email').fill('lodi@nbt-esempio.it');
    await dialog.getByLabel('Indirizzo').fill('Corso Roma 10');
    await dialog.getByLabel('Città').fill('Lodi');
    await dialog.getByLabel('CAP').fill('26900');
    await dialog.getByRole('button', { name: 'Aggiungi Sede' }).click();

    await expect(toast(page, 'Sede creata')).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = card(page, name);
    await expect(created).toBeVisible();
    await expect(created.getByText('Corso Roma 10')).toBeVisible();
    await expect(created.getByText('26900 Lodi, Italia')).toBeVisible();
    await expect(created.getByRole('link', { name: '+39 0371 000000' })).toHaveAttribute('href', 'tel:+390371000000');
    await expect(created.getByRole('link', { name: 'lodi@nbt-esempio.it' })).toBeVisible();
    await expect(hours(created, 'Lun-Ven')).toHaveText('09:00-18:00');
    await expect(hours(created, 'Sabato')).toHaveText('09:00-13:00');
    await expect(hours(created, 'Domenica')).toHaveText('Chiuso');
    await expect(created.getByText('Sede principale')).toHaveCount(0);

    const stored = await findOffice(page.request, name);
    expect(stored).toMatchObject({
      phone: '+39 0371 000000',
      email: 'lodi@nbt-esempio.it',
      address: 'Corso Roma 10',
      city: 'Lodi',
      postalCode: '26900',
      country: 'Italia',
      openingHours: DEFAULT_OPENING_HOURS,
      isMainOffice: false,
    });

    // Edit: a new city and no Sunday hours, which the card shows as 'Chiuso'.
    await created.getByRole('button', { name: 'Modifica' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifica Sede' });
    await expect(editDialog.getByLabel('Nome sede')).toHaveValue(name);
    await editDialog.getByLabel('Città').fill('Lodi Vecchio');
    await editDialog.getByLabel('Domenica').fill('');
    await editDialog.getByLabel('Sabato').fill('10:00-12:00');
    await editDialog.getByRole('button', { name: 'Salva modifiche' }).click();

    await expect(toast(page, 'Sede aggiornata')).toBeVisible();
    await expect(created.getByText('26900 Lodi Vecchio, Italia')).toBeVisible();
    await expect(hours(created, 'Sabato')).toHaveText('10:00-12:00');
    await expect(hours(created, 'Domenica')).toHaveText('Chiuso');
    const updated = await findOffice(page.request, name);
    expect(updated?.city).toBe('Lodi Vecchio');
    expect(updated?.openingHours.saturday).toBe('10:00-12:00');
    expect(updated?.openingHours.sunday).toBe('');

    // Delete, after the confirmation.
    await created.getByRole('button', { name: 'Elimina' }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: 'Sei sicuro di voler eliminare questa sede?' }),
    ).toBeVisible();
    await expectNoViolations(page);
    await confirmIn(page, 'Sei sicuro di voler eliminare questa sede?', 'Elimina');
    await expect(toast(page, 'Sede eliminata')).toBeVisible();
    await expect(created).toHaveCount(0);
    expect(await findOffice(page.request, name)).toBeUndefined();
  });

  test('the main-office badge moves to the office made main', async ({ page }) => {
    const snapshot = await listOffices(page.request);
    const previousMain = snapshot.find((office) => office.isMainOffice);
    expect(previousMain, 'the demo data has a main office').toBeDefined();
    const name = uniqueModel('Sede centrale');
    await createOffice(page.request, { name, city: 'Milano' });

    try {
      await openTab(page);
      const office = card(page, name);
      await expect(office.getByText('Sede principale')).toHaveCount(0);
      await expect(
        card(page, previousMain!.name).locator('.mantine-Badge-root', { hasText: 'Sede principale' }),
      ).toBeVisible();

      await office.getByRole('button', { name: 'Modifica' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifica Sede' });
      const mainSwitch = dialog.getByRole('switch', { name: 'Sede principale' });
      await expect(dialog.getByText('Può esserci una sola sede principale')).toBeVisible();
      await mainSwitch.check({ force: true });
      await expect(mainSwitch).toBeChecked();
      await dialog.getByRole('button', { name: 'Salva modifiche' }).click();

      await expect(toast(page, 'Sede aggiornata')).toBeVisible();
      // The main office comes first, with the badge; the previous one loses it.
      await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
      await expect(office.locator('.mantine-Badge-root', { hasText: 'Sede principale' })).toBeVisible();
      await expect(card(page, previousMain!.name).locator('.mantine-Badge-root')).toHaveCount(0);

      const stored = await listOffices(page.request);
      expect(stored.filter((candidate) => candidate.isMainOffice).map((candidate) => candidate.name)).toEqual([name]);
    } finally {
      await restoreOffices(page.request, snapshot);
    }
    expect((await listOffices(page.request)).find((office) => office.isMainOffice)?.name).toBe(previousMain!.name);
  });

  test('shows the empty text once every office is deleted', async ({ page }) => {
    const snapshot = await listOffices(page.request);
    const name = uniqueModel('Ultima sede');
    try {
      // Only an office of this test is left, then it goes through the UI.
      await createOffice(page.request, { name });
      for (const office of snapshot) await page.request.delete(`/api/company-info/${office.id}`);
      await openTab(page);
      await expect(page.getByRole('article')).toHaveCount(1);

      await card(page, name).getByRole('button', { name: 'Elimina' }).click();
      await confirmIn(page, 'Sei sicuro di voler eliminare questa sede?', 'Elimina');
      await expect(toast(page, 'Sede eliminata')).toBeVisible();
      await expect(page.getByText('Nessuna sede configurata. Aggiungi la prima sede aziendale.')).toBeVisible();
      expect(await listOffices(page.request)).toEqual([]);
      await expectNoViolations(page);
    } finally {
      await restoreOffices(page.request, snapshot);
    }
    expect((await listOffices(page.request)).map((office) => office.name)).toEqual(snapshot.map((o) => o.name));
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`[ADMIN][OFFICES][A11Y] ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the Informazioni tab and the office dialog', async ({ page }) => {
      await openTab(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('article').first().getByRole('button', { name: 'Modifica' }).click();
      await expect(page.getByRole('dialog', { name: 'Modifica Sede' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
