import { mkdtempSync, createReadStream, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { extract } from 'tar-stream';
import { describe, expect, it } from 'vitest';

import { tarStream } from './archive.js';

async function* from(...chunks: string[]) {
  for (const chunk of chunks) yield Buffer.from(chunk);
}

/** Every entry of an archive: its name, type and content, read back with tar-stream's own reader. */
async function readBack(archive: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const chunk of archive) parts.push(chunk);
  const reader = extract();
  reader.end(Buffer.concat(parts));
  const entries: { name: string; type: string | null | undefined; text: string }[] = [];
  for await (const entry of reader) {
    const body: Buffer[] = [];
    for await (const chunk of entry) body.push(chunk as Buffer);
    entries.push({ name: entry.header.name, type: entry.header.type, text: Buffer.concat(body).toString() });
  }
  return entries;
}

describe('backup archive', () => {
  it('holds folders, whole files and streamed files, in order', async () => {
    const entries = await readBack(
      tarStream([
        { name: 'nbt.db', mtime: 1_700_000_000, content: { size: 11, chunks: from('SQLite', ' data') } },
        { name: 'uploads/', mtime: 0 },
        { name: 'uploads/a.jpg', mtime: 0, content: Buffer.from('jpeg bytes') },
        { name: 'manifest.json', mtime: 0, content: Buffer.from('{}\n') },
      ]),
    );
    expect(entries).toEqual([
      { name: 'nbt.db', type: 'file', text: 'SQLite data' },
      { name: 'uploads/', type: 'directory', text: '' },
      { name: 'uploads/a.jpg', type: 'file', text: 'jpeg bytes' },
      { name: 'manifest.json', type: 'file', text: '{}\n' },
    ]);
  });

  it('fails rather than writing a file whose bytes are not the size it announced', async () => {
    const shrank = tarStream([{ name: 'nbt.db', mtime: 0, content: { size: 100, chunks: from('short') } }]);
    await expect(readBack(shrank)).rejects.toThrow();
    const grew = tarStream([{ name: 'nbt.db', mtime: 0, content: { size: 2, chunks: from('longer') } }]);
    await expect(readBack(grew)).rejects.toThrow();
  });

  it('ends without a stray error when the reader goes away mid-archive, at any point', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbt-archive-'));
    const size = 300_000;
    for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, name), Buffer.alloc(size, name));
    const stray: unknown[] = [];
    const onStray = (error: unknown) => stray.push(error);
    process.on('uncaughtException', onStray);
    try {
      for (let stop = 0; stop < 40; stop++) {
        // The route's shape: the archive read through a generator and handed to the HTTP answer,
        // which is destroyed a moment after a client hangs up.
        async function* answer() {
          yield* tarStream([
            ...['a', 'b', 'c'].map((name) => ({
              name,
              mtime: 0,
              content: { size, chunks: createReadStream(join(dir, name)) },
            })),
            { name: 'uploads/', mtime: 0 },
            { name: 'manifest.json', mtime: 0, content: Buffer.from('{}') },
          ]);
        }
        const body = Readable.from(answer(), { objectMode: false });
        let chunks = 0;
        await new Promise<void>((resolve) => {
          body.on('data', () => {
            if (chunks++ === stop % 6) setTimeout(() => body.destroy(), stop % 5);
          });
          body.on('close', resolve);
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', onStray);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(stray).toEqual([]);
  });
});
