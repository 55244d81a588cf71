import { findUserById } from '@nbt/db/users';
import { CreateAdminUserSchema, LoginSchema } from '@nbt/validation';
import fc from 'fast-check';
import { expect } from 'vitest';

import { countRows } from '../../helpers.js';
import { nasty, validUser, anyUser, values } from './values.js';
import { payloads, parsePayload, asStored, answerOf, type Transport } from './payloads.js';
import { snapshot, userIdByName } from './ids.js';
import { t, adminCookie, passwords, jsonOptions, expectation, fuzz, describeWriteFuzz } from './runner.js';

function authWrites(transport: Transport) {
  const trpc = transport === 'trpc';
  return {
    login: async () => {
      // A user of this step's own, so the credentials that must work are known whatever the user fuzzing did.
      const known = { username: `login-${transport}`, password: `Login-${transport}-Pass-1` };
      passwords.set(await t.addUser(known.username, known.password, false), known.password);
      const credentials = fc.oneof(
        fc.constantFrom(
          known,
          { ...known, username: ` ${known.username} ` },
          { ...known, password: `${known.password} ` },
        ),
        anyUser.filter((u) => LoginSchema.safeParse(u).success),
      );
      await fuzz(
        trpc ? 'tRPC auth.login' : 'REST /api/auth/login',
        trpc ? 25 : 40,
        payloads(values(credentials, ['username', 'password'])),
        (payload) => {
          let userId: number | undefined;
          const { expected } = expectation(parsePayload(payload), LoginSchema, (valid) => {
            userId = userIdByName(valid.username);
            return userId !== undefined && passwords.get(userId) === valid.password ? 200 : 401;
          });
          const sessionsBefore = snapshot.sessions;
          return {
            options: jsonOptions('POST', trpc ? '/api/trpc/auth.login' : '/api/auth/login', payload, undefined),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, trpc) as { success: boolean; user: { id: number; username: string } };
              expect(answer.success).toBe(true);
              if (userId !== undefined) expect(answer.user.id).toBe(userId);
              expect(await findUserById(t.database.db, answer.user.id)).toMatchObject({
                username: answer.user.username,
              });
              const cookie = response.cookies.find((c) => c.name === 'nbt_session');
              expect(cookie?.httpOnly).toBe(true);
              // Exactly one new session, the one whose cookie was just set.
              expect(await countRows(t.database.db, 'sessions')).toBe(sessionsBefore + 1);
            },
          };
        },
      );
    },
    createAdmin: () =>
      fuzz(
        trpc ? 'tRPC auth.createAdmin' : 'REST /api/auth/create-admin',
        trpc ? 20 : 30,
        fc.tuple(payloads(values(validUser, ['username', 'password'])), fc.boolean()),
        ([payload, signedIn]) => {
          // Users exist: only an administrator may add one; anonymous callers get 401.
          const { expected, input } = expectation(parsePayload(payload), CreateAdminUserSchema, (valid) =>
            !signedIn ? 401 : userIdByName(valid.username) !== undefined ? 409 : trpc ? 200 : 201,
          );
          const url = trpc ? '/api/trpc/auth.createAdmin' : '/api/auth/create-admin';
          return {
            options: jsonOptions('POST', url, payload, signedIn ? adminCookie : undefined),
            expected,
            verify: async (response) => {
              const answer = answerOf(response, trpc);
              const user = (trpc ? answer : answer.user) as Record<string, unknown>;
              const stored = await findUserById(t.database.db, user.id as number);
              expect(stored).toMatchObject({ ...user, isAdmin: true });
              if (input) {
                expect(user.username).toBe(asStored(input.username));
                passwords.set(user.id as number, input.password);
              }
            },
          };
        },
      ),
    logout: () =>
      fuzz(trpc ? 'tRPC auth.logout' : 'REST /api/auth/logout', 20, payloads(nasty), (payload) => ({
        // Anonymous: nothing to end, whatever the body says (a broken or poisoned one is still refused).
        options: jsonOptions('POST', trpc ? '/api/trpc/auth.logout' : '/api/auth/logout', payload, undefined),
        expected: expectation(parsePayload(payload), undefined, () => 200).expected,
        verify: async () => undefined,
      })),
  };
}

describeWriteFuzz('auth', 'auth: login, create-admin, logout', authWrites);
