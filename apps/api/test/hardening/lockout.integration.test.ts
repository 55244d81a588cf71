// Strangers failing logins for a username must not lock its owner out: a browser that signed in
// before holds a signed device cookie, and its attempts are counted for that device alone.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN, buildTestApp, type TestApp } from '../build-app.js';
import { expectError, passwordsChecked } from '../helpers.js';

const PROXIED = { TRUST_PROXY: '1', PUBLIC_URL: 'https://www.nbt.example' };
const WRONG = { username: ADMIN.username, password: 'not-the-password' };
const OWNER_ADDRESS = '198.51.100.7';

/** The cookies a response sets, as `name=value` pairs a browser would send back. */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return new Map(
    lines.map((line) => {
      const pair = line.split(';', 1)[0]!;
      return [pair.slice(0, pair.indexOf('=')), pair];
    }),
  );
}

function restLogin(t: TestApp, body: object, address: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

function trpcLogin(t: TestApp, body: object, address: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/trpc/auth.login',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

/** Signs in as the owner would, and answers the device cookie the browser now holds. */
async function signInOnce(t: TestApp, who: { username: string; password: string } = ADMIN): Promise<string> {
  const response = await restLogin(t, who, OWNER_ADDRESS);
  expect(response.statusCode, response.body).toBe(200);
  const [device, ...more] = [...setCookies(response)].filter(([name]) => name.startsWith('nbt_device_'));
  expect(more).toEqual([]);
  const line = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('nbt_device_'))!;
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/SameSite=Strict/i);
  expect(line).toMatch(/Path=\/api\//);
  // Long-lived: a year, not a session's hours.
  const expires = Date.parse(/Expires=([^;]+)/i.exec(line)![1]!);
  expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3_600_000);
  return device![1];
}

/** `count` wrong passwords for `username`, each from its own address, all at once. */
async function strangersFail(t: TestApp, username: string, count: number, first = 1): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      restLogin(t, { username, password: `guess-${n}` }, `203.0.113.${first + n}`),
    ),
  );
  return answers.map((answer) => answer.statusCode);
}

/** The same cookie with one character of its value (before the signature) changed. */
function altered(cookie: string): string {
  const at = cookie.indexOf('=') + 3;
  return `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
}

describe('device cookies: strangers cannot lock the owner out', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('after 35 wrong passwords from 35 addresses the owner signs in at once from their own browser, on REST and tRPC; a new browser is still locked', async () => {
    t = await buildTestApp(PROXIED);
    const device = await signInOnce(t);
    // Signing out keeps the device cookie: only the session's is cleared.
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: device } });
    expect([...setCookies(logout).keys()]).toEqual(['nbt_session']);

    const statuses = await strangersFail(t, ADMIN.username, 35);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);

    // A browser that never signed in is locked, even with the right password.
    const newBrowser = await restLogin(t, ADMIN, OWNER_ADDRESS);
    expectError(newBrowser, 429, 'TOO_MANY_REQUESTS');
    expect((await trpcLogin(t, ADMIN, OWNER_ADDRESS)).statusCode).toBe(429);

    // The owner's own browser signs in at once, through either door, and gets a fresh device cookie.
    const own = await restLogin(t, ADMIN, OWNER_ADDRESS, device);
    expect(own.statusCode, own.body).toBe(200);
    const renewed = setCookies(own).get('nbt_device_1')!;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(device);
    const viaTrpc = await trpcLogin(t, ADMIN, '198.51.100.8', renewed);
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(setCookies(viaTrpc).get('nbt_session')).toBeDefined();
    expect(setCookies(viaTrpc).get('nbt_device_1')).toBeDefined();

    // A forged or altered device cookie counts as none: the username's lock applies.
    for (const cookie of [
      altered(renewed),
      `nbt_device_1=${renewed.slice('nbt_device_1='.length).split('.').slice(0, 3).join('.')}`,
      `nbt_device_1=1.${'A'.repeat(22)}.${'B'.repeat(16)}.${'C'.repeat(43)}`,
    ]) {
      expectError(await restLogin(t, ADMIN, OWNER_ADDRESS, cookie), 429, 'TOO_MANY_REQUESTS');
      expect((await trpcLogin(t, ADMIN, OWNER_ADDRESS, cookie)).statusCode).toBe(429);
    }

    // A browser still signed in that signs in again is known by its device as well, on both doors.
    const signedIn = `${setCookies(viaTrpc).get('nbt_session')}; ${setCookies(viaTrpc).get('nbt_device_1')}`;
    const again = await restLogin(t, ADMIN, OWNER_ADDRESS, signedIn);
    expect(again.statusCode, again.body).toBe(200);
    const againViaTrpc = await trpcLogin(
      t,
      ADMIN,
      OWNER_ADDRESS,
      `${setCookies(again).get('nbt_session')}; ${renewed}`,
    );
    expect(againViaTrpc.statusCode, againViaTrpc.body).toBe(200);
  }, 120_000);

  it('counts a device’s own failures, concurrently, on both doors: at most 10 passwords checked, then that device is locked and the username is not', async () => {
    t = await buildTestApp(PROXIED);
    const device = await signInOnce(t);
    const attempts = Array.from({ length: 40 }, (_, n) =>
      (n % 2 ? trpcLogin : restLogin)(t!, WRONG, `192.0.2.${n + 1}`, device),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.statusCode);
    const checked = await passwordsChecked(t);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // That device is locked, even for the right password…
    expectError(await restLogin(t, ADMIN, OWNER_ADDRESS, device), 429, 'TOO_MANY_REQUESTS');
    // …and nothing else is: its failures were never the username's or the addresses'.
    expect((await restLogin(t, ADMIN, '192.0.2.1')).statusCode).toBe(200);
  }, 120_000);

  it('keeps device cookies valid across a restart; a new password or a deleted user makes the old ones worthless', async () => {
    t = await buildTestApp(PROXIED);
    const second = { username: 'secondo', password: 'Secondo-Pass-123' };
    const secondId = await t.addUser(second.username, second.password, true);
    const admin = await t.login();
    const device = await signInOnce(t, second);
    expect(device.startsWith(`nbt_device_${secondId}=`)).toBe(true);
    await strangersFail(t, second.username, 31);
    expectError(await restLogin(t, second, OWNER_ADDRESS), 429, 'TOO_MANY_REQUESTS');

    // The signing key is read again from the same key file: a restarted server checks the old cookies alike.
    t = await t.restart();
    expect((await restLogin(t, second, OWNER_ADDRESS, device)).statusCode).toBe(200);
    // Another user's device cookie does not stand for this one.
    const adminDevice = await signInOnce(t);
    const renamed = `nbt_device_${secondId}=${adminDevice.slice(adminDevice.indexOf('=') + 1)}`;
    expectError(await restLogin(t, second, OWNER_ADDRESS, renamed), 429, 'TOO_MANY_REQUESTS');

    const changed = { ...second, password: 'Secondo-Nuova-456' };
    const update = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/admin/users/${secondId}`,
      payload: changed,
    });
    expect(update.statusCode, update.body).toBe(200);
    expectError(await restLogin(t, changed, OWNER_ADDRESS, device), 429, 'TOO_MANY_REQUESTS');

    // Deleted and made again under the same name and password: a new user, whom the old cookie is not for.
    const removed = await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/users/${secondId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.addUser(changed.username, changed.password, true);
    expectError(await restLogin(t, changed, OWNER_ADDRESS, device), 429, 'TOO_MANY_REQUESTS');
  }, 120_000);
});
