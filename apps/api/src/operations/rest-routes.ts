import { IdParamsSchema } from '@nbt/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { Dependencies } from '../context.js';
import { AppError } from '../errors.js';
import { sendCachedJson } from '../lib/http-cache.js';
import { headers, json, NOT_MODIFIED, SESSION_REQUIRED } from '../openapi/answers.js';
import { adminOf, adminOnly } from '../plugins/app/auth.js';
import { requestContext } from '../trpc/context.js';
import { type Operation, type OperationTree, operationsOf, type RestBinding, runOf } from './operation.js';

/** A public route that needs a session, whatever the user: 401 before anything else without one. */
async function signedInOnly(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'NOT_AUTHENTICATED');
}

/** `admin.vehicles.update` → `adminVehiclesUpdate`: stable, from the declaration, as client generators name methods. */
export const operationId = (name: string) =>
  name.replace(/[.-](\w)/g, (_match, letter: string) => letter.toUpperCase());

/** The body schema of a route: the input less the path's id, one field of it, or what the binding names. */
function bodyOf(op: Operation, rest: RestBinding, hasId: boolean): z.ZodType | undefined {
  if (rest.body) return rest.body;
  const input = op.input as z.ZodObject | undefined;
  if (rest.bodyField) return input?.shape[rest.bodyField] as z.ZodType;
  return hasId ? undefined : input;
}

/**
 * The REST routes of the operations that name one, documented under `tag`: Fastify validates the
 * path and body and serialises the answer with the declaration's schemas (so the error handler
 * answers bad input, and the OpenAPI document is built from the same objects), then the same `run`
 * as the tRPC procedure is called.
 */
export function restRoutesOf(tree: OperationTree, tag: string): FastifyPluginAsyncZod<{ deps: Dependencies }> {
  return async (app, { deps }) => {
    for (const [name, op] of operationsOf(tree)) {
      const { rest } = op;
      if (!rest) continue;
      const hasId = rest.path.includes(':id');
      const body = rest.query ? undefined : bodyOf(op, rest, hasId);
      const status = rest.status ?? 200;
      const admin = op.access === 'admin';
      const guard = admin ? adminOnly : rest.security === SESSION_REQUIRED ? signedInOnly : undefined;
      const run = runOf(op);
      const inputOf = (request: FastifyRequest): unknown => {
        if (!op.input) return undefined;
        if (rest.query) return request.query;
        const params = hasId ? (request.params as object) : {};
        return rest.bodyField
          ? { ...params, [rest.bodyField]: request.body }
          : { ...params, ...(request.body as object) };
      };
      const answer = async (request: FastifyRequest, reply: FastifyReply) => {
        const input = inputOf(request);
        if (op.kept) {
          // An administrator's session sees hidden prices, in an answer that is never stored.
          if (op.forAdmin && request.actor?.isAdmin)
            return reply.header('vary', 'cookie').send(await op.forAdmin(deps, request.actor, input));
          // The answer differs for an administrator's session, so caches key it by cookie too.
          return sendCachedJson(
            request,
            reply,
            await op.kept(requestContext(deps, request, reply), input),
            op.forAdmin ? 'accept-encoding, cookie' : undefined,
          );
        }
        const call = requestContext(deps, request, reply, admin ? adminOf(request) : request.actor);
        let result: unknown;
        try {
          result = await run(call, input);
        } catch (error) {
          const refused = rest.refuse?.(error);
          if (!refused) throw error;
          return reply.status(refused.status).send(refused.body);
        }
        return reply.status(status).send(rest.send ? rest.send(result as never) : result);
      };
      app.route({
        method: rest.method,
        url: rest.path,
        ...(guard ? { onRequest: guard } : {}),
        schema: {
          tags: [tag],
          operationId: operationId(name),
          summary: rest.summary,
          ...(rest.description ? { description: rest.description } : {}),
          ...(hasId ? { params: IdParamsSchema } : {}),
          ...(body ? { body } : {}),
          ...(rest.query ? { querystring: rest.query } : {}),
          // An admin route's session requirement is set with its common failures (openapi/common-failures.ts).
          ...(admin ? {} : { security: rest.security ?? [] }),
          response: {
            [status]: json(
              rest.answer,
              (rest.schema ?? op.output)!,
              rest.headers ?? (op.kept ? headers.etag : undefined),
            ),
            ...(op.kept ? { 304: NOT_MODIFIED } : {}),
            ...rest.responses,
          },
        },
        handler: answer,
      });
    }
  };
}
