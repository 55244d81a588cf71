import { hkdfSync, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, open, readlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import type { AppConfig } from '../../env.js';

/** The key file in DATA_DIR, beside the database but never inside it: backups do not carry it. */
export const SIGNING_KEY_FILE = 'cookie-secret';
const KEY_FILE_BYTES = 32;

/**
 * The keys the site signs with, derived from one secret (COOKIE_SECRET, or the key file). Each use
 * has its own derived key, so a value made for one can never pass as the other.
 */
export interface SigningKeys {
  /** @fastify/cookie's HMAC-SHA256 signature of signed cookies (the login device cookies). */
  cookie: Buffer;
  /** The HMAC that ties a device cookie to its user's current password. */
  deviceStamp: Buffer;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'nbt signing keys', purpose, 32));
}

export function signingKeysFrom(secret: Buffer): SigningKeys {
  return { cookie: derive(secret, 'cookie signature'), deviceStamp: derive(secret, 'device stamp') };
}

function refusal(path: string, problem: string): Error {
  return new Error(
    `Refusing to start: the cookie signing key ${path} ${problem}. Set COOKIE_SECRET instead, or delete the ` +
      'file so that a new key is made (every login device cookie then stops counting: docs/operations.md).',
  );
}

/** The key file's bytes, or undefined when there is none; a link, a folder or a short file is refused. */
async function readKeyFile(path: string): Promise<Buffer | undefined> {
  let file;
  try {
    // O_NOFOLLOW: a link put in place of the file (by a restored archive, say) is refused, not followed.
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP' || code === 'EMLINK') {
      const target = await readlink(path).catch(() => '?');
      throw refusal(path, `is a symbolic link (to ${target})`);
    }
    throw refusal(path, `cannot be read (${code ?? String(error)})`);
  }
  try {
    if (!(await file.stat()).isFile()) throw refusal(path, 'is not a regular file');
    const key = await file.readFile().catch((error: NodeJS.ErrnoException) => {
      throw refusal(path, `cannot be read (${error.code ?? error.message})`);
    });
    if (key.length !== KEY_FILE_BYTES) throw refusal(path, `holds ${key.length} bytes, not ${KEY_FILE_BYTES}`);
    return key;
  } finally {
    await file.close();
  }
}

/**
 * Makes the key file: written whole and flushed under a temporary name, then linked into place,
 * which fails rather than overwrite a file another process made meanwhile; the caller reads the
 * one that is there.
 */
async function createKeyFile(path: string): Promise<void> {
  const temporary = `${path}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(randomBytes(KEY_FILE_BYTES));
      await file.sync();
    } finally {
      await file.close();
    }
    await link(temporary, path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * The signing keys: from COOKIE_SECRET when it is set, otherwise from DATA_DIR/cookie-secret, made
 * with 32 random bytes (mode 0600) on the first start. Throws, naming the file, when it cannot be
 * used; the server does not start then.
 */
export async function loadSigningKeys(config: Pick<AppConfig, 'cookieSecret' | 'dataDir'>): Promise<SigningKeys> {
  if (config.cookieSecret !== undefined) return signingKeysFrom(Buffer.from(config.cookieSecret, 'utf8'));
  const path = join(config.dataDir, SIGNING_KEY_FILE);
  let key = await readKeyFile(path);
  if (!key) {
    await createKeyFile(path).catch((error: NodeJS.ErrnoException) => {
      throw refusal(path, `cannot be created (${error.code ?? error.message})`);
    });
    key = await readKeyFile(path);
  }
  if (!key) throw refusal(path, 'disappeared while it was being made');
  return signingKeysFrom(key);
}
