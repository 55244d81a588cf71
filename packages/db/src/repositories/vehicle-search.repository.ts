import {
  type AdminVehicle,
  type AdminVehicleFilter,
  type AdminVehicleQuery,
  type AdminVehicleSort,
  IMAGE_FIELDS,
  normalizeIdentifier,
  sortParts,
  VEHICLE_STATUSES,
} from '@nbt/validation';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';

import type { DB } from '../client.js';
import type { Database } from '../schema.js';
import { nowIso } from '../time.js';
import { rentableVehicle } from '../vehicle-state-sql.js';
import { toAdminVehicle } from './vehicles.repository.js';

type VehicleQuery<O> = SelectQueryBuilder<Database, 'vehicles', O>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern written with ESCAPE '\'. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Each word typed must be found somewhere: in the brand, the model, the plate or the chassis number
 * (ignoring case), or be the id. Both databases compare lower(column) LIKE, since PostgreSQL's LIKE
 * is case-sensitive and SQLite's only for ASCII.
 */
function matchesWords(eb: ExpressionBuilder<Database, 'vehicles'>, q: string) {
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  return eb.and(
    words.map((word) => {
      const pattern = likeContaining(word.toLowerCase());
      const identifier = likeContaining(normalizeIdentifier(word));
      const contains = (column: 'brand' | 'model') =>
        sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
      const either = [
        contains('brand'),
        contains('model'),
        sql<boolean>`plate LIKE ${identifier} ESCAPE '\\'`,
        sql<boolean>`vin LIKE ${identifier} ESCAPE '\\'`,
      ];
      if (/^[0-9]{1,15}$/.test(word)) either.push(sql<boolean>`id = ${Number(word)}`);
      return eb.or(either);
    }),
  );
}

function filtered<O>(query: VehicleQuery<O>, filter: AdminVehicleFilter): VehicleQuery<O> {
  let narrowed = query;
  if (filter.q) {
    const q = filter.q;
    narrowed = narrowed.where((eb) => matchesWords(eb, q));
  }
  if (filter.category) narrowed = narrowed.where('vehicle_category', '=', filter.category);
  if (filter.listing) narrowed = narrowed.where('listing_type', '=', filter.listing);
  if (filter.status) narrowed = narrowed.where('status', '=', filter.status);
  // Flags are 0/1 on SQLite and booleans on PostgreSQL; the pg client reads and writes them as 0/1 either way.
  if (filter.availability) narrowed = narrowed.where('available', '=', filter.availability === 'available' ? 1 : 0);
  if (filter.hiddenPrice) narrowed = narrowed.where('hide_price', '=', filter.hiddenPrice === 'true' ? 1 : 0);
  if (filter.rentable) {
    const rentable = filter.rentable === 'true';
    narrowed = narrowed.where((eb) => (rentable ? rentableVehicle(eb) : eb.not(rentableVehicle(eb))));
  }
  if (filter.photos) {
    // Any photo field counts: a row written outside the site may leave the first one empty.
    const none = (eb: ExpressionBuilder<Database, 'vehicles'>) =>
      eb.and(IMAGE_FIELDS.map((field) => eb(field, 'is', null)));
    narrowed = narrowed.where((eb) => (filter.photos === 'true' ? eb.not(none(eb)) : none(eb)));
  }
  return narrowed;
}

/**
 * The price a vehicle is listed at, in euros, as `sortPrice` reads it with no tab: its daily rate
 * when it is for rent and has one, else its sale price when it is for sale and has one, else null.
 */
const LISTED_PRICE = sql`CASE
  WHEN listing_type <> 'sale' AND price_per_day > 0 THEN price_per_day / 100.0
  WHEN listing_type <> 'rental' AND sale_price_euros > 0 THEN sale_price_euros
END`;

/** The statuses in their order of life (an unknown value reads as sold, as `shownStatus` reads it). */
const STATUS_RANK = sql`CASE status ${sql.join(
  VEHICLE_STATUSES.map((status, rank) => sql`WHEN ${sql.lit(status)} THEN ${sql.lit(rank)}`),
  sql` `,
)} ELSE ${sql.lit(VEHICLE_STATUSES.length - 1)} END`;

