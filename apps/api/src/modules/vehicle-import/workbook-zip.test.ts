import { VEHICLE_IMPORT_LIMITS } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { textEntry, zipOf } from '../../../test/workbook-files.js';
import { WorkbookZip } from './workbook-zip.js';

const parts = () => [textEntry('xl/workbook.xml', '<workbook/>'), textEntry('xl/styles.xml', '<styleSheet/>')];
const problem = (bytes: Buffer) =>
  WorkbookZip.open(bytes, VEHICLE_IMPORT_LIMITS).then(
    (zip) => {
      zip.close();
      return 'opened';
    },
    (error: { messageCode?: string }) => error.messageCode,
  );

/** The offset of the central directory, from the end record. */
const directoryOf = (bytes: Buffer) => bytes.readUInt32LE(bytes.length - 22 + 16);

describe('the archive check of an uploaded workbook', () => {
  it('opens an archive whose directory, end record and local headers agree', async () => {
    expect(await problem(zipOf(parts()))).toBe('opened');
  });

  it('refuses an entry the end record does not count', async () => {
    expect(await problem(zipOf(parts(), { counted: 1 }))).toBe('WORKBOOK_INCONSISTENT');
  });

  it('refuses an entry the central directory leaves out', async () => {
    expect(await problem(zipOf(parts(), { unlisted: ['xl/styles.xml'] }))).toBe('WORKBOOK_INCONSISTENT');
  });

  it('refuses two entries of one name, however cased', async () => {
    const twice = [...parts(), textEntry('XL/Workbook.xml', '<workbook/>')];
    expect(await problem(zipOf(twice))).toBe('WORKBOOK_INCONSISTENT');
  });

  it('refuses a directory whose offsets point elsewhere', async () => {
    const bytes = zipOf(parts());
    // The second record's local offset, moved by one byte.
    const second = directoryOf(bytes) + 46 + 'xl/workbook.xml'.length;
    bytes.writeUInt32LE(bytes.readUInt32LE(second + 42) + 1, second + 42);
    expect(await problem(bytes)).toBe('WORKBOOK_INCONSISTENT');

    const moved = zipOf(parts());
    moved.writeUInt32LE(directoryOf(moved) - 1, moved.length - 22 + 16);
    expect(await problem(moved)).toBe('WORKBOOK_INCONSISTENT');
  });

  it('refuses a local header that does not repeat its central record', async () => {
    const renamed = zipOf(parts());
    renamed.write('X', 30); // the first local name: 'Xl/workbook.xml'
    expect(await problem(renamed)).toBe('WORKBOOK_INCONSISTENT');

    const resized = zipOf(parts());
    resized.writeUInt32LE(resized.readUInt32LE(22) + 1, 22); // the first local uncompressed size
    expect(await problem(resized)).toBe('WORKBOOK_INCONSISTENT');
  });

  it('refuses more entries than the cap from the end record alone', async () => {
    const many = Array.from({ length: VEHICLE_IMPORT_LIMITS.entries + 1 }, (_, i) => textEntry(`xl/p${i}.xml`, 'x'));
    expect(await problem(zipOf(many))).toBe('WORKBOOK_TOO_LARGE');
  });

  it('refuses what is no zip', async () => {
    expect(await problem(Buffer.from('PK\u0003\u0004 not really'))).toBe('NOT_A_WORKBOOK');
  });
});
