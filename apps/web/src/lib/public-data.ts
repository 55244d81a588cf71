import type { RouterInputs as Inputs, RouterOutputs as Outputs } from '@nbt/api';
import {
  type ComponentType,
  createContext,
  lazy,
  use,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';

// The public pages read the API before their first paint through this module instead of the
// tRPC client and TanStack Query, which weigh 18.6 KB gzip together: kept off every page's first
// script, they load with the parts that write (the quote form, the back office: lib/query-island).

/** The API reads the public pages make while loading, by tRPC path: [input, answer]. */
export interface PublicReads {
  'offices.list': [undefined, Outputs['offices']['list']];
  'vehicles.list': [undefined, Outputs['vehicles']['list']];
  'vehicles.byId': [Inputs['vehicles']['byId'], Outputs['vehicles']['byId']];
  'vehicles.availability': [Inputs['vehicles']['availability'], Outputs['vehicles']['availability']];
  'vehicles.browse': [Inputs['vehicles']['browse'], Outputs['vehicles']['browse']];
  'financeTerms.get': [undefined, Outputs['financeTerms']['get']];
}

export type ReadPath = keyof PublicReads;

export type ReadInput<P extends ReadPath> = PublicReads[P][0];
export type ReadAnswer<P extends ReadPath> = PublicReads[P][1];

/** How a read reaches the API: over HTTP in the browser, in process during the server render. */
export type ReadApi = <P extends ReadPath>(path: P, input: ReadInput<P>) => Promise<ReadAnswer<P>>;

/** A read the API refused (`code` is tRPC's, e.g. 'NOT_FOUND') or that got no answer (status 0). */
export class ApiReadError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'ApiReadError';
    this.status = status;
    this.code = code;
  }
}

/** A vehicle or page that is not there, as the browser's reads and the server's in-process calls report it. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'NOT_FOUND';
}

interface TrpcAnswer {
  result?: { data?: unknown };
  error?: { message?: string; data?: { code?: string } };
}

/**
 * Reads over HTTP as tRPC's batch link sends them (one call per request, `GET`, same origin), so
 * the server, its cache headers and its limits see the same requests as from the back office.
 */
