import { findOfficeById } from '@nbt/db/offices';
import { IdParamsSchema, OfficeInputSchema } from '@nbt/validation';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

import { pathId } from '../../helpers.js';
import { validOffice, officeKeys, values } from './values.js';
import { type Payload, asJson, payloads, parsePayload, asStored, answerOf, type Transport } from './payloads.js';
import { exists, idChoice, resolveId, pathSegment, onPath } from './ids.js';
import { t, adminCookie, jsonOptions, expectation, fuzz, describeWriteFuzz } from './runner.js';

async function verifyOffice(answer: Record<string, unknown>, input?: z.output<typeof OfficeInputSchema>) {
  const stored = await findOfficeById(t.database.db, answer.id as number);
  expect(stored, 'the answered office is stored as answered').toEqual(answer);
  if (input) expect(answer).toMatchObject(asStored(input));
  const mains = await t.database.db
    .selectFrom('company_info')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_main_office', '=', 1)
    .executeTakeFirstOrThrow();
  expect(Number(mains.n)).toBeLessThanOrEqual(1);
}

function officeWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.offices' : 'REST /api/company-info';
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 100 : 200, payloads(values(validOffice, officeKeys)), (payload) => {
        const url = trpc ? '/api/trpc/admin.offices.create' : '/api/company-info';
        const { expected, input } = expectation(parsePayload(payload), OfficeInputSchema, () => (trpc ? 200 : 201));
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyOffice(answerOf(response, trpc), input),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 100 : 150,
        fc.tuple(idChoice, values(validOffice, officeKeys)),
        ([choice, value]) => {
          const id = resolveId(choice, 'company_info');
          if (trpc) {
            const payload = { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: OfficeInputSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              exists('company_info', valid.id) ? 200 : 404,
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.offices.update', payload, adminCookie),
              expected,
              verify: (response) => verifyOffice(answerOf(response, true), input?.data),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), OfficeInputSchema, () =>
            exists('company_info', target) ? 200 : 404,
          );
          return {
            options: jsonOptions('PUT', `/api/company-info/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyOffice(answerOf(response, false), input),
          };
        },
      ),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 40 : 80, idChoice, (choice) => {
        const id = resolveId(choice, 'company_info');
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) =>
            exists('company_info', valid.id) ? 200 : 404,
          );
          return {
            options: jsonOptions('POST', '/api/trpc/admin.offices.delete', payload, adminCookie),
            expected,
            verify: async () => expect(await findOfficeById(t.database.db, input!.id)).toBeUndefined(),
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: undefined, label: 'none' };
        const { expected } = expectation(parsePayload(empty), undefined, () =>
          exists('company_info', target) ? 200 : 404,
        );
        return {
          options: jsonOptions('DELETE', `/api/company-info/${segment}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: async () => expect(await findOfficeById(t.database.db, target!)).toBeUndefined(),
        };
      }),
  };
}

describeWriteFuzz('offices', 'offices: create, update, delete', officeWrites);
