import { customerHearsOfMove, RESERVATION_STATES, ReservationInputSchema } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { makeReservation } from '../../../../test/fixtures';
import { canDragReservation, moveReservation } from './move-reservation';

/** What a move leaves as it was, each unlike the schema's default, so a field not copied shows. */
const KEPT = {
  pickupTime: '08:30',
  returnTime: '18:45',
  pickupOfficeId: 7,
  contactRequestId: 12,
  customerName: 'Giulia Bianchi',
  customerEmail: 'giulia@example.com',
  customerPhone: '+39 02 1234 5678',
  note: 'Seggiolino per bambini',
} as const;

const booking = (overrides: Parameters<typeof makeReservation>[0] = {}) =>
  makeReservation({ vehicleId: 4, from: '2026-12-03', to: '2026-12-05', ...KEPT, ...overrides });

describe('moveReservation', () => {
  it('shifts both days onto the new vehicle and copies every other field of the update', () => {
    const reservation = booking();
    const moved = moveReservation(reservation, { days: 4, vehicleId: 9 });

    expect(moved).toEqual({
      id: reservation.id,
      data: {
        vehicleId: 9,
        from: '2026-12-07',
        to: '2026-12-09',
        ...KEPT,
        status: 'confirmed',
        optionExpiresOn: null,
      },
    });
    // Every field the schema takes is sent, and the schema takes it as it is: none falls back to a default.
    expect(Object.keys(moved!.data).sort()).toEqual(Object.keys(ReservationInputSchema.shape).sort());
    expect(ReservationInputSchema.parse(moved!.data)).toEqual(moved!.data);
  });

  it('keeps the length across months and years, earlier or later', () => {
    const reservation = booking({ from: '2026-12-30', to: '2027-01-02' });
    expect(moveReservation(reservation, { days: -31, vehicleId: 4 })?.data).toMatchObject({
      from: '2026-11-29',
      to: '2026-12-02',
    });
    expect(moveReservation(reservation, { days: 60, vehicleId: 4 })?.data).toMatchObject({
      from: '2027-02-28',
      to: '2027-03-03',
    });
  });

  it('is nothing to send when the bar is dropped where it was', () => {
    const reservation = booking();
    expect(moveReservation(reservation, { days: 0, vehicleId: 4 })).toBeNull();
    expect(moveReservation(reservation, { days: 0, vehicleId: 5 })?.data).toMatchObject({
      vehicleId: 5,
      from: '2026-12-03',
      to: '2026-12-05',
    });
    expect(moveReservation(reservation, { days: -1, vehicleId: 4 })?.data).toMatchObject({ from: '2026-12-02' });
  });

  it("keeps an option's last day and sends a booking out with the customer as the schema takes it", () => {
    const option = booking({ status: 'option', optionExpiresOn: '2026-11-30' });
    expect(moveReservation(option, { days: 1, vehicleId: 4 })?.data).toMatchObject({
      status: 'option',
      optionExpiresOn: '2026-11-30',
    });
    const out = booking({ status: 'out', kilometersOut: 45210, optionExpiresOn: '2026-11-30' });
    const data = moveReservation(out, { days: 1, vehicleId: 4 })!.data;
    expect(data).toMatchObject({ status: 'confirmed', optionExpiresOn: null });
    expect(ReservationInputSchema.safeParse(data).success).toBe(true);
  });
});

describe('which bookings move, and which moves the customer hears of', () => {
  it('drags every booking that has not ended', () => {
    expect(RESERVATION_STATES.filter((status) => canDragReservation(booking({ status })))).toEqual([
      'option',
      'confirmed',
      'out',
    ]);
  });

  it("mails the customer of a live booking made from their request, and no one else's", () => {
    expect(RESERVATION_STATES.filter((status) => customerHearsOfMove(booking({ status })))).toEqual([
      'option',
      'confirmed',
      'out',
    ]);
    expect(customerHearsOfMove(booking({ contactRequestId: null }))).toBe(false);
  });
});
