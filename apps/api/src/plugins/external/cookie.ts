import fastifyCookie, { Signer, type UnsignResult } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Signs with the key every server process reads from the database. A process can be built before
 * the migration that makes the key has run (readiness says so meanwhile), so the key is read by the
 * first request that finds it; until then no cookie verifies and none is signed.
 */
class DatabaseKeySigner implements Pick<Signer, 'sign' | 'unsign'> {
  #signer: Signer | undefined;

  constructor(private readonly readKey: () => Promise<string>) {}

  get loaded(): boolean {
    return this.#signer !== undefined;
  }

  async load(): Promise<void> {
    if (this.#signer) return;
    // A database not migrated or not answering yet: the next request tries again.
    this.#signer = await this.readKey().then(
      (key) => new Signer(key, 'sha256'),
      () => undefined,
    );
  }

  sign(value: string): string {
    if (!this.#signer) throw new Error('The cookie signing key is not in the database yet (migrations pending)');
    return this.#signer.sign(value);
  }

  unsign(input: string): UnsignResult {
    return this.#signer ? this.#signer.unsign(input) : { valid: false, renew: false, value: null };
  }
}

/**
 * Cookie parsing and setting, for the admin session cookie and the signed login device cookies
 * (see app/auth.ts), signed with the key `readKey` gives.
 * @see https://github.com/fastify/fastify-cookie
 */
export const cookiePlugin = fp(async (app: FastifyInstance, { readKey }: { readKey: () => Promise<string> }) => {
  const signer = new DatabaseKeySigner(readKey);
  await app.register(fastifyCookie, { secret: signer });
  // Read once at start-up; a request only waits for the database while the key is still missing.
  app.addHook('onReady', () => signer.load());
  app.addHook('onRequest', (_request, _reply, done) => {
    if (signer.loaded) done();
    else void signer.load().then(() => done());
  });
});
