import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createLocalStorage } from '../src/lib/storage.js';

describe('the uploads folder check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nbt-storage-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on a writable folder', async () => {
    await expect(createLocalStorage(dir).check()).resolves.toBeUndefined();
  });

  it('names the folder when it does not exist', async () => {
    const missing = join(dir, 'missing');
    await expect(createLocalStorage(missing).check()).rejects.toThrow(`the uploads folder ${missing} does not exist`);
  });

  it('refuses a file where the folder should be', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    await expect(createLocalStorage(file).check()).rejects.toThrow(/does not exist/);
  });
});
