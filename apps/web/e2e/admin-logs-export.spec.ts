import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { AdminUser } from '@nbt/validation';
import { E2E_BASE_URL } from './fixtures/env';
import { expect, test, toast } from './fixtures/admin-session';

/**
 * New contexts start signed out: inside a test they would otherwise inherit the admin session, and a
 * login on top of it ends that session (the server rotates it), signing out every other test.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

const MARIO = { username: 'mario', password: 'Password-Mario-1' } as const;

/** An administrator not named 'admin': created, or given a known password when they already exist. */
async function ensureMario(request: APIRequestContext): Promise<AdminUser> {
  const created = await request.post('/api/admin/users', { data: MARIO });
  if (created.status() === 201) return (await created.json()) as AdminUser;
  expect(created.status(), await created.text()).toBe(409);
  const users = (await (await request.get('/api/admin/users')).json()) as AdminUser[];
  const existing = users.find((user) => user.username === MARIO.username)!;
  const updated = await request.put(`/api/admin/users/${existing.id}`, { data: MARIO });
  expect(updated.ok(), await updated.text()).toBe(true);
  return existing;
}

test.describe('[ADMIN][ACCESS LOG]', () => {
  test('admin downloads the access log as a dated text file', async ({ page }) => {
    await page.goto('/admin');
    const button = page.getByRole('button', { name: 'Log accessi' });
    await expect(button).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^access_logs_\d{4}-\d{2}-\d{2}\.txt$/);
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(download.suggestedFilename()).toBe(`access_logs_${stamp}.txt`);

    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    // 'timestamp - action - details or N/A'
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z - [A-Z_]+ - .+$/);
    expect(lines.some((line) => / - LOGIN_SUCCESS - /.test(line))).toBe(true);

    const success = toast(page, 'Log estratti');
    await expect(success).toBeVisible();
    await expect(success).toContainText(`Scaricati ${lines.length} eventi di accesso`);
  });

  test('an administrator not named admin is told the log is not for them', async ({ browser, page }) => {
    const mario = await ensureMario(page.request);
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      reducedMotion: 'reduce',
      storageState: SIGNED_OUT,
    });
    try {
      const own = await context.newPage();
      await own.goto('/admin/login');
      await own.getByLabel('Username').fill(MARIO.username);
      await own.getByRole('textbox', { name: 'Password' }).fill(MARIO.password);
      await own.getByRole('button', { name: 'Accedi' }).click();
      await expect(own.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();

      let downloaded = false;
      own.on('download', () => {
        downloaded = true;
      });
      await own.getByRole('button', { name: 'Log accessi' }).click();
      const denied = toast(own, 'Accesso negato');
      await expect(denied).toBeVisible();
      await expect(denied).toContainText("Solo l'utente admin può visualizzare i log di accesso");
      expect(downloaded).toBe(false);

      // The server refuses too.
      const refused = await own.request.get('/api/admin/access-logs');
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
      await page.request.delete(`/api/admin/users/${mario.id}`);
    }
  });
});

test.describe('[ADMIN][EXPORT]', () => {
  test('downloads the Excel export under the name the server gives', async ({ page }) => {
    await page.goto('/admin');
    const button = page.getByRole('button', { name: 'Esporta Excel' });
    await expect(button).toBeVisible();

    // Hold the answer a moment to see the loading state.
    await page.route('**/api/admin/export', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const downloadEvent = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveAttribute('data-loading', 'true');
    const download = await downloadEvent;

    // The name from Content-Disposition, as the server sends it.
    const head = await page.request.get('/api/admin/export');
    const disposition = head.headers()['content-disposition'] ?? '';
    const serverName = /filename="([^"]+)"/.exec(disposition)?.[1];
    expect(serverName).toMatch(/\.xlsx$/);
    expect(download.suggestedFilename()).toBe(serverName);

    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const success = toast(page, 'Esportazione completata');
    await expect(success).toBeVisible();
    await expect(success).toContainText('Il database è stato esportato in Excel con successo');
    await expect(button).not.toHaveAttribute('data-loading', 'true');
  });

  test('a failed export says so', async ({ page }) => {
    await page.goto('/admin');
    await page.route('**/api/admin/export', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Errore interno del server"}' }),
    );
    await page.getByRole('button', { name: 'Esporta Excel' }).click();
    const failure = toast(page, 'Errore esportazione');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Si è verificato un errore durante l'esportazione Excel");
  });
});
