import { type MessageCode, sentence, VEHICLE_IMPORT_LIMITS, type VehicleImportError } from '@nbt/validation';

import { AppError } from '../../errors.js';
import { isImported, VEHICLE_COLUMNS, type VehicleColumn } from '../export/vehicle-sheet.js';
import { cellsOf, type Plain, type Read } from './read-workbook.js';
import { workbookParser } from './workbook-parser.js';

export type { Plain, Read };

export const VEHICLE_SHEET = 'Veicoli';

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
const EMPTY: Read = { value: null };

const headingError = (column: string, code: MessageCode): VehicleImportError => ({
  row: 1,
  column,
  message: sentence(code),
});

/** The headings row: each column's place, and what is wrong with the headings. */
function readHeadings(row: Map<number, Read>): { places: Map<number, VehicleColumn>; errors: VehicleImportError[] } {
  const places = new Map<number, VehicleColumn>();
  const errors: VehicleImportError[] = [];
  const seen = new Set<VehicleColumn>();
  for (const [place, read] of row) {
    const heading = 'value' in read && read.value !== null ? String(read.value).trim() : '';
    if (heading === '') continue;
    const column = BY_HEADING.get(heading);
    if (!column) errors.push(headingError(heading, 'IMPORT_UNKNOWN_COLUMN'));
    else if (seen.has(column)) errors.push(headingError(heading, 'IMPORT_REPEATED_COLUMN'));
    else {
      seen.add(column);
      places.set(place, column);
    }
  }
  // Every column the import writes must be there: a missing one would read as emptied. Columns
  // newer than some exported files (the translations, the rental terms) may be missing: their fields stay as they are.
  for (const column of VEHICLE_COLUMNS) {
    if (isImported(column) && !column.optional && !seen.has(column)) {
      errors.push(headingError(column.heading, 'IMPORT_MISSING_COLUMN'));
    }
  }
  return { places, errors };
}

/**
 * Reads the 'Veicoli' sheet of an uploaded .xlsx, in the import's worker (see workbook-parser.ts)
 * within the caps of VEHICLE_IMPORT_LIMITS. The headings are the first row that holds something.
 */
export async function readVehicleSheet(bytes: Buffer): Promise<VehicleSheet> {
  const raw = await workbookParser.parse(bytes, VEHICLE_SHEET, VEHICLE_IMPORT_LIMITS);
  const { places, errors } = readHeadings(raw.rows.length > 0 ? cellsOf(raw, 0) : new Map());
  const sheet: VehicleSheet = { rows: [], errors };
  // Only the columns the import reads: what a cell of another holds (times, photos, unknown columns) is not looked at.
  const imported = new Map([...places].filter(([, column]) => isImported(column)));
  for (let index = 1; index < raw.rows.length; index += 1) {
    const cells = new Map<VehicleColumn, Read>();
    // Every column the headings name, the empty cells too: a cell emptied in a spreadsheet program
    // is often not written at all, and it empties the text rather than leaving it as it was.
    for (const column of imported.values()) cells.set(column, EMPTY);
    for (let cell = raw.ends[index - 1]!; cell < raw.ends[index]!; cell += 1) {
      const column = imported.get(raw.places[cell]!);
      if (!column) continue;
      const refused = raw.refused.get(cell);
      cells.set(column, refused ? { refused } : { value: raw.values[cell]! });
    }
    const blank = [...cells.values()].every((read) => 'value' in read && (read.value === null || read.value === ''));
    if (!blank) sheet.rows.push({ row: raw.rows[index]!, cells });
  }
  if (sheet.rows.length > VEHICLE_IMPORT_LIMITS.rows) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'IMPORT_TOO_MANY_ROWS', {
      params: { maximum: VEHICLE_IMPORT_LIMITS.rows },
    });
  }
  return sheet;
}
