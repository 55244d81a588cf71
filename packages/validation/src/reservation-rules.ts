// A booking's life without zod: the states, the moves between them and what holds a vehicle. The
// server enforces them; the back office reads them to offer only the moves that exist.

/**
 * `option`: held for the customer until its expiry day; `confirmed`: booked; `out`: the vehicle
 * left with the customer (kilometres at pick-up); `returned`: it came back (kilometres at return);
 * `cancelled` and `no_show` end a booking that never went out.
 */
export const RESERVATION_STATES = ['option', 'confirmed', 'out', 'returned', 'cancelled', 'no_show'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** The states a new reservation may start in. */
export const NEW_RESERVATION_STATES = ['option', 'confirmed'] as const satisfies readonly ReservationState[];

/** The moves the office may make from each state; the last three are final. */
export const RESERVATION_MOVES: Record<ReservationState, readonly ReservationState[]> = {
  option: ['confirmed', 'cancelled'],
  confirmed: ['out', 'cancelled', 'no_show'],
  out: ['returned'],
  returned: [],
  cancelled: [],
  no_show: [],
};

/** Whether a booking in state `from` may move to `to`. */
export function canMoveReservation(from: ReservationState, to: ReservationState): boolean {
  return RESERVATION_MOVES[from].includes(to);
}

/** The states in which the customer still expects the booking: a move of it is news to them, and mailed. */
export const LIVE_STATES = ['option', 'confirmed', 'out'] as const satisfies readonly ReservationState[];

/** Whether the customer is told when the booking moves: one made from their request, while they still expect it. */
export function customerHearsOfMove(reservation: {
  status: ReservationState;
  contactRequestId: number | null;
}): boolean {
  return (
    reservation.contactRequestId !== null && (LIVE_STATES as readonly ReservationState[]).includes(reservation.status)
  );
}

/** The moves that record the vehicle's kilometres (at pick-up and at return). */
export const KILOMETRE_STATES = ['out', 'returned'] as const satisfies readonly ReservationState[];

/** The most kilometres an odometer reading may say. */
export const MAX_ODOMETER_KM = 9_999_999;

/** A reference as the office reads it: `NBT-2026-00042`, the year it was made and its number in that year. */
export const RESERVATION_REFERENCE_PATTERN = /^NBT-\d{4}-\d{5,}$/;

/** The reference of the `number`-th reservation made in `year`. */
export function reservationReference(year: number, number: number): string {
  return `NBT-${year}-${String(number).padStart(5, '0')}`;
}

/**
 * Whether a booking keeps its vehicle from others: every state but the two that ended it unused,
 * and an option only until its expiry day (included).
 */
export function holdsVehicle(
  booking: { status: ReservationState; optionExpiresOn: string | null },
  today: string,
): boolean {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return false;
  return booking.status !== 'option' || booking.optionExpiresOn === null || booking.optionExpiresOn >= today;
}
