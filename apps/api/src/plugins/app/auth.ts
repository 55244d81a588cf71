import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// Brings the cookie methods of request and reply into the types wherever this module is compiled.
import type {} from '@fastify/cookie';

import type { Actor, RequestMeta, Dependencies } from '../../context.js';
import type { AppConfig } from '../../env.js';
import { AppError } from '../../errors.js';
import { isApiRequest } from '../../lib/request-path.js';
import {
  DEVICE_COOKIE_PREFIX,
  type NewSession,
  resolveSession,
  SESSION_COOKIE,
} from '../../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on /api requests. */
    actor: Actor | undefined;
    /** The same user once an admin route's `adminOnly` hook has let it through. */
    admin: Actor | undefined;
  }
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    deviceOf: (userId) => signedCookie(request, `${DEVICE_COOKIE_PREFIX}${userId}`),
  };
}

/** A cookie's value when the site's signature on it holds; a forged or altered one counts as none. */
function signedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value !== null ? value : undefined;
}

function secure(request: FastifyRequest, config: AppConfig): boolean {
  if (config.cookieSecure === 'auto') return request.protocol === 'https';
  return config.cookieSecure === 'true';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, session: NewSession) {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request, config),
    expires: session.expiresAt,
  });
  // The device cookie outlives sessions and sign-outs; only the login routes under /api read it.
  void reply.setCookie(session.device.name, session.device.value, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request, config),
    expires: session.device.expiresAt,
    signed: true,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request, config),
  });
}

/**
 * The one check of an administrator, for both transports: 401 without a session, 403 for a user
 * who is not an administrator. REST routes run it as `adminOnly`, tRPC as `adminProcedure`.
 */
export function assertAdmin(actor: Actor | undefined): Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', 'AUTHENTICATION_REQUIRED');
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', 'ACCESS_DENIED');
  return actor;
}

/**
 * Route hook for admin routes: runs before body parsing and validation, so an anonymous caller
 * gets 401 (and a non-admin 403) whatever it sent. It leaves the administrator on the request.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  request.admin = assertAdmin(request.actor);
}

/** The administrator `adminOnly` let through; a route without that hook is a programming error. */
export function adminOf(request: FastifyRequest): Actor {
  if (!request.admin) throw new Error(`${request.routeOptions.url ?? request.url} has no adminOnly hook`);
  return request.admin;
}

/** Resolves the session cookie of every /api request into `request.actor`. */
export const authPlugin = fp(
  async (app: FastifyInstance, { deps }: { deps: Dependencies }) => {
    app.decorateRequest('actor', undefined);
    app.decorateRequest('admin', undefined);
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.actor = await resolveSession(deps, requestMeta(request), token);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
