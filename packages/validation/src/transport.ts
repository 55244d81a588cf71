/**
 * The most calls one tRPC request may carry. The server refuses a larger batch with 400 and the
 * web app's batch link never sends one: a page asks for a handful of things at once, and a
 * request of hundreds of calls is only ever a way to multiply one request's cost.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
