import { posix } from 'node:path';

import type { MessageCode } from '@nbt/validation';
import { SaxesParser } from 'saxes';

import { ImportProblem, notAWorkbook, type WorkbookLimits } from './import-problem.js';
import { WorkbookZip } from './workbook-zip.js';

/** A cell as the import reads it: a plain value, or why it cannot be one. */
export type Plain = string | number | boolean | null;
export type Read = { value: Plain } | { refused: MessageCode };

/**
 * The cells of a sheet that hold something, flat: a worker posts a few long arrays far faster than
 * an object per cell. Row `i` is numbered `rows[i]`, its cells run to `ends[i]` (excluded) in
 * `places` (their columns, 1 for A) and `values`; a refused cell has null in `values` and its
 * reason in `refused`.
 */
export interface RawSheet {
  rows: number[];
  ends: number[];
  places: number[];
  values: Plain[];
  refused: Map<number, MessageCode>;
}

/** The cells of row `index` of a sheet, by column. */
export function cellsOf(sheet: RawSheet, index: number): Map<number, Read> {
  const cells = new Map<number, Read>();
  for (let cell = index === 0 ? 0 : sheet.ends[index - 1]!; cell < sheet.ends[index]!; cell += 1) {
    const refused = sheet.refused.get(cell);
    cells.set(sheet.places[cell]!, refused ? { refused } : { value: sheet.values[cell]! });
  }
  return cells;
}

/** The small parts that say which part is which: a few kilobytes in any workbook. */
const INDEX_PART_BYTES = 2 * 1024 * 1024;
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const STRICT_RELATIONSHIP = 'http://purl.oclc.org/ooxml/officeDocument/relationships/';

type Attributes = Record<string, string>;
interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams a part of the zip through an XML parser that knows no document type: a DOCTYPE (and with
 * it any entity, external or not) is refused, so no part can make the reader fetch or expand one.
 */
async function parsePart(zip: WorkbookZip, part: string, maximum: number, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => {
    throw notAWorkbook();
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Attributes));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  await zip.read(part, maximum, (text) => {
    parser.write(text);
  });
  parser.close();
}

/**
 * A relationship's target as a part name, as a spreadsheet program resolves it: trimmed, decoded,
 * relative to xl/ (the workbook's folder) unless it starts with '/', dots resolved.
 */
export function partOfTarget(target: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(target.trim()).replace(/\\/g, '/');
  } catch {
    return undefined;
  }
  const resolved = posix.normalize(path.startsWith('/') ? path.slice(1) : `xl/${path}`);
  return resolved.startsWith('../') || resolved === '..' || resolved === '.' ? undefined : resolved;
}

interface Relationship {
  type: string;
  part: string | undefined;
}

const typeOf = (type: string) =>
  type.startsWith(RELATIONSHIP)
    ? type.slice(RELATIONSHIP.length)
    : type.startsWith(STRICT_RELATIONSHIP)
      ? type.slice(STRICT_RELATIONSHIP.length)
      : type;

/** The workbook's relationships by id. */
async function relationshipsOf(zip: WorkbookZip): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>();
  if (!zip.has(WORKBOOK_RELS)) throw notAWorkbook();
  await parsePart(zip, WORKBOOK_RELS, INDEX_PART_BYTES, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      relationships.set(attributes.Id ?? '', {
        type: typeOf(attributes.Type ?? ''),
        part: partOfTarget(attributes.Target ?? ''),
      });
    },
  });
  return relationships;
}

/** The relationship id of each sheet named `name` (the attribute is r:id, whatever the prefix). */
async function sheetIds(zip: WorkbookZip, name: string): Promise<string[]> {
  const ids: string[] = [];
  if (!zip.has(WORKBOOK)) throw notAWorkbook();
  await parsePart(zip, WORKBOOK, INDEX_PART_BYTES, {
    open(tag, attributes) {
      if (tag !== 'sheet' || attributes.name !== name) return;
      const id = Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === 'id');
      ids.push(id?.[1] ?? '');
    },
  });
  return ids;
}

