import { findContactRequestById } from '@nbt/db/contact';
import { ContactRequestInputSchema, UpdateContactStatusSchema } from '@nbt/validation';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

import { pathId } from '../../helpers.js';
import { nasty, validContact, contactKeys, values } from './values.js';
import { asJson, payloads, parsePayload, asStored, answerOf, type Transport } from './payloads.js';
import { readSnapshot, ids, exists, idChoice, resolveId, pathSegment, onPath } from './ids.js';
import { t, adminCookie, jsonOptions, expectation, fuzz, describeWriteFuzz } from './runner.js';

async function verifyContact(input: z.output<typeof ContactRequestInputSchema>, lastIdBefore: number) {
  // After the request: what it stored.
  await readSnapshot(t.database.db);
  const newest = Math.max(0, ...ids('contact_requests'));
  if (input.website) {
    // The honeypot: the bot is told all went well, and nothing is stored.
    expect(newest).toBe(lastIdBefore);
    return;
  }
  expect(newest).toBeGreaterThan(lastIdBefore);
  const stored = await findContactRequestById(t.database.db, newest);
  const vehicleId = input.vehicleId !== null && exists('vehicles', input.vehicleId) ? input.vehicleId : null;
  // The options chosen are stored priced, in the request's quote, not as sent.
  const { website: _honeypot, options: _options, ...fields } = input;
  expect(stored).toMatchObject(asStored({ ...fields, vehicleId, status: 'nuova' }));
}

function contactWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  return {
    create: () =>
      fuzz(
        trpc ? 'tRPC contact.create' : 'REST /api/contact',
        trpc ? 150 : 300,
        payloads(values(validContact, contactKeys)),
        (payload) => {
          const { expected, input } = expectation(parsePayload(payload), ContactRequestInputSchema, () =>
            trpc ? 200 : 201,
          );
          const lastIdBefore = Math.max(0, ...ids('contact_requests'));
          return {
            options: jsonOptions('POST', trpc ? '/api/trpc/contact.create' : '/api/contact', payload, undefined),
            expected,
            verify: async () => {
              if (input) await verifyContact(input, lastIdBefore);
            },
          };
        },
      ),
    status: () =>
      fuzz(
        trpc ? 'tRPC admin.contactRequests.updateStatus' : 'REST PATCH /api/admin/contact-requests',
        trpc ? 80 : 120,
        fc.tuple(idChoice, fc.oneof(fc.constantFrom('nuova', 'contattata', 'chiusa'), nasty)),
        ([choice, status]) => {
          const id = resolveId(choice, 'contact_requests');
          const verify = (target: number, wanted: unknown) => async (response: LightMyRequestResponse) => {
            const answer = answerOf(response, trpc);
            expect(await findContactRequestById(t.database.db, target)).toEqual(answer);
            expect(answer.status).toBe(wanted);
          };
          if (trpc) {
            const payload = { bytes: asJson({ id, status }), contentType: 'application/json', label: 'json' };
            const { expected, input } = expectation(parsePayload(payload), UpdateContactStatusSchema, (valid) =>
              exists('contact_requests', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.contactRequests.updateStatus', payload, adminCookie),
              expected,
              verify: (response) => verify(input!.id, input!.status)(response),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson({ status }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(
            parsePayload(payload),
            UpdateContactStatusSchema.pick({ status: true }),
            () => (target !== undefined && exists('contact_requests', target) ? 200 : 404),
          );
          return {
            options: jsonOptions('PATCH', `/api/admin/contact-requests/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verify(target!, input!.status)(response),
          };
        },
      ),
  };
}

describeWriteFuzz('contact', 'contact requests: create, change status', contactWrites);
