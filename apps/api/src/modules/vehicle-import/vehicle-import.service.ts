import { createHash } from 'node:crypto';

import { hasAccessLogEntry } from '@nbt/db/access-logs';
import { type DB, inTransaction } from '@nbt/db/client';
import { findAdminVehiclesByIds, insertVehicle, updateVehicle } from '@nbt/db/vehicles';
import {
  type AdminVehicle,
  type MessageCode,
  sentence,
  toFieldIssue,
  type VehicleData,
  type VehicleImportError,
  type VehicleImportResult,
  VehicleInputSchema,
  type VehicleText,
} from '@nbt/validation';

import type { z } from 'zod';

import type { Actor, Dependencies } from '../../context.js';
import { AppError } from '../../errors.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { isImported, translatedValue, VEHICLE_COLUMNS, type VehicleColumn } from '../export/vehicle-sheet.js';
import { withDerivedSalePrice } from '../vehicles/vehicles.service.js';
import { inputValue } from './cell-values.js';
import { readVehicleSheet, type SheetRow, type VehicleSheet } from './read-sheet.js';

/** The fields the vehicle dialog writes: what an import may change, and nothing else. */
const WRITABLE = Object.keys(VehicleInputSchema.shape) as (keyof VehicleData)[];
/** A column's heading by the path of its value in the input: 'color', or 'translations.en.color'. */
const pathOf = (column: VehicleColumn) =>
  column.language ? `translations.${column.language}.${column.field}` : column.field;
const HEADING_OF = new Map<string, string>(VEHICLE_COLUMNS.map((column) => [pathOf(column), column.heading]));
const ID_COLUMN = VEHICLE_COLUMNS.find((column) => column.kind === 'id')!;
/** The fields the sheet's imported columns hold (the translations' columns all hold `translations`). */
const SHEET_FIELDS = [
  ...new Set(
    VEHICLE_COLUMNS.filter((column) => isImported(column) && column !== ID_COLUMN).map((column) =>
      column.language ? 'translations' : (column.field as keyof VehicleData),
    ),
  ),
];
/** The translated texts, each compared on its own: a change to one is one line of the preview. */
const TRANSLATION_COLUMNS = VEHICLE_COLUMNS.filter((column) => column.language);

/** An import refused as a whole: what it would have done, and every row and column at fault. */
export class ImportRefused extends AppError {
  constructor(readonly result: VehicleImportResult) {
    super('INVALID_INPUT', 'IMPORT_REFUSED');
  }
}

interface Plan {
  result: VehicleImportResult;
  creates: VehicleData[];
  updates: { id: number; data: VehicleData }[];
}

const cellError = (row: number, column: string, message: string): VehicleImportError => ({ row, column, message });

/** The id a row names, when it names one it may: undefined for a new vehicle. */
function rowId(row: SheetRow, errors: VehicleImportError[]): number | null | undefined {
  const read = row.cells.get(ID_COLUMN);
  if (!read || ('value' in read && (read.value === null || read.value === ''))) return undefined;
  const value = 'value' in read ? Number(read.value) : Number.NaN;
  if (Number.isSafeInteger(value) && value > 0) return value;
  errors.push(cellError(row.row, ID_COLUMN.heading, sentence('refused' in read ? read.refused : 'IMPORT_NOT_NUMBER')));
  return null;
}

/**
 * One row as the dialog's input: the vehicle as it is, with what the row's columns say over it.
 * A cell that cannot be read is named in `errors` and left out, so that the rest of the row is
 * still checked: the office sees every error of a row at once. Answers the headings of the cells refused.
 */
function rowInput(row: SheetRow, existing: AdminVehicle | undefined, errors: VehicleImportError[]) {
  const input: Record<string, unknown> = {};
  if (existing) for (const field of WRITABLE) input[field] = existing[field as keyof AdminVehicle];
  // A copy: the row's texts go over the stored ones, language by language, leaving the vehicle as read.
  const translations: Record<string, Partial<Record<keyof VehicleText, unknown>>> = structuredClone(
    existing?.translations ?? {},
  );
  input.translations = translations;
  const refused = new Set<string>();
  const refuse = (column: VehicleColumn, code: MessageCode) => {
    errors.push(cellError(row.row, column.heading, sentence(code)));
    refused.add(column.heading);
  };
  for (const [column, read] of row.cells) {
    if ('refused' in read) {
      refuse(column, read.refused);
      continue;
    }
    // A new vehicle's empty cells are left to the dialog's defaults; an existing one's empty its field.
    if (!existing && (read.value === null || String(read.value).trim() === '')) continue;
    const value = inputValue(column.kind, read.value);
    if ('refused' in value) {
      refuse(column, value.refused);
      continue;
    }
    if (!('value' in value)) continue;
    if (column.language) {
      translations[column.language] = { ...translations[column.language], [column.field]: value.value };
    } else input[column.field] = value.value;
  }
  return { input, refused };
}

