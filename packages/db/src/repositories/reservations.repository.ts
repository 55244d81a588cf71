import {
  addDays,
  normalizeIdentifier,
  rentalDays,
  rentalHold,
  type Reservation,
  type ReservationData,
  reservationReference,
  type ReservationState,
  romeDateTime,
  romeDayStart,
  todayInRome,
} from '@nbt/validation';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';

import type { DB } from '../client.js';
import type { Database } from '../schema.js';
import { nowIso } from '../time.js';
import { likeContaining } from './vehicle-search.repository.js';

/** An inclusive period of days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

/** An instant given as a value or as another table's column (a request's). */
type InstantOperand = string | Expression<string | null>;

/** A stretch of time, `[startsAt, endsAt)` as ISO instants; an end left out is open. */
export interface Hold {
  startsAt?: InstantOperand;
  endsAt?: InstantOperand;
}

/** The days of `period` in Rome as a stretch of time: from the first day's midnight to the next after the last. */
export function daysHold(period: Partial<Period>): Hold {
  return {
    ...(period.from === undefined ? {} : { startsAt: romeDayStart(period.from) }),
    ...(period.to === undefined ? {} : { endsAt: romeDayStart(addDays(period.to, 1)) }),
  };
}

/** The most bookings a search answers. */
export const RESERVATION_SEARCH_LIMIT = 100;

/** Ids per `IN (…)` list: well under both databases' limits on parameters. */
const ID_BATCH = 500;

/**
 * The SQL of `holdsVehicle` (@nbt/validation) joined with time: a reservation that keeps its
 * vehicle during some moment of `hold`, from its pick-up until its return plus the office's
 * turnaround (a return at 10:00 leaves the vehicle free for a pick-up at 14:00). Cancelled and
 * no-show bookings never do; an option does until its expiry day, included. Every query that asks
 * whether a vehicle is taken uses it.
 */
export function holdsVehicleDuring(hold: Hold, today: string = todayInRome()): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'reservations'>();
  return eb.and([
    eb('reservations.status', 'not in', ['cancelled', 'no_show']),
    eb.or([
      eb('reservations.status', '<>', 'option'),
      eb('reservations.option_expires_on', 'is', null),
      eb('reservations.option_expires_on', '>=', today),
    ]),
    ...(hold.startsAt === undefined ? [] : [eb('reservations.ends_at', '>', hold.startsAt)]),
    ...(hold.endsAt === undefined ? [] : [eb('reservations.starts_at', '<', hold.endsAt)]),
  ]);
}

/** All of time: a hold with no ends. */
export const ALWAYS: Hold = {};

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
    let found = query.where(matchesWords(filter.q));
    if (period.startsAt !== undefined) found = found.where('reservations.ends_at', '>', period.startsAt);
    if (period.endsAt !== undefined) found = found.where('reservations.starts_at', '<', period.endsAt);
    const rows = await found
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

/** A booked stretch as the public sees it: from the pick-up until the vehicle is free again, in Rome. */
export interface BusyPeriod {
  from: string;
  fromTime: string;
  to: string;
  toTime: string;
}

/**
 * The stretches a vehicle is held during the days of `window`, from the pick-up until it is free
 * again (the return plus the office's turnaround), local times in Rome; one begun before the window
 * is shown from its first midnight. No names.
 */
export async function listBusyPeriods(
  db: DB,
  vehicleId: number,
  window: Period,
  today: string = todayInRome(),
): Promise<BusyPeriod[]> {
  const hold = daysHold(window);
  const rows = await db
    .selectFrom('reservations')
    .select(['starts_at', 'ends_at'])
    .where('vehicle_id', '=', vehicleId)
    .where(holdsVehicleDuring(hold, today))
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => {
    const start = romeDateTime(row.starts_at < String(hold.startsAt) ? String(hold.startsAt) : row.starts_at);
    const end = romeDateTime(row.ends_at);
    return { from: start.date, fromTime: start.time, to: end.date, toTime: end.time };
  });
}

/** The vehicles held at some moment of `hold` (the days of a search, or a rental's times). */
export async function listVehicleIdsBookedDuring(
  db: DB,
  hold: Hold,
  today: string = todayInRome(),
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('reservations')
    .select('vehicle_id')
    .distinct()
    .where(holdsVehicleDuring(hold, today))
    .execute();
  return new Set(rows.map((row) => Number(row.vehicle_id)));
}

