import { constants } from 'node:fs';
import { access, copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import send from '@fastify/send';

import { isObjectName, type ObjectStore } from './object-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in the folder `dir` (UPLOADS_DIR). Serving goes through @fastify/send, the library behind
 * @fastify/static: its weak ETag and Last-Modified, 304, ranges and HEAD.
 */
export function createFolderStore(dir: string): ObjectStore {
  return {
    description: `the uploads folder ${dir}`,
    /** Written beside, then renamed: a crash never leaves a half-written file under a public name. */
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.${name}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(name) {
      await rm(join(dir, name), { force: true });
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async *list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      // Dot files are half-written temporaries.
      for (const entry of entries) {
        if (!entry.isFile() || !isObjectName(entry.name)) continue;
        const info = await stat(join(dir, entry.name)).catch(() => undefined);
        if (info) yield { name: entry.name, size: info.size };
      }
    },
    async serve(name, method, headers) {
      // send reads nothing of the request but its method and headers.
      const request = { method, headers } as unknown as Readable;
      const result = await send(request, `/${name}`, {
        root: dir,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
      });
      if (result.type !== 'file') {
        const status = result.statusCode;
        if (status === 404 || status === 403 || result.type === 'directory') return undefined;
        if (status >= 500) throw result.metadata.error;
        return { status, headers: result.headers };
      }
      return { status: result.statusCode, headers: result.headers, body: result.stream };
    },
    async copyToFile(name, path, { link: hardLink = false } = {}) {
      const from = join(dir, name);
      try {
        if (hardLink) await link(from, path).catch(() => copyFile(from, path));
        else await copyFile(from, path);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async check() {
      const folder = await stat(dir).catch(() => undefined);
      if (!folder?.isDirectory()) throw new Error(`the uploads folder ${dir} does not exist`);
      await access(dir, constants.W_OK).catch(() => {
        throw new Error(`the uploads folder ${dir} is not writable`);
      });
    },
  };
}
