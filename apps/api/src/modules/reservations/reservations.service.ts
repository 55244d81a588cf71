import { type DB, inTransaction } from '@nbt/db/client';
import { findContactRequestById, updateContactRequestStatus } from '@nbt/db/contact';
import {
  deleteReservation,
  findClashWithReservation,
  findOverlappingReservation,
  findReservationById,
  insertReservation,
  listDeskDay,
  listReservations,
  moveReservation,
  updateReservation,
} from '@nbt/db/reservations';
import { findVehicleById } from '@nbt/db/vehicles';
import {
  canMoveReservation,
  type ConfirmedBooking,
  customerHearsOfMove,
  DEFAULT_RENTAL_TIME,
  holdsVehicle,
  type Office,
  rentalHold,
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
import { assertCounterOpen, rentalOffice } from '../offices/rental-office.js';

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
 * Refuses a booking whose time meets another reservation of the same vehicle, naming its days: it
 * holds the vehicle from the pick-up to the return plus the office's turnaround. Called inside the
 * write's transaction, which holds the database's write lock (BEGIN IMMEDIATE on SQLite, the
 * advisory lock on PostgreSQL): two writers cannot both see the time free.
 */
async function assertFree(trx: DB, data: ReservationData, turnaroundHours: number, exceptId?: number): Promise<void> {
  const period = {
    pickupDate: data.from,
    returnDate: data.to,
    pickupTime: data.pickupTime,
    returnTime: data.returnTime,
  };
  const other = await findOverlappingReservation(trx, data.vehicleId, rentalHold(period, turnaroundHours), exceptId);
  if (other) throw overlapWith(other);
}

const overlapWith = (other: Reservation) =>
  new AppError('CONFLICT', 'RESERVATION_OVERLAP', { params: { from: other.from, to: other.to } });

/**
 * Where a reservation is collected: the office named, else the main one, whose hours the pick-up
 * and the return must fall in when `checkHours`, and whose turnaround holds the vehicle after it.
 */
async function placeReservation(
  trx: DB,
  data: ReservationData,
  checkHours: boolean,
): Promise<{ data: ReservationData; turnaroundHours: number }> {
  const office: Office | undefined = await rentalOffice(trx, data.pickupOfficeId, 'pickupOfficeId');
  if (checkHours) {
    assertCounterOpen(office, [
      { date: data.from, time: data.pickupTime, field: 'pickupTime' },
      { date: data.to, time: data.returnTime, field: 'returnTime' },
    ]);
  }
  return { data: { ...data, pickupOfficeId: office?.id ?? null }, turnaroundHours: office?.turnaroundHours ?? 0 };
}

/** Whether an edit moves the booking: other days, times, vehicle or office. */
function movesBooking(before: Reservation, data: ReservationData): boolean {
  return (
    before.from !== data.from ||
    before.to !== data.to ||
    before.pickupTime !== data.pickupTime ||
    before.returnTime !== data.returnTime ||
    before.vehicleId !== data.vehicleId ||
    (data.pickupOfficeId !== null && before.pickupOfficeId !== data.pickupOfficeId)
  );
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
  input: ReservationData,
): Promise<Reservation> {
  return inTransaction(db, async (trx) => {
    await assertReferences(trx, input);
    const { data, turnaroundHours } = await placeReservation(trx, input, true);
    await assertFree(trx, data, turnaroundHours);
    const reservation = await insertReservation(trx, data, actor.username, turnaroundHours);
    await recordAccess(trx, actor, 'RESERVATION_CREATED', label(reservation));
    return reservation;
  });
}

/**
 * Changes a reservation's vehicle, days and times, office, request, customer or note, and an
 * option's last day; never its state (see `changeReservationStatus`). New days or times must fall
 * in the office's hours, and a booking that holds its vehicle must stay clear of the others. When
 * a live booking made from a request moves (days, times, vehicle), the customer is mailed the
 * booking again with its calendar file updated, within the site's office-mail cap.
 */
export async function editReservation(
  { db, config, outbox }: Dependencies,
  actor: Actor,
  { id, data: input }: UpdateReservation,
): Promise<Reservation> {
  const { reservation, mailState } = await inTransaction(db, async (trx) => {
    const before = await findReservationById(trx, id);
    if (!before) throw notFound('RESERVATION_NOT_FOUND');
    await assertReferences(trx, input, before.vehicleId);
    const moved = movesBooking(before, input);
    // A booking kept where it was stays editable (its note, its customer) whatever the hours became since.
    const { data, turnaroundHours } = await placeReservation(trx, input, moved);
    const optionExpiresOn = before.status === 'option' ? (data.optionExpiresOn ?? undefined) : undefined;
    const after = { status: before.status, optionExpiresOn: optionExpiresOn ?? before.optionExpiresOn };
    if (holdsVehicle(after, todayInRome())) await assertFree(trx, data, turnaroundHours, id);
    const updated = await updateReservation(trx, id, data, turnaroundHours, optionExpiresOn);
    if (!updated) throw notFound('RESERVATION_NOT_FOUND');
    const state =
      moved && customerHearsOfMove(updated) ? await queueBookingChangeMail(trx, config, updated, 'changed') : 'none';
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
    if (before.status === 'option' && status === 'confirmed') {
      const other = await findClashWithReservation(trx, id);
      if (other) throw overlapWith(other);
    }
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
    const asked: ReservationData = {
      vehicleId,
      from: pickupDate,
      to: returnDate,
      pickupTime: request.pickupTime ?? DEFAULT_RENTAL_TIME,
      returnTime: request.returnTime ?? DEFAULT_RENTAL_TIME,
      pickupOfficeId: request.pickupOfficeId,
      contactRequestId: id,
      customerName: `${request.firstName} ${request.lastName}`,
      customerEmail: request.email,
      customerPhone: request.phone,
      note: '',
      status: 'confirmed',
      optionExpiresOn: null,
    };
    // The request's times were checked against the hours when it came; the office confirms what was asked.
    const { data, turnaroundHours } = await placeReservation(trx, asked, false);
    await assertFree(trx, data, turnaroundHours);
    const created = await insertReservation(trx, data, actor.username, turnaroundHours);
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
