// The key that signs the login device cookies is kept out of the database: whoever holds a backup
// (user 1's password hash, the old `secrets` row) cannot make a device cookie the site honours, and
// so cannot escape the login lock-out. The key comes from COOKIE_SECRET or DATA_DIR/cookie-secret.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Signer } from '@fastify/cookie';
import { migrateTo, migrationNames } from '@nbt/db/migrate';
import { insertUser } from '@nbt/db/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { hashPassword } from '../../src/lib/passwords.js';
import { SIGNING_KEY_FILE, type SigningKeys, signingKeysFrom } from '../../src/modules/auth/signing-key.js';
import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { expectError, passwordsChecked } from '../helpers.js';
import { openDatabaseOf } from '../test-database.js';

const PROXIED = { TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' };
const OWNER_ADDRESS = '198.51.100.7';
const ATTACKER_ADDRESS = '203.0.113.66';
const KEY_MIGRATION = '2026_11_28_0100_cookie_key_out_of_database';

function login(t: TestApp, body: object, address: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

/** The `nbt_device_<id>=…` pair a response sets, as a browser would send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const lines = [response.headers['set-cookie']].flat();
  const line = lines.find((value) => value?.startsWith('nbt_device_'));
  if (!line) throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  return line.split(';', 1)[0]!;
}

async function signIn(t: TestApp): Promise<string> {
  const response = await login(t, ADMIN, OWNER_ADDRESS);
  expect(response.statusCode, response.body).toBe(200);
  return deviceCookieOf(response);
}

/** 31 wrong passwords from 31 addresses: the username is locked for every browser without a valid device cookie. */
async function lockUsername(t: TestApp): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 31 }, (_, n) =>
      login(t, { username: ADMIN.username, password: `guess-${n}` }, `192.0.2.${n + 1}`),
    ),
  );
  expect(answers.some((answer) => answer.statusCode === 429)).toBe(true);
  expectError(await login(t, ADMIN, OWNER_ADDRESS), 429, 'TOO_MANY_REQUESTS');
}

/** Whether the site honours a device cookie, once the username is locked: the right password signs in with it. */
async function honoured(t: TestApp, cookie: string): Promise<boolean> {
  const response = await login(t, ADMIN, OWNER_ADDRESS, cookie);
  expect([200, 429], response.body).toContain(response.statusCode);
  return response.statusCode === 200;
}

/** Stops `t` keeping its data, and starts the site again on it with `env`: a restart with other settings. */
async function restartWith(t: TestApp, env: Record<string, string>): Promise<TestApp> {
  await t.app.close();
  await t.database.close();
  return buildTestApp({ ...PROXIED, ...env }, { dataDir: t.dataDir });
}

/** A signed device cookie as the site would make it for `user` with `keys`, for a device id of the forger's choice. */
function deviceCookie(keys: SigningKeys, user: { id: number; hash: string }, device: string): string {
  const stamp = createHmac('sha256', keys.deviceStamp).update(`${user.id}\0${user.hash}`).digest('base64url');
  const value = new Signer(keys.cookie, 'sha256').sign(`${user.id}.${device}.${stamp.slice(0, 22)}`);
  return `nbt_device_${user.id}=${encodeURIComponent(value)}`;
}

/** A device cookie of the earlier kind: a stamp that is a digest of the password hash, signed with `key`. */
function hashStampCookie(key: string | Buffer, user: { id: number; hash: string }, device: string): string {
  const stamp = createHash('sha256').update(user.hash).digest('base64url').slice(0, 16);
  const value = new Signer(key, 'sha256').sign(`${user.id}.${device}.${stamp}`);
  return `nbt_device_${user.id}=${encodeURIComponent(value)}`;
}

const newDevice = () => randomBytes(16).toString('base64url');

describe('the cookie signing key is not in the database', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('a device cookie forged from everything a backup holds is not honoured: 25 wrong passwords with forged cookies lock the account like a stranger’s', async () => {
    // A site that kept its key in `secrets`, upgraded: what an old backup of it holds.
    const dataDir = mkdtempSync(join(tmpdir(), 'nbt-api-'));
    const old = await openDatabaseOf(dataDir);
    await migrateTo(old.db, migrationNames[migrationNames.indexOf(KEY_MIGRATION) - 1]!);
    const oldKey = (await old.db.selectFrom('secrets').select('value').where('name', '=', 'cookie').executeTakeFirst())
      ?.value;
    expect(oldKey).toMatch(/^[\w-]{43}$/);
    await old.close();
    t = await buildTestApp(PROXIED, { dataDir });
    const admin = await insertUser(t.database.db, {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      isAdmin: true,
    });
    expect(admin.id).toBe(1);
    expect(await t.database.db.selectFrom('secrets').selectAll().execute()).toEqual([]);
    const { password_hash: hash } = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const user = { id: 1, hash };

    // Every way to sign one from the database: the old key as it was used, the old key as the new
    // key's source, and the site's real signature over a stamp derived from the hash alone.
    const realKeys = signingKeysFrom(readFileSync(join(dataDir, SIGNING_KEY_FILE)));
    const forgeries = [
      () => hashStampCookie(oldKey!, user, newDevice()),
      () => deviceCookie(signingKeysFrom(Buffer.from(oldKey!)), user, newDevice()),
      () => hashStampCookie(realKeys.cookie, user, newDevice()),
    ];
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        login(t!, { username: ADMIN.username, password: `guess-${n}` }, ATTACKER_ADDRESS, forgeries[n % 3]!()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect(await passwordsChecked(t)).toBeLessThanOrEqual(10);
    // Locked: the right password does not get through with any forged cookie either.
    for (const forge of forgeries) {
      expectError(await login(t, ADMIN, ATTACKER_ADDRESS, forge()), 429, 'TOO_MANY_REQUESTS');
    }
    // The same recipe with the key the database does not hold gets through: the key is what stops it.
    expect((await login(t, ADMIN, ATTACKER_ADDRESS, deviceCookie(realKeys, user, newDevice()))).statusCode).toBe(200);
  }, 120_000);

  it('keeps the key file across restarts; COOKIE_SECRET wins over it; a changed key voids the device cookies', async () => {
    t = await buildTestApp(PROXIED);
    const keyFile = join(t.dataDir, SIGNING_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const fileKey = readFileSync(keyFile);
    expect(fileKey).toHaveLength(32);
    const fromFile = await signIn(t);

    const secret = randomBytes(32).toString('base64');
    t = await restartWith(t, { COOKIE_SECRET: secret });
    const fromEnv = await signIn(t);
    await lockUsername(t);
    // The variable's key signs and checks; the file's cookie does not count, and the file is untouched.
    expect(await honoured(t, fromEnv)).toBe(true);
    expect(await honoured(t, fromFile)).toBe(false);
    expect(readFileSync(keyFile)).toEqual(fileKey);

    // Without the variable the same file is read again, after a restart too.
    t = await restartWith(t, {});
    expect(await honoured(t, fromFile)).toBe(true);
    expect(await honoured(t, fromEnv)).toBe(false);
    t = await t.restart();
    expect(await honoured(t, fromFile)).toBe(true);

    // Rotation: the file deleted, a new key is made at the next start and the old cookies stop counting.
    rmSync(keyFile);
    t = await t.restart();
    expect(readFileSync(keyFile).equals(fileKey)).toBe(false);
    expect(await honoured(t, fromFile)).toBe(false);
    // So does a changed variable.
    t = await restartWith(t, { COOKIE_SECRET: randomBytes(32).toString('base64') });
    expect(await honoured(t, fromEnv)).toBe(false);
  }, 120_000);
});
