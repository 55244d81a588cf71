import { findAdminVehicleById } from '@nbt/db/vehicles';
import { IdParamsSchema, VehicleInputSchema } from '@nbt/validation';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

import { pathId } from '../../helpers.js';
import { nasty, validVehicle, vehicleKeys, values } from './values.js';
import { type Payload, asJson, payloads, parsePayload, asStored, answerOf, type Transport } from './payloads.js';
import { exists, idChoice, resolveId, pathSegment, onPath } from './ids.js';
import { t, adminCookie, jsonOptions, expectation, fuzz, describeWriteFuzz } from './runner.js';

// ---- Checks of what was stored ------------------------------------------------------------------

function expectedVehicle(input: z.output<typeof VehicleInputSchema>) {
  const salePrice = input.sale_price_euros === null ? input.sale_price : input.sale_price_euros * 100;
  // Doors and seats not stated (a truck's, a machine's) are stored as 0.
  return asStored({ ...input, sale_price: salePrice, doors: input.doors ?? 0, seats: input.seats ?? 0 });
}

async function verifyVehicle(answer: Record<string, unknown>, input?: z.output<typeof VehicleInputSchema>) {
  const stored = await findAdminVehicleById(t.database.db, answer.id as number);
  expect(stored, 'the answered vehicle is stored as answered').toEqual(answer);
  if (input) expect(answer).toMatchObject(expectedVehicle(input));
}

function vehicleWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.vehicles' : 'REST /api/vehicles';
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 150 : 300, payloads(values(validVehicle, vehicleKeys)), (payload) => {
        const url = trpc ? '/api/trpc/admin.vehicles.create' : '/api/vehicles';
        const { expected, input } = expectation(parsePayload(payload), VehicleInputSchema, () => (trpc ? 200 : 201));
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyVehicle(answerOf(response, trpc), input),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 150 : 250,
        fc.tuple(idChoice, values(validVehicle, vehicleKeys), fc.boolean()),
        ([choice, value, wrapped]) => {
          const id = resolveId(choice, 'vehicles');
          if (trpc) {
            const payload = wrapped
              ? { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' }
              : { bytes: asJson(value), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: VehicleInputSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              exists('vehicles', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.vehicles.update', payload, adminCookie),
              expected,
              verify: (response) => verifyVehicle(answerOf(response, true), input?.data),
            };
          }
          const segment = pathSegment(id);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const target = pathId(segment);
          const { expected, input } = expectation(parsePayload(payload), VehicleInputSchema, () =>
            exists('vehicles', target) ? 200 : 404,
          );
          return {
            options: jsonOptions('PUT', `/api/vehicles/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyVehicle(answerOf(response, false), input),
          };
        },
      ),
    sell: () =>
      fuzz(`${tag} sell/buy-back`, trpc ? 50 : 80, fc.tuple(idChoice, fc.boolean()), ([choice, sell]) => {
        const id = resolveId(choice, 'vehicles');
        const status = sell ? { status: 'venduto', available: false } : { status: 'disponibile', available: true };
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('vehicles', valid.id) ? 200 : 404,
          );
          const url = `/api/trpc/admin.vehicles.${sell ? 'sell' : 'buyBack'}`;
          return {
            options: jsonOptions('POST', url, payload, adminCookie),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, true);
              expect(answer).toMatchObject(status);
              await verifyVehicle(answer);
            },
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: 'application/json', label: 'empty' };
        const { expected } = expectation(parsePayload(empty), undefined, () =>
          exists('vehicles', target) ? 200 : 404,
        );
        return {
          options: jsonOptions('PUT', `/api/vehicles/${segment}/${sell ? 'sell' : 'buy-back'}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: async (response) => {
            const answer = answerOf(response, false);
            expect(answer).toMatchObject(status);
            await verifyVehicle(answer);
          },
        };
      }),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 50 : 120, fc.tuple(idChoice, payloads(nasty)), ([choice, junk]) => {
        const id = resolveId(choice, 'vehicles');
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('vehicles', valid.id) ? 200 : 404,
          );
          return {
            options: jsonOptions('POST', '/api/trpc/admin.vehicles.delete', payload, adminCookie),
            expected,
            verify: async () => expect(await findAdminVehicleById(t.database.db, input!.id)).toBeUndefined(),
          };
        }
        // DELETE takes no body: whatever JSON comes along is parsed (and refused if broken or poisoned) and ignored.
        const segment = pathSegment(id);
        const target = pathId(segment);
        const { expected } = expectation(parsePayload(junk), undefined, () => (exists('vehicles', target) ? 200 : 404));
        return {
          options: jsonOptions('DELETE', `/api/vehicles/${segment}`, junk, adminCookie),
          expected: onPath(target, expected),
          verify: async () => expect(await findAdminVehicleById(t.database.db, target!)).toBeUndefined(),
        };
      }),
  };
}

describeWriteFuzz('vehicles', 'vehicles: create, update, sell/buy-back, delete', vehicleWrites);
