import { readFile } from 'node:fs/promises';
import { expect, test, toast } from './fixtures/admin-session';

/*
 * A real download in a browser, once: the access log, named for the day. The refusal to an administrator
 * not named admin, the Excel export's name and its failures: components/admin/actions/actions.test.tsx;
 * the server's answers: apps/api/test/access-logs.integration.test.ts and export.integration.test.ts.
 */

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
});
