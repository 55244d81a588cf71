import type { Reservation, ReservationInput } from '@nbt/validation';
import { addDays } from '@nbt/validation/rules';

/** Where a bar was dropped: how many days later (earlier when negative) and on which vehicle's row. */
export interface ReservationDrop {
  days: number;
  vehicleId: number;
}

/**
 * The `admin.reservations.update` input that moves a booking. Every field of the schema is required
 * here, so a field added to it stops the build until this copy carries it too: a field left out
 * would be reset to its default by the move.
 */
export interface MoveReservationInput {
  id: number;
  data: Required<ReservationInput>;
}

/**
 * The update that moves `reservation` by a drop: the same length, shifted by the drop's days, on the
 * drop's vehicle; every other field as the booking has it. Null when the drop is where the booking is.
 */
export function moveReservation(reservation: Reservation, drop: ReservationDrop): MoveReservationInput | null {
  if (drop.days === 0 && drop.vehicleId === reservation.vehicleId) return null;
  return {
    id: reservation.id,
    data: {
      vehicleId: drop.vehicleId,
      from: addDays(reservation.from, drop.days),
      to: addDays(reservation.to, drop.days),
      pickupTime: reservation.pickupTime,
      returnTime: reservation.returnTime,
      pickupOfficeId: reservation.pickupOfficeId,
      contactRequestId: reservation.contactRequestId,
      customerName: reservation.customerName,
      customerEmail: reservation.customerEmail,
      customerPhone: reservation.customerPhone,
      note: reservation.note,
      // The server keeps a booking's state on an update; the schema only takes the states a new one may start in.
      status: reservation.status === 'option' ? 'option' : 'confirmed',
      optionExpiresOn: reservation.status === 'option' ? reservation.optionExpiresOn : null,
    },
  };
}

/** Whether the office may drag the booking: not once it has ended. */
export function canDragReservation(reservation: Reservation): boolean {
  return reservation.status !== 'returned' && reservation.status !== 'cancelled' && reservation.status !== 'no_show';
}
