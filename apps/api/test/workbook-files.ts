import { crc32, deflateRawSync } from 'node:zlib';

import ExcelJS from 'exceljs';

/** A workbook changed by `edit`, written back by ExcelJS as a spreadsheet program would save it. */
export async function editWorkbook(bytes: Buffer, edit: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  edit(workbook.getWorksheet('Veicoli')!);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The column of `heading` in the sheet's first row. */
export function columnOf(sheet: ExcelJS.Worksheet, heading: string): number {
  const row = sheet.getRow(1);
  for (let column = 1; column <= row.cellCount; column += 1) {
    if (row.getCell(column).value === heading) return column;
  }
  throw new Error(`No column ${heading}`);
}

/** The sheet's row whose 'ID' cell is `id`. */
/** Adds a new rental car (no id) under the headings, with `cells` over its defaults, by heading. */
export function addNewCar(sheet: ExcelJS.Worksheet, cells: Record<string, unknown> = {}): void {
  const row: Record<string, unknown> = {
    Marca: 'Fiat',
    Modello: `Panda ${Math.random()}`,
    Anno: 2021,
    Chilometri: 30000,
    Carburante: 'benzina',
    'Normativa emissioni': 'Euro 6',
    Cambio: 'manuale',
    Porte: 5,
    Posti: 5,
    Colore: 'bianco',
    'Prezzo al giorno (€)': 45,
    'Prezzo nascosto': 'no',
    Categoria: 'auto',
    'Tipo di annuncio': 'rental',
    Disponibile: 'sì',
    Stato: 'disponibile',
    ...cells,
  };
  const values: unknown[] = [];
  for (const [heading, value] of Object.entries(row)) values[columnOf(sheet, heading)] = value;
  sheet.addRow(values);
}

export function rowOf(sheet: ExcelJS.Worksheet, id: number): ExcelJS.Row {
  const idColumn = columnOf(sheet, 'ID');
  for (let row = 2; row <= sheet.rowCount; row += 1) {
    if (sheet.getRow(row).getCell(idColumn).value === id) return sheet.getRow(row);
  }
  throw new Error(`No row for vehicle ${id}`);
}

/** A new workbook with a 'Veicoli' sheet of these rows (the first one the headings). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Veicoli');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ZipEntry {
  name: string;
  /** What the entry inflates to, deflated. */
  deflated: Buffer;
  crc: number;
  /** The size the archive declares: the true one, or a lie. */
  declaredSize: number;
}

/**
 * A zip archive written field by field, so a test can make one no archiver would: entries that
 * inflate to far more than the upload, with their true sizes or with smaller ones declared.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `text`. */
export function textEntry(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length };
}

/**
 * A workbook of the parts that say which sheet is which and one 'Veicoli' sheet of `rows` rows,
 * written directly: building 100,000 rows with a spreadsheet library takes longer than the test.
 */
export function bareWorkbook(rows: number): Buffer {
  const sheetRows = Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`);
  return zipOf([
    textEntry(
      'xl/workbook.xml',
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Veicoli" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    textEntry(
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
        'Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    textEntry(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    ),
  ]);
}

/** An entry of `megabytes` of one repeated byte: a few hundred kilobytes deflated. */
export function bombEntry(name: string, megabytes: number, declaredSize?: number): ZipEntry {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) crc = crc32(megabyte, crc);
  const deflated = deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  return { name, deflated, crc, declaredSize: declaredSize ?? megabytes * 1024 * 1024 };
}
