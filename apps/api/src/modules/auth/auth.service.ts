import { createHash, createHmac, randomBytes } from 'node:crypto';

import { type DB, inTransaction } from '@nbt/db/client';
import { isUniqueViolation } from '@nbt/db/dialect';
import {
  countUsers,
  deleteSession,
  deleteStaleSessions,
  findSessionWithUser,
  findUserCredentials,
  insertSession,
  insertUser,
  touchSession,
} from '@nbt/db/users';
import type { AuthUser, CreateAdminUser, Login } from '@nbt/validation';

import { type Actor, type Caller, type Dependencies, type RequestMeta, signedIn } from '../../context.js';
import { AppError, forbidden, storageFailure } from '../../errors.js';
import { burnVerification, hashPassword, verifyPassword, withPasswordSlot } from '../../lib/passwords.js';
import { recordAccess } from '../access-logs/access-logs.service.js';
import { chargeAttempt, clearHits, type Limit, RATE_LIMITS, refundAttempt } from '../rate-limit/rate-limit.service.js';
import type { SigningKeys } from './signing-key.js';

export const SESSION_COOKIE = 'nbt_session';
/** `nbt_device_<user id>`: the browser signed in as that user before (see `login`). */
export const DEVICE_COOKIE_PREFIX = 'nbt_device_';
const DEVICE_LIFETIME_MS = 365 * 24 * 3_600_000;

/** Sessions are stored by the hash of their token, never the token itself. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How often a session's last-seen time is written: often enough for idle expiry, rarely enough to stay cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  token: string;
  user: AuthUser;
  expiresAt: Date;
  /** The device cookie to set beside the session (its value before signing). */
  device: { name: string; value: string; expiresAt: Date };
}

/**
 * Stands for the user and their current password in a device cookie: a new password, or a user
 * deleted and made again under the same name, makes every earlier device cookie worthless. An HMAC
 * under the out-of-database key, so the database (a backup of it, hashes included) is not enough
 * to make or predict one.
 */
function deviceStamp(keys: SigningKeys, user: Credentials): string {
  return createHmac('sha256', keys.deviceStamp)
    .update(`${user.id}\0${user.password_hash}`)
    .digest('base64url')
    .slice(0, 22);
}

type Credentials = NonNullable<Awaited<ReturnType<typeof findUserCredentials>>>;

/**
 * The device id in this browser's device cookie for `user`, when it has a valid one: signed by the
 * site (checked before it gets here), for this user and this user's current password.
 */
function knownDevice(keys: SigningKeys, meta: RequestMeta, user: Credentials): string | undefined {
  const [userId, device, stamp, ...rest] = meta.deviceOf?.(user.id)?.split('.') ?? [];
  const valid =
    rest.length === 0 &&
    userId === String(user.id) &&
    /^[\w-]{22}$/.test(device ?? '') &&
    stamp === deviceStamp(keys, user);
  return valid ? device : undefined;
}

function newDeviceCookie(keys: SigningKeys, user: Credentials, now: number): NewSession['device'] {
  const device = randomBytes(16).toString('base64url');
  return {
    name: `${DEVICE_COOKIE_PREFIX}${user.id}`,
    value: `${user.id}.${device}.${deviceStamp(keys, user)}`,
    expiresAt: new Date(now + DEVICE_LIFETIME_MS),
  };
}

async function startSession(
  db: DB,
  { config, keys }: Pick<Dependencies, 'config' | 'keys'>,
  user: AuthUser,
  meta: RequestMeta,
  credentials: Credentials,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.sessionAbsoluteMs);
  await insertSession(db, {
    id: sessionIdFor(token),
    user_id: user.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, user, expiresAt, device: newDeviceCookie(keys, credentials, now.getTime()) };
}

/** The three counters a login is charged to: the account from this address, the username, the address. */
function loginLimits(username: string, meta: RequestMeta): Limit[] {
  const ip = meta.ip ?? '-';
  return [
    { key: `login:${ip}:${username}`, policy: RATE_LIMITS.loginAccount },
    { key: `login-user:${username}`, policy: RATE_LIMITS.loginUser },
    { key: `login:${ip}`, policy: RATE_LIMITS.loginAddress },
  ];
}

/**
 * Checks a username and password and opens a new session (a fresh token on every login).
 * Both outcomes go to the access log; the error never says which half was wrong. The attempt is
 * counted first, in a transaction of its own; a success's writes (the refunds, the session and its
 * log entry) are then stored together or not at all, so a full disk never leaves a half-made session.
 *
 * A browser that signed in as this user before holds a signed device cookie: its attempts are
 * counted against that device alone, never against the username or the address, so strangers
 * failing logins for the username cannot lock its owner out. Every other attempt is counted as
 * before. A success hands the browser a new device cookie.
 */
