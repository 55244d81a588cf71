import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { MAX_VEHICLE_IMAGES, toFieldIssue } from '@nbt/validation';

import {
  AppError,
  type ErrorBody,
  errorBody,
  type MessageCode,
  type MessageParams,
  storageFailure,
} from '../../errors.js';
import { createDatabaseOutage, type DatabaseOutage } from '../../lib/database-outage.js';
import { multipartFault } from '../external/multipart.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Logs a 5xx a service reported (REST and tRPC alike); see logServerSide. */
    logServerFailure(log: FastifyBaseLogger, error: AppError, extra?: Record<string, unknown>): void;
  }
}

/** Fastify's own errors that are the client's fault, with what the client is told. */
const clientErrors: Record<string, { code: AppError['code']; message: MessageCode; params?: MessageParams }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_INPUT', message: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_INPUT', message: 'EMPTY_BODY' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'REQUEST_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'UNSUPPORTED_CONTENT_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_INPUT', message: 'INVALID_CONTENT_LENGTH' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'MULTIPART_EXPECTED' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'FILE_TOO_LARGE' },
  FST_FILES_LIMIT: { code: 'INVALID_INPUT', message: 'TOO_MANY_IMAGES', params: { maximum: MAX_VEHICLE_IMAGES } },
  FST_PARTS_LIMIT: { code: 'INVALID_INPUT', message: 'TOO_MANY_PARTS' },
  FST_FIELDS_LIMIT: { code: 'INVALID_INPUT', message: 'TOO_MANY_FIELDS' },
  FST_PROTO_VIOLATION: { code: 'INVALID_INPUT', message: 'BAD_REQUEST' },
};

/** Fastify's generic 4xx by status, for the client errors not named above. */
const byStatus: Partial<Record<number, [AppError['code'], MessageCode]>> = {
  404: ['NOT_FOUND', 'NOT_FOUND'],
  413: ['PAYLOAD_TOO_LARGE', 'REQUEST_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_CONTENT_TYPE'],
};

/**
 * One error handler for the REST side: JSON bodies with a readable message, 400 with the failing
 * fields for bad input, 503 with Retry-After when the disk refused a write, and never a stack
 * trace or an internal message for a 5xx.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  const outage = createDatabaseOutage(() => sql`SELECT 1`.execute(app.deps.db), app.log);
  app.addHook('onClose', async () => outage.stop());
  app.decorate('logServerFailure', (log: FastifyBaseLogger, error: AppError, extra: Record<string, unknown> = {}) =>
    logServerSide(log, error, outage, extra),
  );

  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let appError: AppError;
    const badMultipart = error instanceof AppError ? undefined : multipartFault(error);
    if (error instanceof AppError) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      appError = new AppError('INVALID_INPUT', 'INVALID_INPUT', {
        issues: error.validation.map((issue) => {
          // The provider keeps zod's issue apart from its keyword and message: put back together.
          const field = toFieldIssue({
            ...issue.params,
            code: issue.keyword,
            message: issue.message ?? '',
            path: issue.instancePath.split('/').filter(Boolean),
          } as Parameters<typeof toFieldIssue>[0]);
          // The body's fields are named alone; only the context is dropped, so a field called `body` keeps its name.
          const context = error.validationContext && error.validationContext !== 'body' ? error.validationContext : '';
          return { ...field, path: [context, field.path].filter(Boolean).join('.') };
        }),
      });
    } else if (error.code && clientErrors[error.code]) {
      const known = clientErrors[error.code]!;
      appError = new AppError(known.code, known.message, { params: known.params, cause: error });
    } else if (badMultipart) {
      appError = new AppError('INVALID_INPUT', badMultipart, { cause: error });
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const [code, message] = byStatus[error.statusCode] ?? ['INVALID_INPUT', 'BAD_REQUEST'];
      appError = new AppError(code, message, { cause: error });
    } else {
      // A full or read-only disk is not a bug: the admin is told so and may try again later.
      const refused = storageFailure(error);
      if (refused?.messageCode === 'TEMPORARILY_UNAVAILABLE') outage.failed(request.log, refused);
      else request.log.error({ err: error }, 'request failed');
      appError = refused ?? new AppError('INTERNAL', 'INTERNAL', { cause: error });
    }
    if (appError.status >= 500 && error === appError) logServerSide(request.log, appError, outage);
    return sendError(reply, appError);
  });
});

/**
 * A 5xx a service reported: logged with its stack, except a password check refused because others
 * are running (load shedding by design, expected under a login flood), which is a warning without
 * one, and a database that does not answer, which the outage log tells once.
 */
function logServerSide(
  log: FastifyBaseLogger,
  error: AppError,
  outage: DatabaseOutage,
  extra: Record<string, unknown> = {},
): void {
  if (error.messageCode === 'PASSWORD_BUSY')
    log.warn({ ...extra, code: error.messageCode }, 'password check refused: too many at once');
  else if (error.messageCode === 'TEMPORARILY_UNAVAILABLE') outage.failed(log, error, extra);
  else log.error({ ...extra, err: error }, 'request failed');
}

/** Writes an AppError as the JSON every failed REST answer has, with its status and Retry-After. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
  const body: ErrorBody = errorBody(error);
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}