export function httpReads(url = '/api/trpc', fetchImpl: typeof fetch = (...args) => fetch(...args)): ReadApi {
  return async <P extends ReadPath>(path: P, input: ReadInput<P>) => {
    const address = `${url}/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
    let response: Response;
    try {
      response = await fetchImpl(address, { credentials: 'include' });
    } catch {
      throw new ApiReadError(0, undefined, `No answer to ${path}`);
    }
    const body = (await response.json().catch(() => undefined)) as TrpcAnswer[] | undefined;
    const answer = Array.isArray(body) ? body[0] : undefined;
    if (response.ok && answer?.result) return answer.result.data as ReadAnswer<P>;
    throw new ApiReadError(
      response.status,
      answer?.error?.data?.code,
      answer?.error?.message ?? `HTTP ${response.status}`,
    );
  };
}

/** A read's promise, with its outcome written on it once settled: React's `use` reads it at once then. */
type Entry<T = unknown> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The key of a read: its path and input, spelled the same on the server and in the browser. */
export const readKey = (path: string, input: unknown): string => `${path} ${JSON.stringify(input ?? null)}`;

/** Enough for a visit's pages (each list page and filter is one entry); the oldest go first. */
const MAX_ENTRIES = 200;

/**
 * What the public pages have read, for the session: the data changes only when the office edits it,
 * and the server's pages follow a data version, so an answer stays good for the visit. The server
 * render fills one per page and writes it into the page (`dehydrate`); the browser starts from it.
 */
export class PublicData {
  readonly #api: ReadApi;
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<(key: string) => void>();

  constructor(api: ReadApi, seed?: Record<string, unknown>) {
    this.#api = api;
    for (const [key, value] of Object.entries(seed ?? {})) this.#entries.set(key, settled(value));
  }

  /** The answer kept under `key`, or `load`'s, kept once it arrives (after a failure, asked again). */
  load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.#entries.get(key) as Entry<T> | undefined;
    if (known && known.status !== 'rejected') return known;
    const entry: Entry<T> = load().then(
      (value) => {
        entry.status = 'fulfilled';
        entry.value = value;
        this.#notify(key);
        return value;
      },
      (error: unknown) => {
        entry.status = 'rejected';
        entry.reason = error;
        this.#notify(key);
        throw error;
      },
    );
    // Nobody may be waiting on it (a preload): the failure is read from the entry, not left unhandled.
    entry.catch(() => undefined);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, entry);
    return entry;
  }

  /** The API's answer to `path` with `input`, read once for the visit. */
  read<P extends ReadPath>(path: P, input: ReadInput<P>): Promise<ReadAnswer<P>> {
    return this.load(readKey(path, input), () => this.#api(path, input));
  }

  /** The answer kept under `key`, if it has arrived. */
  peek<T>(key: string): T | undefined {
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    return entry?.status === 'fulfilled' ? entry.value : undefined;
  }

  /** The read kept under `key` as it stands (the same object until it settles or is asked again). */
  entry<T>(key: string): Entry<T> | undefined {
    return this.#entries.get(key) as Entry<T> | undefined;
  }

  /** Every answer that has arrived, for the page's script (JSON) and for the query cache of the later parts. */
  dehydrate(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of this.#entries) if (entry.status === 'fulfilled') out[key] = entry.value;
    return out;
  }

  /** Called with the key of each read as it settles; returns the unsubscribe. */
  subscribe(listener: (key: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(key: string) {
    for (const listener of this.#listeners) listener(key);
  }
}

function settled<T>(value: T): Entry<T> {
  const entry: Entry<T> = Promise.resolve(value);
  entry.status = 'fulfilled';
  entry.value = value;
  return entry;
}

export const PublicDataContext = createContext<PublicData | null>(null);

export function usePublicData(): PublicData {
  const data = useContext(PublicDataContext);
  if (!data) throw new Error('usePublicData outside the app: PublicDataContext is missing');
  return data;
}

/** A read the route's loader has made: its answer at once (it suspends only when it has not). */
export function usePublicRead<P extends ReadPath>(path: P, input: ReadInput<P>): ReadAnswer<P> {
  return use(usePublicData().read(path, input));
}

/**
 * What is kept under `key`, without holding the page back (the footer's contacts, a legal text in a
 * language just chosen): pending until it settles, asked for with `start` when nothing has asked yet;
 * a failure is not asked again here.
 */
export function useKept<T>(key: string, start: () => Promise<unknown>): { data: T | undefined; isPending: boolean } {
  const data = usePublicData();
  const subscribe = useCallback(
    (changed: () => void) => data.subscribe((settledKey) => settledKey === key && changed()),
    [data, key],
  );
  const read = () => data.entry<T>(key);
  const entry = useSyncExternalStore(subscribe, read, read);
  const asked = entry !== undefined;
  useEffect(() => {
    if (!asked) start().catch(() => undefined);
  }, [key, asked]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` names what `start` asks for
  return { data: entry?.status === 'fulfilled' ? entry.value : undefined, isPending: entry?.status === undefined };
}

/** An API read that does not hold the page back (none while `enabled` is false): see `useKept`. */
export function usePublicValue<P extends ReadPath>(path: P, input: ReadInput<P>, enabled = true) {
  const data = usePublicData();
  const kept = useKept<ReadAnswer<P>>(enabled ? readKey(path, input) : '', () =>
    enabled ? data.read(path, input) : Promise.resolve(),
  );
  return enabled ? kept : { data: undefined, isPending: false };
}

/**
 * A part loaded later that reads or writes through tRPC (the quote form, the rental calendar): its
 * code and TanStack Query's come together when it is first shown.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('./query-island')]).then(([Component, island]) => ({
      default: island.withQueries(Component),
    })),
  );
}