export async function login({ db, config, keys }: Dependencies, meta: Caller, input: Login): Promise<NewSession> {
  const previous = signedIn(meta);
  const credentials = await findUserCredentials(db, input.username);
  const device = credentials && knownDevice(keys, meta, credentials);
  const limits = device
    ? [{ key: `login-device:${device}`, policy: RATE_LIMITS.loginDevice }]
    : loginLimits(input.username, meta);
  // Charged before any password work, in one write transaction: a locked caller costs no argon2
  // time, and simultaneous attempts are counted as they arrive, not after their checks.
  await chargeAttempt(db, limits);
  const valid = await withPasswordSlot(async () =>
    credentials
      ? verifyPassword(credentials.password_hash, input.password)
      : (await burnVerification(input.password), false),
  );
  if (!credentials || !valid) {
    await recordAccess(db, { username: input.username, ip: meta.ip }, 'LOGIN_FAILED', 'Credenziali non valide');
    throw new AppError('UNAUTHORIZED', 'LOGIN_FAILED');
  }
  const user: AuthUser = { id: credentials.id, username: credentials.username, isAdmin: credentials.is_admin === 1 };
  return inTransaction(db, async (trx) => {
    // The right password ends this device's count, or this address's count for the account; the
    // counts of the username across addresses and of the address get this attempt back, and
    // otherwise run their windows out, so a guesser elsewhere gains nothing from the owner's login.
    const [own, ...shared] = limits;
    await clearHits(trx, own!.key);
    for (const limit of shared) await refundAttempt(trx, limit);
    // Rotation: the session this browser held before is ended, not left alive beside the new one.
    if (previous) await deleteSession(trx, previous.sessionId);
    const session = await startSession(trx, { config, keys }, user, meta, credentials);
    await recordAccess(trx, { username: user.username, ip: meta.ip }, 'LOGIN_SUCCESS');
    return session;
  });
}

/**
 * A write of session upkeep (last seen, an expired session's removal) that a full or read-only disk
 * refuses: skipped, so the admin can still read. Both are safe to miss: an untouched session only
 * expires sooner, and an expired one is refused whether or not its row is gone.
 */
async function upkeep(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!storageFailure(error)) throw error;
  }
}

/** The user behind a session cookie, or undefined when it is unknown, idle too long or past its lifetime. */
export async function resolveSession(
  { db, config }: Pick<Dependencies, 'db' | 'config'>,
  meta: RequestMeta,
  token: string,
): Promise<Actor | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const id = sessionIdFor(token);
  const session = await findSessionWithUser(db, id);
  if (!session) return undefined;
  const now = Date.now();
  const lastSeen = Date.parse(session.lastSeenAt);
  if (Date.parse(session.expiresAt) <= now || lastSeen + config.sessionIdleMs <= now) {
    await upkeep(deleteSession(db, id));
    return undefined;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) await upkeep(touchSession(db, id, new Date(now).toISOString()));
  return {
    userId: session.userId,
    username: session.username,
    isAdmin: session.isAdmin,
    sessionId: id,
    ip: meta.ip,
    userAgent: meta.userAgent,
  };
}

export async function logout({ db }: Dependencies, caller: Caller): Promise<void> {
  const actor = signedIn(caller);
  if (!actor) return;
  await inTransaction(db, async (trx) => {
    await deleteSession(trx, actor.sessionId);
    await recordAccess(trx, actor, 'LOGOUT');
  });
}

/** Drops expired and idle sessions; run now and then, not per request. */
export async function pruneSessions({ db, config }: Pick<Dependencies, 'db' | 'config'>): Promise<void> {
  const now = Date.now();
  await deleteStaleSessions(db, new Date(now).toISOString(), new Date(now - config.sessionIdleMs).toISOString());
}

/**
 * POST /api/auth/create-admin: open to anonymous callers only while no user exists (first set-up);
 * afterwards only an administrator may add one.
 */
export async function createAdmin({ db }: Dependencies, meta: Caller, input: CreateAdminUser): Promise<AuthUser> {
  const caller = signedIn(meta);
  if (!caller?.isAdmin) {
    await chargeAttempt(db, [{ key: `create-admin:${meta.ip ?? '-'}`, policy: RATE_LIMITS.createAdmin }]);
    // Refused before any hashing once the site has its first user: the check below, inside the
    // insert's transaction, settles the race of two first-time set-ups.
    if ((await countUsers(db)) > 0) throw createAdminRefused(caller);
  }
  const passwordHash = await withPasswordSlot(() => hashPassword(input.password));
  const user = await inTransaction(db, async (trx) => {
    if (!caller?.isAdmin && (await countUsers(trx)) > 0) throw createAdminRefused(caller);
    const created = await insertUserOrConflict(trx, { username: input.username, passwordHash, isAdmin: true });
    await recordAccess(
      trx,
      { username: caller?.username ?? created.username, ip: meta.ip },
      'ADMIN_CREATED',
      `${created.username} (id ${created.id})`,
    );
    return created;
  });
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

function createAdminRefused(caller: Actor | undefined): AppError {
  return caller ? forbidden('ACCESS_DENIED') : new AppError('UNAUTHORIZED', 'AUTHENTICATION_REQUIRED');
}

/** Inserts a user, turning the UNIQUE constraint into a readable 409. */
export async function insertUserOrConflict(db: DB, user: Parameters<typeof insertUser>[1]) {
  try {
    return await insertUser(db, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'USERNAME_TAKEN', { cause: error });
    throw error;
  }
}

/** A unique constraint refused the write, on SQLite or PostgreSQL. */
export { isUniqueViolation } from '@nbt/db/dialect';