/** The Italian sentence of a schema's issue; a value outside a list names the values the list allows. */
function issueSentence(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && issue.values.length > 0) {
    return sentence('IMPORT_NOT_ALLOWED', { allowed: issue.values.map(String).join(', ') });
  }
  return toFieldIssue(issue).message;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the sheet would do to the vehicles as `db` holds them now: every row checked with the
 * vehicle dialog's own schema, so the import writes nothing the dialog would refuse.
 */
async function planImport(db: DB, sheet: VehicleSheet): Promise<Plan> {
  const errors = [...sheet.errors];
  const ids = new Map<SheetRow, number | null | undefined>(sheet.rows.map((row) => [row, rowId(row, errors)]));
  const wanted = [...new Set([...ids.values()].filter((id): id is number => typeof id === 'number'))];
  const vehicles = new Map((await findAdminVehiclesByIds(db, wanted)).map((vehicle) => [vehicle.id, vehicle]));
  const firstRowOf = new Map<number, number>();
  const plan: Plan = { result: { create: 0, update: [], errors }, creates: [], updates: [] };
  for (const row of sheet.rows) {
    const id = ids.get(row);
    if (id === null) continue;
    const existing = id === undefined ? undefined : vehicles.get(id);
    if (id !== undefined) {
      const first = firstRowOf.get(id);
      if (first !== undefined) {
        errors.push(cellError(row.row, ID_COLUMN.heading, sentence('IMPORT_REPEATED_ID', { row: first })));
        continue;
      }
      firstRowOf.set(id, row.row);
      if (!existing) {
        errors.push(cellError(row.row, ID_COLUMN.heading, sentence('IMPORT_UNKNOWN_VEHICLE')));
        continue;
      }
    }
    const { input, refused } = rowInput(row, existing, errors);
    const parsed = VehicleInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A translation's text is three levels down: translations, its language, the text.
        const path = issue.path[0] === 'translations' ? issue.path.slice(0, 3).join('.') : String(issue.path[0] ?? '');
        const heading = HEADING_OF.get(path) ?? '';
        // A cell refused already is named once, for what it held, not again for being left out.
        if (!refused.has(heading)) errors.push(cellError(row.row, heading, issueSentence(issue)));
      }
    }
    if (!parsed.success || refused.size > 0) continue;
    const data = withDerivedSalePrice(parsed.data);
    if (!existing) {
      plan.creates.push(data);
      continue;
    }
    // A row whose columns hold what is stored changes nothing, even where a stored row predates a
    // rule the dialog applies on saving (a sale price in cents derived from the one in euros).
    if (SHEET_FIELDS.every((field) => same(existing[field as keyof AdminVehicle], data[field]))) continue;
    const changes: VehicleImportResult['update'][number]['changes'] = {};
    for (const field of WRITABLE) {
      if (field === 'translations') continue;
      const before = existing[field as keyof AdminVehicle];
      if (!same(before, data[field])) changes[field] = [before, data[field]];
    }
    for (const column of TRANSLATION_COLUMNS) {
      const before = translatedValue(existing.translations, column);
      const after = translatedValue(data.translations, column);
      if (!same(before, after)) changes[pathOf(column)] = [before, after];
    }
    plan.result.update.push({ id: existing.id, changes });
    plan.updates.push({ id: existing.id, data });
  }
  plan.result.create = plan.creates.length;
  errors.sort((a, b) => a.row - b.row);
  return plan;
}

/** The access log's line of an applied import: the file's fingerprint, the counts and the ids. */
function describe(fingerprint: string, created: number[], updated: number[]): string {
  return `file sha256:${fingerprint}; created ${created.length} (ids ${created.join(',') || '-'}); updated ${updated.length} (ids ${updated.join(',') || '-'})`;
}

/**
 * An Excel import of the 'Veicoli' sheet. A preview (`apply` false) says what would be created,
 * changed and refused, and writes nothing. Applying does it all in one transaction, with its
 * access-log line, or nothing when any row is refused (ImportRefused). The same file is applied
 * once: its fingerprint is in the log line, and the transaction that checks it holds the write
 * lock, so two applies sent together create the new vehicles once.
 */
export async function importVehicles(
  { db }: Dependencies,
  actor: Actor,
  { bytes, apply }: { bytes: Buffer; apply: boolean },
): Promise<VehicleImportResult> {
  const sheet = await readVehicleSheet(bytes);
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const plan = async (trx: DB) => {
    if (await hasAccessLogEntry(trx, 'VEHICLES_IMPORTED', `sha256:${fingerprint}`)) {
      throw new AppError('CONFLICT', 'IMPORT_ALREADY_APPLIED');
    }
    const planned = await planImport(trx, sheet);
    if (planned.result.errors.length > 0 && apply) throw new ImportRefused(planned.result);
    return planned;
  };
  if (!apply) return (await plan(db)).result;
  return inTransaction(db, async (trx) => {
    const { result, creates, updates } = await plan(trx);
    const created: number[] = [];
    for (const data of creates) created.push((await insertVehicle(trx, data)).id);
    for (const { id, data } of updates) await updateVehicle(trx, id, data);
    await recordAccess(
      trx,
      actor,
      'VEHICLES_IMPORTED',
      describe(
        fingerprint,
        created,
        updates.map((update) => update.id),
      ),
    );
    return result;
  });
}
