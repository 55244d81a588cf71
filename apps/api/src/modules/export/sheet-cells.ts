import { romeClock } from '../../lib/rome-clock.js';

// How the export writes values people read: euros rather than cents, times on the firm's clock,
// yes and no in Italian; and the texts a spreadsheet program must never take for a formula.

export type Cell = string | number | boolean | null;

/** One column of a sheet: its heading and, for numbers, how a spreadsheet program shows them. */
/** A sheet of the workbook: its name, its columns and its rows. */
export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: Cell[][];
}

export interface SheetColumn {
  heading: string;
  format?: string;
}

export const EURO_FORMAT = '#,##0.00 "€"';
export const WHOLE_EURO_FORMAT = '#,##0 "€"';
export const TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

export const text = (heading: string): SheetColumn => ({ heading });
export const euros = (heading: string): SheetColumn => ({ heading, format: EURO_FORMAT });
export const time = (heading: string): SheetColumn => ({ heading, format: TIME_FORMAT });

/** Cents as euros with their decimals: 12050 is 120.5 (shown € 120,50). */
export function centsToEuros(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

export const yesNo = (value: boolean): string => (value ? 'sì' : 'no');

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A stored UTC time as a spreadsheet date on the clock of Milan: spreadsheet dates carry no time
 * zone, so the number is the wall-clock time there (summer time included), sortable and shown as a date.
 */
export function romeTime(iso: string | null): number | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const clock = romeClock(date);
  const wall = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return (wall - EXCEL_EPOCH) / DAY_MS;
}

/** A text that a spreadsheet program would take for a formula when it begins so. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What the contact form accepts as a phone number: it can only be read as a number, never run. */
const PHONE_LIKE = /^[+()0-9\s./-]*$/;

/**
 * Every text cell of the export, whoever wrote it (a visitor, a username typed at the login, the
 * office, a hand edit of the database): one that begins like a formula gets a leading apostrophe,
 * so neither Excel nor LibreOffice, nor a CSV saved from them, ever runs it.
 */
export function sheetText(value: string): string {
  if (!FORMULA_START.test(value) || PHONE_LIKE.test(value)) return value;
  return `'${value}`;
}

/** The text `sheetText` was given back, so an exported file imports unchanged. */
export function fromVisitorText(value: string): string {
  return value.startsWith("'") && sheetText(value.slice(1)) === value ? value.slice(1) : value;
}
