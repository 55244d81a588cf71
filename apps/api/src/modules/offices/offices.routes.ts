import { IdParamsSchema, OfficeInputSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { headers, NOT_MODIFIED, OfficeSchema, SuccessSchema } from '../../openapi/schemas.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { createOffice, editOffice, removeOffice } from './offices.service.js';

const tags = ['offices'];
const notFound = 'No office with this id';

export const officesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/company-info',
    {
      schema: {
        tags,
        summary: 'Every office, the main one first',
        replies: {
          200: { description: 'Every office', body: z.array(OfficeSchema), headers: headers.etag },
          304: NOT_MODIFIED,
        },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await publicReads.offices(db)),
  );

  app.post(
    '/company-info',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: OfficeInputSchema,
        summary: 'Create an office (admin)',
        replies: { 201: { description: 'The office as stored', body: OfficeSchema } },
      },
    },
    async (request, reply) => reply.status(201).send(await createOffice(db, adminOf(request), request.body)),
  );

  app.put(
    '/company-info/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: OfficeInputSchema,
        summary: 'Replace an office (admin)',
        replies: { 200: { description: 'The office as stored', body: OfficeSchema }, 404: notFound },
      },
    },
    (request) => editOffice(db, adminOf(request), request.params.id, request.body),
  );

  app.delete(
    '/company-info/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Delete an office (admin)',
        replies: { 200: { description: 'Deleted', body: SuccessSchema }, 404: notFound },
      },
    },
    async (request) => {
      await removeOffice(db, adminOf(request), request.params.id);
      return { success: true };
    },
  );
};
