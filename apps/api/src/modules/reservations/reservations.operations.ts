import {
  CalendarFeedSchema,
  ContactRequestSchema,
  IdParamsSchema,
  ReservationInputSchema,
  ReservationListQuerySchema,
  ReservationSchema,
  SuccessSchema,
  UpdateReservationSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { failures, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminMutation, adminQuery, rest, succeeded } from '../../operations/operation.js';
import { calendarFeedStatus, rotateCalendarFeed } from './calendar-feed.service.js';
import {
  confirmBooking,
  createReservation,
  editReservation,
  listReservationsForAdmin,
  removeReservation,
} from './reservations.service.js';

const path = '/admin/reservations';
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
          'Reservations sharing a day with a period, of one vehicle or all (admin)',
          'The reservations, by first day; the reading is access-logged',
          { query: ReservationListQuerySchema, responses: failures({ UNAVAILABLE: READ_NOT_RECORDED }) },
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
          'Change a reservation: its vehicle, days, request, customer or note (admin)',
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
        output: z.object({ reservation: ReservationSchema, request: ContactRequestSchema }),
        run: confirmBooking,
        rest: rest(
          'POST /admin/contact-requests/:id/confirm-booking',
          "Book the vehicle for a request's dates and mark the request answered (admin)",
          'The reservation, under the visitor’s name, and the request now `contattata`',
          {
            status: 201,
            responses: failures({
              NOT_FOUND: 'No request with this id',
              CONFLICT: 'The request names no vehicle and dates, or another reservation shares a day with them',
            }),
          },
        ),
      }),
      feed: adminQuery({
        output: CalendarFeedSchema,
        run: calendarFeedStatus,
        rest: rest(`GET ${path}/feed`, 'Whether a private calendar address exists (admin)', 'The address’s state', {
          description:
            'Only the hash of the address’s token is stored, so the address is shown once, when it is made (POST); ' +
            'here `url` is null.',
        }),
      }),
      /** The address is absolute with PUBLIC_URL set; otherwise it starts at the site's root. */
      rotateFeed: adminMutation({
        output: CalendarFeedSchema,
        run: rotateCalendarFeed,
        rest: rest(
          `POST ${path}/feed`,
          'Make a new private calendar address, ending the previous one (admin)',
          'The new address, shown this once',
          {
            status: 201,
            description:
              'An iCalendar (`text/calendar`) address with a secret token that works without a session, for a ' +
              'calendar application to subscribe to; every reservation is an all-day event.',
          },
        ),
      }),
    },
  },
};