/** The order of each sort; the id last, so a page never repeats or skips a vehicle of equal keys. */
function sorted<O>(query: VehicleQuery<O>, sort: AdminVehicleSort): VehicleQuery<O> {
  const [column, direction] = sortParts(sort);
  switch (column) {
    case 'created':
      return query.orderBy('created_at', direction).orderBy('id', direction);
    case 'price':
      // A vehicle without a price goes last whichever way prices are sorted.
      return query
        .orderBy(sql`${LISTED_PRICE} IS NULL`)
        .orderBy(LISTED_PRICE, direction)
        .orderBy('id', direction);
    case 'year':
      return query.orderBy('year', direction).orderBy('id', direction);
    case 'km':
      return query.orderBy('kilometers', direction).orderBy('id', direction);
    case 'plate':
      // Plates are stored upper case without spaces, so their order is the characters'; none last.
      return query
        .orderBy(sql`plate IS NULL`)
        .orderBy('plate', direction)
        .orderBy('id', direction);
    case 'model':
      // Case is ignored: 'bmw' and 'BMW' are the same brand to the office.
      return query
        .orderBy(sql`lower(brand)`, direction)
        .orderBy(sql`lower(model)`, direction)
        .orderBy('id', direction);
    case 'status':
      return query.orderBy(STATUS_RANK, direction).orderBy('id', direction);
  }
}

/** One page of the vehicles matching a search, in its order, and how many match in all. */
export async function searchVehicles(
  db: DB,
  query: AdminVehicleQuery,
): Promise<{ items: AdminVehicle[]; total: number }> {
  const base = filtered(db.selectFrom('vehicles'), query);
  const [rows, count] = await Promise.all([
    sorted(base.selectAll(), query.sort)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminVehicle), total: Number(count.total) };
}

/** The ids of the vehicles matching a search, at most `limit` of them, lowest first. */
export async function matchingVehicleIds(db: DB, filter: AdminVehicleFilter, limit: number): Promise<number[]> {
  const rows = await filtered(db.selectFrom('vehicles'), filter).select('id').orderBy('id').limit(limit).execute();
  return rows.map((row) => Number(row.id));
}

/** The vehicles among `ids` that exist, as the back office reads them. */
export async function findAdminVehiclesByIds(db: DB, ids: number[]): Promise<AdminVehicle[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('vehicles').selectAll().where('id', 'in', ids).orderBy('id').execute();
  return rows.map(toAdminVehicle);
}

/**
 * What a bulk change may set on several vehicles at once: flags only. A status carries a sale with
 * it, recorded or emptied vehicle by vehicle (`setVehicleStatus`).
 */
export interface VehicleFlagsChange {
  available?: boolean;
  hide_price?: boolean;
}

/**
 * Sets the same flags on every vehicle of `ids`; answers how many rows changed. Both flags are
 * public, so a vehicle's public update time moves when one of them really changes.
 */
export async function setVehiclesFields(db: DB, ids: number[], change: VehicleFlagsChange): Promise<number> {
  if (ids.length === 0) return 0;
  const now = nowIso();
  const flags: Partial<Record<'available' | 'hide_price', 0 | 1>> = {};
  if (change.available !== undefined) flags.available = change.available ? 1 : 0;
  if (change.hide_price !== undefined) flags.hide_price = change.hide_price ? 1 : 0;
  const result = await db
    .updateTable('vehicles')
    .set((eb) => ({
      ...flags,
      updated_at: now,
      // The expressions read the row as it was before this update.
      public_updated_at: eb
        .case()
        .when(eb.or(Object.entries(flags).map(([flag, value]) => eb(flag as keyof typeof flags, '<>', value))))
        .then(now)
        .else(eb.fn.coalesce('public_updated_at', 'updated_at'))
        .end(),
    }))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every vehicle of `ids`; answers how many rows went. */
export async function deleteVehicles(db: DB, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('vehicles').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
