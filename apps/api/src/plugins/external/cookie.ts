import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookie parsing and setting, for the admin session cookie and the signed login device cookies
 * (see app/auth.ts). `secret` is the signing key every server process reads from the database.
 * @see https://github.com/fastify/fastify-cookie
 */
export const cookiePlugin = fp(async (app: FastifyInstance, { secret }: { secret: string }) => {
  await app.register(fastifyCookie, { secret });
});
