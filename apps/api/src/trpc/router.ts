import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { accessLogOperations } from '../modules/access-logs/access-logs.operations.js';
import { authOperations } from '../modules/auth/auth.operations.js';
import { contactOperations } from '../modules/contact/contact.operations.js';
import { officeOperations } from '../modules/offices/offices.operations.js';
import { reservationOperations } from '../modules/reservations/reservations.operations.js';
import { userOperations } from '../modules/users/users.operations.js';
import { vehicleOperations } from '../modules/vehicles/vehicles.operations.js';
import { operationsOf, proceduresOf } from '../operations/operation.js';
import type { TrpcContext } from './context.js';
import { router } from './init.js';

/** Every operation of the site, by its tRPC name; those with a REST binding are also routes of the /api. */
export const operations = {
  auth: authOperations.auth,
  vehicles: vehicleOperations.vehicles,
  offices: officeOperations.offices,
  contact: contactOperations.contact,
  admin: {
    vehicles: vehicleOperations.admin.vehicles,
    offices: officeOperations.admin.offices,
    users: userOperations.admin.users,
    accessLogs: accessLogOperations.admin.accessLogs,
    contactRequests: contactOperations.admin.contactRequests,
    reservations: reservationOperations.admin.reservations,
  },
};

/** The whole tRPC API of the site; the web app imports only its type. */
export const appRouter = router(proceduresOf(operations));

/** The queries whose answers are the same for every visitor (kept reads): the only ones given an ETag. */
export const keptQueries = new Set(operationsOf(operations).flatMap(([name, op]) => (op.kept ? [name] : [])));

export type AppRouter = typeof appRouter;

/** What a server render reads the API through: this router and a visitor's context, called in process. */
export interface InProcessApi {
  router: AppRouter;
  ctx: TrpcContext;
}

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** What a failed call reports, for the web app to tell failures apart and translate them. */
export type { AppErrorCode, MessageCode, MessageParams } from '../errors.js';
