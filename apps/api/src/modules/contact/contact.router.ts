import {
  ContactRequestInputSchema,
  ContactRequestSchema,
  IdParamsSchema,
  UpdateContactStatusSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  changeContactStatus,
  countNewRequests,
  inboxPulse,
  listAllContactRequests,
  resendNotification,
  submitContactRequest,
} from './contact.service.js';

export const contactRouter = router({
  create: publicProcedure.input(ContactRequestInputSchema).mutation(async ({ ctx, input }) => {
    await submitContactRequest(ctx.db, input, ctx.meta, ctx.config);
    return { success: true as const };
  }),
});

export const adminContactRequestsRouter = router({
  list: adminProcedure
    .output(z.array(ContactRequestSchema))
    .query(({ ctx }) => listAllContactRequests(ctx.db, ctx.actor)),
  countNew: adminProcedure.query(({ ctx }) => countNewRequests(ctx.db)),
  /** Polled by the open back office. */
  pulse: adminProcedure.query(({ ctx }) => inboxPulse(ctx.db, ctx.config)),
  updateStatus: adminProcedure
    .input(UpdateContactStatusSchema)
    .output(ContactRequestSchema)
    .mutation(({ ctx, input }) => changeContactStatus(ctx.db, ctx.actor, input)),
  resendNotification: adminProcedure
    .input(IdParamsSchema)
    .output(ContactRequestSchema)
    .mutation(({ ctx, input }) => resendNotification(ctx.db, ctx.config, ctx.actor, input.id)),
});
