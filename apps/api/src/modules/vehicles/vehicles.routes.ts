import { IdParamsSchema, VehicleInputSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { headers, NOT_MODIFIED, SuccessSchema, VehicleSchema } from '../../openapi/schemas.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import {
  buyBackVehicle,
  createVehicle,
  editVehicle,
  removeVehicle,
  sellVehicle,
  getVehicleForAdmin,
  listVehiclesForAdmin,
} from './vehicles.service.js';

const tags = ['vehicles'];
const notFound = 'No vehicle with this id';
/** The answer differs for an administrator's session (hidden prices), so caches key it by cookie too. */
const PUBLIC_VARY = 'accept-encoding, cookie';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  // Public reads: bytes made once per data version, with an ETag (304 when unchanged) and brotli or gzip.
  app.get(
    '/vehicles',
    {
      schema: {
        tags,
        summary: 'Every vehicle, newest first',
        replies: {
          200: { description: 'Every vehicle', body: z.array(VehicleSchema), headers: headers.etag },
          304: NOT_MODIFIED,
        },
      },
    },
    async (request, reply) => {
      // An administrator's session sees hidden prices, in an answer that is never stored.
      if (request.actor?.isAdmin) return reply.header('vary', 'cookie').send(await listVehiclesForAdmin(db));
      return sendCachedJson(request, reply, await publicReads.vehicles(db), PUBLIC_VARY);
    },
  );

  app.get(
    '/vehicles/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'One vehicle',
        replies: {
          200: { description: 'The vehicle', body: VehicleSchema, headers: headers.etag },
          304: NOT_MODIFIED,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.actor?.isAdmin) return reply.header('vary', 'cookie').send(await getVehicleForAdmin(db, id));
      return sendCachedJson(request, reply, await publicReads.vehicle(db, id), PUBLIC_VARY);
    },
  );

  app.post(
    '/vehicles',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: VehicleInputSchema,
        summary: 'Create a vehicle (admin)',
        replies: { 201: { description: 'The vehicle as stored', body: VehicleSchema } },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      return reply.status(201).send(await createVehicle(services, actor, request.body));
    },
  );

  app.put(
    '/vehicles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: VehicleInputSchema,
        summary: 'Replace a vehicle (admin)',
        replies: { 200: { description: 'The vehicle as stored', body: VehicleSchema }, 404: notFound },
      },
    },
    (request) => editVehicle(services, adminOf(request), request.params.id, request.body),
  );

  app.delete(
    '/vehicles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Delete a vehicle (admin)',
        replies: {
          200: { description: 'Deleted, with the photos no other vehicle uses', body: SuccessSchema },
          404: notFound,
        },
      },
    },
    async (request) => {
      await removeVehicle(services, adminOf(request), request.params.id);
      return { success: true };
    },
  );

  app.put(
    '/vehicles/:id/sell',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Mark sold: status venduto, not available (admin)',
        replies: { 200: { description: 'The vehicle, sold', body: VehicleSchema }, 404: notFound },
      },
    },
    (request) => sellVehicle(db, adminOf(request), request.params.id),
  );

  app.put(
    '/vehicles/:id/buy-back',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Buy back: status disponibile, available (admin)',
        replies: { 200: { description: 'The vehicle, available again', body: VehicleSchema }, 404: notFound },
      },
    },
    (request) => buyBackVehicle(db, adminOf(request), request.params.id),
  );
};
