import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { type DB } from '@nbt/db/client';
import { getDataVersion } from '@nbt/db/meta';
import { LRUCache } from 'lru-cache';

import { addressGroup } from '../modules/rate-limit/address-group.js';
import { tooManyRequests } from '../modules/rate-limit/rate-limit.service.js';

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
  /** Headers that describe the body (the total of a page of a list), sent with it. */
  headers?: Readonly<Record<string, string>>;
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

/**
 * Bytes the answers of one data version may hold: the list, the offices, the vehicles visitors
 * open and their pages in every language (about 100 KB each, styles inline). Least recently used
 * answers go first, so what a request can add is bounded whatever it asks for.
 */
export const PUBLIC_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * What an answer holds: its body, and the brotli and gzip copies made on demand (each well under
 * half the body for text), counted at once so the bound holds once they are made.
 */
function answerBytes(answer: CachedAnswer<unknown>): number {
  return Math.ceil(answer.body.length * 1.5) + 512;
}

/** How `PublicCache.get` turns a value into its answer, and whether it keeps it. */
export interface AnswerOptions<T> {
  /** The bytes sent: JSON unless told otherwise. */
  serialize?: Serialize<T>;
  /** False for a value that is answered once and not kept (a page that is not there). */
  keep?: (value: T) => boolean;
  /**
   * The client a request is for (its address group, see rate-limit/address-group.ts): a miss it
   * causes is refused with 429 once it has used up its browse misses, and what the answer's making
   * computes is counted against it. Undefined for reads that are no request's own.
   */
  client?: string | undefined;
  /** The value is a browse over the fleet: made afresh, it uses one of its client's misses. */
  browse?: boolean;
}

/**
 * Uncached browses one client may cause in a minute, in one process: each costs a few milliseconds
 * of CPU, and the site's filters ask for one after a pause in typing, so a person makes a few a
 * minute. Past it the client's misses get 429 until its minute is over; kept answers stay free.
 */
export const BROWSE_MISSES_PER_MINUTE = 180;
const MINUTE = 60_000;
/** Clients counted at once: the least recently counted are forgotten first, so the counters stay small. */
const CLIENTS_COUNTED = 10_000;

/**
 * The browse misses of each client in its current minute. Kept in memory: what it protects is this
 * process's CPU, and a database write per miss would cost more than the miss itself.
 */
class MissBudget {
  #clients = new LRUCache<string, { count: number; until: number }>({ max: CLIENTS_COUNTED });

  constructor(private readonly perMinute: number) {}

  /** 429 when `client` has no miss left in its minute. */
  check(client: string, now = Date.now()): void {
    const used = this.#clients.get(client);
    if (used && used.until > now && used.count >= this.perMinute) throw tooManyRequests(used.until - now);
  }

  charge(client: string, now = Date.now()): void {
    let used = this.#clients.get(client);
    if (!used || used.until <= now) {
      used = { count: 0, until: now + MINUTE };
      this.#clients.set(client, used);
    }
    used.count++;
  }
}

/**
 * The client whose request is making an answer, while it is made: a page renders through the API
 * in process, as no request's own, and the browse it reads is counted against the page's client.
 */
const makingFor = new AsyncLocalStorage<string>();

/** The client a request's address stands for; none for a call that is no request (a page's render). */
export function clientOf(ip: string | null): string | undefined {
  return ip ? addressGroup(ip) : undefined;
}

/**
 * Public answers (vehicle list, one vehicle, offices, pages) keyed on the database's data version:
 * every write to vehicles or offices bumps it in its own transaction, in whichever process made it
 * (see packages/db create_meta), so an answer is reused only while the data it was made from is
 * still current. Each read costs one indexed lookup of that counter; the version is read before
 * the data, so an answer is never older than the version it is filed under.
 */
export class PublicCache {
  #version: number | undefined;
  #entries: LRUCache<string, CachedAnswer<unknown>>;
  /** Answers being made: requests arriving meanwhile share them. As many as requests in flight. */
  #loading = new Map<string, Promise<CachedAnswer<unknown>>>();
  /** Requests answered from a kept answer, made afresh (or joined to one being made), and kept answers sent while the database did not answer. */
  readonly counts = { hits: 0, misses: 0, stale: 0 };
  #misses: MissBudget;

  constructor(
    private readonly db: DB,
    maxBytes = PUBLIC_CACHE_MAX_BYTES,
    browseMissesPerMinute = BROWSE_MISSES_PER_MINUTE,
  ) {
    this.#entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: answerBytes });
    this.#misses = new MissBudget(browseMissesPerMinute);
  }

  /** The bytes the kept answers hold (as counted against the bound). */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#entries.size;
  }

  async get<T>(
    key: string,
    load: () => Promise<T>,
    { serialize = JSON.stringify, keep = () => true, client, browse = false }: AnswerOptions<T> = {},
  ): Promise<CachedAnswer<T>> {
    let version: number;
    try {
      version = await getDataVersion(this.db);
    } catch (error) {
      // The database does not answer (a restart, a fail-over): what is kept is sent as it is, so the
      // public pages stay up meanwhile. Nothing is made or kept until the version can be read again.
      const kept = this.#entries.get(key) as CachedAnswer<T> | undefined;
      if (!kept) throw error;
      this.counts.stale++;
      return kept;
    }
    if (version !== this.#version) {
      this.#entries.clear();
      this.#loading.clear();
      this.#version = version;
    }
    const kept = this.#entries.get(key) as CachedAnswer<T> | undefined;
    if (kept) {
      this.counts.hits++;
      return kept;
    }
    this.counts.misses++;
    let loading = this.#loading.get(key) as Promise<CachedAnswer<T>> | undefined;
    if (!loading) {
      // Only what is made afresh is counted: joining an answer being made costs nothing more.
      if (client !== undefined) this.#misses.check(client);
      const payer = client ?? makingFor.getStore();
      if (browse && payer !== undefined) this.#misses.charge(payer);
      // A failure or a value `keep` refuses is not kept; an answer made from an older version is not
      // filed under a newer one.
      const made = (client === undefined ? load() : makingFor.run(client, load)).then((value) =>
        makeAnswer(value, serialize),
      );
      loading = made;
      this.#loading.set(key, made);
      void made.then(
        (answer) => {
          if (this.#loading.get(key) !== made) return;
          this.#loading.delete(key);
          if (this.#version === version && keep(answer.value)) this.#entries.set(key, answer);
        },
        () => {
          if (this.#loading.get(key) === made) this.#loading.delete(key);
        },
      );
    }
    return loading;
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
