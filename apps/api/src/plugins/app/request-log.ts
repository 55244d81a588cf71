import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';

/**
 * One line per answered request, written once the answer is sent (Fastify's own request logging,
 * two lines with the whole request and reply serialised, is turned off in app.ts). A visitor's
 * successful request costs four fields; an administrator's request and every failure get the
 * whole line: who, from where, with what client, by which route.
 */
function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  const actor = request.actor;
  if (status < 400 && !actor) {
    request.log.info({ method: request.method, url: request.url, status, ms }, 'request');
    return;
  }
  request.log.info(
    {
      method: request.method,
      url: request.url,
      status,
      ms,
      route: request.routeOptions.url,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      user: actor?.username,
    },
    'request',
  );
}

/** The request log: nothing is done per request unless the level keeps info lines. */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    const level = pino.levels.values[app.log.level];
    if (level === undefined || level > pino.levels.values.info!) return;
    app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
  },
  { name: 'request-log' },
);
