import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { createVehicle, expectInvalidInput, rawJson, vehicleBody, watchWrites } from './helpers.js';

const ADMIN_ACTOR = { userId: 1, username: 'admin', isAdmin: true };

const english = {
  description: 'Long-haul tractor unit with GX cab and 24/7 assistance included.',
  features: ['GX cab', '24/7 assistance'],
  color: 'Obsidian black',
};
const german = { description: 'Sattelzugmaschine für den Fernverkehr.', features: [], color: '' };

describe('vehicle texts per language', () => {
  const t = useTestApp();
  let writes: () => Promise<number>;
  beforeAll(async () => {
    writes = await watchWrites(t.database, ['vehicles'], 'translations');
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const put = (id: number, body: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'PUT', url: `/api/vehicles/${id}`, payload: body });

  it('keeps description and features in Italian and answers the filled languages in translations', async () => {
    const created = await createVehicle(t, {
      description: 'Trattore stradale per lunghe percorrenze.',
      color: 'Nero ossidiana',
      translations: { en: english, de: { description: german.description }, fr: { description: '  ', features: [] } },
    });
    const expected = { en: english, de: german };
    expect(created).toMatchObject({
      description: 'Trattore stradale per lunghe percorrenze.',
      features: ['Navigatore', 'Sedili in pelle'],
      color: 'Nero ossidiana',
      translations: expected,
    });
    expect((await get(`/api/vehicles/${created.id}`)).json()).toEqual(created);
    const listed = (await get('/api/vehicles')).json<{ id: number; translations: unknown }[]>();
    expect(listed.find((vehicle) => vehicle.id === created.id)?.translations).toEqual(expected);
    expect(
      Object.keys((await get(`/api/vehicles/${created.id}`)).json<{ translations: object }>().translations),
    ).toEqual(['en', 'de']);
  });

  it('replaces the translations on PUT: a language left out or emptied is cleared', async () => {
    const { id } = await createVehicle(t, { translations: { en: english, de: german } });
    const changed = await put(
      id,
      vehicleBody({ translations: { en: { ...english, color: '' }, de: { description: '' } } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ translations: { en: { ...english, color: '' } } });
    expect((await get(`/api/vehicles/${id}`)).json<{ translations: unknown }>().translations).toEqual({
      en: { ...english, color: '' },
    });
    expect((await put(id, vehicleBody())).json<{ translations: unknown }>().translations).toEqual({});
  });

  const refused: [string, unknown, string][] = [
    ['an unknown language', { xx: english }, 'translations'],
    ['Italian, whose texts are the fields', { it: english }, 'translations'],
    ['a language in capitals', { EN: english }, 'translations'],
    ['a list instead of an object', [english], 'translations'],
    ['a language that is not an object', { en: 'Black' }, 'translations.en'],
    ['an unknown text', { en: { ...english, title: 'X5' } }, 'translations.en.title'],
    ['a description of 5001 characters', { en: { description: 'd'.repeat(5001) } }, 'translations.en.description'],
    ['a colour of 51 characters', { fr: { color: 'c'.repeat(51) } }, 'translations.fr.color'],
    ['a line break in the colour', { de: { color: 'Schwarz\nRot' } }, 'translations.de.color'],
    ['a NUL in the description', { es: { description: 'Negro\u0000' } }, 'translations.es.description'],
    ['a feature of 101 characters', { zh: { features: ['ok', 'x'.repeat(101)] } }, 'translations.zh.features.1'],
    ['51 features', { ar: { features: Array.from({ length: 51 }, (_, i) => `f${i}`) } }, 'translations.ar.features'],
    ['a feature that is a number', { en: { features: [7] } }, 'translations.en.features.0'],
  ];

  it.each(refused)('refuses %s with 400 naming the field, on POST and PUT, writing nothing', async (_, value, path) => {
    const { id } = await createVehicle(t, { translations: { en: english } });
    const before = await writes();
    const answers = await Promise.all([
      t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody({ translations: value }) }),
      put(id, vehicleBody({ translations: value })),
    ]);
    for (const answer of answers) expect(expectInvalidInput(answer).map((issue) => issue.path)).toContain(path);
    expect(await writes()).toBe(before);
    expect((await get(`/api/vehicles/${id}`)).json<{ translations: unknown }>().translations).toEqual({ en: english });
  });

  it('names the unknown language in its own words', async () => {
    const answer = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({ translations: { en: english, xx: english } }),
    });
    expect(expectInvalidInput(answer)).toEqual([
      expect.objectContaining({ path: 'translations', message: 'Lingua non prevista per le traduzioni' }),
    ]);
  });

  it('refuses a __proto__ language before it reaches any object, over REST and tRPC', async () => {
    const before = await writes();
    const body = JSON.stringify(vehicleBody({ translations: { en: english } })).replace(
      '"translations":{',
      '"translations":{"__proto__":{"description":"x"},',
    );
    expect(body).toContain('__proto__');
    const answers = await Promise.all([
      t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', ...rawJson(body) }),
      t.injectAs(t.admin, { method: 'POST', url: '/api/trpc/admin.vehicles.create', ...rawJson(body) }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(400);
    expect(await writes()).toBe(before);
  });

  it('carries the translations through tRPC reads and writes, and refuses an unknown language there too', async () => {
    const admin = t.caller(ADMIN_ACTOR).admin.vehicles;
    const created = await admin.create(vehicleBody({ translations: { es: { color: 'Negro' } } }) as never);
    expect(created.translations).toEqual({ es: { description: '', features: [], color: 'Negro' } });
    const updated = await admin.update({
      id: created.id,
      data: vehicleBody({ translations: { en: english } }) as never,
    });
    expect(updated.translations).toEqual({ en: english });
    expect((await t.caller().vehicles.byId({ id: created.id })).translations).toEqual({ en: english });
    const [found] = (await admin.search({ q: String(created.id) })).items.filter((item) => item.id === created.id);
    expect(found?.translations).toEqual({ en: english });
    const before = await writes();
    await expect(
      admin.update({ id: created.id, data: vehicleBody({ translations: { xx: english } }) as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const batch = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.vehicles.create,admin.vehicles.create?batch=1',
      payload: { 0: vehicleBody({ translations: { it: english } }), 1: vehicleBody({ translations: { de: 'x' } }) },
    });
    const calls = batch.json<{ error?: { data: { issues: { path: string }[] } } }[]>();
    expect(calls.map((call) => call.error?.data.issues[0]?.path)).toEqual(['translations', 'translations.de']);
    expect(await writes()).toBe(before);
  });

  it('changes the public answers at once: a new ETag and the new texts, over REST and tRPC', async () => {
    const { id } = await createVehicle(t);
    const first = await get(`/api/vehicles/${id}`);
    expect(first.json<{ translations: unknown }>().translations).toEqual({});
    expect((await t.caller().vehicles.byId({ id })).translations).toEqual({});
    expect((await put(id, vehicleBody({ translations: { en: english } }))).statusCode).toBe(200);
    const after = await get(`/api/vehicles/${id}`, { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json<{ translations: unknown }>().translations).toEqual({ en: english });
    expect((await t.caller().vehicles.byId({ id })).translations).toEqual({ en: english });
  });
});
