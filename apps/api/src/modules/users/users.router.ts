import { CreateAdminUserSchema, IdParamsSchema, UpdateAdminUserSchema } from '@nbt/validation';
import { z } from 'zod';

import { adminCredentialProcedure, adminProcedure, router } from '../../trpc/init.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

const AdminUserOutput = z.object({ id: z.number(), username: z.string(), isAdmin: z.boolean(), createdAt: z.string() });

// Output schemas strip anything but these fields, so no response can carry a password hash.
export const adminUsersRouter = router({
  list: adminProcedure.output(z.array(AdminUserOutput)).query(({ ctx }) => listAllUsers(ctx.db)),
  create: adminCredentialProcedure
    .input(CreateAdminUserSchema)
    .output(AdminUserOutput)
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.actor, input)),
  update: adminCredentialProcedure
    .input(z.object({ id: IdParamsSchema.shape.id, data: UpdateAdminUserSchema }))
    .output(AdminUserOutput)
    .mutation(({ ctx, input }) => editUser(ctx.db, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(IdParamsSchema).mutation(async ({ ctx, input }) => {
    await removeUser(ctx.db, ctx.actor, input.id);
    return { success: true as const };
  }),
});
