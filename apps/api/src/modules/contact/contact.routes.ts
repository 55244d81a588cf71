import { ContactRequestInputSchema, IdParamsSchema, UpdateContactStatusSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { ContactRequestSchema, SuccessSchema } from '../../openapi/schemas.js';
import { adminOf, adminOnly, requestMeta } from '../../plugins/app/auth.js';
import {
  changeContactStatus,
  listAllContactRequests,
  resendNotification,
  submitContactRequest,
} from './contact.service.js';

const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db, config } = services;

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
        replies: {
          201: {
            description: 'Received (a filled `website` honeypot is answered alike, and dropped)',
            body: SuccessSchema,
          },
          429: 'Too many requests from this address',
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
        replies: {
          200: { description: 'Every request; the reading is logged', body: z.array(ContactRequestSchema) },
          503: 'The access log could not record the reading (a full or read-only disk): nothing is sent',
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
        replies: {
          200: { description: 'The request with its new status', body: ContactRequestSchema },
          404: 'No request with this id',
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
        replies: {
          200: { description: 'The request, its notification now `pending`', body: ContactRequestSchema },
          404: 'No request with this id',
          409: 'The server sends no e-mail (SMTP_URL unset)',
        },
      },
    },
    (request) => resendNotification(db, config, adminOf(request), request.params.id),
  );
};
