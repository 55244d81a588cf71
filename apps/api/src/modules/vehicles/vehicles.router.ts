import { IdParamsSchema, VehicleInputSchema, VehicleSchema } from '@nbt/validation';
import { z } from 'zod';

import { publicReads } from '../../lib/public-reads.js';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  buyBackVehicle,
  createVehicle,
  editVehicle,
  getVehicleForAdmin,
  listVehiclesForAdmin,
  removeVehicle,
  sellVehicle,
} from './vehicles.service.js';

export const vehiclesRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await publicReads.vehicles(ctx.db)).value),
  byId: publicProcedure
    .input(IdParamsSchema)
    .query(async ({ ctx, input }) => (await publicReads.vehicle(ctx.db, input.id)).value),
});

// The back office's answers are checked against the same schemas the REST routes serialise with.
export const adminVehiclesRouter = router({
  list: adminProcedure.output(z.array(VehicleSchema)).query(({ ctx }) => listVehiclesForAdmin(ctx.db)),
  byId: adminProcedure
    .input(IdParamsSchema)
    .output(VehicleSchema)
    .query(({ ctx, input }) => getVehicleForAdmin(ctx.db, input.id)),
  create: adminProcedure
    .input(VehicleInputSchema)
    .output(VehicleSchema)
    .mutation(({ ctx, input }) => createVehicle(ctx, ctx.actor, input)),
  update: adminProcedure
    .input(z.object({ id: IdParamsSchema.shape.id, data: VehicleInputSchema }))
    .output(VehicleSchema)
    .mutation(({ ctx, input }) => editVehicle(ctx, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(IdParamsSchema).mutation(async ({ ctx, input }) => {
    await removeVehicle(ctx, ctx.actor, input.id);
    return { success: true as const };
  }),
  sell: adminProcedure
    .input(IdParamsSchema)
    .output(VehicleSchema)
    .mutation(({ ctx, input }) => sellVehicle(ctx.db, ctx.actor, input.id)),
  buyBack: adminProcedure
    .input(IdParamsSchema)
    .output(VehicleSchema)
    .mutation(({ ctx, input }) => buyBackVehicle(ctx.db, ctx.actor, input.id)),
});
