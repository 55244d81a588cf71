import type { FastifyBaseLogger } from 'fastify';

import type { AppError } from '../errors.js';

/** How often a database that stopped answering is asked again, to say when it is back. */
const OUTAGE_PROBE_EVERY_MS = 2_000;

/** The underlying error's code and first line: what an operator needs, never a stack. */
export function failureReason(error: unknown): string {
  let current: unknown = error;
  let reason = '';
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const line = [typeof code === 'string' ? code : '', typeof message === 'string' ? message.split('\n')[0] : '']
      .filter(Boolean)
      .join(' ');
    if (line) reason = line;
    current = (current as { cause?: unknown }).cause;
  }
  return reason.slice(0, 300);
}

export interface DatabaseOutage {
  /**
   * A request answered 503 because the database did not answer: a line without a stack, and the
   * outage's first one also a warning (once), after which the database is asked again every few
   * seconds until it answers.
   */
  failed(log: FastifyBaseLogger, error: AppError, extra?: Record<string, unknown>): void;
  /** Whether an outage is going on (it began and the database has not answered since). */
  readonly down: boolean;
  stop(): void;
}

/**
 * The log of database outages: when PostgreSQL stops, every request fails the same way, and a
 * stack per request would bury what matters, that it stopped (warn, once) and when it was back
 * (info, once). `probe` asks the database something trivial.
 */
export function createDatabaseOutage(
  probe: () => Promise<unknown>,
  log: FastifyBaseLogger,
  { probeEveryMs = OUTAGE_PROBE_EVERY_MS, now = Date.now }: { probeEveryMs?: number; now?: () => number } = {},
): DatabaseOutage {
  let since: number | undefined;
  let failedRequests = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void askAgain(), probeEveryMs);
    timer.unref();
  };

  const askAgain = async () => {
    timer = undefined;
    try {
      await probe();
    } catch {
      schedule();
      return;
    }
    if (since === undefined) return;
    log.info({ downMs: now() - since, failedRequests }, 'database answers again');
    since = undefined;
    failedRequests = 0;
  };

  return {
    failed(requestLog, error, extra = {}) {
      const reason = failureReason(error.cause ?? error);
      if (since === undefined) {
        since = now();
        log.warn({ reason }, 'database unavailable: requests answer 503 until it answers again');
        schedule();
      }
      failedRequests++;
      requestLog.info({ ...extra, code: error.messageCode, reason }, 'request refused: database unavailable');
    },
    get down() {
      return since !== undefined;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