/**
 * Whether a number format shows a date or a time, as ExcelJS judged it: letters of a date or time
 * left once quoted text and [..] sections are taken out. The built-in formats that do are
 * 14 to 22 and 45 to 47.
 */
const isDateFormat = (format: string) => /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** The cell styles (by their s="n") whose number format is a date's. */
async function dateStyles(zip: WorkbookZip, part: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!part || !zip.has(part)) return dates;
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, part, INDEX_PART_BYTES, {
    open(name, attributes) {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number.parseInt(attributes.numFmtId ?? '0', 10) || 0);
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  styles.forEach((format, style) => {
    if (format && (formats.has(format) ? isDateFormat(formats.get(format)!) : BUILT_IN_DATES.has(format))) {
      dates.add(style);
    }
  });
  return dates;
}

/** Counts the texts' characters against the cap, for the shared strings and the inline ones. */
function textBudget(limits: WorkbookLimits) {
  let used = 0;
  return (text: string) => {
    used += text.length;
    if (used > limits.textCharacters) {
      throw new ImportProblem('tooLarge', 'IMPORT_TOO_MUCH_TEXT', { maximum: limits.textCharacters });
    }
  };
}

/** The shared strings, rich text flattened to its text and phonetic guides left out. */
async function sharedStringsOf(
  zip: WorkbookZip,
  part: string | undefined,
  limits: WorkbookLimits,
  spend: (text: string) => void,
): Promise<string[]> {
  const strings: string[] = [];
  if (!part || !zip.has(part)) return strings;
  let current: string | undefined;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, part, limits.unzippedBytes, {
    open(name) {
      if (name === 'si') {
        if (strings.length >= limits.sharedStrings) {
          throw new ImportProblem('tooLarge', 'IMPORT_TOO_MUCH_TEXT', { maximum: limits.textCharacters });
        }
        current = '';
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = current !== undefined && !inPhonetic;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current ?? '');
        current = undefined;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!inText) return;
      spend(text);
      current += text;
    },
  });
  return strings;
}

/** 'AB12' → 28: the column of a cell reference, or 0 when it has none. */
function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
    if (column > 16_384) return -1;
  }
  return column;
}

/**
 * Reads the one worksheet named `sheetName` of an .xlsx, and only what it needs for it: the
 * workbook's index, its styles (to tell dates), its shared strings and that worksheet, each
 * streamed through the parser within the caps. Rows, cells and characters are counted as they
 * come, so a sheet over a cap is refused where the count passes it. Values read as ExcelJS read
 * them: numbers, strings (shared, inline, rich), booleans; a formula, an error, a date refused.
 */
export async function readWorkbookSheet(bytes: Buffer, sheetName: string, limits: WorkbookLimits): Promise<RawSheet> {
  const zip = await WorkbookZip.open(bytes, limits);
  try {
    const [relationships, ids] = [await relationshipsOf(zip), await sheetIds(zip, sheetName)];
    if (ids.length === 0) throw new ImportProblem('invalid', 'IMPORT_NO_SHEET');
    if (ids.length > 1) throw notAWorkbook();
    const sheet = relationships.get(ids[0]!);
    if (!sheet || sheet.type !== 'worksheet' || !sheet.part || !zip.has(sheet.part)) {
      throw new ImportProblem('invalid', 'IMPORT_NO_SHEET');
    }
    const only = (type: string) => {
      const parts = [...relationships.values()].filter((relationship) => relationship.type === type);
      if (parts.length > 1) throw notAWorkbook();
      return parts[0]?.part;
    };
    const spend = textBudget(limits);
    const dates = await dateStyles(zip, only('styles'));
    const shared = await sharedStringsOf(zip, only('sharedStrings'), limits, spend);
    return await readRows(zip, sheet.part, { limits, dates, shared, spend });
  } finally {
    zip.close();
  }
}

