import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Services } from '../../context.js';
import { AccessLogEntrySchema } from '../../openapi/schemas.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { readAccessLog } from './access-logs.service.js';

export const accessLogsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/admin/access-logs',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['access-logs'],
        summary: 'The access log; only the main administrator (user id 1)',
        replies: {
          200: { description: 'Every entry, oldest first; the reading is logged', body: z.array(AccessLogEntrySchema) },
          503: 'The access log could not record the reading (a full or read-only disk): nothing is sent',
          403: 'The signed-in administrator is not the main administrator (user id 1)',
        },
      },
    },
    (request) => readAccessLog(services.db, adminOf(request)),
  );
};
