import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { operationsOf, proceduresOf } from '../operations/operation.js';
import { operations } from '../operations/registry.js';
import type { TrpcContext } from './context.js';
import { router } from './init.js';

/** The whole tRPC API of the site, from the domains' registry; the web app imports only its type. */
export const appRouter = router(proceduresOf(operations));

/** The queries whose answers are the same for every visitor (kept reads): the only ones given an ETag. */
export const keptQueries = new Set(operationsOf(operations).flatMap(([name, op]) => (op.kept ? [name] : [])));
/** The kept reads whose answer to an administrator is another (`forAdmin`): never given an ETag then. */
export const adminVariedQueries = new Set(
  operationsOf(operations).flatMap(([name, op]) => (op.kept && op.forAdmin ? [name] : [])),
);

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