interface SheetContext {
  limits: WorkbookLimits;
  dates: Set<number>;
  shared: string[];
  spend: (text: string) => void;
}

async function readRows(zip: WorkbookZip, part: string, { limits, dates, shared, spend }: SheetContext) {
  const sheet: RawSheet = { rows: [], ends: [], places: [], values: [], refused: new Map() };
  let rowCount = 0;
  let cellCount = 0;
  let rowNumber = 0;
  let inRow = false;
  let column = 0;
  // The cell being read.
  let type = '';
  let style = 0;
  let formula = false;
  let value: string | undefined;
  let reading: 'v' | 't' | undefined;
  let inPhonetic = false;

  const refuse = (code: MessageCode) => {
    sheet.refused.set(sheet.values.length, code);
    return null;
  };
  const plainOf = (text: string): Plain => {
    if (type === 's') {
      const string = shared[Number.parseInt(text, 10)];
      if (string === undefined) throw notAWorkbook();
      return string;
    }
    if (type === 'str' || type === 'inlineStr') return text;
    if (type === 'b') return Number.parseInt(text, 10) !== 0;
    if (type === 'e') return refuse('IMPORT_CELL_ERROR');
    if (dates.has(style)) return refuse('IMPORT_NOT_TEXT');
    const number = Number.parseFloat(text);
    return Number.isFinite(number) ? number : refuse('IMPORT_NOT_NUMBER');
  };
  const finishCell = () => {
    if (!formula && value === undefined) return;
    const plain = formula ? refuse('IMPORT_FORMULA') : plainOf(value!);
    sheet.places.push(column);
    sheet.values.push(plain);
  };

  await parsePart(zip, part, limits.unzippedBytes, {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          rowCount += 1;
          // The headings are a row too.
          if (rowCount > limits.rows + 1) {
            throw new ImportProblem('tooLarge', 'IMPORT_TOO_MANY_ROWS', { maximum: limits.rows });
          }
          const number = attributes.r === undefined ? rowNumber + 1 : Number(attributes.r);
          if (!Number.isSafeInteger(number) || number <= rowNumber || number > 1_048_576) throw notAWorkbook();
          rowNumber = number;
          column = 0;
          inRow = true;
          return;
        }
        case 'c': {
          cellCount += 1;
          if (cellCount > limits.cells) {
            throw new ImportProblem('tooLarge', 'IMPORT_TOO_MANY_CELLS', { maximum: limits.cells });
          }
          if (!inRow) throw notAWorkbook();
          const place = attributes.r === undefined ? column + 1 : columnOf(attributes.r);
          if (place <= column || place > 16_384) throw notAWorkbook();
          column = place;
          type = attributes.t ?? 'n';
          style = attributes.s === undefined ? 0 : Number.parseInt(attributes.s, 10) || 0;
          formula = false;
          value = undefined;
          return;
        }
        case 'f':
          formula = true;
          return;
        case 'v':
          reading = 'v';
          return;
        case 'rPh':
          inPhonetic = true;
          return;
        case 't':
          if (type === 'inlineStr' && !inPhonetic) {
            reading = 't';
          }
          return;
        default:
      }
    },
    close(name) {
      switch (name) {
        case 'c':
          finishCell();
          reading = undefined;
          return;
        case 'row':
          // A row of empty cells is no row, as ExcelJS skipped it: only cells that hold something were kept.
          if (sheet.places.length > (sheet.ends.at(-1) ?? 0)) {
            sheet.rows.push(rowNumber);
            sheet.ends.push(sheet.places.length);
          }
          inRow = false;
          return;
        case 'v':
        case 't':
          reading = undefined;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        default:
      }
    },
    text(text) {
      if (reading === undefined) return;
      if (reading === 't' || type === 'str' || type === 'inlineStr') spend(text);
      value = value === undefined ? text : value + text;
    },
  });
  return sheet;
}
