/**
 * The throwaway instance the mail attacks run against: the built site with mail switched on,
 * sending to a real SMTP server on loopback that keeps what it receives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TestSmtpServer } from '../test/smtp-capture.js';
import type { Credentials } from './attack-kit.js';
import { startBuiltSite, stopProcess } from './child-server.js';

export const OFFICE = 'ufficio@nbt.example';

export interface MailSite {
  url: string;
  smtp: TestSmtpServer;
  /**
   * Waits until at least `atLeast` mails have arrived and the count has not moved for a second
   * (the worker sends one at a time), or until `timeoutMs` has passed.
   */
  settle: (atLeast?: number, timeoutMs?: number) => Promise<void>;
}

/** Runs `attack` against a fresh mail-sending site (settings `env` added), then ends the site and the mail server. */
export async function withMailSite(
  repoRoot: string,
  admin: Credentials,
  env: NodeJS.ProcessEnv,
  attack: (site: MailSite) => Promise<void>,
): Promise<void> {
  const smtp = new TestSmtpServer();
  await smtp.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'nbt-attack-mail-'));
  const site = await startBuiltSite(repoRoot, dataDir, admin, {
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://www.nbt.example',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'NBT <sito@nbt.example>',
    LEAD_NOTIFY_TO: OFFICE,
    ...env,
  });
  const settle = async (atLeast = 0, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = -1;
    let still = 0;
    while (Date.now() < deadline) {
      const count = smtp.received.length;
      still = count === last ? still + 1 : 0;
      last = count;
      if (count >= atLeast && still >= 10) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    await attack({ url: site.url, smtp, settle });
  } finally {
    await stopProcess(site.child);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
