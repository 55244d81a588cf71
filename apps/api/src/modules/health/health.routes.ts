import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { HealthSchema, json } from '../../openapi/answers.js';

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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
      await sql`SELECT 1`.execute(services.db);
      return { status: 'ok' };
    },
  );
};
