import {
  ContactReceivedSchema,
  ContactRequestPageSchema,
  ContactRequestQuerySchema,
  ContactRequestInputSchema,
  ContactRequestSchema,
  IdParamsSchema,
  UpdateContactStatusSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { failures, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminMutation, adminQuery, publicMutation, rest } from '../../operations/operation.js';
import {
  changeContactStatus,
  countNewRequests,
  inboxPulse,
  listAllContactRequests,
  resendNotification,
  searchRequests,
  submitContactRequest,
} from './contact.service.js';

const path = '/admin/contact-requests/:id';
const notFound = 'No request with this id';

export const contactOperations = {
  contact: {
    create: publicMutation({
      input: ContactRequestInputSchema,
      output: ContactReceivedSchema,
      run: submitContactRequest,
      rest: rest(
        'POST /contact',
        'Send a contact or quote request',
        'Received (a filled `website` honeypot is answered alike, and dropped)',
        {
          status: 201,
          description:
            "Stores the request with its `language` (the visitor's confirmation e-mail is written in it; default `it`) " +
            'and `page` (the site path the form was on). The office notification and the confirmation are queued with ' +
            'the request and sent afterwards: the answer never waits for the mail server. `mailed` says whether ' +
            'the site e-mails the office itself, `confirmation` whether a confirmation is on its way to the visitor ' +
            '(not past the confirmation limits).',
          responses: failures({ TOO_MANY_REQUESTS: 'Too many requests from this address' }),
        },
      ),
    }),
  },
  admin: {
    contactRequests: {
      list: adminQuery({
        output: z.array(ContactRequestSchema),
        run: listAllContactRequests,
        rest: rest(
          'GET /admin/contact-requests',
          'Every request, newest first (admin)',
          'Every request; the reading is logged',
          {
            responses: failures({ UNAVAILABLE: READ_NOT_RECORDED }),
          },
        ),
      }),
      search: adminQuery({
        input: ContactRequestQuerySchema,
        output: ContactRequestPageSchema,
        run: searchRequests,
        rest: rest(
          'GET /admin/contact-requests/search',
          'Search the requests, one page at a time (admin)',
          'The page, the total and the count of each status; the reading is logged',
          {
            query: ContactRequestQuerySchema,
            description:
              '`q` finds each of its words in the name, e-mail, phone (spaces ignored) or message, or as the id; ' +
              '`status`, `service`, `vehicleId` and the days received (`from`, `to`, Europe/Rome) narrow the ' +
              'search; `page` and `pageSize` (at most 100) choose the page, newest first. `byStatus` counts the ' +
              'matching requests of each status, whatever `status` says.',
            responses: failures({ UNAVAILABLE: READ_NOT_RECORDED }),
          },
        ),
      }),
      countNew: adminQuery({ run: countNewRequests }),
      /** Polled by the open back office. */
      pulse: adminQuery({ run: inboxPulse }),
      updateStatus: adminMutation({
        input: UpdateContactStatusSchema,
        output: ContactRequestSchema,
        run: changeContactStatus,
        rest: rest(`PATCH ${path}`, 'Change the status of a request (admin)', 'The request with its new status', {
          body: UpdateContactStatusSchema.pick({ status: true }),
          responses: failures({ NOT_FOUND: notFound }),
        }),
      }),
      resendNotification: adminMutation({
        input: IdParamsSchema,
        output: ContactRequestSchema,
        run: resendNotification,
        rest: rest(
          `POST ${path}/resend-notification`,
          'Send the e-mails of a request again (admin)',
          'The request, its notification now `pending`',
          {
            description:
              "Queues the office notification again, and the visitor's confirmation unless it was sent; recorded in the access log.",
            responses: failures({ NOT_FOUND: notFound, CONFLICT: 'The server sends no e-mail (SMTP_URL unset)' }),
          },
        ),
      }),
    },
  },
};
