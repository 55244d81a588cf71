import { AdminUserSchema, CreateAdminUserSchema, IdParamsSchema, UpdateAdminUserSchema } from '@nbt/validation';
import { z } from 'zod';

import { adminCredentialProcedure, adminProcedure, router } from '../../trpc/init.js';
import { createUser, editUser, listAllUsers, removeUser } from './users.service.js';

// The output schema keeps AdminUserSchema's fields only, so no answer can carry a password hash.
export const adminUsersRouter = router({
  list: adminProcedure.output(z.array(AdminUserSchema)).query(({ ctx }) => listAllUsers(ctx.db)),
  create: adminCredentialProcedure
    .input(CreateAdminUserSchema)
    .output(AdminUserSchema)
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.actor, input)),
  update: adminCredentialProcedure
    .input(z.object({ id: IdParamsSchema.shape.id, data: UpdateAdminUserSchema }))
    .output(AdminUserSchema)
    .mutation(({ ctx, input }) => editUser(ctx.db, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(IdParamsSchema).mutation(async ({ ctx, input }) => {
    await removeUser(ctx.db, ctx.actor, input.id);
    return { success: true as const };
  }),
});
