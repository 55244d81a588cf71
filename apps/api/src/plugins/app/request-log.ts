import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';

import { pathOf } from '../../lib/request-path.js';
import { CALENDAR_FEED_PREFIX } from '../../modules/reservations/calendar-feed.service.js';

/** What a calendar's address is logged as: the token in it opens the calendar to whoever reads the log. */
const LOGGED_CALENDAR_URL = `${CALENDAR_FEED_PREFIX}[token].ics`;

/**
 * The address as logged: a calendar's (by the route it matched, or by its path however it was
 * spelt, matched or not) is replaced whole, query included.
 */
function loggedUrl(request: FastifyRequest): string {
  const path = pathOf(request)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const calendar =
    request.routeOptions.url?.startsWith(CALENDAR_FEED_PREFIX) === true || path.startsWith(CALENDAR_FEED_PREFIX);
  return calendar ? LOGGED_CALENDAR_URL : request.url;
}

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
    request.log.info({ method: request.method, url: loggedUrl(request), status, ms }, 'request');
    return;
  }
  request.log.info(
    {
      method: request.method,
      url: loggedUrl(request),
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
