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
});
