import { expectNoViolations } from './fixtures/axe';
import { test as anonymous } from '@playwright/test';
import { expect, test } from './fixtures/admin-session';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  anonymous.describe(`[ADMIN][A11Y] ${viewport.name}`, () => {
    anonymous.use({
      viewport: { width: viewport.width, height: viewport.height },
    });

    anonymous('the login page, empty and with its errors', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByText('Username obbligatorio')).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test.describe(`[ADMIN][A11Y] ${viewport.name}, signed in`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
    });

    // One page for the three states: the back office's code is fetched and compiled once, not three times.
    test('the dashboard on the vehicles tab, the vehicle dialog empty and with its errors, and the edit dialog', async ({
      page,
    }) => {
      await page.goto('/admin?tab=veicoli');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Aggiungi auto vendita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aggiungi veicolo' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);

      await dialog.getByLabel('Prezzo di vendita (€)').fill('');
      await dialog.getByRole('button', { name: 'Aggiungi veicolo' }).click();
      await expect(dialog.getByText('Il prezzo di vendita è obbligatorio')).toBeVisible();
      await expectNoViolations(page);

      // A demo vehicle with photos, searched for: other specs' newer vehicles fill the first page.
      await page.goto('/admin?tab=veicoli&q=Scania');
      const withPhotos = page
        .getByRole('article')
        .filter({ hasText: /\d+ foto/ })
        .first();
      await withPhotos.getByRole('button', { name: 'Modifica' }).click();
      const edit = page.getByRole('dialog', { name: 'Modifica veicolo' });
      await expect(edit.getByRole('list', { name: 'Foto del veicolo' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
