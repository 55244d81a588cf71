import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@nbt/validation/site';
import { expect, test } from '@playwright/test';
import { fleet } from './fixtures/vehicles';

/*
 * Every public page, in every language, as the server sends it, through the Nu HTML Checker
 * (vnu-jar, on Java: Debian's default-jre-headless): no errors. The messages left out, each with
 * its reason, are in html-check/vnu-filter.txt.
 */

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const filterFile = fileURLToPath(new URL('./html-check/vnu-filter.txt', import.meta.url));

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('[HTML]: every public page in every language passes the Nu HTML Checker', async ({ page }) => {
  test.setTimeout(180_000);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  expect(java.error, 'Java runs the checker: apt-get install -y default-jre-headless').toBeUndefined();

  const vehicles = await fleet(page);
  const paths = [
    '/',
    '/veicoli',
    `/veicoli/${vehicles[0]!.id}`,
    '/servizi-flotta',
    '/privacy-policy',
    '/cookie-policy',
  ];
  const dir = mkdtempSync(join(tmpdir(), 'nbt-vnu-'));
  try {
    const files: string[] = [];
    for (const { code } of LANGUAGES) {
      for (const path of paths) {
        const address = code === 'it' ? path : `/${code}${path}`;
        const response = await page.request.get(address);
        expect(response.status(), address).toBe(200);
        const file = join(dir, `${code}${path.replaceAll('/', '_') || '_'}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    // One run for every page: the checker's start-up costs more than a page.
    const run = spawnSync(
      'java',
      ['-Xss1024k', '-jar', vnuJar, '--errors-only', '--format', 'json', '--filterfile', filterFile, ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? '?'} ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
