import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

import type { Dependencies } from '../../context.js';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox sender; null when SMTP_URL is unset. */
    mailWorker: MailWorker | null;
  }
}

export interface MailPluginOptions {
  deps: Dependencies;
  /** The worker's timing (the tests' clock and poll interval); the defaults otherwise. */
  worker?: Pick<MailWorkerOptions, 'clock' | 'pollMs' | 'leaseMs' | 'stopGraceMs'>;
}

/**
 * Starts the mail worker with the server and stops it on close, when SMTP_URL is set. The
 * transport's timeouts bound a send well within the worker's claim lease.
 */
async function mail(app: FastifyInstance, { deps, worker }: MailPluginOptions) {
  const settings = deps.config.mail;
  if (!settings) {
    app.decorate('mailWorker', null);
    return;
  }
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const mailWorker = createMailWorker({
    db: deps.db,
    transport,
    from: settings.from,
    log: app.log,
    retentionMs: settings.retentionMs,
    outbox: deps.outbox,
    ...worker,
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onReady', async () => {
    mailWorker.start();
    // The server's address without its credentials, so the log says where mail goes.
    const server = new URL(settings.smtpUrl);
    app.log.info({ smtp: `${server.protocol}//${server.host}`, from: settings.from }, 'mail worker started');
  });
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    transport.close();
  });
}

export const mailPlugin = fp(mail, { name: 'mail' });
