import {
  type AdminVehicle,
  type HeavyFigures,
  IMAGE_FIELDS,
  imagesToFields,
  isSold,
  type PriceTier,
  readTranslations,
  type Vehicle,
  type VehicleData,
  vehicleImages,
} from '@nbt/validation';
import { sql } from 'kysely';

import { type DB, inTransaction } from '../client.js';
import type { NewVehicleRow, VehicleRow, VehicleRowUpdate } from '../schema.js';
import { nowIso } from '../time.js';
import { saleFactsOf, saleFactsRow } from './vehicle-sale-facts.js';

type Executor = DB;

/**
 * The one place a vehicles row becomes the API's vehicle and back. The public's vehicle names its
 * fields one by one, so the office's own columns never reach it, and is dated by the last change
 * a visitor could see.
 */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    year: row.year,
    kilometers: row.kilometers,
    fuel_type: row.fuel_type,
    fuel_regulation: row.fuel_regulation,
    engine_displacement: row.engine_displacement,
    horsepower: row.horsepower,
    transmission: row.transmission,
    doors: row.doors,
    seats: row.seats,
    color: row.color,
    price_per_day: row.price_per_day,
    sale_price: row.sale_price,
    sale_price_euros: row.sale_price_euros,
    hide_price: row.hide_price === 1,
    vehicle_category: row.vehicle_category,
    listing_type: row.listing_type,
    available: row.available === 1,
    status: row.status,
    deposit_euros: row.deposit_euros,
    km_per_day: row.km_per_day,
    extra_km_cents: row.extra_km_cents,
    min_driver_age: row.min_driver_age,
    delivery_on_request: row.delivery_on_request === 1,
    ...saleFactsOf(row),
    price_tiers: parsePriceTiers(row.price_tiers),
    ...heavyFigures(row),
    description: row.description,
    features: parseFeatures(row.features),
    translations: readTranslations(JSON.parse(row.translations)),
    image1: row.image1,
    image2: row.image2,
    image3: row.image3,
    image4: row.image4,
    image5: row.image5,
    image6: row.image6,
    image7: row.image7,
    image8: row.image8,
    image9: row.image9,
    image10: row.image10,
    createdAt: row.created_at,
    updatedAt: row.public_updated_at ?? row.updated_at,
  };
}

/** The back office's vehicle: the public one with the office's own fields, dated by its last change of any field. */
export function toAdminVehicle(row: VehicleRow): AdminVehicle {
  return {
    ...toVehicle(row),
    updatedAt: row.updated_at,
    plate: row.plate,
    vin: row.vin,
    internalNotes: row.internal_notes,
    soldPriceEuros: row.sold_price_euros,
    soldOn: row.sold_on,
    soldTo: row.sold_to,
  };
}

/** The tiers as stored; anything a hand edit left that is not a tier is skipped, and the rest kept in order of days. */
function parsePriceTiers(json: string): PriceTier[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (tier): tier is PriceTier =>
        typeof tier === 'object' &&
        tier !== null &&
        typeof (tier as PriceTier).min_days === 'number' &&
        typeof (tier as PriceTier).price_per_day === 'number',
    )
    .map((tier) => ({ min_days: tier.min_days, price_per_day: tier.price_per_day }))
    .sort((a, b) => a.min_days - b.min_days);
}

/** The figures of a truck or a machine, by name on both sides (a row and the API's vehicle). */
function heavyFigures(source: HeavyFigures): HeavyFigures {
  return {
    gross_weight_kg: source.gross_weight_kg,
    payload_kg: source.payload_kg,
    axles: source.axles,
    wheel_formula: source.wheel_formula,
    cab: source.cab,
    machine_type: source.machine_type,
    operating_weight_kg: source.operating_weight_kg,
    engine_hours: source.engine_hours,
    max_digging_depth_mm: source.max_digging_depth_mm,
    bucket_capacity_l: source.bucket_capacity_l,
    with_operator: source.with_operator,
  };
}

function parseFeatures(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A vehicle's data as the columns of its row. */
export function toRow(data: VehicleData): Omit<NewVehicleRow, 'created_at' | 'updated_at'> {
  const images = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, data[field]]));
  return {
    brand: data.brand,
    model: data.model,
    year: data.year,
    kilometers: data.kilometers,
    fuel_type: data.fuel_type,
    fuel_regulation: data.fuel_regulation,
    engine_displacement: data.engine_displacement,
    horsepower: data.horsepower,
    transmission: data.transmission,
    // A car states its doors and seats; another vehicle that states none has 0 of each.
    doors: data.doors ?? 0,
    seats: data.seats ?? 0,
    color: data.color,
    price_per_day: data.price_per_day,
    sale_price: data.sale_price,
    sale_price_euros: data.sale_price_euros,
    hide_price: data.hide_price ? 1 : 0,
    vehicle_category: data.vehicle_category,
    listing_type: data.listing_type,
    available: data.available ? 1 : 0,
    status: data.status,
    deposit_euros: data.deposit_euros,
    km_per_day: data.km_per_day,
    extra_km_cents: data.extra_km_cents,
    min_driver_age: data.min_driver_age,
    delivery_on_request: data.delivery_on_request ? 1 : 0,
    price_tiers: JSON.stringify(data.price_tiers),
    ...heavyFigures(data),
    description: data.description,
    features: JSON.stringify(data.features),
    translations: JSON.stringify(data.translations),
    ...images,
    plate: data.plate,
    vin: data.vin,
    internal_notes: data.internalNotes,
    ...saleFactsRow(data),
  };
}

