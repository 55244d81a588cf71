import {
  type RentalOption,
  type RentalOptionData,
  type RentalQuote,
  RentalQuoteSchema,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from '@nbt/validation';

import type { DB } from '../client.js';
import type { RentalOptionRow } from '../schema.js';
import { nowIso } from '../time.js';

/** A JSON object of texts by language as stored; anything else a hand edit left reads as empty. */
function readTexts(json: string): Record<string, string> {
  const value: unknown = JSON.parse(json);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function readCategories(json: string): VehicleCategory[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? VEHICLE_CATEGORIES.filter((category) => (value as unknown[]).includes(category)) : [];
}

export function toRentalOption(row: RentalOptionRow): RentalOption {
  return {
    id: row.id,
    name: { ...readTexts(row.name), it: readTexts(row.name).it ?? '' },
    description: readTexts(row.description),
    price_cents: Number(row.price_cents),
    per: row.per,
    max_quantity: Number(row.max_quantity),
    categories: readCategories(row.categories),
    active: row.is_active === 1,
    sort_order: Number(row.sort_order),
  };
}

function toRow(data: RentalOptionData) {
  return {
    name: JSON.stringify(data.name),
    description: JSON.stringify(data.description),
    price_cents: data.price_cents,
    per: data.per,
    max_quantity: data.max_quantity,
    categories: JSON.stringify(data.categories),
    is_active: data.active ? (1 as const) : (0 as const),
    sort_order: data.sort_order,
  };
}

/** The catalogue in the order the office set, then as added; `activeOnly` for the visitors' list. */
export async function listRentalOptions(db: DB, { activeOnly = false } = {}): Promise<RentalOption[]> {
  let query = db.selectFrom('rental_options').selectAll();
  if (activeOnly) query = query.where('is_active', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(toRentalOption);
}

export async function findRentalOptionById(db: DB, id: number): Promise<RentalOption | undefined> {
  const row = await db.selectFrom('rental_options').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRentalOption(row) : undefined;
}

export async function insertRentalOption(db: DB, data: RentalOptionData): Promise<RentalOption> {
  const now = nowIso();
  const row = await db
    .insertInto('rental_options')
    .values({ ...toRow(data), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRentalOption(row);
}

export async function updateRentalOption(
  db: DB,
  id: number,
  data: RentalOptionData,
): Promise<RentalOption | undefined> {
  const row = await db
    .updateTable('rental_options')
    .set({ ...toRow(data), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRentalOption(row) : undefined;
}

export async function deleteRentalOption(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('rental_options').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A request's or booking's frozen breakdown as stored; null when there is none, or when a hand
 * edit left something that is not one (the office then reads the request without it).
 */
export function readQuote(json: string | null): RentalQuote | null {
  if (json === null) return null;
  const parsed = RentalQuoteSchema.safeParse(JSON.parse(json));
  return parsed.success ? (parsed.data as RentalQuote) : null;
}
