import { IdParamsSchema, VehicleInputSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { adminOnly, requireAdmin } from '../../plugins/auth.js';
import {
  buyBackVehicle,
  createVehicle,
  editVehicle,
  removeVehicle,
  sellVehicle,
  vehicleAnswer,
  vehicleListAnswer,
} from './vehicles.service.js';

const tags = ['vehicles'];

export const vehiclesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  // Public reads: bytes made once per data version, with an ETag (304 when unchanged) and brotli or gzip.
  app.get('/vehicles', { schema: { tags, summary: 'Every vehicle, newest first' } }, async (request, reply) =>
    sendCachedJson(request, reply, await vehicleListAnswer(db)),
  );

  app.get(
    '/vehicles/:id',
    { schema: { tags, params: IdParamsSchema, summary: 'One vehicle' } },
    async (request, reply) => sendCachedJson(request, reply, await vehicleAnswer(db, request.params.id)),
  );

  app.post(
    '/vehicles',
    { onRequest: adminOnly, schema: { tags, body: VehicleInputSchema, summary: 'Create a vehicle (admin)' } },
    async (request, reply) => {
      const actor = requireAdmin(request);
      return reply.status(201).send(await createVehicle(services, actor, request.body));
    },
  );

  app.put(
    '/vehicles/:id',
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, body: VehicleInputSchema, summary: 'Replace a vehicle (admin)' },
    },
    (request) => editVehicle(services, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/vehicles/:id',
    { onRequest: adminOnly, schema: { tags, params: IdParamsSchema, summary: 'Delete a vehicle (admin)' } },
    async (request) => {
      await removeVehicle(services, requireAdmin(request), request.params.id);
      return { success: true };
    },
  );

  app.put(
    '/vehicles/:id/sell',
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, summary: 'Mark sold: status venduto, not available (admin)' },
    },
    (request) => sellVehicle(db, requireAdmin(request), request.params.id),
  );

  app.put(
    '/vehicles/:id/buy-back',
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, summary: 'Buy back: status disponibile, available (admin)' },
    },
    (request) => buyBackVehicle(db, requireAdmin(request), request.params.id),
  );
};
