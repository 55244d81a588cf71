import { addDays, romeInstant, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectError } from './helpers.js';
import { scrape } from './prometheus-text.js';

const day = (n: number) => addDays(todayInRome(), n);
/** A local time in Rome as a calendar file writes it, in UTC: `20261201T090000Z`. */
const icsTime = (date: string, time: string) => romeInstant(date, time).replace(/[-:]|\.000/g, '');
const FEED = '/api/admin/reservations/feed';
const PASSWORD = 'Calendario-Pass-1';

interface FeedJson {
  userId: number;
  username: string;
  includeNames: boolean;
  createdAt: string;
  lastReadAt: string | null;
}

describe('private calendar addresses, one per administrator', () => {
  const lines: string[] = [];
  const t = useTestApp(
    { METRICS_PORT: '0' },
    { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
  );

  const make = async (cookie: string, payload: { includeNames?: unknown } = {}) => {
    const made = await t.injectAs(cookie, { method: 'POST', url: FEED, payload });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<FeedJson & { url: string }>();
  };
  const revoke = (cookie: string, userId?: number | string) =>
    t.injectAs(cookie, { method: 'DELETE', url: userId === undefined ? FEED : `${FEED}?userId=${userId}` });
  const state = async (cookie: string) => {
    const answer = await t.injectAs(cookie, { method: 'GET', url: FEED });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ own: FeedJson | null; others: FeedJson[] }>();
  };
  const read = (url: string) => t.app.inject({ method: 'GET', url });
  const answers = async (url: string) => (await read(url)).statusCode;
  const newAdmin = async (username: string) => {
    const id = await t.addUser(username, PASSWORD, true);
    return { id, cookie: await t.login(username, PASSWORD) };
  };
  const accessLog = (action: string) =>
    t.database.db.selectFrom('access_logs').selectAll().where('action', '=', action).orderBy('id').execute();

  it('serves text/calendar at a secret address shown once, and tells its maker when it was made and read', async () => {
    const { id: vehicleId } = await createVehicle(t, { brand: 'Audi', model: 'A6' });
    await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/reservations',
      payload: { vehicleId, from: day(3), to: day(5) },
    });
    expect(await state(t.admin)).toEqual({ own: null, others: [] });
    expectError(await t.app.inject({ method: 'GET', url: FEED }), 401, 'UNAUTHORIZED');

    // Unless asked for, the names are left out.
    const made = await make(t.admin);
    expect(made).toMatchObject({ userId: 1, username: 'admin', includeNames: false, lastReadAt: null });
    expect(made.url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = made.url.slice('/api/calendar/'.length, -'.ics'.length);

    const feed = await read(made.url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toContain(`DTSTART:${icsTime(day(3), '10:00')}`);
    expect(feed.body).toContain(`DTEND:${icsTime(day(5), '10:00')}`);
    expect(feed.body).toContain('SUMMARY:Audi A6\r\n');

    // Only the token's hash is stored; the state never holds the address.
    const stored = await t.database.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const later = await state(t.admin);
    expect(later.own).toEqual({ ...made, url: undefined, lastReadAt: expect.any(String) });
    expect(JSON.stringify(later)).not.toContain(token);

    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(await read(`/api/calendar/${wrong}.ics`), 404, 'NOT_FOUND');
    expectError(await read('/api/calendar/x.ics'), 404, 'NOT_FOUND');

    // A new address of one's own ends one's previous one.
    const again = await make(t.admin, { includeNames: true });
    expect(again.url).not.toBe(made.url);
    expect(await answers(made.url)).toBe(404);
    expect(await answers(again.url)).toBe(200);
    expect(await countRows(t.database.db, 'calendar_feeds')).toBe(1);
    await revoke(t.admin);
  });

  it("leaves the first administrator's address working when a second one makes theirs", async () => {
    const mario = await newAdmin('mario');
    const first = await make(t.admin);
    const second = await make(mario.cookie);
    expect(await answers(first.url)).toBe(200);
    expect(await answers(second.url)).toBe(200);

    // Each sees their own; the main administrator sees everyone's.
    expect(await state(mario.cookie)).toEqual({
      own: expect.objectContaining({ userId: mario.id, username: 'mario' }),
      others: [],
    });
    expect(await state(t.admin)).toEqual({
      own: expect.objectContaining({ userId: 1 }),
      others: [expect.objectContaining({ userId: mario.id, username: 'mario' })],
    });
    expect(await accessLog('CALENDAR_FEED_MADE')).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'mario', details: 'senza nomi' })]),
    );
    await revoke(t.admin);
    await revoke(mario.cookie);
  });

  it('leaves one working address per administrator when several are made at once', async () => {
    const lucia = await newAdmin('lucia');
    const made = await Promise.all([make(t.admin), make(t.admin), make(lucia.cookie), make(lucia.cookie)]);
    const working = await Promise.all(made.map((feed) => answers(feed.url)));
    expect(working.slice(0, 2).sort()).toEqual([200, 404]);
    expect(working.slice(2).sort()).toEqual([200, 404]);
    const rows = await t.database.db.selectFrom('calendar_feeds').select('user_id').execute();
    expect(rows.map((row) => Number(row.user_id)).sort()).toEqual([1, lucia.id]);

    // The same through one tRPC batch.
    const batch = await t.injectAs(lucia.cookie, {
      method: 'POST',
      url: '/api/trpc/admin.reservations.makeFeed,admin.reservations.makeFeed?batch=1',
      payload: { 0: {}, 1: { includeNames: true } },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const urls = batch.json<{ result: { data: { url: string } } }[]>().map((answer) => answer.result.data.url);
    expect((await Promise.all(urls.map(answers))).sort()).toEqual([200, 404]);
    expect(await countRows(t.database.db, 'calendar_feeds')).toBe(2);
    await revoke(t.admin);
    await revoke(lucia.cookie);
  });

  it('stops answering when its maker is deleted, even when a user of the same name comes back', async () => {
    const paola = await newAdmin('paola');
    const feed = await make(paola.cookie);
    expect(await answers(feed.url)).toBe(200);
    const deleted = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/users/${paola.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await read(feed.url), 404, 'NOT_FOUND');

    const back = await newAdmin('paola');
    expect(await state(back.cookie)).toEqual({ own: null, others: [] });
    expect(await answers(feed.url)).toBe(404);
  });

  it('stops answering when its maker changes password, not when they are renamed', async () => {
    const gino = await newAdmin('gino');
    const feed = await make(gino.cookie);
    const edit = (data: Record<string, string>) =>
      t.injectAs(t.admin, { method: 'PUT', url: `/api/admin/users/${gino.id}`, payload: data });
    expect((await edit({ username: 'gino.rossi', password: '' })).statusCode).toBe(200);
    expect(await answers(feed.url)).toBe(200);
    // The same password again is a new hash too: whoever set it may be someone else.
    expect((await edit({ username: 'gino.rossi', password: PASSWORD })).statusCode).toBe(200);
    expectError(await read(feed.url), 404, 'NOT_FOUND');
    await t.database.db.deleteFrom('calendar_feeds').execute();
  });

  it('is revoked by its maker or by the main administrator only, and each revocation is access-logged', async () => {
    const rita = await newAdmin('rita');
    const own = await make(t.admin);
    const ritas = await make(rita.cookie);

    // Another administrator may not end the main administrator's address.
    expect(expectError(await revoke(rita.cookie, 1), 403, 'FORBIDDEN')).toMatchObject({
      messageCode: 'CALENDAR_FEED_OTHERS',
    });
    expect(await answers(own.url)).toBe(200);
    expectError(await revoke(rita.cookie, 'uno'), 400, 'INVALID_INPUT');

    const revoked = await revoke(rita.cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ success: true });
    expectError(await read(ritas.url), 404, 'NOT_FOUND');
    expect(expectError(await revoke(rita.cookie), 404, 'NOT_FOUND')).toMatchObject({
      messageCode: 'CALENDAR_FEED_NOT_FOUND',
    });
    expect(await state(rita.cookie)).toEqual({ own: null, others: [] });

    // The main administrator ends another's, through tRPC too.
    const again = await make(rita.cookie);
    const main = t.caller({ userId: 1, username: 'admin', isAdmin: true });
    await expect(main.admin.reservations.revokeFeed({ userId: rita.id })).resolves.toEqual({ success: true });
    expect(await answers(again.url)).toBe(404);
    expect(await answers(own.url)).toBe(200);
    await expect(main.admin.reservations.revokeFeed({})).resolves.toEqual({ success: true });
    expect(await answers(own.url)).toBe(404);

    expect((await accessLog('CALENDAR_FEED_REVOKED')).slice(-3)).toEqual([
      expect.objectContaining({ username: 'rita', details: `rita (id ${rita.id})` }),
      expect.objectContaining({ username: 'admin', details: `rita (id ${rita.id})` }),
      expect.objectContaining({ username: 'admin', details: 'admin (id 1)' }),
    ]);
  });

  it('refuses a caller whose user is gone, storing nothing', async () => {
    const ghost = t.caller({ userId: 999_999, username: 'fantasma', isAdmin: true });
    await expect(ghost.admin.reservations.makeFeed({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await countRows(t.database.db, 'calendar_feeds')).toBe(0);
  });

  it('carries the vehicle and days, the name only when chosen, never the note, and not past last month', async () => {
    const { id: vehicleId } = await createVehicle(t, { brand: 'Fiat', model: 'Doblo' });
    const reserve = (from: string, to: string, customerName: string) =>
      t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/admin/reservations',
        payload: { vehicleId, from, to, customerName, note: 'chiavi sotto lo zerbino' },
      });
    expect((await reserve(day(-45), day(-40), 'Ugo Vecchi')).statusCode).toBe(201);
    expect((await reserve(day(-25), day(-20), 'Rosa Recenti')).statusCode).toBe(201);
    expect((await reserve(day(10), day(12), 'Nino Nuovi')).statusCode).toBe(201);

    const plain = (await read((await make(t.admin)).url)).body;
    expect(plain).not.toContain('zerbino');
    expect(plain).not.toMatch(/Vecchi|Recenti|Nuovi/);
    expect(plain).toContain(`DTEND:${icsTime(day(-20), '10:00')}`);
    expect(plain).not.toContain(`DTEND:${icsTime(day(-40), '10:00')}`);

    const named = (await read((await make(t.admin, { includeNames: true })).url)).body;
    expect(named).toContain('SUMMARY:Fiat Doblo — Rosa Recenti');
    expect(named).toContain('SUMMARY:Fiat Doblo — Nino Nuovi');
    expect(named).not.toContain('Ugo Vecchi');
    expect(named).not.toContain('zerbino');
    expect(await accessLog('CALENDAR_FEED_MADE')).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'admin', details: 'con i nomi dei clienti' })]),
    );
    expectError(
      await t.injectAs(t.admin, { method: 'POST', url: FEED, payload: { includeNames: 'sì' } }),
      400,
      'INVALID_INPUT',
    );
    await revoke(t.admin);
  });

  it('writes no token into the request log, the error lines or the metrics, however the address is spelt', async () => {
    const { url } = await make(t.admin);
    const token = url.slice('/api/calendar/'.length, -'.ics'.length);
    const rest = token.slice(1);
    const escaped = `%${token.charCodeAt(0).toString(16).toUpperCase()}${rest}`;
    lines.length = 0;
    expect(await answers(url)).toBe(200);
    expect(await answers(`${url}?source=phone`)).toBe(200);
    expect(await answers(`/api/calendar/${escaped}.ics`)).toBe(200);
    expect(await answers(`/api/%63alendar/${token}.ics`)).toBe(200);
    expect(await answers(`/api//calendar/${token}.ics`)).toBe(404);
    expect(await answers(`/API/CALENDAR/${token}.ics`)).toBe(404);
    expect(await answers(`/api/calendar/${token}`)).toBe(404);
    expect(await answers(`/api/calendar/${token}/x.ics`)).toBe(404);
    await revoke(t.admin);
    expect(await answers(url)).toBe(404);

    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string; route?: string })
      .filter((line) => line.msg === 'request' && line.url?.startsWith('/api/calendar/'));
    expect(requests).toHaveLength(9);
    expect(new Set(requests.map((line) => line.url))).toEqual(new Set(['/api/calendar/[token].ics']));
    expect(lines.join('\n')).not.toContain(rest);
    const samples = await scrape(t.app.metricsUrl!);
    expect(JSON.stringify(samples)).not.toContain(rest);
    expect(samples.some((sample) => sample.labels.route === '/api/calendar/:file')).toBe(true);
    const logged = await t.database.db.selectFrom('access_logs').select('details').execute();
    expect(JSON.stringify(logged)).not.toContain(rest);
  });
});
