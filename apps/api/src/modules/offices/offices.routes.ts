import { IdParamsSchema, OfficeInputSchema, OfficeSchema, SuccessSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { failures, headers, json, NOT_MODIFIED } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { createOffice, editOffice, removeOffice } from './offices.service.js';

const tags = ['offices'];
const notFound = failures({ NOT_FOUND: 'No office with this id' });

export const officesRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/company-info',
    {
      schema: {
        tags,
        summary: 'Every office, the main one first',
        response: { 200: json('Every office', z.array(OfficeSchema), headers.etag), 304: NOT_MODIFIED },
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
        response: { 201: json('The office as stored', OfficeSchema) },
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
        response: { 200: json('The office as stored', OfficeSchema), ...notFound },
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
        response: { 200: json('Deleted', SuccessSchema), ...notFound },
      },
    },
    async (request) => {
      await removeOffice(db, adminOf(request), request.params.id);
      return { success: true };
    },
  );
};
