import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { adminAccessLogsRouter } from '../modules/access-logs/access-logs.router.js';
import { authRouter } from '../modules/auth/auth.router.js';
import { adminContactRequestsRouter, contactRouter } from '../modules/contact/contact.router.js';
import { adminOfficesRouter, officesRouter } from '../modules/offices/offices.router.js';
import { adminUsersRouter } from '../modules/users/users.router.js';
import { adminVehiclesRouter, vehiclesRouter } from '../modules/vehicles/vehicles.router.js';
import { router } from './init.js';

/** The whole tRPC API of the site; the web app imports only its type. */
export const appRouter = router({
  auth: authRouter,
  vehicles: vehiclesRouter,
  offices: officesRouter,
  contact: contactRouter,
  admin: router({
    vehicles: adminVehiclesRouter,
    offices: adminOfficesRouter,
    users: adminUsersRouter,
    accessLogs: adminAccessLogsRouter,
    contactRequests: adminContactRequestsRouter,
  }),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** What a failed call reports, for the web app to tell failures apart and translate them. */
export type { AppErrorCode, MessageCode, MessageParams } from '../errors.js';
