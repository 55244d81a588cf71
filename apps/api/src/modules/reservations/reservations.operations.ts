import {
  CalendarFeedsSchema,
  ConfirmedBookingSchema,
  IdParamsSchema,
  MakeCalendarFeedSchema,
  NewCalendarFeedSchema,
  ReservationDeskQuerySchema,
  ReservationDeskSchema,
  ReservationInputSchema,
  ReservationListQuerySchema,
  ReservationSchema,
  ReservationStatusChangeSchema,
  ReservationStatusMoveSchema,
  RevokeCalendarFeedSchema,
  SuccessSchema,
  UpdateReservationSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { failures, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminMutation, adminQuery, rest, succeeded } from '../../operations/operation.js';
import { calendarFeedStatus, makeCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js';
import {
  changeReservationStatus,
  confirmBooking,
  createReservation,
  editReservation,
  listReservationsForAdmin,
  removeReservation,
  reservationDesk,
} from './reservations.service.js';

const path = '/admin/reservations';
const feedPath = `${path}/feed`;
const OVERLAP = 'Another reservation of the vehicle shares a day with these: the message and `params` name its days';
const writeFailures = failures({
  CONFLICT: OVERLAP,
  NOT_FOUND: 'No reservation with this id, or no vehicle or request with the id given',
});

export const reservationOperations = {
  admin: {
    reservations: {
      list: adminQuery({
        input: ReservationListQuerySchema,
        output: z.array(ReservationSchema),
        run: listReservationsForAdmin,
        rest: rest(
          `GET ${path}`,
          'Reservations holding their vehicle on a day of a period, of one vehicle or all; or found by words (admin)',
          'The reservations, by first day (with `q`: newest first, at most 100); the reading is access-logged',
          {
            query: ReservationListQuerySchema,
            description:
              'Without `q`, cancelled and no-show bookings and lapsed options are left out, as they hold no vehicle. ' +
              'With `q`, every word must be found in the customer name, e-mail or phone, the plate or the reference, ' +
              'ignoring case, in every state.',
            responses: failures({ UNAVAILABLE: READ_NOT_RECORDED }),
          },
        ),
      }),
      /** The pick-ups and returns of one day. */
      desk: adminQuery({
        input: ReservationDeskQuerySchema,
        output: ReservationDeskSchema,
        run: reservationDesk,
        rest: rest(
          `GET ${path}/desk`,
          "The desk's day: the bookings that start and those that end on a day (admin)",
          'The pick-ups (option, confirmed or out) and the returns (out or confirmed), by vehicle; access-logged',
          { query: ReservationDeskQuerySchema, responses: failures({ UNAVAILABLE: READ_NOT_RECORDED }) },
        ),
      }),
      /** Moves a booking along its life, with the odometer at pick-up and return. */
      setStatus: adminMutation({
        input: ReservationStatusChangeSchema,
        output: ReservationSchema,
        run: changeReservationStatus,
        rest: rest(
          `POST ${path}/:id/status`,
          'Move a booking along its life: confirm an option, hand the vehicle over, take it back, cancel (admin)',
          'The reservation as stored, its history ending with the move',
          {
            description:
              'Allowed moves: option → confirmed or cancelled; confirmed → out, cancelled or no_show; out → returned. ' +
              '`kilometers` comes with `out` and `returned` only, and a return reading is not below the pick-up one. ' +
              'Each move is recorded with the administrator and the time. Cancelling a booking made from a request ' +
              'mails the customer the cancellation of its calendar event.',
            body: ReservationStatusMoveSchema,
            responses: failures({
              CONFLICT:
                'The move does not exist from the current state (the message and `params` name both), or, confirming ' +
                'an option, another reservation holds the vehicle on a day of it',
              NOT_FOUND: 'No reservation with this id',
            }),
          },
        ),
      }),
      create: adminMutation({
        input: ReservationInputSchema,
        output: ReservationSchema,
        run: createReservation,
        rest: rest(
          `POST ${path}`,
          'Book a vehicle from one day to another, both included (admin)',
          'The reservation as stored',
          {
            status: 201,
            responses: writeFailures,
          },
        ),
      }),
      update: adminMutation({
        input: UpdateReservationSchema,
        output: ReservationSchema,
        run: editReservation,
        rest: rest(
          `PUT ${path}/:id`,
          "Change a reservation: its vehicle, days, request, customer, note or an option's last day; never its state (admin)",
          'The reservation as stored',
          {
            bodyField: 'data',
            responses: writeFailures,
          },
        ),
      }),
      delete: adminMutation({
        input: IdParamsSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(removeReservation(deps, actor, input)),
        rest: rest(`DELETE ${path}/:id`, 'Delete a reservation (admin)', 'Deleted', {
          responses: failures({ NOT_FOUND: 'No reservation with this id' }),
        }),
      }),
      /** Books the vehicle for a request's dates and marks the request answered. */
      confirmBooking: adminMutation({
        input: IdParamsSchema,
        output: ConfirmedBookingSchema,
        run: confirmBooking,
        rest: rest(
          'POST /admin/contact-requests/:id/confirm-booking',
          "Book the vehicle for a request's dates and mark the request answered (admin)",
          'The reservation, under the visitor’s name, the request now `contattata`, and whether the visitor was mailed',
          {
            status: 201,
            responses: failures({
              NOT_FOUND: 'No request with this id',
              CONFLICT: 'The request names no vehicle and dates, or another reservation shares a day with them',
            }),
          },
        ),
      }),
      /** The caller's own address, and every administrator's for the main administrator. */
      feed: adminQuery({
        output: CalendarFeedsSchema,
        run: calendarFeedStatus,
        rest: rest(
          `GET ${feedPath}`,
          'The private calendar addresses: one’s own, and everyone’s for user 1 (admin)',
          'Who made each address, when, and when a calendar last read it',
          {
            description:
              'Only the hash of an address’s token is stored, so the address itself is shown once, when it is made (POST).',
          },
        ),
      }),
      /** The address is absolute with PUBLIC_URL set; otherwise it starts at the site's root. */
      makeFeed: adminMutation({
        input: MakeCalendarFeedSchema,
        output: NewCalendarFeedSchema,
        run: makeCalendarFeed,
        rest: rest(
          `POST ${feedPath}`,
          'Make one’s own private calendar address, ending one’s previous one (admin)',
          'The new address, shown this once',
          {
            status: 201,
            description:
              'An iCalendar (`text/calendar`) address with a secret token that works without a session, for a ' +
              'calendar application to subscribe to: each reservation that ended less than a month ago or later is ' +
              'an all-day event naming the vehicle, and the customer with `includeNames`; notes never. Each ' +
              'administrator has their own: making one leaves the others’ working. It stops working when its maker is ' +
              'deleted or changes password, or when it is revoked (DELETE).',
          },
        ),
      }),
      revokeFeed: adminMutation({
        input: RevokeCalendarFeedSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(revokeCalendarFeed(deps, actor, input)),
        rest: rest(`DELETE ${feedPath}`, 'End a private calendar address (admin)', 'Revoked', {
          query: RevokeCalendarFeedSchema,
          description: 'One’s own, or with `userId` another administrator’s (user 1 only).',
          responses: failures({
            FORBIDDEN: 'Another user’s address, asked for by an administrator other than user 1',
            NOT_FOUND: 'That user has no calendar address',
          }),
        }),
      }),
    },
  },
};
