/**
 * A minimal writer of POSIX ustar archives, enough for a backup: regular files and folders with
 * short ASCII names, read back by any `tar`. The format is 512-byte blocks: a header, the content
 * padded to a whole block, and two empty blocks at the end.
 * @see https://pubs.opengroup.org/onlinepubs/9799919799/utilities/pax.html#tag_20_94_13_06
 */

const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, `/`-separated, at most 100 ASCII characters. */
  name: string;
  /** Seconds since the epoch. */
  mtime: number;
  /** A folder when absent; otherwise the file's bytes, whole or as chunks adding up to `size`. */
  content?: Buffer | { size: number; chunks: AsyncIterable<Buffer> };
}

function octal(value: number, width: number): string {
  // width - 1 octal digits and a NUL, as every tar writes them.
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(name: string, size: number, mtime: number, type: 'file' | 'folder'): Buffer {
  if (!/^[\x20-\x7e]{1,100}$/.test(name)) throw new Error(`Unsupported name in a tar archive: ${name}`);
  const header = Buffer.alloc(BLOCK, 0);
  header.write(name, 0, 100, 'ascii');
  header.write(octal(type === 'folder' ? 0o755 : 0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii'); // uid
  header.write(octal(0, 8), 116, 'ascii'); // gid
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.max(0, Math.floor(mtime)), 12), 136, 'ascii');
  header.write(' '.repeat(8), 148, 'ascii'); // checksum field counts as spaces while summing
  header.write(type === 'folder' ? '5' : '0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0);
}

/** The archive of `entries` as a stream of buffers; a file whose chunks don't add up to its size fails it. */
export async function* tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if (!entry.content) {
      yield tarHeader(entry.name.endsWith('/') ? entry.name : `${entry.name}/`, 0, entry.mtime, 'folder');
      continue;
    }
    if (Buffer.isBuffer(entry.content)) {
      yield tarHeader(entry.name, entry.content.length, entry.mtime, 'file');
      yield entry.content;
      yield padding(entry.content.length);
      continue;
    }
    const { size, chunks } = entry.content;
    yield tarHeader(entry.name, size, entry.mtime, 'file');
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${entry.name} grew while it was archived`);
      yield chunk;
    }
    if (written !== size) throw new Error(`${entry.name} shrank while it was archived`);
    yield padding(size);
  }
  yield Buffer.alloc(2 * BLOCK, 0);
}
