import {
  type DB,
  deleteReservation,
  findContactRequestById,
  findOverlappingReservation,
  findReservationById,
  findVehicleById,
  insertReservation,
  inTransaction,
  listReservations,
  updateContactRequestStatus,
  updateReservation,
} from '@nbt/db';
import {
  type ConfirmedBooking,
  type IdParams,
  type Reservation,
  type ReservationData,
  type ReservationListQuery,
  type UpdateReservation,
  type Vehicle,
  whyNotRentable,
} from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';
import { queueBookingMail } from '../mail/mail.service.js';

const label = (reservation: Reservation) =>
  `${reservation.vehicleLabel} ${reservation.from}/${reservation.to} (id ${reservation.id})`;

/** Reservations sharing a day with the period, of one vehicle or all; the reading is access-logged (customer names). */
export async function listReservationsForAdmin(
  { db }: Dependencies,
  actor: Actor,
  query: ReservationListQuery,
): Promise<Reservation[]> {
  const reservations = await listReservations(db, query);
  await recordRead(db, actor, 'RESERVATIONS_VIEWED', `${reservations.length} prenotazioni`);
  return reservations;
}

/**
 * Refuses a period that meets another reservation of the same vehicle, naming its days. Called
 * inside the write's transaction, which holds the database's write lock (BEGIN IMMEDIATE on
 * SQLite, the advisory lock on PostgreSQL): two writers cannot both see the days free.
 */
async function assertFree(trx: DB, data: ReservationData, exceptId?: number): Promise<void> {
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
    const reservation = await insertReservation(trx, data);
    await recordAccess(trx, actor, 'RESERVATION_CREATED', label(reservation));
    return reservation;
  });
}

export async function editReservation(
  { db }: Dependencies,
  actor: Actor,
  { id, data }: UpdateReservation,
): Promise<Reservation> {
  return inTransaction(db, async (trx) => {
    const before = await findReservationById(trx, id);
    if (!before) throw notFound('RESERVATION_NOT_FOUND');
    await assertReferences(trx, data, before.vehicleId);
    await assertFree(trx, data, id);
    const reservation = await updateReservation(trx, id, data);
    if (!reservation) throw notFound('RESERVATION_NOT_FOUND');
    await recordAccess(trx, actor, 'RESERVATION_UPDATED', label(reservation));
    return reservation;
  });
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
      note: '',
    };
    await assertFree(trx, data);
    const created = await insertReservation(trx, data);
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
