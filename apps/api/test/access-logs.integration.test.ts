import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, expectError, officeBody, vehicleBody } from './helpers.js';

interface Entry {
  timestamp: string;
  action: string;
  details: string | null;
  username: string | null;
  ip: string | null;
}

const DENIED = "Solo l'utente admin può visualizzare i log di accesso";

describe('access log', () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Wrong-Secret-987' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sconosciuto', password: 'Whatever-123' },
    });
    const leaving = await t.login();
    await t.injectAs(leaving, { method: 'POST', url: '/api/auth/logout' });
    admin = await t.login();

    const vehicle = await t.injectAs(admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody() });
    vehicleId = vehicle.json<{ id: number }>().id;
    await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/vehicles/${vehicleId}`,
      payload: vehicleBody({ model: 'M5' }),
    });
    await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicleId}/sell` });
    await t.injectAs(admin, { method: 'PUT', url: `/api/vehicles/${vehicleId}/buy-back` });
    const office = await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody() });
    const officeId = office.json<{ id: number }>().id;
    await t.injectAs(admin, { method: 'PUT', url: `/api/company-info/${officeId}`, payload: officeBody() });
    await t.injectAs(admin, { method: 'DELETE', url: `/api/company-info/${officeId}` });
    const user = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'nuovo', password: 'Nuovo-Pass-123' },
    });
    const userId = user.json<{ id: number }>().id;
    await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/admin/users/${userId}`,
      payload: { username: 'nuovo', password: 'Nuovo-Pass-456' },
    });
    await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/users/${userId}` });
    await t.injectAs(admin, { method: 'DELETE', url: `/api/vehicles/${vehicleId}` });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody() });
  });
  afterAll(() => t.close());

  const read = async (): Promise<Entry[]> => {
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/admin/access-logs' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Entry[]>();
  };

  it('GET /api/admin/access-logs answers entries with timestamp, action and details to the user admin', async () => {
    const entries = await read();
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      expect(entry).toEqual({
        timestamp: expect.any(String),
        action: expect.any(String),
        details: expect.toSatisfy((d: unknown) => d === null || typeof d === 'string'),
        username: expect.toSatisfy((u: unknown) => u === null || typeof u === 'string'),
        ip: expect.toSatisfy((ip: unknown) => ip === null || typeof ip === 'string'),
      });
      expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false);
    }
  });

  it('records failed logins with the username and the IP, and never the password', async () => {
    const entries = await read();
    const failed = entries.filter((e) => e.action === 'LOGIN_FAILED');
    expect(failed).toEqual([
      expect.objectContaining({ username: 'admin', ip: '127.0.0.1' }),
      expect.objectContaining({ username: 'sconosciuto', ip: '127.0.0.1' }),
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Wrong-Secret-987');
    expect(text).not.toContain('Nuovo-Pass');
    expect(text).not.toContain('$argon2');
  });

  it('records logins and logouts', async () => {
    const entries = await read();
    expect(entries.filter((e) => e.action === 'LOGIN_SUCCESS').length).toBeGreaterThanOrEqual(2);
    expect(entries.find((e) => e.action === 'LOGIN_SUCCESS')).toMatchObject({ username: 'admin', ip: '127.0.0.1' });
    expect(entries.find((e) => e.action === 'LOGOUT')).toMatchObject({ username: 'admin', ip: '127.0.0.1' });
  });

  it('records every admin write with what and which id', async () => {
    const entries = await read();
    const actions = entries.map((e) => e.action);
    for (const action of [
      'VEHICLE_CREATED',
      'VEHICLE_UPDATED',
      'VEHICLE_SOLD',
      'VEHICLE_BOUGHT_BACK',
      'VEHICLE_DELETED',
      'OFFICE_CREATED',
      'OFFICE_UPDATED',
      'OFFICE_DELETED',
      'USER_CREATED',
      'USER_UPDATED',
      'USER_DELETED',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(entries.find((e) => e.action === 'VEHICLE_CREATED')).toMatchObject({
      username: 'admin',
      details: `BMW Serie 5 (id ${vehicleId})`,
    });
    expect(entries.find((e) => e.action === 'VEHICLE_DELETED')?.details).toBe(`BMW M5 (id ${vehicleId})`);
    expect(entries.find((e) => e.action === 'USER_UPDATED')?.details).toMatch(/^nuovo \(id \d+\), password cambiata$/);
  });

  it('lists entries oldest first and records its own reading', async () => {
    const entries = await read();
    const times = entries.map((e) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const again = await read();
    expect(again.at(-1)).toMatchObject({ action: 'ACCESS_LOG_DOWNLOADED', username: 'admin' });
  });

  it("answers 403 with the spec's message to another administrator", async () => {
    await t.addUser('secondo', 'Secondo-Pass-123', true);
    const cookie = await t.login('secondo', 'Secondo-Pass-123');
    const body = expectError(
      await t.injectAs(cookie, { method: 'GET', url: '/api/admin/access-logs' }),
      403,
      'FORBIDDEN',
    );
    expect(body.error).toBe(DENIED);
  });

  it("is reserved to the username exactly 'admin' (not 'Admin')", async () => {
    await t.addUser('Admin', 'Admin-Maiusc-123', true);
    const cookie = await t.login('Admin', 'Admin-Maiusc-123');
    expect(
      expectError(await t.injectAs(cookie, { method: 'GET', url: '/api/admin/access-logs' }), 403, 'FORBIDDEN').error,
    ).toBe(DENIED);
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/access-logs' }), 401, 'UNAUTHORIZED');
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    expectError(await t.injectAs(viewer, { method: 'GET', url: '/api/admin/access-logs' }), 403, 'FORBIDDEN');
  });
});
