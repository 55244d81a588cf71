/**
 * The most calls one tRPC request may carry. The server refuses a larger batch with 400 and the
 * web app's batch link never sends one: a page asks for a handful of things at once, and a
 * request of hundreds of calls is only ever a way to multiply one request's cost.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

/**
 * The short list of failures the server reports. One table maps each to its HTTP status and tRPC
 * code, so both transports answer the same thing for the same problem, and a client reads either back.
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
