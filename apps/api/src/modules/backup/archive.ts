import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { pack } from 'tar-stream';

/** One entry of a backup archive. */
export interface TarEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  /** Seconds since the epoch. */
  mtime: number;
  /** A folder when absent; otherwise the file's bytes, whole or as chunks adding up to `size`. */
  content?: Buffer | { size: number; chunks: AsyncIterable<Buffer> };
}

async function writeEntry(archive: ReturnType<typeof pack>, entry: TarEntry): Promise<void> {
  const header = { name: entry.name, mtime: new Date(entry.mtime * 1000) };
  const { content } = entry;
  const sink = !content
    ? archive.entry({ ...header, type: 'directory' })
    : Buffer.isBuffer(content)
      ? archive.entry(header, content)
      : // tar-stream refuses an entry whose bytes don't add up to its size (a file that changed meanwhile).
        archive.entry({ ...header, size: content.size });
  // Tearing the archive down (an abandoned download) destroys every entry it still holds with the
  // archive's error, even one already written; the archive reports that error itself, and unheard
  // on an entry it would crash the process.
  sink.on('error', () => {});
  if (content && !Buffer.isBuffer(content)) await pipeline(Readable.from(content.chunks), sink);
}

/** A .tar of `entries`, written as they come, one after the other; it fails when an entry does. */
export function tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Readable {
  const archive = pack();
  void (async () => {
    for await (const entry of entries) await writeEntry(archive, entry);
    archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.from(archive);
}
