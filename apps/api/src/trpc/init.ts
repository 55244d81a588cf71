import { initTRPC, TRPCError } from '@trpc/server';
import { toFieldIssues } from '@nbt/validation';
import { ZodError } from 'zod';

import { AppError, ERROR_CODES, messageText, storageFailure } from '../errors.js';
import { assertAdmin } from '../plugins/app/auth.js';
import type { TrpcContext } from './context.js';

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    // Only the caller's input is reported field by field: an answer that failed its own schema
    // (an `.output()` check) is the server's fault, a plain 500.
    const invalid =
      error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? toFieldIssues(error.cause) : undefined;
    const appError = error.cause instanceof AppError ? error.cause : undefined;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      // Never a stack trace or an internal message to the client.
      message: invalid ? messageText('INVALID_INPUT') : internal ? messageText('INTERNAL') : shape.message,
      // The same codes and parameters as a REST error body carries.
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        appCode: appError?.code ?? (invalid ? 'INVALID_INPUT' : undefined),
        messageCode: appError?.messageCode ?? (invalid ? 'INVALID_INPUT' : internal ? 'INTERNAL' : undefined),
        params: appError?.params,
        issues: invalid ?? appError?.issues,
      },
    };
  },
});

/**
 * Services throw AppError; this turns it into the matching tRPC error, keeping the message, as the
 * REST error handler does: a write the disk refused is a 503 with its message, not a 500. A 429 or
 * 503 also gets its Retry-After header.
 */
const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause: thrown } = result.error;
  const cause = thrown instanceof AppError ? thrown : storageFailure(thrown);
  if (!cause) return result;
  if (cause.retryAfter) ctx.reply.retryAfter(cause.retryAfter);
  throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

/**
 * A call that checks or sets a password: at most one per HTTP request. A batch of two hundred
 * logins would otherwise try two hundred passwords for the price of one request.
 */
const oncePerRequest = t.middleware(({ ctx, next }) => {
  const calls = ctx.credentialCalls;
  if (calls && ++calls.count > 1) throw new AppError('INVALID_INPUT', 'CREDENTIAL_BATCH');
  return next();
});

export const credentialProcedure = publicProcedure.use(oncePerRequest);

/** A signed-in administrator: 401 without a session, 403 for a user who is not an administrator. */
export const adminProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, actor: assertAdmin(ctx.actor) } }),
);

/** An administrator's call that sets a password (a new user, a password change). */
export const adminCredentialProcedure = adminProcedure.use(oncePerRequest);
