import {
  AdminUserSchema,
  CreateAdminUserSchema,
  IdParamsSchema,
  SuccessSchema,
  UpdateAdminUserSchema,
} from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { failures, json } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

const tags = ['users'];
const notFound = 'No user with this id';
const taken = 'Username already in use';
const user = (description: string) => json(description, AdminUserSchema);

// The answers are serialised with AdminUserSchema's fields only: no path can send a password hash.
export const usersRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every user (admin)',
        response: { 200: json('Every user, without passwords', z.array(AdminUserSchema)) },
      },
    },
    () => listAllUsers(db),
  );

  app.post(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        body: CreateAdminUserSchema,
        summary: 'Create an administrator (admin)',
        response: { 201: user('The new administrator'), ...failures({ CONFLICT: taken }) },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, adminOf(request), request.body)),
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateAdminUserSchema,
        summary: 'Rename and/or change the password; an empty password keeps the current one (admin)',
        description: 'A new password ends every other session of that user.',
        response: {
          200: user('The user as stored'),
          ...failures({
            FORBIDDEN: 'User id 1 (the main administrator), changed by another administrator',
            NOT_FOUND: notFound,
            CONFLICT: taken,
          }),
        },
      },
    },
    (request) => editUser(db, adminOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Delete a user; never id 1 (admin)',
        response: {
          200: json('Deleted, with the user’s sessions', SuccessSchema),
          ...failures({
            FORBIDDEN: 'User id 1 (the main administrator), or the signed-in user themself',
            NOT_FOUND: notFound,
          }),
        },
      },
    },
    async (request) => {
      await removeUser(db, adminOf(request), request.params.id);
      return { success: true };
    },
  );
};
