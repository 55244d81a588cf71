import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Dependencies } from '../../context.js';
import { failures, file } from '../../openapi/answers.js';
import { requestMeta } from '../../plugins/app/auth.js';
import { calendarFeed } from './calendar-feed.service.js';

/**
 * An administrator's private calendar: iCalendar text, not JSON, at the secret address that needs
 * no session. The request log writes this route's address without its token.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'calendarFeed',
        security: [],
        params: z.object({ file: z.string().max(100).meta({ description: '`<token>.ics`' }) }),
        summary: 'The private calendar of reservations (the address made by POST /api/admin/reservations/feed)',
        response: {
          200: file(
            'Each reservation that ended a month ago or later as an all-day VEVENT: the vehicle, and the customer when its maker chose so',
            'text/calendar',
          ),
          ...failures({
            NOT_FOUND:
              'No calendar at this address: a wrong, replaced or revoked token, or its maker deleted or with a new password',
          }),
        },
      },
    },
    async (request, reply) => {
      // Only `<token>.ics`: anything else is no token, hence no calendar.
      const token = /^(.*)\.ics$/.exec(request.params.file)?.[1] ?? '';
      const body = await calendarFeed(deps, requestMeta(request), { token });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
