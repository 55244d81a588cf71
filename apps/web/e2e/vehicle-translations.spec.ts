import type { Page } from '@playwright/test';
import { createVehicle, expect, readVehicle, test, toast, uniqueModel } from './fixtures/admin-session';

const ITALIAN = 'Trattore stradale per lunghe percorrenze con cabina GX e assistenza 24/7 inclusa.';
const ENGLISH = 'Long-haul tractor unit with GX cab and 24/7 assistance included.';

async function openEditDialog(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Modifica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica veicolo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('[ADMIN][VEHICLES]: an English description written in its tab is the English page’s, while French shows the Italian marked as such', async ({
  page,
}) => {
  const model = uniqueModel('Lingue');
  const vehicle = await createVehicle(page.request, { brand: 'Volvo', model, description: ITALIAN });

  const dialog = await openEditDialog(page, `Volvo ${model}`);
  await dialog.getByRole('tab', { name: 'English' }).click();
  await dialog.getByRole('button', { name: 'Copia il testo italiano' }).click();
  await expect(dialog.getByLabel('Descrizione')).toHaveValue(ITALIAN);
  await dialog.getByLabel('Descrizione').fill(ENGLISH);
  await expect(dialog.getByRole('tab', { name: 'English (compilata)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(toast(page, 'Veicolo aggiornato')).toBeVisible();
  expect((await readVehicle(page.request, vehicle.id))?.translations.en).toMatchObject({ description: ENGLISH });

  await page.goto(`/en/veicoli/${vehicle.id}`);
  const english = page.getByText(ENGLISH);
  await expect(english).toBeVisible();
  await expect(english).not.toHaveAttribute('lang', 'it');
  await expect(page.getByText(ITALIAN)).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ENGLISH);
  // The browser's head after hydration says what the server's did (Open Graph is the server's alone).
  const served = await (await page.request.get(`/en/veicoli/${vehicle.id}`)).text();
  expect(served).toContain(`<meta property="og:description" content="${ENGLISH}"`);

  await page.goto(`/fr/veicoli/${vehicle.id}`);
  const italian = page.getByText(ITALIAN);
  await expect(italian).toBeVisible();
  await expect(italian).toHaveAttribute('lang', 'it');
  await expect(page.getByText('Ce texte n’est disponible qu’en italien').first()).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ITALIAN);
});
