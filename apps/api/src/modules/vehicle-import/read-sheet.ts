import { type MessageCode, sentence, VEHICLE_IMPORT_LIMITS, type VehicleImportError } from '@nbt/validation';
import ExcelJS from 'exceljs';

import { AppError } from '../../errors.js';
import { isImported, VEHICLE_COLUMNS, type VehicleColumn } from '../export/vehicle-sheet.js';

export const VEHICLE_SHEET = 'Veicoli';

/** A cell as the import reads it: a plain value, or why it cannot be one. */
export type Plain = string | number | boolean | null;
export type Read = { value: Plain } | { refused: MessageCode };

/** One data row of the sheet: its number and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Map<VehicleColumn, Read>;
}

export interface VehicleSheet {
  rows: SheetRow[];
  /** Headings that are unknown, repeated or missing (row 1). */
  errors: VehicleImportError[];
}

const BY_HEADING = new Map(VEHICLE_COLUMNS.map((column) => [column.heading, column]));

/**
 * A cell's value without what a spreadsheet program keeps around it (rich text runs, a link's
 * address). A formula is refused, not evaluated: its cached result is whatever the program that
 * saved it computed, and the import writes only what the office typed.
 */
function plainOf(value: ExcelJS.CellValue): Read {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value };
  if (value instanceof Date) return { refused: 'IMPORT_NOT_TEXT' };
  if ('formula' in value || 'sharedFormula' in value) return { refused: 'IMPORT_FORMULA' };
  if ('error' in value) return { refused: 'IMPORT_CELL_ERROR' };
  if ('richText' in value) return { value: value.richText.map((run) => run.text).join('') };
  if ('text' in value && typeof value.text === 'string') return { value: value.text };
  return { refused: 'IMPORT_NOT_TEXT' };
}

const headingError = (column: string, code: MessageCode): VehicleImportError => ({
  row: 1,
  column,
  message: sentence(code),
});

/** The headings row: each column's place, and what is wrong with the headings. */
function readHeadings(row: ExcelJS.Row): { places: Map<number, VehicleColumn>; errors: VehicleImportError[] } {
  const places = new Map<number, VehicleColumn>();
  const errors: VehicleImportError[] = [];
  const seen = new Set<VehicleColumn>();
  row.eachCell((cell, place) => {
    const read = plainOf(cell.value);
    const heading = 'value' in read && read.value !== null ? String(read.value).trim() : '';
    if (heading === '') return;
    const column = BY_HEADING.get(heading);
    if (!column) errors.push(headingError(heading, 'IMPORT_UNKNOWN_COLUMN'));
    else if (seen.has(column)) errors.push(headingError(heading, 'IMPORT_REPEATED_COLUMN'));
    else {
      seen.add(column);
      places.set(place, column);
    }
  });
  // Every column the import writes must be there: a missing one would read as emptied. Columns
  // newer than some exported files (the translations, the rental terms) may be missing: their fields stay as they are.
  for (const column of VEHICLE_COLUMNS) {
    if (isImported(column) && !column.optional && !seen.has(column)) {
      errors.push(headingError(column.heading, 'IMPORT_MISSING_COLUMN'));
    }
  }
  return { places, errors };
}

const tooManyRows = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'IMPORT_TOO_MANY_ROWS', { params: { maximum: VEHICLE_IMPORT_LIMITS.rows } });

/**
 * Reads the 'Veicoli' sheet of a workbook that `checkWorkbookZip` checked and counted: a sheet with
 * more rows than the cap is refused before ExcelJS reads it.
 */
export async function readVehicleSheet(bytes: Buffer, rowsBySheet: Map<string, number>): Promise<VehicleSheet> {
  const counted = rowsBySheet.get(VEHICLE_SHEET);
  if (counted === undefined) throw new AppError('INVALID_INPUT', 'IMPORT_NO_SHEET');
  // The headings are a row too.
  if (counted > VEHICLE_IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('INVALID_INPUT', 'NOT_A_WORKBOOK', { cause: error });
  }
  const worksheet = workbook.getWorksheet(VEHICLE_SHEET);
  if (!worksheet) throw new AppError('INVALID_INPUT', 'IMPORT_NO_SHEET');
  const sheet: VehicleSheet = { rows: [], errors: [] };
  let places: Map<number, VehicleColumn> | undefined;
  worksheet.eachRow((row) => {
    if (!places) {
      const headings = readHeadings(row);
      places = headings.places;
      sheet.errors.push(...headings.errors);
      return;
    }
    const cells = new Map<VehicleColumn, Read>();
    // Every column the headings name, the empty cells too: a cell emptied in a spreadsheet program
    // is often not written at all, and it empties the text rather than leaving it as it was.
    for (const [place, column] of places) {
      // Times and photos are shown, not imported: what a cell of theirs holds is not read at all.
      if (isImported(column)) cells.set(column, plainOf(row.getCell(place).value));
    }
    const blank = [...cells.values()].every((read) => 'value' in read && (read.value === null || read.value === ''));
    if (!blank) sheet.rows.push({ row: row.number, cells });
  });
  if (sheet.rows.length > VEHICLE_IMPORT_LIMITS.rows) throw tooManyRows();
  return sheet;
}
