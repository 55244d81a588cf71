import { CreateAdminUserSchema, LoginSchema, SuccessSchema } from '@nbt/validation';

import { AppError, errorBody } from '../../errors.js';
import {
  CurrentUserSchema,
  failures,
  headers,
  json,
  LoginFailedSchema,
  SESSION_OPTIONAL,
  SESSION_REQUIRED,
  SignedInSchema,
} from '../../openapi/answers.js';
import { publicMutation, publicQuery, rest } from '../../operations/operation.js';
import type { AuthUser } from '@nbt/validation';
import { createAdmin, login, logout } from './auth.service.js';

const tooBusy = 'Too many passwords being checked at this moment; try again in a second';

export const authOperations = {
  auth: {
    me: publicQuery({
      run: ({ actor }) => ({
        user: actor ? { id: actor.userId, username: actor.username, isAdmin: actor.isAdmin } : null,
      }),
      // REST answers 401 without a session instead of a null user.
      rest: rest('GET /auth/me', 'The signed-in user; 401 without a session', 'The session’s user', {
        security: SESSION_REQUIRED,
        schema: CurrentUserSchema,
      }),
    }),
    login: publicMutation({
      credential: true,
      input: LoginSchema,
      output: SignedInSchema,
      run: async (call, caller, input) => {
        const session = await login(call, caller, input);
        call.session.start(session);
        return { success: true as const, user: session.user };
      },
      rest: rest(
        'POST /auth/login',
        'Sign in; sets the session cookie',
        'Signed in: a new session replaces any previous one',
        {
          headers: headers.session,
          responses: {
            401: json('Wrong username or password', LoginFailedSchema),
            ...failures({
              TOO_MANY_REQUESTS: 'Too many failed sign-ins for this username or from this address',
              UNAVAILABLE: tooBusy,
            }),
          },
          // REST clients read a success flag: failures carry it too.
          refuse: (error) =>
            error instanceof AppError && error.code === 'UNAUTHORIZED'
              ? { status: 401, body: { success: false, ...errorBody(error) } }
              : undefined,
        },
      ),
    }),
    logout: publicMutation({
      output: SuccessSchema,
      run: async (call, caller) => {
        await logout(call, caller);
        call.session.end();
        return { success: true as const };
      },
      rest: rest(
        'POST /auth/logout',
        'Sign out; ends the session',
        'Signed out (also without a session); the cookie is cleared',
        {
          security: SESSION_OPTIONAL,
        },
      ),
    }),
    createAdmin: publicMutation({
      credential: true,
      input: CreateAdminUserSchema,
      run: createAdmin,
      rest: rest(
        'POST /auth/create-admin',
        'Create an administrator: anonymous only while no user exists, then admins only',
        'The new administrator',
        {
          status: 201,
          security: SESSION_OPTIONAL,
          schema: SignedInSchema,
          send: (user: AuthUser) => ({ success: true, user }),
          responses: failures({
            UNAUTHORIZED: 'Users exist already and there is no session',
            FORBIDDEN: 'Users exist already and the session’s user is not an administrator',
            CONFLICT: 'Username already in use',
            TOO_MANY_REQUESTS: 'Too many anonymous attempts from this address',
            UNAVAILABLE: tooBusy,
          }),
        },
      ),
    }),
  },
};
