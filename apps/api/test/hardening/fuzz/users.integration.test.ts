import { findUserById } from '@nbt/db/users';
import { CreateAdminUserSchema, IdParamsSchema, UpdateAdminUserSchema } from '@nbt/validation';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

import { verifyPassword } from '../../../src/lib/passwords.js';
import { pathId } from '../../helpers.js';
import { validUser, anyUser, values } from './values.js';
import { type Payload, asJson, payloads, parsePayload, asStored, answerOf, type Transport } from './payloads.js';
import { exists, userIdByName, idChoice, resolveId, pathSegment, onPath } from './ids.js';
import { t, adminCookie, passwords, jsonOptions, expectation, fuzz, describeWriteFuzz } from './runner.js';

async function verifyUser(
  answer: Record<string, unknown>,
  input: { username: string; password?: string } | undefined,
  created: boolean,
) {
  const stored = await findUserById(t.database.db, answer.id as number);
  expect(stored, 'the answered user is stored as answered').toEqual(answer);
  expect(Object.keys(answer).sort()).toEqual(['createdAt', 'id', 'isAdmin', 'username']);
  if (!input) {
    passwords.delete(answer.id as number);
    return;
  }
  expect(answer).toMatchObject(asStored({ username: input.username }));
  // Users created from the back office are administrators; an edit keeps what the user was.
  if (created) expect(answer.isAdmin).toBe(true);
  if (input.password) {
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', answer.id as number)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, input.password)).toBe(true);
    passwords.set(answer.id as number, input.password);
  }
}

function userWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  const tag = trpc ? 'tRPC admin.users' : 'REST /api/admin/users';
  // argon2 makes each accepted password cost ~70 ms: fewer cases here.
  return {
    create: () =>
      fuzz(`${tag} create`, trpc ? 25 : 40, payloads(values(validUser, ['username', 'password'])), (payload) => {
        const url = trpc ? '/api/trpc/admin.users.create' : '/api/admin/users';
        const { expected, input } = expectation(parsePayload(payload), CreateAdminUserSchema, (valid) =>
          userIdByName(valid.username) !== undefined ? 409 : trpc ? 200 : 201,
        );
        return {
          options: jsonOptions('POST', url, payload, adminCookie),
          expected,
          verify: (response) => verifyUser(answerOf(response, trpc), input, true),
        };
      }),
    update: () =>
      fuzz(
        `${tag} update`,
        trpc ? 25 : 40,
        fc.tuple(
          idChoice,
          values(
            anyUser.filter((u) => UpdateAdminUserSchema.safeParse(u).success),
            ['username', 'password'],
          ),
        ),
        ([choice, value]) => {
          const id = resolveId(choice, 'users');
          const rule = (target: number, valid: z.output<typeof UpdateAdminUserSchema>) => {
            if (!exists('users', target)) return 404;
            const owner = userIdByName(valid.username);
            return owner !== undefined && owner !== target ? 409 : 200;
          };
          if (trpc) {
            const payload = { bytes: asJson({ id, data: value }), contentType: 'application/json', label: 'json' };
            const schema = IdParamsSchema.extend({ data: UpdateAdminUserSchema });
            const { expected, input } = expectation(parsePayload(payload), schema, (valid) =>
              rule(valid.id, valid.data),
            );
            return {
              options: jsonOptions('POST', '/api/trpc/admin.users.update', payload, adminCookie),
              expected,
              verify: (response) => verifyUser(answerOf(response, true), input?.data, false),
            };
          }
          const segment = pathSegment(id);
          const target = pathId(segment);
          const payload = { bytes: asJson(value), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), UpdateAdminUserSchema, (valid) =>
            rule(target ?? 0, valid),
          );
          return {
            options: jsonOptions('PUT', `/api/admin/users/${segment}`, payload, adminCookie),
            expected: onPath(target, expected),
            verify: (response) => verifyUser(answerOf(response, false), input, false),
          };
        },
      ),
    remove: () =>
      fuzz(`${tag} delete`, trpc ? 20 : 30, idChoice, (choice) => {
        const id = resolveId(choice, 'users');
        // The main administrator (id 1, also the caller here) can't be deleted.
        const rule = (target: number) => (target === 1 ? 403 : exists('users', target) ? 200 : 404);
        const verify = (target: number) => async () => {
          expect(await findUserById(t.database.db, target)).toBeUndefined();
          const sessions = await t.database.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', target)
            .executeTakeFirstOrThrow();
          expect(Number(sessions.n)).toBe(0);
        };
        if (trpc) {
          const payload = { bytes: asJson({ id }), contentType: 'application/json', label: 'json' };
          const { expected, input } = expectation(parsePayload(payload), IdParamsSchema, (valid) => rule(valid.id));
          return {
            options: jsonOptions('POST', '/api/trpc/admin.users.delete', payload, adminCookie),
            expected,
            verify: () => verify(input!.id)(),
          };
        }
        const segment = pathSegment(id);
        const target = pathId(segment);
        const empty: Payload = { bytes: '', contentType: undefined, label: 'none' };
        const { expected } = expectation(parsePayload(empty), undefined, () => rule(target ?? 0));
        return {
          options: jsonOptions('DELETE', `/api/admin/users/${segment}`, empty, adminCookie),
          expected: onPath(target, expected),
          verify: () => verify(target!)(),
        };
      }),
  };
}

describeWriteFuzz('users', 'users: create, update, delete (argon2: fewer cases)', userWrites);