/** Every vehicle's row, newest first. */
function allRowsNewestFirst(db: Executor) {
  return db.selectFrom('vehicles').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function listVehicles(db: Executor): Promise<Vehicle[]> {
  return (await allRowsNewestFirst(db)).map(toVehicle);
}

/** A vehicle as the export lists it: the back office's, with the time the public answers carry too. */
export type ExportedVehicle = AdminVehicle & { publicUpdatedAt: string };

/** Every vehicle with the office's own fields, newest first: the export's sheet. */
export async function listAdminVehicles(db: Executor): Promise<ExportedVehicle[]> {
  return (await allRowsNewestFirst(db)).map((row) => ({
    ...toAdminVehicle(row),
    publicUpdatedAt: toVehicle(row).updatedAt,
  }));
}

export async function findVehicleById(db: Executor, id: number): Promise<Vehicle | undefined> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVehicle(row) : undefined;
}

export async function findAdminVehicleById(db: Executor, id: number): Promise<AdminVehicle | undefined> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdminVehicle(row) : undefined;
}

export async function insertVehicle(db: Executor, data: VehicleData): Promise<AdminVehicle> {
  const now = nowIso();
  const row = await db
    .insertInto('vehicles')
    .values({ ...toRow(data), created_at: now, updated_at: now, public_updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdminVehicle(row);
}

/** What a visitor sees of a vehicle: its public answer but the times. */
function seenByVisitors(row: VehicleRow): string {
  const { createdAt: _created, updatedAt: _updated, ...seen } = toVehicle(row);
  return JSON.stringify(seen);
}

/**
 * Every write to one vehicle: `changes` and the update time, and the public update time only when
 * what a visitor sees changes. The row is read and written in one transaction, which holds the
 * database's write lock, so no other write comes between the comparison and the update.
 */
async function writeVehicle(db: Executor, id: number, changes: VehicleRowUpdate): Promise<AdminVehicle | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    const now = nowIso();
    const seen = seenByVisitors(before) !== seenByVisitors({ ...before, ...changes } as VehicleRow);
    const row = await trx
      .updateTable('vehicles')
      .set({
        ...changes,
        updated_at: now,
        public_updated_at: seen ? now : (before.public_updated_at ?? before.updated_at),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdminVehicle(row);
  });
}

const NO_SALE = { sold_price_euros: null, sold_on: null, sold_to: null } as const;

export function updateVehicle(db: Executor, id: number, data: VehicleData): Promise<AdminVehicle | undefined> {
  // A vehicle no longer sold keeps no sale: what the dialog saves is its status.
  return writeVehicle(db, id, { ...toRow(data), ...(isSold(data) ? {} : NO_SALE) });
}

/** A sale as the office records it: the price in whole euros, the day, the buyer when known. */
export interface SaleRecord {
  priceEuros: number | null;
  date: string;
  buyer: string | null;
}

/** Sets a vehicle's status and availability, with its sale: recorded when sold, emptied otherwise. */
export function setVehicleStatus(
  db: Executor,
  id: number,
  change: { status: Vehicle['status']; available: boolean; sale?: SaleRecord | undefined },
): Promise<AdminVehicle | undefined> {
  const { sale } = change;
  return writeVehicle(db, id, {
    status: change.status,
    available: change.available ? 1 : 0,
    sold_price_euros: sale?.priceEuros ?? null,
    sold_on: sale?.date ?? null,
    sold_to: sale?.buyer ?? null,
  });
}

export async function deleteVehicle(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('vehicles').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every image address any vehicle refers to, to tell orphaned uploads from used ones. */
export async function listVehicleImageUrls(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('vehicles').select(IMAGE_FIELDS).execute();
  const urls = new Set<string>();
  for (const row of rows) for (const field of IMAGE_FIELDS) if (row[field]) urls.add(row[field]);
  return urls;
}

/** A vehicle as a zip of photos needs it: which one it is, and the photos it has, in order. */
export interface VehiclePhotos {
  id: number;
  brand: string;
  model: string;
  plate: string | null;
  images: string[];
}

const PHOTO_COLUMNS = ['id', 'brand', 'model', 'plate', ...IMAGE_FIELDS] as const;

function toVehiclePhotos(row: Pick<VehicleRow, (typeof PHOTO_COLUMNS)[number]>): VehiclePhotos {
  return { id: row.id, brand: row.brand, model: row.model, plate: row.plate, images: vehicleImages(row) };
}

/**
 * The vehicles whose plate is one of `plates` (upper case, without spaces: compared so, whatever
 * a row written by hand holds) or whose id is one of `ids`.
 */
export async function findVehiclePhotosByKeys(
  db: Executor,
  { plates, ids }: { plates: string[]; ids: number[] },
): Promise<VehiclePhotos[]> {
  if (plates.length === 0 && ids.length === 0) return [];
  const rows = await db
    .selectFrom('vehicles')
    .select(PHOTO_COLUMNS)
    .where((eb) =>
      eb.or([
        ...(plates.length > 0 ? [eb(sql<string>`upper(replace(plate, ' ', ''))`, 'in', plates)] : []),
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map(toVehiclePhotos);
}

export async function findVehiclePhotos(db: Executor, id: number): Promise<VehiclePhotos | undefined> {
  const row = await db.selectFrom('vehicles').select(PHOTO_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toVehiclePhotos(row) : undefined;
}

/** Sets a vehicle's photos, in order (at most ten: the caller checks the limit), and nothing else. */
export function setVehicleImages(db: Executor, id: number, images: string[]): Promise<AdminVehicle | undefined> {
  return writeVehicle(db, id, imagesToFields(images));
}
