import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError, type ErrorBody, errorBody, storageFailure } from '../errors.js';

/** Fastify's own errors that are the client's fault, with the message the client gets. */
const clientErrors: Record<string, { code: AppError['code']; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_INPUT', message: 'JSON non valido' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_INPUT', message: 'Corpo della richiesta mancante' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Richiesta troppo grande' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo di contenuto non supportato' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_INPUT', message: 'Lunghezza del contenuto non valida' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Richiesta multipart attesa' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'File troppo grande' },
  FST_FILES_LIMIT: { code: 'INVALID_INPUT', message: 'Massimo 10 immagini per volta' },
  FST_PARTS_LIMIT: { code: 'INVALID_INPUT', message: 'Troppe parti nella richiesta' },
  FST_FIELDS_LIMIT: { code: 'INVALID_INPUT', message: 'Troppi campi nella richiesta' },
  FST_PROTO_VIOLATION: { code: 'INVALID_INPUT', message: 'Richiesta non valida' },
};

/**
 * One error handler for the REST side: JSON bodies with a readable message, 400 with the failing
 * fields for bad input, 503 with Retry-After when the disk refused a write, and never a stack
 * trace or an internal message for a 5xx.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      appError = new AppError('INVALID_INPUT', 'Dati non validi', {
        issues: error.validation.map((issue) => ({
          path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
            .filter((part) => part && part !== 'body')
            .join('.'),
          message: issue.message ?? 'Valore non valido',
        })),
      });
    } else if (error.code && clientErrors[error.code]) {
      const known = clientErrors[error.code]!;
      appError = new AppError(known.code, known.message, { cause: error });
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const byStatus: Partial<Record<number, [AppError['code'], string]>> = {
        404: ['NOT_FOUND', 'Risorsa non trovata'],
        413: ['PAYLOAD_TOO_LARGE', 'Richiesta troppo grande'],
        415: ['UNSUPPORTED_MEDIA_TYPE', 'Tipo di contenuto non supportato'],
      };
      const [code, message] = byStatus[error.statusCode] ?? ['INVALID_INPUT', 'Richiesta non valida'];
      appError = new AppError(code, message, {
        cause: error,
      });
    } else {
      request.log.error({ err: error }, 'request failed');
      // A full or read-only disk is not a bug: the admin is told so and may try again later.
      appError = storageFailure(error) ?? new AppError('INTERNAL', 'Errore interno del server', { cause: error });
    }
    if (appError.status >= 500 && error === appError) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  });
});

/** Writes an AppError as the JSON every failed REST answer has, with its status and Retry-After. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
  const body: ErrorBody = errorBody(error);
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}
