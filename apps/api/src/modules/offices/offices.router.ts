import { IdParamsSchema, OfficeInputSchema, OfficeSchema } from '@nbt/validation';
import { z } from 'zod';

import { publicReads } from '../../lib/public-reads.js';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { createOffice, editOffice, removeOffice } from './offices.service.js';

export const officesRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await publicReads.offices(ctx.db)).value),
});

export const adminOfficesRouter = router({
  create: adminProcedure
    .input(OfficeInputSchema)
    .output(OfficeSchema)
    .mutation(({ ctx, input }) => createOffice(ctx.db, ctx.actor, input)),
  update: adminProcedure
    .input(z.object({ id: IdParamsSchema.shape.id, data: OfficeInputSchema }))
    .output(OfficeSchema)
    .mutation(({ ctx, input }) => editOffice(ctx.db, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(IdParamsSchema).mutation(async ({ ctx, input }) => {
    await removeOffice(ctx.db, ctx.actor, input.id);
    return { success: true as const };
  }),
});
