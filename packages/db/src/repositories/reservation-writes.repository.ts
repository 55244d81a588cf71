// The office's writes to reservations: a new one with its reference, an edit, a move between
// states with its event, the mails' sequence and a deletion.
import {
  rentalHold,
  type Reservation,
  type ReservationData,
  reservationReference,
  type ReservationState,
  todayInRome,
} from '@nbt/validation';
import { sql } from 'kysely';

import type { DB } from '../client.js';
import { nowIso } from '../time.js';
import { findReservationById } from './reservations.repository.js';

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
  // The booking keeps the breakdown the visitor was quoted, as the request froze it.
  const request =
    data.contactRequestId === null
      ? undefined
      : await db
          .selectFrom('contact_requests')
          .select('quote')
          .where('id', '=', data.contactRequestId)
          .executeTakeFirst();
  const { id } = await db
    .insertInto('reservations')
    .values({
      ...toRow(data, turnaroundHours),
      reference,
      status: data.status,
      option_expires_on: data.status === 'option' ? data.optionExpiresOn : null,
      quote: request?.quote ?? null,
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
