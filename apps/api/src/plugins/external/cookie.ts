import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookie parsing and setting, for the admin session cookie (see app/auth.ts).
 * @see https://github.com/fastify/fastify-cookie
 */
export const cookiePlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
});
