import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { inconsistentZip, notAWorkbook, tooLarge, type WorkbookLimits } from './import-problem.js';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** Flag bits: encrypted, sizes in a data descriptor after the data, UTF-8 names. */
const ENCRYPTED = 0x1;
const DESCRIPTOR = 0x8;

interface DirectoryRecord {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The end-of-central-directory record: the last one, whose comment runs exactly to the end of the file. */
function endRecord(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) {
      return at;
    }
  }
  throw notAWorkbook();
}

/**
 * The central directory, checked against the end record and against the local headers: every
 * byte of the file belongs to exactly one entry the directory lists, in order, or to the directory
 * itself. Readers disagree on an archive that breaks this (one trusts the end record's count,
 * another walks every header it finds), so the check that counts and the reader that reads
 * would not see the same files. A zip64 archive is refused: a workbook of a few megabytes never
 * needs one.
 */
function directoryOf(bytes: Buffer, limits: WorkbookLimits): DirectoryRecord[] {
  const end = endRecord(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const onDisk = bytes.readUInt16LE(end + 8);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === 0xffff || offset === 0xffffffff) {
    throw inconsistentZip();
  }
  if (count > limits.entries) throw tooLarge(limits);
  if (count === 0 || offset + size !== end) throw inconsistentZip();
  const records: DirectoryRecord[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw inconsistentZip();
    const nameLength = bytes.readUInt16LE(at + 28);
    const record: DirectoryRecord = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength),
    };
    if (bytes.readUInt16LE(at + 34) !== 0) throw inconsistentZip();
    if (record.flags & ENCRYPTED || (record.method !== 0 && record.method !== 8)) throw notAWorkbook();
    records.push(record);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  // An entry past the count the end record gives, or anything else between the last one and the end record.
  if (at !== end) throw inconsistentZip();
  checkLocalHeaders(bytes, records, offset);
  return records;
}

/** Each entry's local header repeats its central record, and the entries tile the file up to the directory. */
function checkLocalHeaders(bytes: Buffer, records: DirectoryRecord[], directory: number): void {
  let expected = 0;
  for (const record of [...records].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = record.localOffset;
    if (at !== expected || at + 30 > directory || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw inconsistentZip();
    const flags = bytes.readUInt16LE(at + 6);
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    if (
      flags !== record.flags ||
      bytes.readUInt16LE(at + 8) !== record.method ||
      !bytes.subarray(at + 30, at + 30 + nameLength).equals(record.name)
    ) {
      throw inconsistentZip();
    }
    const sizes = (from: number) => [
      bytes.readUInt32LE(from),
      bytes.readUInt32LE(from + 4),
      bytes.readUInt32LE(from + 8),
    ];
    const declared = [record.crc, record.compressedSize, record.uncompressedSize];
    const matches = (found: number[]) => found.every((value, index) => value === declared[index]);
    let next = dataStart + record.compressedSize;
    if (next > directory) throw inconsistentZip();
    if (flags & DESCRIPTOR) {
      // The sizes follow the data, with or without the descriptor's own signature.
      const signed = next + 16 <= directory && bytes.readUInt32LE(next) === DATA_DESCRIPTOR;
      const from = signed ? next + 4 : next;
      if (from + 12 > directory || !matches(sizes(from))) throw inconsistentZip();
      next = from + 12;
      const local = sizes(at + 14);
      if (!local.every((value) => value === 0) && !matches(local)) throw inconsistentZip();
    } else if (!matches(sizes(at + 14))) throw inconsistentZip();
    expected = next;
  }
  if (expected !== directory) throw inconsistentZip();
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject(notAWorkbook()) : resolve(zip),
    );
  });
}

function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(notAWorkbook()));
    zip.readEntry();
  });
}

/**
 * An uploaded .xlsx, checked as an archive and opened, whose parts are inflated one at a time and
 * only when asked for: a part nobody asks for is never inflated, whatever it holds.
 */
export class WorkbookZip {
  private inflated = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly limits: WorkbookLimits,
  ) {}

  /**
   * Checks the archive's structure, then the sizes its entries declare: a zip bomb that admits its
   * size is refused without inflating a byte, one that lies is stopped by yauzl at the size it
   * declared. Part names are compared as a spreadsheet program compares them, without case.
   */
  static async open(bytes: Buffer, limits: WorkbookLimits): Promise<WorkbookZip> {
    if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) throw notAWorkbook();
    const records = directoryOf(bytes, limits);
    if (records.reduce((sum, record) => sum + record.uncompressedSize, 0) > limits.unzippedBytes) {
      throw tooLarge(limits);
    }
    const zip = await open(bytes);
    try {
      const entries = await entriesOf(zip);
      if (entries.length !== records.length) throw inconsistentZip();
      const byName = new Map<string, Entry>();
      for (const entry of entries) {
        const name = entry.fileName.toLowerCase();
        if (byName.has(name)) throw inconsistentZip();
        byName.set(name, entry);
      }
      return new WorkbookZip(zip, byName, limits);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(part: string): boolean {
    return this.entries.has(part.toLowerCase());
  }

  /**
   * The text of a part, handed over in chunks as it inflates: `onText` may throw to stop there.
   * At most `maximum` bytes of this part, and the upload's cap in all.
   */
  read(part: string, maximum: number, onText: (text: string) => void): Promise<void> {
    const entry = this.entries.get(part.toLowerCase());
    if (!entry || entry.fileName.endsWith('/')) return Promise.reject(notAWorkbook());
    if (entry.uncompressedSize > maximum) return Promise.reject(tooLarge(this.limits));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(notAWorkbook());
        const decoder = new TextDecoder('utf-8', { fatal: true });
        let failed = false;
        const fail = (problem: unknown) => {
          if (failed) return;
          failed = true;
          stream.destroy();
          reject(problem);
        };
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          this.inflated += chunk.length;
          if (this.inflated > this.limits.unzippedBytes) return fail(tooLarge(this.limits));
          try {
            onText(decoder.decode(chunk, { stream: true }));
          } catch (problem) {
            fail(problem instanceof TypeError ? notAWorkbook() : problem);
          }
        });
        stream.once('end', () => {
          if (failed) return;
          try {
            onText(decoder.decode());
            resolve();
          } catch (problem) {
            fail(problem instanceof TypeError ? notAWorkbook() : problem);
          }
        });
        stream.once('error', (cause: Error) =>
          fail(/too many bytes/i.test(cause.message) ? tooLarge(this.limits) : notAWorkbook()),
        );
      });
    });
  }

  close(): void {
    this.zip.close();
  }
}
