import { describe, expect, it } from 'vitest';

import { tarHeader, tarStream } from './tar.js';

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* from(...chunks: string[]) {
  for (const chunk of chunks) yield Buffer.from(chunk);
}

describe('tar writer', () => {
  it('writes a ustar header whose checksum is the sum of its bytes', () => {
    const header = tarHeader('uploads/foto.jpg', 1234, 1_700_000_000, 'file');
    expect(header).toHaveLength(512);
    expect(header.toString('ascii', 257, 262)).toBe('ustar');
    expect(header.toString('ascii', 124, 135)).toBe((1234).toString(8).padStart(11, '0'));
    const stored = parseInt(header.toString('ascii', 148, 154), 8);
    const copy = Buffer.from(header);
    copy.fill(' ', 148, 156);
    expect(stored).toBe(copy.reduce((sum, byte) => sum + byte, 0));
  });

  it('pads every file to whole blocks and ends with two empty blocks', async () => {
    const archive = await collect(
      tarStream([
        { name: 'uploads/', mtime: 0 },
        { name: 'a.txt', mtime: 0, content: Buffer.from('ciao') },
        { name: 'b.txt', mtime: 0, content: { size: 6, chunks: from('ab', 'cdef') } },
      ]),
    );
    expect(archive.length % 512).toBe(0);
    // folder header, a.txt header + 1 block, b.txt header + 1 block, 2 end blocks
    expect(archive.length).toBe(512 * 7);
    expect(archive.subarray(-1024).every((byte) => byte === 0)).toBe(true);
    expect(archive.toString('ascii', 1024, 1028)).toBe('ciao');
  });

  it('fails when a file changes size while it is archived', async () => {
    await expect(
      collect(tarStream([{ name: 'x', mtime: 0, content: { size: 3, chunks: from('ab') } }])),
    ).rejects.toThrow(/shrank/);
    await expect(
      collect(tarStream([{ name: 'x', mtime: 0, content: { size: 1, chunks: from('ab') } }])),
    ).rejects.toThrow(/grew/);
  });

  it('refuses names a plain ustar header can not hold', () => {
    expect(() => tarHeader('x'.repeat(101), 0, 0, 'file')).toThrow();
    expect(() => tarHeader('città.jpg', 0, 0, 'file')).toThrow();
  });
});
