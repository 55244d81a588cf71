import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** One file as listed: its name (no folder) and size in bytes. */
export interface StoredObject {
  name: string;
  size: number;
}

/** What serving a file answers: the status and headers of the store, and the bytes unless there are none (304, HEAD). */
export interface ServedObject {
  status: number;
  headers: Record<string, string>;
  body?: Readable;
}

/**
 * The few operations a place that keeps files offers. Names are validated by the caller
 * (`isObjectName`); every store writes a name once, whole or not at all.
 */
export interface ObjectStore {
  /** For messages and the backup's manifest: the folder's path, or the bucket's `s3://` address. Never a secret. */
  readonly description: string;
  put(name: string, bytes: Buffer): Promise<void>;
  /** Removes the file; one that is not there is no error. */
  delete(name: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
  /** Every file, in no particular order. */
  list(): AsyncIterable<StoredObject>;
  /**
   * Answers a GET or HEAD for the file with the request's conditions and range (ETag, 304, 206)
   * as the store works them out; undefined when there is no such file.
   */
  serve(name: string, method: string, headers: IncomingHttpHeaders): Promise<ServedObject | undefined>;
  /**
   * Puts a copy of the file at `path` on this machine; false when there is no such file. `link`
   * allows a hard link where the store is a folder on the same disk (files never change).
   */
  copyToFile(name: string, path: string, options?: { link?: boolean }): Promise<boolean>;
  /** Resolves when the store can be written; a bucket gives the answer of a check a few seconds old again. */
  check(): Promise<void>;
}

/**
 * An original's or a variant's file name as the site writes them (lib/storage.ts): letters, digits,
 * `_` and `-`, and the extension of an image type it stores. Anything longer than the site's own
 * names is refused before a store is asked (a bucket refuses keys past 1,024 bytes with an error).
 */
const FILE_NAME = /^[\w-]{1,100}\.(jpg|webp|avif)$/;

export function isObjectName(name: string): boolean {
  return FILE_NAME.test(name);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The media type of a stored file, decided by its extension (the upload pipeline chose it from the
 * content), never by what the store says: an object put in a bucket by hand with `text/html` is
 * still sent as an image. Undefined for a name the site never writes.
 */
export function contentTypeOf(name: string): string | undefined {
  return isObjectName(name) ? CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] : undefined;
}
