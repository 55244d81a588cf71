import { expectNoViolations } from './fixtures/axe';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { AdminUser } from '@nbt/validation';
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures/env';
import { expect, test, toast } from './fixtures/admin-session';

/**
 * New contexts start signed out: inside a test they would otherwise inherit the admin session, and a
 * login on top of it ends that session (the server rotates it), signing out every other test.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

// Transitions off: dialogs and toasts are settled as soon as they are in the DOM.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

let counter = 0;
/** A username no other test uses (letters, digits, '.', '_', '-' only). */
function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

async function openTab(page: Page) {
  await page.goto('/admin?tab=utenti');
  await expect(page.getByRole('heading', { name: 'Utenti amministratori' })).toBeVisible();
}

function row(page: Page, username: string) {
  return page.getByTestId('user-row').filter({ has: page.getByRole('heading', { name: username, exact: true }) });
}

async function listUsers(request: APIRequestContext): Promise<AdminUser[]> {
  const response = await request.get('/api/admin/users');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminUser[];
}

async function createUser(request: APIRequestContext, username: string, password: string): Promise<AdminUser> {
  const response = await request.post('/api/admin/users', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminUser;
}

/** Signs in through the API in a context of its own (the test's session stays untouched). */
async function canSignIn(playwright: PlaywrightWorkerArgs['playwright'], username: string, password: string) {
  const context = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: SIGNED_OUT });
  try {
    const response = await context.post('/api/auth/login', { data: { username, password } });
    return response.ok();
  } finally {
    await context.dispose();
  }
}

async function confirmIn(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('[ADMIN][USERS]', () => {
  test('lists the administrators: id 1 is the main one and has no delete button', async ({ page }) => {
    await openTab(page);
    const main = row(page, E2E_ADMIN.username);
    await expect(main.getByText('Amministratore principale')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Modifica' })).toBeVisible();
    await expect(main.getByRole('button', { name: /Elimina/ })).toHaveCount(0);
    await expectNoViolations(page);

    // The server refuses too, whatever the client does.
    const users = await listUsers(page.request);
    expect(users.find((user) => user.id === 1)?.username).toBe(E2E_ADMIN.username);
    const refused = await page.request.delete('/api/admin/users/1');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "L'amministratore principale non può essere eliminato",
    );
    expect((await listUsers(page.request)).some((user) => user.id === 1)).toBe(true);
  });

  test('creates a user: password required, passwords must match', async ({ page, playwright }) => {
    const username = uniqueUsername('lucia');
    const password = 'Password-Lucia-1';
    await openTab(page);

    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByLabel('Username').fill(username);
    await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
    await expect(dialog.getByText('La password è obbligatoria per i nuovi utenti')).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByLabel('Conferma password').fill('Password-Diversa-1');
    await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
    await expect(dialog.getByText('Le password non coincidono')).toBeVisible();
    expect((await listUsers(page.request)).some((user) => user.username === username)).toBe(false);

    await dialog.getByLabel('Conferma password').fill(password);
    await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();
    await expect(toast(page, 'Utente creato')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, username).getByText('Amministratore', { exact: true })).toBeVisible();
    await expect(row(page, username).getByRole('button', { name: 'Elimina' })).toBeVisible();

    const stored = (await listUsers(page.request)).find((user) => user.username === username);
    expect(stored).toMatchObject({ username, isAdmin: true });
    expect(await canSignIn(playwright, username, password)).toBe(true);
  });

  test('a taken username is refused with the server message', async ({ page }) => {
    await openTab(page);
    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi Utente' });
    await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
    await dialog.getByLabel(/^Password/).fill('Password-Nuova-1');
    await dialog.getByLabel('Conferma password').fill('Password-Nuova-1');
    await dialog.getByRole('button', { name: 'Aggiungi Utente' }).click();

    const failure = toast(page, "Si è verificato un errore durante il salvataggio dell'utente");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Username già in uso');
    await expect(dialog.getByText('Username già in uso')).toBeVisible();
  });

  test('editing with an empty password keeps the old one', async ({ page, playwright }) => {
    const username = uniqueUsername('paolo');
    const renamed = uniqueUsername('paolo.b');
    const password = 'Password-Paolo-1';
    const user = await createUser(page.request, username, password);
    await openTab(page);

    await row(page, username).getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Utente' });
    await expect(dialog.getByLabel('Username')).toHaveValue(username);
    await expect(dialog.getByText('Lascia vuoto per mantenere la password attuale.')).toBeVisible();
    // Someone else's profile: no warning.
    await expect(dialog.getByText('Stai modificando il tuo profilo')).toHaveCount(0);
    await dialog.getByLabel('Username').fill(renamed);
    await dialog.getByRole('button', { name: 'Salva modifiche' }).click();

    await expect(toast(page, 'Utente aggiornato')).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();
    const stored = (await listUsers(page.request)).find((candidate) => candidate.id === user.id);
    expect(stored?.username).toBe(renamed);
    expect(await canSignIn(playwright, renamed, password)).toBe(true);
  });

  test('editing one’s own profile warns to remember the new password', async ({ page }) => {
    await openTab(page);
    await row(page, E2E_ADMIN.username).getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Utente' });
    const warning = dialog.getByRole('alert').filter({ hasText: 'Stai modificando il tuo profilo' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Se cambi la password, ricordati la nuova');
    await expectNoViolations(page);
    // Leave without saving: changing this password would end the other tests' admin sessions.
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
  });

  test('deletes another user after the confirmation', async ({ page }) => {
    const username = uniqueUsername('giorgio');
    const user = await createUser(page.request, username, 'Password-Giorgio-1');
    await openTab(page);

    await row(page, username).getByRole('button', { name: 'Elimina' }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: 'Sei sicuro di voler eliminare questo utente?' }),
    ).toBeVisible();
    await expectNoViolations(page);
    await confirmIn(page, 'Sei sicuro di voler eliminare questo utente?', 'Elimina');

    await expect(toast(page, 'Utente eliminato')).toBeVisible();
    await expect(row(page, username)).toHaveCount(0);
    expect((await listUsers(page.request)).some((candidate) => candidate.id === user.id)).toBe(false);
  });

  test('a refused deletion shows the server message', async ({ browser, page }) => {
    // Signed in as a second administrator, who tries to delete their own account.
    const username = uniqueUsername('sara');
    const password = 'Password-Sara-1';
    const user = await createUser(page.request, username, password);
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      reducedMotion: 'reduce',
      storageState: SIGNED_OUT,
    });
    const own = await context.newPage();
    try {
      await own.goto('/admin/login');
      await own.getByLabel('Username').fill(username);
      await own.getByRole('textbox', { name: 'Password' }).fill(password);
      await own.getByRole('button', { name: 'Accedi' }).click();
      await expect(own.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();
      await openTab(own);

      await row(own, username).getByRole('button', { name: 'Elimina' }).click();
      await confirmIn(own, 'Sei sicuro di voler eliminare questo utente?', 'Elimina');
      await expect(toast(own, 'Non puoi eliminare il tuo stesso utente')).toBeVisible();
      await expect(row(own, username)).toBeVisible();
      expect((await listUsers(page.request)).some((candidate) => candidate.id === user.id)).toBe(true);
    } finally {
      await context.close();
      await page.request.delete(`/api/admin/users/${user.id}`);
    }
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`[ADMIN][USERS][A11Y] ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the Utenti tab and the user dialog', async ({ page }) => {
      await openTab(page);
      await expect(row(page, E2E_ADMIN.username)).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
      await expect(page.getByRole('dialog', { name: 'Aggiungi Utente' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
