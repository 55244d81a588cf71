import {
  type DB,
  deleteReservation,
  findContactRequestById,
  findOverlappingReservation,
  findReservationById,
  findVehicleById,
  insertReservation,
  inTransaction,
  listDeskDay,
  listReservations,
  moveReservation,
  type Period,
  updateContactRequestStatus,
  updateReservation,
} from '@nbt/db';
import {
  canMoveReservation,
  type ConfirmedBooking,
  holdsVehicle,
  type IdParams,
  type Reservation,
  type ReservationData,
  type ReservationDesk,
  type ReservationDeskQuery,
  type ReservationListQuery,
  type ReservationStatusChange,
  sentence,
  todayInRome,
  type UpdateReservation,
  type Vehicle,
  whyNotRentable,
} from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';
import { queueBookingChangeMail, queueBookingMail } from '../mail/mail.service.js';

const label = (reservation: Reservation) =>
  `${reservation.reference} ${reservation.vehicleLabel} ${reservation.from}/${reservation.to} (id ${reservation.id})`;

/**
 * The planning's reservations holding their vehicle on a day of the period, or with `q` the
 * bookings the words find in every state; the reading is access-logged (customer names).
 */
export async function listReservationsForAdmin(
  { db }: Dependencies,
  actor: Actor,
  query: ReservationListQuery,
): Promise<Reservation[]> {
  const reservations = await listReservations(db, query);
  const found = query.q ? ' trovate con una ricerca' : '';
  await recordRead(db, actor, 'RESERVATIONS_VIEWED', `${reservations.length} prenotazioni${found}`);
  return reservations;
}

/** The desk's day: the pick-ups and the returns of `date`, by vehicle; access-logged like the list. */
export async function reservationDesk(
  { db }: Dependencies,
  actor: Actor,
  { date }: ReservationDeskQuery,
): Promise<ReservationDesk> {
  const desk = await listDeskDay(db, date);
  await recordRead(
    db,
    actor,
    'RESERVATIONS_VIEWED',
    `banco del ${date}: ${desk.pickups.length} ritiri, ${desk.returns.length} riconsegne`,
  );
  return desk;
}

/**
 * Refuses a period that meets another reservation of the same vehicle, naming its days. Called
 * inside the write's transaction, which holds the database's write lock (BEGIN IMMEDIATE on
 * SQLite, the advisory lock on PostgreSQL): two writers cannot both see the days free.
 */
async function assertFree(trx: DB, data: Period & { vehicleId: number }, exceptId?: number): Promise<void> {
  const other = await findOverlappingReservation(trx, data.vehicleId, data, exceptId);
  if (other) throw new AppError('CONFLICT', 'RESERVATION_OVERLAP', { params: { from: other.from, to: other.to } });
}

const NOT_RENTABLE = {
  sale_only: 'RESERVATION_SALE_ONLY',
  sold: 'RESERVATION_VEHICLE_SOLD',
  unavailable: 'RESERVATION_VEHICLE_UNAVAILABLE',
} as const;

/** Refuses to book a vehicle that cannot be rented (the site's own rule), saying why; 404 when there is none. */
function assertRentable(vehicle: Vehicle | undefined): void {
  if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
  const why = whyNotRentable(vehicle);
  if (why) throw new AppError('CONFLICT', NOT_RENTABLE[why]);
}

/**
 * The vehicle and the request a reservation names must exist. A reservation made, or moved onto
 * another vehicle, needs one that can be rented; one kept on its vehicle stays editable whatever
 * became of the vehicle since (`keptOn`, the vehicle it was on).
 */
async function assertReferences(trx: DB, data: ReservationData, keptOn?: number): Promise<void> {
  const vehicle = await findVehicleById(trx, data.vehicleId);
  if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
  if (data.vehicleId !== keptOn) assertRentable(vehicle);
  if (data.contactRequestId !== null && !(await findContactRequestById(trx, data.contactRequestId))) {
    throw notFound('CONTACT_NOT_FOUND');
  }
}

export async function createReservation(
  { db }: Dependencies,
  actor: Actor,
  data: ReservationData,
): Promise<Reservation> {
  return inTransaction(db, async (trx) => {
    await assertReferences(trx, data);
    await assertFree(trx, data);
    const reservation = await insertReservation(trx, data, actor.username);
    await recordAccess(trx, actor, 'RESERVATION_CREATED', label(reservation));
    return reservation;
  });
}

/** The states in which the customer still expects the booking: a change of it is news to them. */
const LIVE_STATES = new Set(['option', 'confirmed', 'out']);

/**
 * Changes a reservation's vehicle, days, request, customer or note, and an option's last day; never
 * its state (see `changeReservationStatus`). A booking that holds its vehicle must stay clear of the
 * others. When the dates or the vehicle of a live booking made from a request change, the customer
 * is mailed the booking again with its calendar file updated, within the site's office-mail cap.
 */
