import { CreateAdminUserSchema, IdParamsSchema, UpdateAdminUserSchema } from '@nbt/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { adminOnly, requireAdmin } from '../../plugins/auth.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

const tags = ['users'];
const AdminUserResponse = z.object({
  id: z.number(),
  username: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});

// Response schemas serialise only these fields: no path can send a password hash.
export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: { tags, response: { 200: z.array(AdminUserResponse) }, summary: 'Every user (admin)' },
    },
    (request) => {
      requireAdmin(request);
      return listAllUsers(db);
    },
  );

  app.post(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: { tags, body: CreateAdminUserSchema, response: { 201: AdminUserResponse }, summary: 'Create (admin)' },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, requireAdmin(request), request.body)),
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateAdminUserSchema,
        response: { 200: AdminUserResponse },
        summary: 'Rename and/or change the password; an empty password keeps the current one (admin)',
      },
    },
    (request) => editUser(db, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    { onRequest: adminOnly, schema: { tags, params: IdParamsSchema, summary: 'Delete a user; never id 1 (admin)' } },
    async (request) => {
      await removeUser(db, requireAdmin(request), request.params.id);
      return { success: true };
    },
  );
};
