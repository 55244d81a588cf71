import { CreateAdminUserSchema, IdParamsSchema, UpdateAdminUserSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { AdminUserSchema, SuccessSchema } from '../../openapi/schemas.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

const tags = ['users'];
const notFound = 'No user with this id';
const taken = 'Username already in use';

// Response schemas serialise only these fields: no path can send a password hash.
export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        response: { 200: z.array(AdminUserSchema) },
        summary: 'Every user (admin)',
        replies: { 200: 'Every user, without passwords' },
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
        response: { 201: AdminUserSchema },
        summary: 'Create an administrator (admin)',
        replies: { 201: 'The new administrator', 409: taken },
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
        response: { 200: AdminUserSchema },
        summary: 'Rename and/or change the password; an empty password keeps the current one (admin)',
        description: 'A new password ends every other session of that user.',
        replies: { 200: 'The user as stored', 404: notFound, 409: taken },
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
        replies: {
          200: { description: 'Deleted, with the user’s sessions', body: SuccessSchema },
          403: 'User id 1 (the main administrator), or the signed-in user themself',
          404: notFound,
        },
      },
    },
    async (request) => {
      await removeUser(db, adminOf(request), request.params.id);
      return { success: true };
    },
  );
};
