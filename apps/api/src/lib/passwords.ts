import { hash, verify } from '@node-rs/argon2';

import { AppError } from '../errors.js';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real verification, so an unknown username can't be told apart by timing. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-only-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * argon2 runs on libuv's thread pool (4 threads), which also reads every static file and photo:
 * with more hashes in flight than half of it, a login flood stalls the rest of the site. Requests
 * beyond the cap are refused at once rather than queued behind the pool.
 */
export const MAX_PASSWORD_WORK_IN_FLIGHT = 2;

let inFlight = 0;

/**
 * Runs the password work of a request (a check or a new hash) when a slot is free; 503 with
 * Retry-After otherwise.
 */
export async function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_PASSWORD_WORK_IN_FLIGHT) {
    throw new AppError('UNAVAILABLE', 'PASSWORD_BUSY', { retryAfter: 1 });
  }
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}

/** Password checks and hashes running now (at most MAX_PASSWORD_WORK_IN_FLIGHT), for monitoring. */
export function passwordSlotsBusy(): number {
  return inFlight;
}
