import { IdParamsSchema, SuccessSchema, VehicleInputSchema, VehicleSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { sendCachedJson } from '../../lib/http-cache.js';
import { publicReads } from '../../lib/public-reads.js';
import { failures, headers, json, NOT_MODIFIED } from '../../openapi/answers.js';
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
const notFound = failures({ NOT_FOUND: 'No vehicle with this id' });
/** The answer differs for an administrator's session (hidden prices), so caches key it by cookie too. */
const PUBLIC_VARY = 'accept-encoding, cookie';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  const { db } = deps;

  // Public reads: bytes made once per data version, with an ETag (304 when unchanged) and brotli or gzip.
  app.get(
    '/vehicles',
    {
      schema: {
        tags,
        summary: 'Every vehicle, newest first',
        response: { 200: json('Every vehicle', z.array(VehicleSchema), headers.etag), 304: NOT_MODIFIED },
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
        response: { 200: json('The vehicle', VehicleSchema, headers.etag), 304: NOT_MODIFIED, ...notFound },
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
        response: { 201: json('The vehicle as stored', VehicleSchema) },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      return reply.status(201).send(await createVehicle(deps, actor, request.body));
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
        response: { 200: json('The vehicle as stored', VehicleSchema), ...notFound },
      },
    },
    (request) => editVehicle(deps, adminOf(request), request.params.id, request.body),
  );

  app.delete(
    '/vehicles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Delete a vehicle (admin)',
        response: { 200: json('Deleted, with the photos no other vehicle uses', SuccessSchema), ...notFound },
      },
    },
    async (request) => {
      await removeVehicle(deps, adminOf(request), request.params.id);
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
        response: { 200: json('The vehicle, sold', VehicleSchema), ...notFound },
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
        response: { 200: json('The vehicle, available again', VehicleSchema), ...notFound },
      },
    },
    (request) => buyBackVehicle(db, adminOf(request), request.params.id),
  );
};
