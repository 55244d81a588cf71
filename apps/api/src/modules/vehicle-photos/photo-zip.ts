import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { AppError } from '../../errors.js';

/** yauzl's own decoding of a name (UTF-8 when flagged, Info-ZIP's Unicode path, else CP437), left out of its types. */
const { getFileNameLowLevel } = yauzl as unknown as {
  getFileNameLowLevel(flags: number, name: Buffer, extraFields: Entry['extraFields'], strict: boolean): string;
};

const STORED = 0;
const DEFLATED = 8;
const MB = 1024 * 1024;

export interface ZipLimits {
  /** Entries of the archive, folders included. */
  entries: number;
  /** What all its entries declare, unzipped. */
  unzippedBytes: number;
}

/** A file of the archive: its path, the size it declares, and whether it can be inflated at all. */
export interface ZipMember {
  name: string;
  size: number;
  /** Neither encrypted nor compressed by a method other than deflate. */
  readable: boolean;
  entry: Entry;
}

const notAZip = (cause?: unknown) => new AppError('INVALID_INPUT', 'NOT_A_ZIP', { cause });

/**
 * Folders, hidden files (a dot first, as macOS's .DS_Store) and the resource forks macOS adds
 * under __MACOSX/: nothing the office put in the archive.
 */
function isIgnored(name: string): boolean {
  if (name.endsWith('/')) return true;
  return name.split('/').some((part) => part === '__MACOSX' || (part.startsWith('.') && part !== '.'));
}

function open(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are decoded and checked below, so that a refused one can be named in the answer.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(notAZip(error)) : resolve(zip)),
    );
  });
}

/**
 * An uploaded zip, on disk, read with yauzl: its directory is listed when it opens, and an entry is
 * inflated only when asked for, one at a time, never past the size it declares.
 */
export class PhotoZip {
  private constructor(
    private readonly zip: ZipFile,
    /** Files to look at, in the archive's order. */
    readonly files: ZipMember[],
    /** Entries not looked at: folders, hidden files, __MACOSX. */
    readonly ignored: number,
  ) {}

  /**
   * Opens the archive at `path` and lists it, refusing it whole when it has more entries than the
   * cap (read from its end record, before any entry), when its entries declare more than the cap
   * unzipped (before inflating a byte), or when a name is absolute or climbs out with '..'. Each
   * entry is later inflated at most to the size it declares (yauzl stops one that lies).
   */
  static async open(path: string, limits: ZipLimits): Promise<PhotoZip> {
    const zip = await open(path);
    try {
      if (zip.entryCount > limits.entries) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'PHOTO_ZIP_TOO_MANY_FILES', { params: { maximum: limits.entries } });
      }
      const entries = await entriesOf(zip, limits);
      const files: ZipMember[] = [];
      let ignored = 0;
      for (const { name, entry } of entries) {
        if (isIgnored(name)) {
          ignored += 1;
          continue;
        }
        const readable =
          !entry.isEncrypted() && (entry.compressionMethod === STORED || entry.compressionMethod === DEFLATED);
        files.push({ name, size: entry.uncompressedSize, readable, entry });
      }
      return new PhotoZip(zip, files, ignored);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /**
   * A file's bytes, or undefined when it cannot be inflated (damaged, encrypted, or holding more
   * than it declares): that file is left out, not the archive.
   */
  read(member: ZipMember): Promise<Buffer | undefined> {
    if (!member.readable) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.zip.openReadStream(member.entry, (error, stream) => {
        if (error) return resolve(undefined);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // yauzl already stops an entry at its declared size; this keeps the promise if it did not.
          if (size > member.size) {
            stream.destroy();
            resolve(undefined);
          } else chunks.push(chunk);
        });
        stream.once('end', () => resolve(Buffer.concat(chunks)));
        stream.once('error', () => resolve(undefined));
      });
    });
  }

  close(): void {
    this.zip.close();
  }
}

/** The directory's entries with their names, summing the sizes they declare against the cap as it goes. */
function entriesOf(zip: ZipFile, limits: ZipLimits): Promise<{ name: string; entry: Entry }[]> {
  return new Promise((resolve, reject) => {
    const entries: { name: string; entry: Entry }[] = [];
    let declared = 0;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error);
    };
    zip.on('entry', (entry: Entry) => {
      if (failed) return;
      const name = getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileName as unknown as Buffer,
        entry.extraFields,
        // Backslashes, as some Windows archivers write folders, read as slashes.
        false,
      );
      if (yauzl.validateFileName(name) !== null) {
        return fail(new AppError('INVALID_INPUT', 'PHOTO_ZIP_UNSAFE_NAME', { params: { name: name.slice(0, 200) } }));
      }
      declared += entry.uncompressedSize;
      if (declared > limits.unzippedBytes) {
        return fail(
          new AppError('PAYLOAD_TOO_LARGE', 'PHOTO_ZIP_TOO_LARGE', { params: { maximum: limits.unzippedBytes / MB } }),
        );
      }
      entries.push({ name, entry });
      zip.readEntry();
    });
    zip.once('end', () => {
      if (!failed) resolve(entries);
    });
    zip.once('error', (error: Error) => {
      if (!failed) fail(notAZip(error));
    });
    zip.readEntry();
  });
}
