import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded images live. Local disk today; the same interface can front object storage
 * when the site runs on several machines.
 */
export interface ImageStorage {
  /** Stores the bytes under a new random name and answers the public address (`/uploads/<name>`). */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored image by its public address; unknown addresses are ignored. */
  remove(url: string): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(dir: string): ImageStorage {
  return {
    async save(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      // Written beside, then renamed: a crash never leaves a half-written image under a public name.
      const temp = join(dir, `.${name}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const name = url.slice(UPLOADS_URL_PREFIX.length);
      if (!/^[\w-]+\.[a-z]+$/.test(name)) return;
      await rm(join(dir, name), { force: true });
    },
  };
}
