import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { swaggerOptions } from '../../openapi/document.js';

/**
 * The OpenAPI document of the REST /api (answers, errors and the session cookie: see openapi/),
 * at /api/docs/json and /api/docs/yaml, with a readable page at /api/docs.
 * @see https://github.com/fastify/fastify-swagger
 */
export const swaggerPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }) => {
  await app.register(fastifySwagger, swaggerOptions(publicUrl));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
