import type { ContactRequest } from '@nbt/validation';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { type TestApp, useTestApp } from './build-app.js';
import { contactBody } from './helpers.js';
import { TestSmtpServer } from './smtp-capture.js';

export { TestSmtpServer };

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
 * The settings of an app that mails through `smtp`. The confirmation and office-mail limits are raised, so tests of
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
    MAIL_OFFICE_MAILS_PER_HOUR: '100000',
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
