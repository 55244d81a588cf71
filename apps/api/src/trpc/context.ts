import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Actor, RequestMeta, Dependencies } from '../context.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../plugins/app/auth.js';
import type { NewSession } from '../modules/auth/auth.service.js';

export interface TrpcContext extends Dependencies {
  actor: Actor | undefined;
  meta: RequestMeta;
  /** Cookie operations of the current reply, for login and logout. */
  session: { start(session: NewSession): void; end(): void };
  /** Headers of the current reply: Retry-After for a 429 or 503. */
  reply: { retryAfter(seconds: number): void };
  /**
   * Credential calls (login, create-admin, a password set) this HTTP request has made. One context
   * serves every call of a tRPC batch, so this counts across the batch. Absent for in-process
   * callers, which are not requests.
   */
  credentialCalls?: { count: number };
}

/** The context without Fastify: what tests pass to `createCaller`. */
export function createInnerContext(
  deps: Dependencies,
  options: { actor?: Actor; meta?: RequestMeta; session?: TrpcContext['session']; reply?: TrpcContext['reply'] } = {},
): TrpcContext {
  return {
    ...deps,
    actor: options.actor,
    meta: options.meta ?? { ip: null, userAgent: null },
    session: options.session ?? { start: () => undefined, end: () => undefined },
    reply: options.reply ?? { retryAfter: () => undefined },
  };
}

/** The context of one HTTP request, for a tRPC call or a REST route alike; `actor` when a guard has settled it. */
export function requestContext(
  deps: Dependencies,
  req: FastifyRequest,
  res: FastifyReply,
  actor: Actor | undefined = req.actor,
): TrpcContext {
  return createInnerContext(deps, {
    actor,
    meta: requestMeta(req),
    session: {
      start: (session) => setSessionCookie(req, res, deps.config, session),
      end: () => clearSessionCookie(req, res, deps.config),
    },
    // The tRPC adapter sends a fetch Response; Fastify adds its headers to those already set here.
    reply: { retryAfter: (seconds) => void res.header('retry-after', String(seconds)) },
  });
}

export function contextFactory(deps: Dependencies) {
  return ({ req, res }: CreateFastifyContextOptions): TrpcContext => ({
    ...requestContext(deps, req, res),
    credentialCalls: { count: 0 },
  });
}
