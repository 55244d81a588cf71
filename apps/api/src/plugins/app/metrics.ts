import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { DatabaseHandle } from '@nbt/db/client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createMetrics, isMetricsHost } from '../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where Prometheus reads the metrics (http://127.0.0.1:<port>/metrics); undefined without METRICS_PORT. */
    metricsUrl: string | undefined;
  }
}

export interface MetricsPluginOptions {
  database: DatabaseHandle;
  /** METRICS_PORT: the private port; no metrics, and no cost per request, when undefined. */
  port: number | undefined;
}

/**
 * Prometheus metrics on a port of their own, bound to 127.0.0.1 only: the public port never
 * answers /metrics, and a scraper on the machine (or a tunnel to it) reads them, naming the machine
 * in its Host header (a page that rebinds its own name to 127.0.0.1 gets 421). The private server
 * listens when the app is ready and closes with it.
 */
async function metrics(app: FastifyInstance, { database, port }: MetricsPluginOptions) {
  app.decorate('metricsUrl', undefined);
  if (port === undefined) return;
  const site = createMetrics(database);

  app.addHook('onResponse', async (request, reply) => {
    site.observe(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const server: Server = createServer((request, response) => {
    if (!isMetricsHost(request.headers.host, (server.address() as AddressInfo).port)) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('Misdirected request\n');
      return;
    }
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    site.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': site.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'could not collect the metrics');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    app.log.info({ url: app.metricsUrl }, 'metrics served');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
