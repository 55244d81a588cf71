import type { AddressInfo } from 'node:net';

import type { ContactRequest } from '@nbt/validation';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { type TestApp, useTestApp } from './build-app.js';
import { contactBody } from './helpers.js';

/** One mail as the SMTP server received it: the envelope, and the message as a client reads it. */
export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free local port, with login, that can be stopped and started on the same port. */
export class TestSmtpServer {
  received: Received[] = [];
  port = 0;
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === 'nbt' && auth.password === 'smtp-secret') callback(null, { user: 'nbt' });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://nbt:smtp-secret@127.0.0.1:${this.port}`;
  }
}

/** Waits until `check` holds (mails arrive in the background), failing after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The worker's clock runs `aheadMs` ahead of the real one, to reach retries and the give-up time. */
export const mailClock = { aheadMs: 0 };
export const mailWorker = { clock: () => new Date(Date.now() + mailClock.aheadMs), pollMs: 100, stopGraceMs: 500 };

export const PUBLIC_URL = 'https://www.nbt.example';

/**
 * The settings of an app that mails through `smtp`. The confirmation limits are raised, so tests of
 * delivery may write one address many times; the limits' own tests set them back to the defaults.
 */
export function mailEnv(smtp: TestSmtpServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'NBT Sito <sito@nbt.example>',
    LEAD_NOTIFY_TO: 'ufficio@nbt.example, vendite@nbt.example',
    PUBLIC_URL,
    MAIL_CONFIRMATIONS_PER_ADDRESS: '1000',
    MAIL_CONFIRMATIONS_PER_RECIPIENT: '100',
    MAIL_CONFIRMATIONS_PER_HOUR: '100000',
    ...extra,
  };
}

export async function listRequests(t: TestApp, cookie: string): Promise<ContactRequest[]> {
  const response = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/contact-requests' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactRequest[]>();
}

export async function submit(t: TestApp, overrides: Record<string, unknown> = {}) {
  const started = Date.now();
  const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return { elapsedMs: Date.now() - started };
}

export const outbox = (t: TestApp) => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

export function header(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A real SMTP server and an app that mails through it, for one describe block: the server starts
 * before the app and stops after it; the worker's clock is put back after each test.
 */
export function useMailApp(extra: Record<string, string> = {}) {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp(() => mailEnv(smtp, extra), { mailWorker });
  afterEach(() => {
    mailClock.aheadMs = 0;
  });
  return { smtp, t };
}
