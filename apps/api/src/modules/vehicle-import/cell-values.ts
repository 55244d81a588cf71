import type { MessageCode } from '@nbt/validation';

import { fromVisitorText } from '../export/sheet-cells.js';
import type { VehicleColumnKind } from '../export/vehicle-sheet.js';
import type { Plain } from './read-sheet.js';

/** What a cell gives the vehicle's input: a value for the schema, nothing (keep or default), or a refusal. */
export type InputValue = { value: unknown } | { keep: true } | { refused: MessageCode };

const YES = new Set(['sì', 'si', 's', 'yes', 'y', 'true', 'vero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

/** A number typed or saved as text: '1200', '120,50', '€ 120.50'. */
function numberOf(value: Plain): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[€\s]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined;
}

/**
 * A cell of a column as the vehicle's input holds it: prices from euros to cents, sì/no to
 * booleans, texts as typed. The schema of the vehicle dialog then judges the value; here only what
 * no schema could read is refused (a word where a number goes, a price with fractions of a cent).
 */
export function inputValue(kind: VehicleColumnKind, value: Plain): InputValue {
  const empty = value === null || (typeof value === 'string' && value.trim() === '');
  switch (kind) {
    case 'text':
      if (empty) return { value: null };
      return { value: typeof value === 'string' ? fromVisitorText(value) : String(value) };
    case 'list':
      return { value: empty ? [] : String(value) };
    case 'integer':
    case 'wholeEuros': {
      if (empty) return { value: null };
      const number = numberOf(value);
      return number === undefined ? { refused: 'IMPORT_NOT_NUMBER' } : { value: number };
    }
    case 'cents': {
      if (empty) return { value: null };
      const euros = numberOf(value);
      if (euros === undefined) return { refused: 'IMPORT_NOT_NUMBER' };
      const cents = Math.round(euros * 100);
      return Math.abs(euros * 100 - cents) > 1e-6 ? { refused: 'IMPORT_EURO_CENTS' } : { value: cents };
    }
    case 'yesNo': {
      if (empty) return { keep: true };
      if (typeof value === 'boolean') return { value };
      const word = String(value).trim().toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { refused: 'IMPORT_YES_NO' };
    }
    default:
      return { keep: true };
  }
}
