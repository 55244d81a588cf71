import { CreateAdminUserSchema, LoginSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { AppError, errorBody } from '../../errors.js';
import {
  CurrentUserSchema,
  headers,
  LoginFailedSchema,
  SESSION_OPTIONAL,
  SESSION_REQUIRED,
  SignedInSchema,
  SuccessSchema,
} from '../../openapi/schemas.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../plugins/app/auth.js';
import { createAdmin, login, logout } from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db, config } = services;

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user; 401 without a session',
        security: SESSION_REQUIRED,
        replies: { 200: { description: 'The session’s user', body: CurrentUserSchema } },
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
        replies: {
          200: {
            description: 'Signed in: a new session replaces any previous one',
            body: SignedInSchema,
            headers: headers.session,
          },
          401: { description: 'Wrong username or password', body: LoginFailedSchema },
          429: 'Too many failed sign-ins for this username or from this address',
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
        replies: {
          200: { description: 'Signed out (also without a session); the cookie is cleared', body: SuccessSchema },
        },
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
        replies: {
          201: { description: 'The new administrator', body: SignedInSchema },
          401: 'Users exist already and there is no session',
          403: 'Users exist already and the session’s user is not an administrator',
          409: 'Username already in use',
          429: 'Too many anonymous attempts from this address',
        },
      },
    },
    async (request, reply) => {
      const user = await createAdmin(db, request.body, request.actor, requestMeta(request));
      return reply.status(201).send({ success: true, user });
    },
  );
};
