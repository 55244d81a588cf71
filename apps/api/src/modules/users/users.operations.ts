import {
  AdminUserSchema,
  CreateAdminUserSchema,
  IdParamsSchema,
  SuccessSchema,
  UpdateAdminUserSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { failures } from '../../openapi/answers.js';
import { adminMutation, adminQuery, rest, succeeded } from '../../operations/operation.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

const path = '/admin/users/:id';
const notFound = 'No user with this id';
const taken = 'Username already in use';

// Answers keep AdminUserSchema's fields only: no path can send a password hash.
export const userOperations = {
  admin: {
    users: {
      list: adminQuery({
        output: z.array(AdminUserSchema),
        run: listAllUsers,
        rest: rest('GET /admin/users', 'Every user (admin)', 'Every user, without passwords'),
      }),
      create: adminMutation({
        credential: true,
        input: CreateAdminUserSchema,
        output: AdminUserSchema,
        run: createUser,
        rest: rest('POST /admin/users', 'Create an administrator (admin)', 'The new administrator', {
          status: 201,
          responses: failures({ CONFLICT: taken }),
        }),
      }),
      update: adminMutation({
        credential: true,
        input: z.object({ id: IdParamsSchema.shape.id, data: UpdateAdminUserSchema }),
        output: AdminUserSchema,
        run: editUser,
        rest: rest(
          `PUT ${path}`,
          'Rename and/or change the password; an empty password keeps the current one (admin)',
          'The user as stored',
          {
            bodyField: 'data',
            description: 'A new password ends every other session of that user.',
            responses: failures({
              FORBIDDEN: 'User id 1 (the main administrator), changed by another administrator',
              NOT_FOUND: notFound,
              CONFLICT: taken,
            }),
          },
        ),
      }),
      delete: adminMutation({
        input: IdParamsSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(removeUser(deps, actor, input)),
        rest: rest(`DELETE ${path}`, 'Delete a user; never id 1 (admin)', 'Deleted, with the user’s sessions', {
          responses: failures({
            FORBIDDEN: 'User id 1 (the main administrator), or the signed-in user themself',
            NOT_FOUND: notFound,
          }),
        }),
      }),
    },
  },
};
