import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessLogEntrySchema } from '@nbt/validation';

import type { Dependencies } from '../../context.js';
import { failures, json, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { readAccessLog } from './access-logs.service.js';

export const accessLogsRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.get(
    '/admin/access-logs',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['access-logs'],
        summary: 'The access log; only the main administrator (user id 1)',
        response: {
          200: json('Every entry, oldest first; the reading is logged', z.array(AccessLogEntrySchema)),
          ...failures({
            FORBIDDEN: 'The signed-in administrator is not the main administrator (user id 1)',
            UNAVAILABLE: READ_NOT_RECORDED,
          }),
        },
      },
    },
    (request) => readAccessLog(deps.db, adminOf(request)),
  );
};
