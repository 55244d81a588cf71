import { expect, test } from '@playwright/test';
import { signInThroughUi, toast } from './fixtures/admin-session';
import { E2E_ADMIN } from './fixtures/env';

// These tests start signed out and sign in (and out) on their own. The login form's required fields,
// the visitor sent from /admin to the login and the administrator sent past it: routes/admin/-admin.test.tsx.

test('[ADMIN][AUTH]: an administrator signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Area amministrativa' })).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(toast(page, 'Login effettuato')).toBeVisible();
  await expect(toast(page, "Benvenuto nell'area amministrativa")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();
  await expect(header).toContainText(`Utente connesso: ${E2E_ADMIN.username}`);
  await expect(page.getByRole('tab', { name: 'Veicoli' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Informazioni' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Utenti' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Richieste/ })).toBeVisible();
  const viewVehicles = header.getByRole('link', { name: /Visualizza veicoli/ });
  await expect(viewVehicles).toHaveAttribute('href', '/veicoli');
  await expect(viewVehicles).toHaveAttribute('target', '_blank');
});

test('[ADMIN][AUTH]: a wrong password is refused with the error toast', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(toast(page, 'Errore di login')).toBeVisible();
  await expect(toast(page, 'Username o password non validi')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('[ADMIN][AUTH]: logout ends the session and goes to the login', async ({ page }) => {
  await signInThroughUi(page);
  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/admin');
  await expect(page.getByText('Accesso negato. Reindirizzamento al login...')).toBeVisible();
});

test('[ADMIN]: no back-office code loads on a public page', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A body the browser no longer holds reads as empty rather than failing the test.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  // The cookie banner's code comes a second after the paint: read once it is in too.
  await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain('/api/upload/vehicle-images');
});
