import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
import { HealthSchema, json } from '../../openapi/answers.js';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: '200 once the database answers',
        response: { 200: json('The database answers', HealthSchema) },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' };
    },
  );
};
