import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Dependencies } from '../../context.js';
import { createReadiness, type Readiness } from '../../lib/readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this machine should get requests (GET /api/ready), and the start of its shutdown. */
    readiness: Readiness;
  }
}

/** Makes the readiness check of this app, which /api/ready answers and the shutdown turns off. */
export const readinessPlugin = fp(
  async (app: FastifyInstance, { deps }: { deps: Dependencies }) => {
    app.decorate('readiness', createReadiness(deps, app.log));
  },
  { name: 'readiness' },
);
