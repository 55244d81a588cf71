import { expectNoViolations } from './fixtures/axe';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/env';
import { expect, test } from './fixtures/admin-session';

/*
 * The Utenti tab in a real browser, with the worker's real session: what axe finds on its laid-out
 * states at each width, and the session's own user recognised as the one editing their profile.
 * What the tab shows and sends is UsersTab.test.tsx; what the server allows, users.integration.test.ts.
 */

async function openTab(page: Page) {
  await page.goto('/admin?tab=utenti');
  await expect(page.getByRole('heading', { name: 'Utenti amministratori' })).toBeVisible();
}

function row(page: Page, username: string) {
  return page.getByTestId('user-row').filter({ has: page.getByRole('heading', { name: username, exact: true }) });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`[ADMIN][USERS][A11Y] ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the Utenti tab, the user dialog with its errors, and one’s own profile', async ({ page }) => {
      await openTab(page);
      const main = row(page, E2E_ADMIN.username);
      await expect(main.getByText('Amministratore principale')).toBeVisible();
      await expectNoViolations(page);
      // The dialogs and their errors are the same markup at both widths: scanned once, at desktop width.
      if (viewport.name === 'phone') return;

      await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
      await expect(dialog.getByText('La password è obbligatoria per i nuovi utenti')).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();

      // The signed-in administrator is told the profile is their own.
      await main.getByRole('button', { name: 'Modifica' }).click();
      const own = page.getByRole('dialog', { name: 'Modifica Utente' });
      await expect(own.getByRole('alert').filter({ hasText: 'Stai modificando il tuo profilo' })).toBeVisible();
      await expectNoViolations(page);
      // Leave without saving: changing this password would end the other tests' admin sessions.
      await own.getByRole('button', { name: 'Annulla' }).click();
      await expect(own).toBeHidden();
    });
  });
}
