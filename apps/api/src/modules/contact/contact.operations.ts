import {
  AddRequestNoteSchema,
  ContactReceivedSchema,
  ContactRequestPageSchema,
  ContactRequestQuerySchema,
  ContactRequestInputSchema,
  ContactRequestSchema,
  IdParamsSchema,
  ReplyDraftSchema,
  RequestNoteSchema,
  RequestReplySchema,
  SendReplySchema,
  UpdateContactStatusSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { failures, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminMutation, adminQuery, publicMutation, rest, restOnly } from '../../operations/operation.js';
import {
  changeContactStatus,
  countNewRequests,
  inboxPulse,
  listAllContactRequests,
  resendNotification,
  searchRequests,
  submitContactRequest,
} from './contact.service.js';
import { addNote, listNotes, listReplies, replyDraftsOf, sendReply } from './request-work.service.js';

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
      // REST clients read the whole inbox; the back office pages through `search` instead.
      list: restOnly(
        adminQuery({
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
      ),
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
      notes: adminQuery({
        input: IdParamsSchema,
        output: z.array(RequestNoteSchema),
        run: listNotes,
        rest: rest(
          `GET ${path}/notes`,
          "The office's internal notes on a request (admin)",
          'The notes, oldest first; the reading is logged',
          {
            description: 'Internal notes are never part of a public answer or of the e-mails.',
            responses: failures({ NOT_FOUND: notFound, UNAVAILABLE: READ_NOT_RECORDED }),
          },
        ),
      }),
      addNote: adminMutation({
        input: AddRequestNoteSchema,
        output: RequestNoteSchema,
        run: addNote,
        rest: rest(`POST ${path}/notes`, 'Add an internal note to a request (admin)', 'The note as stored', {
          status: 201,
          description: "Signed with the administrator's username; recorded in the access log.",
          body: AddRequestNoteSchema.pick({ text: true }),
          responses: failures({ NOT_FOUND: notFound }),
        }),
      }),
      replies: adminQuery({
        input: IdParamsSchema,
        output: z.array(RequestReplySchema),
        run: listReplies,
        rest: rest(
          `GET ${path}/replies`,
          "The e-mails the office sent to a request's visitor (admin)",
          'The replies, oldest first, each with the state of its e-mail; the reading is logged',
          { responses: failures({ NOT_FOUND: notFound, UNAVAILABLE: READ_NOT_RECORDED }) },
        ),
      }),
      replyDrafts: adminQuery({
        input: IdParamsSchema,
        output: z.array(ReplyDraftSchema),
        run: replyDraftsOf,
        rest: rest(
          `GET ${path}/reply-drafts`,
          "Ready texts of a reply, in the visitor's language (admin)",
          'One subject and body per ready text, to edit before sending',
          { responses: failures({ NOT_FOUND: notFound }) },
        ),
      }),
      sendReply: adminMutation({
        input: SendReplySchema,
        output: RequestReplySchema,
        run: sendReply,
        rest: rest(`POST ${path}/replies`, "Send an e-mail to a request's visitor (admin)", 'The reply, `queued`', {
          status: 201,
          description:
            'Queues a plain-text e-mail from MAIL_FROM to the address of the request, Reply-To the office, and ' +
            'keeps it with the request; a `nuova` request becomes `contattata`. The subject is one line (no ' +
            'control characters or encoded-words). At most 5 replies per request in 24 hours and 20 per ' +
            'administrator an hour. Recorded in the access log.',
          body: SendReplySchema.omit({ id: true }),
          responses: failures({
            NOT_FOUND: notFound,
            CONFLICT: 'The server sends no e-mail (SMTP_URL unset): nothing is kept or sent',
            TOO_MANY_REQUESTS: 'Too many replies to this request today, or by this administrator this hour',
          }),
        }),
      }),
    },
  },
};
