import type { DatabaseHandle } from '@nbt/db/client';
import { TRPC_MAX_BATCH_SIZE } from '@nbt/validation';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Dependencies } from './context.js';
import type { AppConfig } from './env.js';
import { AppError } from './errors.js';
import { decodedPath, MAX_PARAM_LENGTH } from './lib/request-path.js';
import { createStorage, type ImageStorage } from './lib/storage.js';
import { loadSigningKeys } from './modules/auth/signing-key.js';
import { backupRoutes } from './modules/backup/backup.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailPlugin, type MailPluginOptions } from './modules/mail/mail.plugin.js';
import { createOutboxSignal } from './modules/mail/mail.service.js';
import { addCommonFailures } from './openapi/common-failures.js';
import { registerWebApp } from './modules/pages/pages.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { vehicleImportRoutes } from './modules/vehicle-import/vehicle-import.routes.js';
import { vehiclePhotosRoutes } from './modules/vehicle-photos/vehicle-photos.routes.js';
import { authPlugin } from './plugins/app/auth.js';
import { csrfPlugin } from './plugins/app/csrf.js';
import { errorHandlerPlugin, sendError } from './plugins/app/error-handler.js';
import { inputHygienePlugin } from './plugins/app/input-hygiene.js';
import { metricsPlugin } from './plugins/app/metrics.js';
import { readinessPlugin } from './plugins/app/readiness.js';
import { requestLogPlugin } from './plugins/app/request-log.js';
import { trpcEtagPlugin } from './plugins/app/trpc-etag.js';
import { cookiePlugin } from './plugins/external/cookie.js';
import { securityHeadersPlugin, setSecurityHeaders } from './plugins/external/helmet.js';
import { multipartPlugin } from './plugins/external/multipart.js';
import { swaggerPlugin } from './plugins/external/swagger.js';
import { uploadsPlugin } from './plugins/external/uploads.js';
import { contextFactory } from './trpc/context.js';
import { domains } from './operations/registry.js';
import { restRoutesOf } from './operations/rest-routes.js';
import { calendarRoutes } from './modules/reservations/calendar.routes.js';
import { type AppRouter, adminVariedQueries, appRouter, keptQueries } from './trpc/router.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this app's services work with, for callers in the same process (the tests' tRPC caller). */
    deps: Dependencies;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  storage?: ImageStorage;
  logger?: FastifyServerOptions['logger'];
  /** The server's own pino logger (its asynchronous destination); `logger` is ignored then. */
  loggerInstance?: FastifyBaseLogger;
  /** The mail worker's timing, for tests; it runs only when SMTP_URL is set. */
  mailWorker?: MailPluginOptions['worker'];
}

/** JSON bodies up to 1 MiB; uploads have their own, per-file limit. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's typings take no hop count, so a count becomes proxy-addr's own rule for one: the
 * first `hops` addresses from the socket inwards are proxies, the next one is the client.
 */
function trustedHops(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole site (API, uploads, web app) without listening: what the server and the tests start. */
export async function buildApp({
  config,
  database,
  storage,
  logger = false,
  loggerInstance,
  mailWorker,
}: BuildAppOptions): Promise<FastifyInstance> {
  const deps: Dependencies = {
    db: database.db,
    config,
    outbox: createOutboxSignal(),
    storage: storage ?? createStorage(config),
    // COOKIE_SECRET or the key file: a key that cannot be read stops the build, naming the file.
    keys: await loadSigningKeys(config),
  };

  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger }),
    // One line per request, written by plugins/app/request-log.ts, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Keys such as __proto__ and constructor.prototype are refused, not merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Paths the router refuses before any route (a malformed %-escape, a 5,000-character id): the
    // same JSON error and headers as every other bad request, without the path echoed back.
    frameworkErrors(error, request, reply) {
      // The options' request and reply types are generic over a route that does not exist here.
      const req = request as unknown as FastifyRequest;
      const answer = reply as unknown as FastifyReply;
      const badPath = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      req.log.info({ code: error.code }, 'request refused by the router');
      const refused = badPath
        ? new AppError('INVALID_INPUT', 'INVALID_ADDRESS', { cause: error })
        : new AppError('INTERNAL', 'INTERNAL', { cause: error });
      setSecurityHeaders(req, answer);
      void sendError(answer, refused);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // No text/plain parser: it is what a cross-site HTML form can send without a CORS preflight.
  app.removeContentTypeParser('text/plain');

  // A JSON content type with an empty body (REST clients send one on sell, buy-back and logout) means "no body".
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, body as string, done);
  });

  // A path whose %-escapes decode to nothing is refused before any route or guard sees it.
  app.addHook('onRequest', async (request) => {
    if (decodedPath(request) === undefined) throw new AppError('INVALID_INPUT', 'INVALID_ADDRESS');
  });

  // 1. Third-party plugins (plugins/external/). The documentation first, so it sees every route
  //    registered after it; helmet's headers on every answer.
  await app.register(cookiePlugin, { key: deps.keys.cookie });
  await app.register(multipartPlugin, { fileSize: config.uploadMaxFileBytes });
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin);

  // 2. The site's own plugins (plugins/app/). First the request log, the metrics (each answer's
  //    duration, on a private port) and the readiness check. Their hooks run in this order on every request:
  //    the ETag of public tRPC reads (onSend), the error answers, the cross-site refusal before
  //    anything is read, the input rules of JSON bodies, and last the session, so a refused
  //    request never costs a session lookup.
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, { database, port: config.metricsPort });
  await app.register(readinessPlugin, { deps });
  await app.register(trpcEtagPlugin, { publicQueries: keptQueries, adminQueries: adminVariedQueries });
  await app.register(errorHandlerPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(inputHygienePlugin);
  await app.register(authPlugin, { deps });
  // Sends the outbox of contact-request e-mails while the server runs.
  await app.register(mailPlugin, { deps, worker: mailWorker });

  // 3. tRPC for the web app
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(deps),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError({ error, path }) {
        // A 503 is a disk that refused a write: the operator has to act on it, so it is logged too.
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          if (error.cause instanceof AppError) app.logServerFailure(app.log, error.cause, { path });
          else app.log.error({ err: error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // 4. REST routes of the documented /api contract, each answering the failures of its kind too: the
  //    operations' own (each domain of the registry, the same list the tRPC router is made from), and
  //    the routes written by hand: health, the downloads and uploads, the calendar feed.
  await app.register(
    async (api) => {
      api.addHook('onRoute', addCommonFailures);
      for (const routes of [
        healthRoutes,
        ...domains.map(({ operations, tag }) => restRoutesOf(operations, tag)),
        uploadsRoutes,
        calendarRoutes,
        exportRoutes,
        vehicleImportRoutes,
        vehiclePhotosRoutes,
        backupRoutes,
      ]) {
        await api.register(routes, { deps });
      }
    },
    { prefix: '/api' },
  );

  // 5. Uploaded photos and their variants.
  await app.register(uploadsPlugin, { objects: deps.storage.objects });

  // 6. The web app and the 404s
  await registerWebApp(app, config.webDistDir, deps, config.webSsrEntry);

  return app;
}
