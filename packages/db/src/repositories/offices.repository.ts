import { type Office, type OfficeData, type OpeningHours, WEEKDAYS } from '@nbt/validation';

import type { DB } from '../client.js';
import type { CompanyInfoRow, NewCompanyInfoRow } from '../schema.js';
import { nowIso } from '../time.js';

export function toOffice(row: CompanyInfoRow): Office {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    openingHours: parseOpeningHours(row.opening_hours),
    isMainOffice: row.is_main_office === 1,
    isActive: row.is_active === 1,
    turnaroundHours: Number(row.turnaround_hours),
    oneWayFeeCents: row.one_way_fee_cents === null ? null : Number(row.one_way_fee_cents),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseOpeningHours(json: string): OpeningHours {
  // Any JSON a hand edit leaves (null, a list) reads as no hours rather than failing the list.
  const parsed: unknown = JSON.parse(json);
  const value: Partial<Record<string, unknown>> = parsed !== null && typeof parsed === 'object' ? parsed : {};
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, typeof value[day] === 'string' ? value[day] : '']),
  ) as OpeningHours;
}

function toRow(data: OfficeData): Omit<NewCompanyInfoRow, 'created_at' | 'updated_at'> {
  return {
    name: data.name,
    phone: data.phone,
    email: data.email,
    address: data.address,
    city: data.city,
    postal_code: data.postalCode,
    country: data.country,
    opening_hours: JSON.stringify(data.openingHours),
    is_main_office: data.isMainOffice ? 1 : 0,
    is_active: data.isActive ? 1 : 0,
    turnaround_hours: data.turnaroundHours,
    one_way_fee_cents: data.oneWayFeeCents,
  };
}

/** Main office first, then in the order they were added. */
export async function listOffices(db: DB): Promise<Office[]> {
  const rows = await db
    .selectFrom('company_info')
    .selectAll()
    .orderBy('is_main_office', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toOffice);
}

export async function findOfficeById(db: DB, id: number): Promise<Office | undefined> {
  const row = await db.selectFrom('company_info').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOffice(row) : undefined;
}

export async function insertOffice(db: DB, data: OfficeData): Promise<Office> {
  const now = nowIso();
  const row = await db
    .insertInto('company_info')
    .values({ ...toRow(data), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOffice(row);
}

export async function updateOffice(db: DB, id: number, data: OfficeData): Promise<Office | undefined> {
  const row = await db
    .updateTable('company_info')
    .set({ ...toRow(data), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toOffice(row) : undefined;
}

/** Takes the main-office mark from every office but `keepId`. */
export async function clearMainOffice(db: DB, keepId?: number): Promise<void> {
  let query = db
    .updateTable('company_info')
    .set({ is_main_office: 0, updated_at: nowIso() })
    .where('is_main_office', '=', 1);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function deleteOffice(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('company_info').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
