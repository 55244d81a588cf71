import { CreateAdminUserSchema, LoginSchema } from '@nbt/validation';

import { credentialProcedure, publicProcedure, router } from '../../trpc/init.js';
import { createAdmin, login, logout } from './auth.service.js';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ({
    user: ctx.actor ? { id: ctx.actor.userId, username: ctx.actor.username, isAdmin: ctx.actor.isAdmin } : null,
  })),
  login: credentialProcedure.input(LoginSchema).mutation(async ({ ctx, input }) => {
    const session = await login(ctx.db, ctx.config, input, ctx.meta, ctx.actor);
    ctx.session.start(session);
    return { success: true as const, user: session.user };
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.db, ctx.actor);
    ctx.session.end();
    return { success: true as const };
  }),
  createAdmin: credentialProcedure
    .input(CreateAdminUserSchema)
    .mutation(({ ctx, input }) => createAdmin(ctx.db, input, ctx.actor, ctx.meta)),
});
