import type { MessageCode } from '@nbt/validation';

import { fromVisitorText } from '../export/sheet-cells.js';
import type { VehicleColumnKind } from '../export/vehicle-sheet.js';
import type { Plain } from './read-sheet.js';

/** What a cell gives the vehicle's input: a value for the schema, nothing (keep or default), or a refusal. */
export type InputValue = { value: unknown } | { keep: true } | { refused: MessageCode };

const YES = new Set(['sì', 'si', 's', 'yes', 'y', 'true', 'vero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

/** A number as an Italian office types it: thousands grouped by dots, decimals after a comma. */
const ITALIAN = /^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+,\d+$/;
/** Digits with a decimal point, as a program that writes numbers in English saves them: '120.5'. */
const DECIMAL_POINT = /^-?\d+\.(\d{1,2}|\d{4,})$/;
/** One comma and three digits: a thousand in English, a decimal in Italian. */
const COMMA_THOUSANDS = /^-?[1-9]\d{0,2},\d{3}$/;

type Parsed = { number: number } | { refused: MessageCode };

/**
 * A number typed or saved as text: '45000', '45.000' (forty-five thousand), '1.234,50', '€ 120,50'.
 * '52,900' is refused as ambiguous (52.9 in Italian, 52900 in English), and so is '1,234.50'.
 */
function numberOf(value: Plain): Parsed {
  if (typeof value === 'number') return Number.isFinite(value) ? { number: value } : { refused: 'IMPORT_NOT_NUMBER' };
  if (typeof value !== 'string') return { refused: 'IMPORT_NOT_NUMBER' };
  const text = value.replace(/[€\s\u00a0\u202f]/g, '');
  if (/^-?\d+$/.test(text)) return { number: Number(text) };
  if (COMMA_THOUSANDS.test(text) || /^-?\d{1,3}(,\d{3})+\.\d+$/.test(text))
    return { refused: 'IMPORT_AMBIGUOUS_NUMBER' };
  if (ITALIAN.test(text)) return { number: Number(text.replace(/\./g, '').replace(',', '.')) };
  if (DECIMAL_POINT.test(text)) return { number: Number(text) };
  return { refused: 'IMPORT_NOT_NUMBER' };
}

/** '7: 110,00; 14: 100' read back into tiers (days, cents); the schema then judges their order and prices. */
function tiersOf(text: string): InputValue {
  const tiers = [];
  for (const part of text.split(';').filter((piece) => piece.trim() !== '')) {
    const match = /^\s*(\d{1,3})\s*:\s*(.+)$/.exec(part);
    const price = match ? numberOf(match[2]!.trim()) : undefined;
    if (!match || !price || 'refused' in price) return { refused: 'IMPORT_TIERS' };
    const cents = Math.round(price.number * 100);
    if (Math.abs(price.number * 100 - cents) > 1e-6) return { refused: 'IMPORT_EURO_CENTS' };
    tiers.push({ min_days: Number(match[1]), price_per_day: cents });
  }
  return { value: tiers };
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
      const parsed = numberOf(value);
      if ('refused' in parsed) return parsed;
      return Number.isInteger(parsed.number) ? { value: parsed.number } : { refused: 'IMPORT_NOT_WHOLE' };
    }
    case 'decimal': {
      if (empty) return { value: null };
      const parsed = numberOf(value);
      return 'refused' in parsed ? parsed : { value: parsed.number };
    }
    case 'cents': {
      if (empty) return { value: null };
      const parsed = numberOf(value);
      if ('refused' in parsed) return parsed;
      const cents = Math.round(parsed.number * 100);
      return Math.abs(parsed.number * 100 - cents) > 1e-6 ? { refused: 'IMPORT_EURO_CENTS' } : { value: cents };
    }
    case 'yesNo':
    case 'yesNoOrEmpty': {
      // An empty sì/no cell keeps the value, unless the field may be left unstated.
      if (empty) return kind === 'yesNo' ? { keep: true } : { value: null };
      if (typeof value === 'boolean') return { value };
      const word = String(value).trim().toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { refused: 'IMPORT_YES_NO' };
    }
    case 'tiers':
      return empty ? { value: [] } : tiersOf(String(value));
    default:
      return { keep: true };
  }
}
