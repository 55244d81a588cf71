import { pendingMigrations } from '@nbt/db/migrate';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';

import type { Dependencies } from '../context.js';

/** What each part of a readiness check found. */
export type CheckState = 'ok' | 'failed' | 'timeout' | 'pending' | 'skipped';

export interface ReadyReport {
  ready: boolean;
  /** The parts that failed, by name (`database`, `migrations`, `storage`, `shutdown`); empty when ready. */
  failed: ('database' | 'migrations' | 'storage' | 'shutdown')[];
  checks: { database: CheckState; migrations: CheckState; storage: CheckState };
}

/**
 * A load balancer polls every few seconds and must not wait on a database that hangs: a part
 * that takes longer than this is reported as `timeout`.
 */
export const READY_CHECK_TIMEOUT_MS = 3_000;

/** A machine that is not ready is asked again after this long. */
export const READY_RETRY_AFTER_SECONDS = 5;

class CheckTimeout extends Error {}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  /** The checks, run now: the database answers, its migrations are all applied, the photos' store answers. */
  check(): Promise<ReadyReport>;
  /** From now on the machine reports itself not ready: the shutdown has begun. */
  drain(): void;
}

/**
 * Whether this machine should get requests. Liveness (`/api/health`) only says the process
 * answers; readiness says it can do its work, and turns false first thing on shutdown.
 */
export function createReadiness(
  deps: Dependencies,
  log: FastifyBaseLogger,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Readiness {
  let draining = false;
  /** Why a part failed, logged when it changes rather than on every poll. */
  let lastProblem = '';

  const run = async (part: string, work: () => Promise<CheckState>, problems: string[]): Promise<CheckState> => {
    try {
      return await within(work(), timeoutMs);
    } catch (error) {
      const timedOut = error instanceof CheckTimeout;
      const code = (error as { code?: unknown }).code;
      problems.push(`${part}: ${timedOut ? 'timeout' : [code, (error as Error).message].filter(Boolean).join(' ')}`);
      return timedOut ? 'timeout' : 'failed';
    }
  };

  return {
    async check() {
      const problems: string[] = [];
      const [database, storage] = await Promise.all([
        run(
          'database',
          async () => {
            await sql`SELECT 1`.execute(deps.db);
            return 'ok';
          },
          problems,
        ),
        run(
          'storage',
          async () => {
            await deps.storage.check();
            return 'ok';
          },
          problems,
        ),
      ]);
      const migrations =
        database === 'ok'
          ? await run(
              'migrations',
              async () => ((await pendingMigrations(deps.db)).length === 0 ? 'ok' : 'pending'),
              problems,
            )
          : 'skipped';
      const failed: ReadyReport['failed'] = [];
      if (database !== 'ok') failed.push('database');
      if (migrations !== 'ok' && migrations !== 'skipped') failed.push('migrations');
      if (storage !== 'ok') failed.push('storage');
      if (draining) failed.push('shutdown');
      const problem = problems.join('; ');
      if (problem !== lastProblem) {
        lastProblem = problem;
        if (problem) log.warn({ problem }, 'not ready');
        else log.info('ready again');
      }
      return { ready: failed.length === 0, failed, checks: { database, migrations, storage } };
    },
    drain() {
      draining = true;
    },
  };
}
