// The office's reads of reservations: one, the planning's list and search, the export, the desk's
// day and the clashes a new or changed booking must not meet.
import { normalizeIdentifier, rentalDays, type Reservation, type ReservationState, todayInRome } from '@nbt/validation';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';

import type { DB } from '../client.js';
import type { Database } from '../schema.js';
import { overlapping } from '../vehicle-state-sql.js';
import { readQuote } from './rental-options.repository.js';
import { daysHold, HELD, holdsVehicleDuring } from './reservation-holds.repository.js';
import { likeContaining } from './vehicle-search.repository.js';

/** The most bookings a search answers. */
export const RESERVATION_SEARCH_LIMIT = 100;

/** Ids per `IN (…)` list: well under both databases' limits on parameters. */
const ID_BATCH = 500;

/** The reservations joined with their vehicle and office, as every read answers them. */
function baseQuery(db: DB) {
  return db
    .selectFrom('reservations')
    .innerJoin('vehicles', 'vehicles.id', 'reservations.vehicle_id')
    .leftJoin('company_info', 'company_info.id', 'reservations.pickup_office_id')
    .select([
      'reservations.id',
      'reservations.reference',
      'reservations.status',
      'reservations.option_expires_on',
      'reservations.vehicle_id',
      'reservations.start_date',
      'reservations.end_date',
      'reservations.pickup_time',
      'reservations.return_time',
      'reservations.pickup_office_id',
      'company_info.name as office_name',
      'reservations.contact_request_id',
      'reservations.customer_name',
      'reservations.customer_email',
      'reservations.customer_phone',
      'reservations.quote',
      'reservations.note',
      'reservations.km_out',
      'reservations.km_in',
      'reservations.created_at',
      'reservations.updated_at',
      'vehicles.brand',
      'vehicles.model',
      'vehicles.plate',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;
type History = Reservation['history'];

/** The events of the reservations `ids`, oldest first, by reservation. */
async function historiesOf(db: DB, ids: number[]): Promise<Map<number, History>> {
  const histories = new Map<number, History>(ids.map((id) => [id, []]));
  for (let start = 0; start < ids.length; start += ID_BATCH) {
    const rows = await db
      .selectFrom('reservation_events')
      .select(['reservation_id', 'status', 'kilometers', 'username', 'created_at'])
      .where('reservation_id', 'in', ids.slice(start, start + ID_BATCH))
      .orderBy('reservation_id')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      histories.get(Number(row.reservation_id))?.push({
        status: row.status,
        kilometers: row.kilometers === null ? null : Number(row.kilometers),
        username: row.username,
        at: row.created_at,
      });
    }
  }
  return histories;
}

async function toReservations(db: DB, rows: JoinedRow[]): Promise<Reservation[]> {
  const histories = await historiesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    optionExpiresOn: row.option_expires_on,
    vehicleId: row.vehicle_id,
    vehicleLabel: `${row.brand} ${row.model}`,
    plate: row.plate,
    from: row.start_date,
    to: row.end_date,
    pickupTime: row.pickup_time,
    returnTime: row.return_time,
    pickupOfficeId: row.pickup_office_id,
    pickupOfficeName: row.office_name,
    days: rentalDays({
      pickupDate: row.start_date,
      returnDate: row.end_date,
      pickupTime: row.pickup_time,
      returnTime: row.return_time,
    }),
    contactRequestId: row.contact_request_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    quote: readQuote(row.quote),
    note: row.note,
    kilometersOut: row.km_out === null ? null : Number(row.km_out),
    kilometersIn: row.km_in === null ? null : Number(row.km_in),
    history: histories.get(Number(row.id)) ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function findReservationById(db: DB, id: number): Promise<Reservation | undefined> {
  const row = await baseQuery(db).where('reservations.id', '=', id).executeTakeFirst();
  return row && (await toReservations(db, [row]))[0];
}

/**
 * Each word typed must be found somewhere: in the customer's name, e-mail or phone (spaces
 * ignored), the vehicle's plate or the reference, ignoring case. Both databases compare
 * lower(column) LIKE, since PostgreSQL's LIKE is case-sensitive.
 */
function matchesWords(q: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'reservations' | 'vehicles'>();
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  return eb.and(
    words.map((word) => {
      const pattern = likeContaining(word.toLowerCase());
      const contains = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
      return eb.or([
        contains('reservations.customer_name'),
        contains('reservations.customer_email'),
        contains('reservations.reference'),
        sql<SqlBool>`replace(reservations.customer_phone, ' ', '') LIKE ${likeContaining(word)} ESCAPE '\\'`,
        sql<SqlBool>`vehicles.plate LIKE ${likeContaining(normalizeIdentifier(word))} ESCAPE '\\'`,
      ]);
    }),
  );
}

export interface ReservationFilter {
  vehicleId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Words to find: every state, newest first, at most RESERVATION_SEARCH_LIMIT. */
  q?: string | undefined;
}

/**
 * The planning's list: the reservations of a vehicle (or of all) that hold it on a day of the
 * period, each end optional, by first day. With `q`, the bookings the words find in every state
 * (cancelled ones too) that share a day with the period, newest first, at most 100.
 */
export async function listReservations(
  db: DB,
  filter: ReservationFilter = {},
  today: string = todayInRome(),
): Promise<Reservation[]> {
  let query = baseQuery(db);
  if (filter.vehicleId !== undefined) query = query.where('reservations.vehicle_id', '=', filter.vehicleId);
  const period = daysHold(filter);
  if (filter.q) {
    const rows = await query
      .where(matchesWords(filter.q))
      .where((eb) => overlapping(eb, HELD, period))
      .orderBy('reservations.created_at', 'desc')
      .orderBy('reservations.id', 'desc')
      .limit(RESERVATION_SEARCH_LIMIT)
      .execute();
    return toReservations(db, rows);
  }
  const rows = await query
    .where(holdsVehicleDuring(period, today))
    .orderBy('reservations.start_date')
    .orderBy('reservations.id')
    .execute();
  return toReservations(db, rows);
}

/** Every reservation in every state, by id: for the export. */
export async function listAllReservations(db: DB): Promise<Reservation[]> {
  return toReservations(db, await baseQuery(db).orderBy('reservations.id').execute());
}

/**
 * The desk's day: the bookings that start on `date` (an option still held, a confirmed one, or
 * one already out) and those that end on it (out, or confirmed and not yet picked up), by vehicle.
 */
export async function listDeskDay(
  db: DB,
  date: string,
  today: string = todayInRome(),
): Promise<{ pickups: Reservation[]; returns: Reservation[] }> {
  const day = (column: 'start_date' | 'end_date', states: ReservationState[]) =>
    baseQuery(db)
      .where(`reservations.${column}`, '=', date)
      .where('reservations.status', 'in', states)
      .where(holdsVehicleDuring(daysHold({ from: date, to: date }), today))
      .orderBy(`reservations.${column === 'start_date' ? 'pickup_time' : 'return_time'}`)
      .orderBy('vehicles.brand')
      .orderBy('vehicles.model')
      .orderBy('reservations.vehicle_id')
      .orderBy('reservations.id')
      .execute();
  const [pickups, returns] = await Promise.all([
    day('start_date', ['option', 'confirmed', 'out']),
    day('end_date', ['confirmed', 'out']),
  ]);
  return { pickups: await toReservations(db, pickups), returns: await toReservations(db, returns) };
}

/**
 * A reservation of `vehicleId` that holds it at some moment of `hold`, other than `exceptId` (the
 * one being moved or confirmed): what a new or changed reservation must not meet.
 */
export async function findOverlappingReservation(
  db: DB,
  vehicleId: number,
  hold: { startsAt: string; endsAt: string },
  exceptId?: number,
  today: string = todayInRome(),
): Promise<Reservation | undefined> {
  let query = baseQuery(db).where('reservations.vehicle_id', '=', vehicleId).where(holdsVehicleDuring(hold, today));
  if (exceptId !== undefined) query = query.where('reservations.id', '<>', exceptId);
  const row = await query.orderBy('reservations.starts_at').executeTakeFirst();
  return row && (await toReservations(db, [row]))[0];
}

/**
 * Another reservation that meets the stored hold of reservation `id` (an option being confirmed:
 * someone may have taken its time meanwhile); undefined when none does or `id` does not exist.
 */
export async function findClashWithReservation(
  db: DB,
  id: number,
  today: string = todayInRome(),
): Promise<Reservation | undefined> {
  const own = await db
    .selectFrom('reservations')
    .select(['vehicle_id', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!own) return undefined;
  const hold = { startsAt: own.starts_at, endsAt: own.ends_at };
  return findOverlappingReservation(db, Number(own.vehicle_id), hold, id, today);
}
