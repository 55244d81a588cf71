import {
  ContactRequestInputSchema,
  ContactRequestSchema,
  IdParamsSchema,
  SuccessSchema,
  UpdateContactStatusSchema,
} from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { failures, json, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminOf, adminOnly, requestMeta } from '../../plugins/app/auth.js';
import {
  changeContactStatus,
  listAllContactRequests,
  resendNotification,
  submitContactRequest,
} from './contact.service.js';

const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  const { db, config } = deps;

  app.post(
    '/contact',
    {
      schema: {
        tags,
        body: ContactRequestInputSchema,
        summary: 'Send a contact or quote request',
        description:
          "Stores the request with its `language` (the visitor's confirmation e-mail is written in it; default `it`) " +
          'and `page` (the site path the form was on). The office notification and the confirmation are queued with ' +
          'the request and sent afterwards: the answer never waits for the mail server.',
        response: {
          201: json('Received (a filled `website` honeypot is answered alike, and dropped)', SuccessSchema),
          ...failures({ TOO_MANY_REQUESTS: 'Too many requests from this address' }),
        },
      },
    },
    async (request, reply) => {
      await submitContactRequest(db, request.body, requestMeta(request), config);
      return reply.status(201).send({ success: true });
    },
  );

  app.get(
    '/admin/contact-requests',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every request, newest first (admin)',
        response: {
          200: json('Every request; the reading is logged', z.array(ContactRequestSchema)),
          ...failures({ UNAVAILABLE: READ_NOT_RECORDED }),
        },
      },
    },
    (request) => {
      return listAllContactRequests(db, adminOf(request));
    },
  );

  app.patch(
    '/admin/contact-requests/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateContactStatusSchema.pick({ status: true }),
        summary: 'Change the status of a request (admin)',
        response: {
          200: json('The request with its new status', ContactRequestSchema),
          ...failures({ NOT_FOUND: 'No request with this id' }),
        },
      },
    },
    (request) => changeContactStatus(db, adminOf(request), { id: request.params.id, status: request.body.status }),
  );

  app.post(
    '/admin/contact-requests/:id/resend-notification',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Send the e-mails of a request again (admin)',
        description:
          "Queues the office notification again, and the visitor's confirmation unless it was sent; recorded in the access log.",
        response: {
          200: json('The request, its notification now `pending`', ContactRequestSchema),
          ...failures({
            NOT_FOUND: 'No request with this id',
            CONFLICT: 'The server sends no e-mail (SMTP_URL unset)',
          }),
        },
      },
    },
    (request) => resendNotification(db, config, adminOf(request), request.params.id),
  );
};
