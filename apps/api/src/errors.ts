import type { FieldIssue } from '@nbt/validation';

/**
 * The short list of failures a service may report. One table maps each to its HTTP status and
 * tRPC code, so both transports answer the same thing for the same problem.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const;

export type AppErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Seconds a client should wait before trying again (429). */
  readonly retryAfter: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/** The JSON body of every non-OK REST answer: a readable message, a code, and the failing fields. */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  issues?: FieldIssue[];
}

export function errorBody(error: AppError): ErrorBody {
  // Every INVALID_INPUT answer lists what was wrong, even when no one field is to blame (e.g. malformed JSON).
  const issues = error.issues ?? (error.code === 'INVALID_INPUT' ? [{ path: '', message: error.message }] : undefined);
  return { error: error.message, code: error.code, ...(issues ? { issues } : {}) };
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Autenticazione richiesta') => new AppError('UNAUTHORIZED', message);
