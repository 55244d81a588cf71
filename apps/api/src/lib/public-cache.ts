import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { type DB, getDataVersion } from '@nbt/db';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

/** A public answer made once per data version: the value, its body, a validator and compressed copies. */
export interface CachedAnswer<T> {
  /** Deep-frozen: shared by every request until the data changes. */
  value: T;
  /** The bytes sent: the value's JSON, or what `serialize` made of it. */
  body: Buffer;
  /** Weak (the same for every encoding of the body): `W/"<hash of the body>"`. */
  etag: string;
  /** The body compressed, made on first demand and kept. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

/** How a cached value becomes the bytes sent: JSON unless told otherwise. */
export type Serialize<T> = (value: T) => string;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The weak validator of a body: equal bytes, equal tag, in every process. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function makeAnswer<T>(value: T, serialize: Serialize<T>): CachedAnswer<T> {
  const body = Buffer.from(serialize(value));
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    value: deepFreeze(value),
    body,
    etag: weakEtag(body),
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        // Quality 6 / level 6: within a few percent of the maximum at a small fraction of its time,
        // so the first request after a write does not wait for it.
        bytes =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 6,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipAsync(body, { level: 6 });
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** Answers kept at most: the list, the offices, the vehicles visitors open and their pages. */
const MAX_ENTRIES = 2000;

/**
 * Public answers (vehicle list, one vehicle, offices) keyed on the database's data version: every
 * write to vehicles or offices bumps it in its own transaction, in whichever process made it
 * (see packages/db create_meta), so an answer is reused only while the data it was made from is
 * still current. Each read costs one indexed lookup of that counter; the version is read before
 * the data, so an answer is never older than the version it is filed under.
 */
export class PublicCache {
  #version: number | undefined;
  #entries = new Map<string, Promise<CachedAnswer<unknown>>>();

  constructor(private readonly db: DB) {}

  async get<T>(
    key: string,
    load: () => Promise<T>,
    serialize: Serialize<T> = JSON.stringify,
  ): Promise<CachedAnswer<T>> {
    const version = await getDataVersion(this.db);
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    let entry = this.#entries.get(key) as Promise<CachedAnswer<T>> | undefined;
    if (!entry) {
      // Requests arriving while it loads share the same promise; a failure (a 404) is not kept.
      const loading = load().then((value) => makeAnswer(value, serialize));
      entry = loading;
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, loading);
      loading.catch(() => {
        if (this.#entries.get(key) === loading) this.#entries.delete(key);
      });
    }
    return entry;
  }
}

const caches = new WeakMap<DB, PublicCache>();

/** The cache of one database handle: each app (and each test's app) on its own database has its own. */
export function publicCache(db: DB): PublicCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicCache(db);
    caches.set(db, cache);
  }
  return cache;
}