/**
 * The next reference of `year`: one more than the largest number of that year. Called inside the
 * creating transaction, which holds the write lock; the unique index stops any slip.
 */
async function nextReference(db: DB, year: number): Promise<string> {
  const prefix = reservationReference(year, 0).slice(0, -5);
  const row = await db
    .selectFrom('reservations')
    .select(sql<number | string | null>`max(cast(substr(reference, ${prefix.length + 1}) as integer))`.as('last'))
    .where('reference', 'like', `${prefix}%`)
    .executeTakeFirst();
  return reservationReference(year, Number(row?.last ?? 0) + 1);
}

async function recordEvent(
  db: DB,
  event: { reservationId: number; status: ReservationState; kilometers: number | null; username: string | null },
  at: string,
): Promise<void> {
  await db
    .insertInto('reservation_events')
    .values({
      reservation_id: event.reservationId,
      status: event.status,
      kilometers: event.kilometers,
      username: event.username,
      created_at: at,
    })
    .execute();
}

/** The columns an office's edit writes; the state moves only through `moveReservation`. */
function toRow(data: ReservationData, turnaroundHours: number) {
  const period = {
    pickupDate: data.from,
    returnDate: data.to,
    pickupTime: data.pickupTime,
    returnTime: data.returnTime,
  };
  const hold = rentalHold(period, turnaroundHours);
  return {
    vehicle_id: data.vehicleId,
    start_date: data.from,
    end_date: data.to,
    pickup_time: data.pickupTime,
    return_time: data.returnTime,
    pickup_office_id: data.pickupOfficeId,
    starts_at: hold.startsAt,
    ends_at: hold.endsAt,
    contact_request_id: data.contactRequestId,
    customer_name: data.customerName,
    customer_email: data.customerEmail,
    customer_phone: data.customerPhone,
    note: data.note,
  };
}

/**
 * Stores a new reservation in its first state with its reference and first event, by `username`;
 * it holds the vehicle until its return plus `turnaroundHours`. Run it in a transaction: the
 * reference is the next of the year only under the write lock.
 */
export async function insertReservation(
  db: DB,
  data: ReservationData,
  username: string | null,
  turnaroundHours = 0,
): Promise<Reservation> {
  const now = nowIso();
  const reference = await nextReference(db, Number(todayInRome(new Date(now)).slice(0, 4)));
  const { id } = await db
    .insertInto('reservations')
    .values({
      ...toRow(data, turnaroundHours),
      reference,
      status: data.status,
      option_expires_on: data.status === 'option' ? data.optionExpiresOn : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEvent(db, { reservationId: id, status: data.status, kilometers: null, username }, now);
  return (await findReservationById(db, id))!;
}

/**
 * Changes what the office edits of a reservation, and an option's last day when given; its state,
 * reference and kilometres stay. It holds the vehicle until its return plus `turnaroundHours`.
 */
export async function updateReservation(
  db: DB,
  id: number,
  data: ReservationData,
  turnaroundHours: number,
  optionExpiresOn?: string,
): Promise<Reservation | undefined> {
  const result = await db
    .updateTable('reservations')
    .set({
      ...toRow(data, turnaroundHours),
      ...(optionExpiresOn === undefined ? {} : { option_expires_on: optionExpiresOn }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findReservationById(db, id);
}

/**
 * Moves a reservation to `status`, with the odometer reading at pick-up (`out`) or return
 * (`returned`), and records the move by `username`. The caller checks that the move exists.
 */
export async function moveReservation(
  db: DB,
  id: number,
  move: { status: ReservationState; kilometers: number | null },
  username: string | null,
): Promise<Reservation | undefined> {
  const now = nowIso();
  const result = await db
    .updateTable('reservations')
    .set({
      status: move.status,
      updated_at: now,
      ...(move.status === 'out' ? { km_out: move.kilometers } : {}),
      ...(move.status === 'returned' ? { km_in: move.kilometers } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  await recordEvent(db, { reservationId: id, status: move.status, kilometers: move.kilometers, username }, now);
  return findReservationById(db, id);
}

/** Counts one more calendar file mailed about the reservation and answers its SEQUENCE. */
export async function nextMailSequence(db: DB, id: number): Promise<number> {
  const row = await db
    .updateTable('reservations')
    .set((eb) => ({ mail_sequence: eb('mail_sequence', '+', 1) }))
    .where('id', '=', id)
    .returning('mail_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.mail_sequence);
}

export async function deleteReservation(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reservations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
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
