import { ContactRequestInputSchema, UpdateContactStatusSchema } from '@nbt/validation';

import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  changeContactStatus,
  countNewRequests,
  listAllContactRequests,
  submitContactRequest,
} from './contact.service.js';

export const contactRouter = router({
  create: publicProcedure.input(ContactRequestInputSchema).mutation(async ({ ctx, input }) => {
    await submitContactRequest(ctx.db, input, ctx.meta);
    return { success: true as const };
  }),
});

export const adminContactRequestsRouter = router({
  list: adminProcedure.query(({ ctx }) => listAllContactRequests(ctx.db, ctx.actor)),
  countNew: adminProcedure.query(({ ctx }) => countNewRequests(ctx.db)),
  updateStatus: adminProcedure
    .input(UpdateContactStatusSchema)
    .mutation(({ ctx, input }) => changeContactStatus(ctx.db, ctx.actor, input)),
});
