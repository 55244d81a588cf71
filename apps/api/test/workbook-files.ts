import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

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

/** How an archive lies about its entries: the end record counting fewer, entries the directory leaves out. */
interface ZipShape {
  counted?: number;
  unlisted?: string[];
}

/**
 * A zip archive written field by field, so a test can make one no archiver would: entries that
 * inflate to far more than the upload, with their true sizes or with smaller ones declared.
 */
export function zipOf(entries: ZipEntry[], { counted, unlisted = [] }: ZipShape = {}): Buffer {
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
    if (!unlisted.includes(entry.name)) centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = entries.length - unlisted.length;
  end.writeUInt16LE(counted ?? listed, 8);
  end.writeUInt16LE(counted ?? listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `text`, or bytes. */
export function textEntry(name: string, text: string | Buffer): ZipEntry {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet's XML around rows written as XML. */
export const worksheetXml = (rows: string) => `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

interface WorkbookShape {
  /** The worksheets, by sheet name: each is written as xl/worksheets/sheetN.xml. */
  sheets: Record<string, ZipEntry | string>;
  /** The target the workbook's relationship gives each sheet, when not the plain 'worksheets/sheetN.xml'. */
  targets?: Record<string, string>;
  sharedStrings?: ZipEntry | string;
  styles?: string;
  /** More entries, after the workbook's. */
  extra?: ZipEntry[];
}

/**
 * A workbook written directly, part by part: the index that says which sheet is which, the
 * sheets and more. A sheet may be a text or a crafted entry (one lying about its size).
 */
export function workbookZip(
  { sheets, targets = {}, sharedStrings, styles, extra = [] }: WorkbookShape,
  shape?: ZipShape,
): Buffer {
  const names = Object.keys(sheets);
  const entryOf = (name: string, part: ZipEntry | string) =>
    typeof part === 'string' ? textEntry(name, part) : { ...part, name };
  return zipOf(
    [
      textEntry(
        'xl/workbook.xml',
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
          names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
          '</sheets></workbook>',
      ),
      textEntry(
        'xl/_rels/workbook.xml.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          names
            .map(
              (name, i) =>
                `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" ` +
                `Target="${targets[name] ?? `worksheets/sheet${i + 1}.xml`}"/>`,
            )
            .join('') +
          (sharedStrings === undefined
            ? ''
            : `<Relationship Id="rIdS" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`) +
          (styles === undefined ? '' : `<Relationship Id="rIdT" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`) +
          '</Relationships>',
      ),
      ...(sharedStrings === undefined ? [] : [entryOf('xl/sharedStrings.xml', sharedStrings)]),
      ...(styles === undefined ? [] : [textEntry('xl/styles.xml', styles)]),
      ...names.map((name, i) => entryOf(`xl/worksheets/sheet${i + 1}.xml`, sheets[name]!)),
      ...extra,
    ],
    shape,
  );
}

/** `rows` rows of `cells` numbers each, as a worksheet's XML. */
export function sheetRows(rows: number, cells = 1): string {
  const row = (r: number) => `<row r="${r}">${'<c><v>1</v></c>'.repeat(cells)}</row>`;
  return Array.from({ length: rows }, (_, i) => row(i + 1)).join('');
}

/**
 * A workbook of the parts that say which sheet is which and one 'Veicoli' sheet of `rows` rows,
 * written directly: building 100,000 rows with a spreadsheet library takes longer than the test.
 */
export function bareWorkbook(rows: number): Buffer {
  return workbookZip({ sheets: { Veicoli: worksheetXml(sheetRows(rows)) } });
}

/** An entry of `megabytes` of one repeated byte: a few hundred kilobytes deflated. */
export function bombEntry(name: string, megabytes: number, declaredSize?: number): ZipEntry {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) crc = crc32(megabyte, crc);
  const deflated = deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  return { name, deflated, crc, declaredSize: declaredSize ?? megabytes * 1024 * 1024 };
}

/** An entry of `megabytes` of spaces deflated as a stream: a 300 MB one without holding 300 MB. */
export async function streamedBombEntry(name: string, megabytes: number, declaredSize?: number): Promise<ZipEntry> {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) {
    crc = crc32(megabyte, crc);
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(chunks), crc, declaredSize: declaredSize ?? megabytes * 1024 * 1024 };
}

const inlineRow = (r: number, texts: string[]) =>
  `<row r="${r}">${texts.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/**
 * The uploads that ran the server out of memory when a spreadsheet library read the whole
 * workbook, each with a part that must not be read: (a) a 300 MB entry the end record does not
 * count; (b) a relationship target starting with a space, to a sheet of 1,000,000 cells; (c) a
 * second sheet of 100,000 rows; (d) a sheet of 1.45 million cells within the byte caps. Each also
 * holds a 'picture' that says it is 1,000 bytes and inflates to 16 MB: read, it would answer
 * WORKBOOK_TOO_LARGE; (c)'s second sheet lies the same way, (d)'s sheet ends in broken XML.
 */
export async function hostileWorkbooks() {
  const headings = worksheetXml(inlineRow(1, ['ID', 'Marca']));
  const lure = () => bombEntry('xl/media/image1.png', 16, 1000);
  return {
    hiddenEntry: workbookZip(
      { sheets: { Veicoli: headings }, extra: [await streamedBombEntry('xl/worksheets/sheet2.xml', 300)] },
      { counted: 3 },
    ),
    spacedTarget: workbookZip({
      sheets: { Veicoli: worksheetXml(sheetRows(100_000, 10)) },
      targets: { Veicoli: ' worksheets/sheet1.xml' },
      extra: [lure()],
    }),
    secondSheet: workbookZip({
      sheets: {
        Veicoli: headings,
        Altro: { ...textEntry('', worksheetXml(sheetRows(100_000, 5))), declaredSize: 1000 },
      },
      extra: [lure()],
    }),
    manyCells: workbookZip({
      sheets: { Veicoli: worksheetXml(sheetRows(5000, 290)).replace('</sheetData>', '<row><c>') },
      extra: [lure()],
    }),
  };
}

/** Shared strings slow to parse (1,000,000 rich-text runs, 15 MB) in under 100 KB, and a 'Veicoli' sheet of headings. */
export function sharedStringsWorkbook(): Buffer {
  const string = `<si>${'<r><t>a</t></r>'.repeat(200_000)}</si>`;
  return workbookZip({
    sheets: { Veicoli: worksheetXml('<row r="1"><c t="s"><v>0</v></c></row>') },
    sharedStrings: `<sst xmlns="${MAIN}">${string.repeat(5)}</sst>`,
  });
}

/**
 * A 'Veicoli' sheet of exactly `cells` cells in rows of 80, numbers and shared texts, under
 * headings the import does not know: the whole sheet is read, and no row is a vehicle.
 */
export function wideWorkbook(cells: number): Buffer {
  const rows = [
    inlineRow(
      1,
      Array.from({ length: 80 }, (_, i) => `Colonna ${i + 1}`),
    ),
  ];
  for (let r = 2; (r - 1) * 80 < cells; r += 1) {
    const row = Array.from({ length: 80 }, (_, i) =>
      i % 2 ? `<c t="s"><v>${(r + i) % 1000}</v></c>` : `<c><v>${r * i}</v></c>`,
    );
    rows.push(`<row r="${r}">${row.join('')}</row>`);
  }
  return workbookZip({
    sheets: { Veicoli: worksheetXml(rows.join('')) },
    sharedStrings: `<sst xmlns="${MAIN}">${Array.from({ length: 1000 }, (_, i) => `<si><t>testo ${i}</t></si>`).join('')}</sst>`,
  });
}
