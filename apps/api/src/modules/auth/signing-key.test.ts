import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadSigningKeys, SIGNING_KEY_FILE } from './signing-key.js';

describe('loadSigningKeys', () => {
  let dataDir: string;
  let keyFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nbt-key-'));
    keyFile = join(dataDir, SIGNING_KEY_FILE);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (cookieSecret?: string) => loadSigningKeys({ dataDir, cookieSecret });

  it('makes DATA_DIR/cookie-secret once, 32 random bytes only its owner may read, and reads it back', async () => {
    const umask = process.umask(0);
    try {
      const first = await load();
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(keyFile)).toHaveLength(32);
      expect(await load()).toEqual(first);
      // The derived keys are not the file's bytes, and differ from each other.
      expect(first.cookie.equals(readFileSync(keyFile))).toBe(false);
      expect(first.cookie.equals(first.deviceStamp)).toBe(false);
    } finally {
      process.umask(umask);
    }
  });

  it('makes one key when several processes start at once, leaving no temporary file', async () => {
    const keys = await Promise.all(Array.from({ length: 12 }, () => load()));
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(readdirSync(dataDir)).toEqual([SIGNING_KEY_FILE]);
  });

  it('takes COOKIE_SECRET over the file, and leaves the file alone', async () => {
    const fromFile = await load();
    const before = readFileSync(keyFile);
    const fromEnv = await load('a'.repeat(32));
    expect(fromEnv.cookie.equals(fromFile.cookie)).toBe(false);
    expect(await load('a'.repeat(32))).toEqual(fromEnv);
    expect(fromEnv).not.toEqual(await load('b'.repeat(32)));
    expect(readFileSync(keyFile)).toEqual(before);
  });

  it('makes no file when COOKIE_SECRET is set', async () => {
    await load('a'.repeat(32));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a symbolic link, naming the file and where it points, even to a good key', async () => {
    const elsewhere = join(dataDir, 'elsewhere');
    writeFileSync(elsewhere, Buffer.alloc(32, 7));
    symlinkSync(elsewhere, keyFile);
    await expect(load()).rejects.toThrow(
      `Refusing to start: the cookie signing key ${keyFile} is a symbolic link (to ${elsewhere})`,
    );
    // A dangling link is refused too, not replaced by a new key.
    rmSync(elsewhere);
    await expect(load()).rejects.toThrow(`${keyFile} is a symbolic link`);
  });

  it('refuses a folder, and a file that is not 32 bytes long, naming it', async () => {
    mkdirSync(keyFile);
    await expect(load()).rejects.toThrow(`the cookie signing key ${keyFile} is not a regular file`);
    rmSync(keyFile, { recursive: true });
    for (const size of [0, 31, 33, 64]) {
      writeFileSync(keyFile, Buffer.alloc(size, 1));
      await expect(load()).rejects.toThrow(`the cookie signing key ${keyFile} holds ${size} bytes, not 32`);
    }
  });

  it.skipIf(process.getuid?.() === 0)('refuses a file it may not read, naming it', async () => {
    writeFileSync(keyFile, Buffer.alloc(32, 1));
    chmodSync(keyFile, 0o000);
    await expect(load()).rejects.toThrow(`the cookie signing key ${keyFile} cannot be read (EACCES)`);
  });

  it('refuses to start when the key file cannot be made, naming it', async () => {
    const missing = join(dataDir, 'not-there');
    await expect(loadSigningKeys({ dataDir: missing, cookieSecret: undefined })).rejects.toThrow(
      `the cookie signing key ${join(missing, SIGNING_KEY_FILE)} cannot be created (ENOENT)`,
    );
  });
});
