import { IdParamsSchema, OfficeInputSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { adminOnly, requireAdmin } from '../../plugins/auth.js';
import { createOffice, editOffice, officeListAnswer, removeOffice } from './offices.service.js';

const tags = ['offices'];

export const officesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get('/company-info', { schema: { tags, summary: 'Every office, the main one first' } }, async (request, reply) =>
    sendCachedJson(request, reply, await officeListAnswer(db)),
  );

  app.post(
    '/company-info',
    { onRequest: adminOnly, schema: { tags, body: OfficeInputSchema, summary: 'Create an office (admin)' } },
    async (request, reply) => reply.status(201).send(await createOffice(db, requireAdmin(request), request.body)),
  );

  app.put(
    '/company-info/:id',
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, body: OfficeInputSchema, summary: 'Replace an office (admin)' },
    },
    (request) => editOffice(db, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/company-info/:id',
    { onRequest: adminOnly, schema: { tags, params: IdParamsSchema, summary: 'Delete an office (admin)' } },
    async (request) => {
      await removeOffice(db, requireAdmin(request), request.params.id);
      return { success: true };
    },
  );
};
