import { ContactRequestInputSchema, IdParamsSchema, UpdateContactStatusSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { adminOnly, requestMeta, requireAdmin } from '../../plugins/auth.js';
import { changeContactStatus, listAllContactRequests, submitContactRequest } from './contact.service.js';

const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/contact',
    { schema: { tags, body: ContactRequestInputSchema, summary: 'Send a contact or quote request' } },
    async (request, reply) => {
      await submitContactRequest(db, request.body, requestMeta(request));
      return reply.status(201).send({ success: true });
    },
  );

  app.get(
    '/admin/contact-requests',
    { onRequest: adminOnly, schema: { tags, summary: 'Every request, newest first (admin)' } },
    (request) => {
      return listAllContactRequests(db, requireAdmin(request));
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
      },
    },
    (request) => changeContactStatus(db, requireAdmin(request), { id: request.params.id, status: request.body.status }),
  );
};
