import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookie parsing and setting, for the admin session cookie and the signed login device cookies
 * (see app/auth.ts), signed with HMAC-SHA256 under `key`, which comes from outside the database
 * (modules/auth/signing-key.ts).
 * @see https://github.com/fastify/fastify-cookie
 */
export const cookiePlugin = fp(async (app: FastifyInstance, { key }: { key: Buffer }) => {
  await app.register(fastifyCookie, { secret: key, algorithm: 'sha256' });
});
