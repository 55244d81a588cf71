import { CreateAdminUserSchema, LoginSchema, SuccessSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
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
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../plugins/app/auth.js';
import { createAdmin, login, logout } from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  const { db, config } = deps;

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user; 401 without a session',
        security: SESSION_REQUIRED,
        response: { 200: json('The session’s user', CurrentUserSchema) },
      },
    },
    (request) => {
      if (!request.actor) throw new AppError('UNAUTHORIZED', 'NOT_AUTHENTICATED');
      const { userId, username, isAdmin } = request.actor;
      return { user: { id: userId, username, isAdmin } };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        body: LoginSchema,
        summary: 'Sign in; sets the session cookie',
        response: {
          200: json('Signed in: a new session replaces any previous one', SignedInSchema, headers.session),
          401: json('Wrong username or password', LoginFailedSchema),
          ...failures({
            TOO_MANY_REQUESTS: 'Too many failed sign-ins for this username or from this address',
            UNAVAILABLE: 'Too many passwords being checked at this moment; try again in a second',
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        const session = await login(db, config, request.body, requestMeta(request), request.actor);
        setSessionCookie(request, reply, config, session);
        return { success: true, user: session.user };
      } catch (error) {
        // REST clients read a success flag: failures carry it too.
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') {
          return reply.status(401).send({ success: false, ...errorBody(error) });
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out; ends the session',
        security: SESSION_OPTIONAL,
        response: { 200: json('Signed out (also without a session); the cookie is cleared', SuccessSchema) },
      },
    },
    async (request, reply) => {
      await logout(db, request.actor);
      clearSessionCookie(request, reply, config);
      return { success: true };
    },
  );

  app.post(
    '/auth/create-admin',
    {
      schema: {
        tags,
        body: CreateAdminUserSchema,
        summary: 'Create an administrator: anonymous only while no user exists, then admins only',
        security: SESSION_OPTIONAL,
        response: {
          201: json('The new administrator', SignedInSchema),
          ...failures({
            UNAUTHORIZED: 'Users exist already and there is no session',
            FORBIDDEN: 'Users exist already and the session’s user is not an administrator',
            CONFLICT: 'Username already in use',
            TOO_MANY_REQUESTS: 'Too many anonymous attempts from this address',
            UNAVAILABLE: 'Too many passwords being checked at this moment; try again in a second',
          }),
        },
      },
    },
    async (request, reply) => {
      const user = await createAdmin(db, request.body, request.actor, requestMeta(request));
      return reply.status(201).send({ success: true, user });
    },
  );
};
