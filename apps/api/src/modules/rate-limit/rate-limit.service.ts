import { type DB, inTransaction } from '@nbt/db/client';
import {
  deleteExpiredRateLimits,
  deleteRateLimit,
  lockRateLimit,
  type RateLimitState,
  saveRateLimit,
} from '@nbt/db/rate-limits';

import { AppError } from '../../errors.js';

export interface RateLimitPolicy {
  /** Hits allowed inside one window before the key is locked. */
  max: number;
  windowMs: number;
  /**
   * First lock; every further hit over the limit doubles it, up to `maxLockMs`. A hit within one
   * window after a lock ended counts on from where the count stood, so a caller who waits out a
   * lock and goes on is locked again at once, for twice as long.
   */
  lockMs: number;
  maxLockMs: number;
}

const MINUTE = 60_000;

/**
 * Generous enough never to stop a person who mistypes a password a few times, tight enough to
 * make guessing (and the CPU cost of argon2 for each guess) pointless.
 */
export const RATE_LIMITS = {
  /** Failed logins for one username from one address. */
  loginAccount: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
  /**
   * Failed logins for one username, from any address (guessing spread over many addresses). Its
   * lock does not grow: anyone can fail logins for a username, and a growing lock would let them
   * keep its owner out for a day with a request now and then.
   */
  loginUser: { max: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 15 * MINUTE },
  /**
   * Failed logins from a browser holding a device cookie of the username (it signed in with it
   * before): counted for that device only, so strangers' failures never lock its owner out.
   */
  loginDevice: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
  /** Failed logins from one address, whatever the username. */
  loginAddress: { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
  /** Contact requests from one address. */
  contact: { max: 60, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
  /** Quotes from one address: a visitor trying dates and options asks for many, a scraper for far more. */
  quote: { max: 600, windowMs: 60 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
  /** create-admin calls from one address. */
  createAdmin: { max: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, maxLockMs: 24 * 60 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', {
    params: { retryAfter: seconds },
    retryAfter: seconds,
  });
}

/** A counter and the policy it is counted under. */
export interface Limit {
  key: string;
  policy: RateLimitPolicy;
}

/** The state after one more hit: past the limit the key is locked, for longer at every further hit. */
function afterHit(state: RateLimitState, policy: RateLimitPolicy, now: number): RateLimitState {
  const lockEnded = state.lockedUntil ? Date.parse(state.lockedUntil) : 0;
  const windowOpen =
    state.count > 0 && (Date.parse(state.windowStart) + policy.windowMs > now || lockEnded + policy.windowMs > now);
  const count = windowOpen ? state.count + 1 : 1;
  const over = count - policy.max;
  const lockedUntil =
    over >= 0
      ? new Date(now + Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.min(over, 20))).toISOString()
      : null;
  return { count, windowStart: windowOpen ? state.windowStart : new Date(now).toISOString(), lockedUntil };
}

/**
 * Charges one attempt against every limit before the attempt's work is done: 429 when any of them
 * is locked (nothing is counted then), otherwise each counter goes up by one in one write
 * transaction. Concurrent attempts therefore count as attempts: the tenth of forty simultaneous
 * logins locks the key for the thirty after it, which never reach the password check. Joins the
 * caller's transaction when there is one.
 */
export async function chargeAttempt(db: DB, limits: readonly Limit[], now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const states: RateLimitState[] = [];
    for (const { key } of limits) {
      const state = await lockRateLimit(trx, key, new Date(now).toISOString());
      const lockedUntil = state.lockedUntil ? Date.parse(state.lockedUntil) : 0;
      if (lockedUntil > now) throw tooManyRequests(lockedUntil - now);
      states.push(state);
    }
    for (const [index, { key, policy }] of limits.entries()) {
      await saveRateLimit(trx, key, afterHit(states[index]!, policy, now));
    }
  });
}

/**
 * Gives back an attempt that turned out legitimate (the right password): the count goes down by
 * one, and a lock this very attempt set is lifted.
 */
export async function refundAttempt(db: DB, { key, policy }: Limit, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const state = await lockRateLimit(trx, key, new Date(now).toISOString());
    const count = Math.max(0, state.count - 1);
    await saveRateLimit(trx, key, { ...state, count, lockedUntil: count < policy.max ? null : state.lockedUntil });
  });
}

/** At most `max` uses in a window of `windowMs` from the first; a used-up quota simply says no, it locks nothing. */
export interface Quota {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Takes one use of every quota, or of none when any of them is used up; answers whether it was
 * taken. The counters are held as in chargeAttempt (in one fixed order, the caller's), so of many
 * concurrent takers only as many as the quota allows get a yes. Joins the caller's transaction.
 */
export async function takeQuota(db: DB, quotas: readonly Quota[], now = Date.now()): Promise<boolean> {
  return (await takeQuotaOrUsedUp(db, quotas, now)) === undefined;
}

/**
 * takeQuota that answers, when it took nothing, the first quota that was used up, so the caller can
 * say which limit was reached; undefined when every quota gave one use.
 */
export async function takeQuotaOrUsedUp(
  db: DB,
  quotas: readonly Quota[],
  now = Date.now(),
): Promise<Quota | undefined> {
  const start = new Date(now).toISOString();
  return inTransaction(db, async (trx) => {
    const states: RateLimitState[] = [];
    for (const { key, windowMs } of quotas) {
      const state = await lockRateLimit(trx, key, start);
      const open = state.count > 0 && Date.parse(state.windowStart) + windowMs > now;
      states.push(open ? state : { count: 0, windowStart: start, lockedUntil: null });
    }
    const usedUp = quotas.find(({ max }, index) => states[index]!.count >= max);
    if (usedUp) return usedUp;
    for (const [index, { key }] of quotas.entries()) {
      const state = states[index]!;
      await saveRateLimit(trx, key, { ...state, count: state.count + 1 });
    }
    return undefined;
  });
}

export async function clearHits(db: DB, key: string): Promise<void> {
  await deleteRateLimit(db, key);
}

/** Drops counters that no longer matter; run now and then. */
export async function pruneRateLimits(db: DB, now = Date.now()): Promise<void> {
  await deleteExpiredRateLimits(db, new Date(now - 24 * 60 * MINUTE).toISOString());
}
