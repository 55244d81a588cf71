import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
import { READY_RETRY_AFTER_SECONDS } from '../../lib/readiness.js';
import { HealthSchema, json, ReadySchema } from '../../openapi/answers.js';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'health',
        security: [],
        summary: '200 once the database answers',
        response: { 200: json('The database answers', HealthSchema) },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'ready',
        security: [],
        summary: '200 when this machine should get requests; 503 naming what failed',
        description:
          'For a load balancer: the database answers, its migrations are applied and the photos’ storage answers. ' +
          'A part that takes over 3 s counts as failed. From the start of a shutdown it answers 503, while ' +
          'requests are still served for SHUTDOWN_DRAIN_SECONDS.',
        response: {
          200: json('Ready', ReadySchema),
          503: json('Not ready: `failed` names the parts', ReadySchema),
        },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.check();
      void reply.header('cache-control', 'no-store');
      if (!report.ready) void reply.header('retry-after', String(READY_RETRY_AFTER_SECONDS));
      return reply
        .status(report.ready ? 200 : 503)
        .send({ status: report.ready ? 'ready' : 'unavailable', failed: report.failed, checks: report.checks });
    },
  );
};
