import { VEHICLE_IMPORT_LIMITS } from '@nbt/validation';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { AppError } from '../../errors.js';

const MB = 1024 * 1024;

const notAWorkbook = (cause?: unknown) => new AppError('INVALID_INPUT', 'NOT_A_WORKBOOK', { cause });
const tooLarge = (cause?: unknown) =>
  new AppError('PAYLOAD_TOO_LARGE', 'WORKBOOK_TOO_LARGE', {
    params: { maximum: VEHICLE_IMPORT_LIMITS.unzippedBytes / MB },
    cause,
  });

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(notAWorkbook(error)) : resolve(zip),
    );
  });
}

/** Every entry of the central directory, without inflating any. */
function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: unknown) => reject(notAWorkbook(error)));
    zip.readEntry();
  });
}

/** A row element of a worksheet, with or without a namespace prefix. */
const ROW_TAG = /<(?:[\w-]+:)?row[\s>/]/g;
const CARRY = 32;

/** Counts the row elements of text that arrives in chunks, a tag possibly cut between two. */
function rowCounter() {
  let carry = '';
  let rows = 0;
  return {
    add(chunk: Buffer) {
      const text = carry + chunk.toString('latin1');
      for (const match of text.matchAll(ROW_TAG)) if (match.index + match[0].length > carry.length) rows += 1;
      carry = text.slice(-CARRY);
    },
    get rows() {
      return rows;
    },
  };
}

/** The small parts that say which worksheet is which, kept whole. */
const INDEX_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

interface Inflated {
  /** Rows of each worksheet part, by its path in the zip. */
  rows: Map<string, number>;
  /** The text of the index parts, by path. */
  index: Map<string, string>;
}

/**
 * Inflates one entry as a stream, counting rows when it is a worksheet; yauzl fails the stream
 * past the size the entry declares, so a lying entry stops there.
 */
function inflate(zip: ZipFile, entry: Entry, into: Inflated): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(notAWorkbook(error));
      const counter = isWorksheet(entry.fileName) ? rowCounter() : undefined;
      const kept: Buffer[] | undefined = INDEX_PARTS.has(entry.fileName) ? [] : undefined;
      stream.on('data', (chunk: Buffer) => {
        counter?.add(chunk);
        kept?.push(chunk);
      });
      stream.once('end', () => {
        if (counter) into.rows.set(entry.fileName, counter.rows);
        if (kept) into.index.set(entry.fileName, Buffer.concat(kept).toString('utf8'));
        resolve();
      });
      stream.once('error', (cause: Error) =>
        reject(/too many bytes/i.test(cause.message) ? tooLarge(cause) : notAWorkbook(cause)),
      );
    });
  });
}

/** The attributes of each `tag` element of an XML part: enough to read the workbook's index. */
function elements(xml: string, tag: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const [, attributes] of xml.matchAll(new RegExp(`<(?:[\\w-]+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const map = new Map<string, string>();
    for (const [, name, double, single] of (attributes ?? '').matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      map.set(name!.replace(/^[\w-]+:(?=id$)/, 'r:'), double ?? single ?? '');
    }
    found.push(map);
  }
  return found;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Rows by sheet name, from the workbook's index: each sheet's relationship names its part. */
function rowsBySheet({ rows, index }: Inflated): Map<string, number> {
  const targets = new Map(
    elements(index.get('xl/_rels/workbook.xml.rels') ?? '', 'Relationship').map((rel) => {
      const target = rel.get('Target') ?? '';
      return [rel.get('Id') ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`];
    }),
  );
  const bySheet = new Map<string, number>();
  for (const sheet of elements(index.get('xl/workbook.xml') ?? '', 'sheet')) {
    const part = targets.get(sheet.get('r:id') ?? '');
    bySheet.set(unescapeXml(sheet.get('name') ?? ''), part ? (rows.get(part) ?? 0) : 0);
  }
  return bySheet;
}

/**
 * Checks an uploaded .xlsx before a spreadsheet reader opens it, and answers how many rows each
 * sheet has. A zip of at most so many entries whose sizes, unzipped, add up to at most the cap:
 * the sizes the archive declares are checked first, so a zip bomb that admits its size is refused
 * without inflating a byte; then every entry is inflated as a stream into nothing (the workbook's
 * small index excepted), so one that lies about its size is stopped at the size it declared, in
 * constant memory. Counting rows on the way lets a sheet of 100,000 rows be refused before a
 * reader builds it.
 */
export async function checkWorkbookZip(bytes: Buffer): Promise<Map<string, number>> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw notAWorkbook();
  const zip = await open(bytes);
  try {
    if (zip.entryCount > VEHICLE_IMPORT_LIMITS.entries) throw tooLarge();
    const entries = await entriesOf(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > VEHICLE_IMPORT_LIMITS.unzippedBytes) throw tooLarge();
    const inflated: Inflated = { rows: new Map(), index: new Map() };
    for (const entry of entries) if (!entry.fileName.endsWith('/')) await inflate(zip, entry, inflated);
    return rowsBySheet(inflated);
  } finally {
    zip.close();
  }
}