export async function editReservation(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  { id, data }: UpdateReservation,
): Promise<Reservation> {
  const { reservation, mailState } = await inTransaction(db, async (trx) => {
    const before = await findReservationById(trx, id);
    if (!before) throw notFound('RESERVATION_NOT_FOUND');
    await assertReferences(trx, data, before.vehicleId);
    const optionExpiresOn = before.status === 'option' ? (data.optionExpiresOn ?? undefined) : undefined;
    const after = { status: before.status, optionExpiresOn: optionExpiresOn ?? before.optionExpiresOn };
    if (holdsVehicle(after, todayInRome())) await assertFree(trx, data, id);
    const updated = await updateReservation(trx, id, data, optionExpiresOn);
    if (!updated) throw notFound('RESERVATION_NOT_FOUND');
    const moved = before.from !== updated.from || before.to !== updated.to || before.vehicleId !== updated.vehicleId;
    const state =
      moved && LIVE_STATES.has(updated.status) ? await queueBookingChangeMail(trx, config, updated, 'changed') : 'none';
    await recordAccess(trx, actor, 'RESERVATION_UPDATED', `${label(updated)}${mailNote(state)}`);
    return { reservation: updated, mailState: state };
  });
  if (mailState === 'queued') outbox.queued();
  return reservation;
}

/** What the access log adds about the customer's mail: nothing when it went or none was due. */
function mailNote(state: string): string {
  return state === 'queued' || state === 'none' || state === 'off' ? '' : ` (e-mail al cliente non inviata: ${state})`;
}

/**
 * Moves a booking along its life (RESERVATION_MOVES), with the odometer at pick-up and return, in
 * one transaction with its event and the access log. A move that does not exist from the current
 * state is refused naming it (409); a return reading below the pick-up one is refused (400);
 * confirming an option checks again that nobody took the days meanwhile. Cancelling a booking made
 * from a request mails the customer the cancellation of its calendar event.
 */
export async function changeReservationStatus(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  { id, status, kilometers }: ReservationStatusChange,
): Promise<Reservation> {
  const { reservation, mailState } = await inTransaction(db, async (trx) => {
    const before = await findReservationById(trx, id);
    if (!before) throw notFound('RESERVATION_NOT_FOUND');
    if (!canMoveReservation(before.status, status)) {
      throw new AppError('CONFLICT', 'RESERVATION_MOVE_REFUSED', { params: { from: before.status, to: status } });
    }
    if (
      status === 'returned' &&
      kilometers !== null &&
      before.kilometersOut !== null &&
      kilometers < before.kilometersOut
    ) {
      const params = { kilometersOut: before.kilometersOut };
      const message = sentence('KILOMETERS_BELOW_OUT', params);
      throw new AppError('INVALID_INPUT', 'KILOMETERS_BELOW_OUT', {
        params,
        issues: [{ path: 'kilometers', code: 'custom', message }],
      });
    }
    if (before.status === 'option' && status === 'confirmed') await assertFree(trx, before, id);
    const moved = await moveReservation(trx, id, { status, kilometers }, actor.username);
    if (!moved) throw notFound('RESERVATION_NOT_FOUND');
    const state = status === 'cancelled' ? await queueBookingChangeMail(trx, config, moved, 'cancelled') : 'none';
    const reading = kilometers === null ? '' : `, ${kilometers} km`;
    await recordAccess(
      trx,
      actor,
      'RESERVATION_STATUS_CHANGED',
      `${label(moved)}: ${before.status} → ${status}${reading}${mailNote(state)}`,
    );
    return { reservation: moved, mailState: state };
  });
  if (mailState === 'queued') outbox.queued();
  return reservation;
}

export async function removeReservation({ db }: Dependencies, actor: Actor, { id }: IdParams) {
  await inTransaction(db, async (trx) => {
    const reservation = await findReservationById(trx, id);
    if (!reservation || !(await deleteReservation(trx, id))) throw notFound('RESERVATION_NOT_FOUND');
    await recordAccess(trx, actor, 'RESERVATION_DELETED', label(reservation));
  });
}

/**
 * Books the vehicle for the days a quote request asked for, under the visitor's name, marks the
 * request answered (`contattata`) and queues the visitor's booking confirmation: all or nothing.
 * A request without a vehicle and dates is refused; days already booked answer the conflict. Past
 * the booking mails' limits the booking is still made, without the mail, and the answer says so:
 * the office then tells the visitor itself.
 */
export async function confirmBooking(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  { id }: IdParams,
): Promise<ConfirmedBooking> {
  const { reservation, bookingMail } = await inTransaction(db, async (trx) => {
    const request = await findContactRequestById(trx, id);
    if (!request) throw notFound('CONTACT_NOT_FOUND');
    const { vehicleId, pickupDate, returnDate } = request;
    if (vehicleId === null || pickupDate === null || returnDate === null) {
      throw new AppError('CONFLICT', 'REQUEST_WITHOUT_DATES');
    }
    assertRentable(await findVehicleById(trx, vehicleId));
    const data: ReservationData = {
      vehicleId,
      from: pickupDate,
      to: returnDate,
      contactRequestId: id,
      customerName: `${request.firstName} ${request.lastName}`,
      customerEmail: request.email,
      customerPhone: request.phone,
      note: '',
      status: 'confirmed',
      optionExpiresOn: null,
    };
    await assertFree(trx, data);
    const created = await insertReservation(trx, data, actor.username);
    await updateContactRequestStatus(trx, id, 'contattata');
    const mailState = await queueBookingMail(trx, config, request, created);
    const unsent =
      mailState === 'queued' || mailState === 'off' ? '' : ` (e-mail al cliente non inviata: ${mailState})`;
    await recordAccess(trx, actor, 'BOOKING_CONFIRMED', `richiesta ${id}: ${label(created)}${unsent}`);
    return { reservation: created, bookingMail: mailState };
  });
  if (bookingMail === 'queued') outbox.queued();
  const request = await findContactRequestById(db, id);
  if (!request) throw notFound('CONTACT_NOT_FOUND');
  return { reservation, request, bookingMail };
}
