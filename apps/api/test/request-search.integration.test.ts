import { insertContactRequest } from '@nbt/db/contact';
import { type ContactRequestPage, ContactRequestInputSchema, romeDayStart } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, createVehicle, expectError, expectInvalidInput, lastLogDetails } from './helpers.js';

/** The back office's request inbox searched by the server (GET /api/admin/contact-requests/search). */
describe('admin request search', () => {
  const t = useTestApp();

  const search = async (query: string) => {
    const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/contact-requests/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ContactRequestPage>();
  };
  const add = async (overrides: Record<string, unknown>, receivedAt?: string) => {
    const { website: _honeypot, ...request } = ContactRequestInputSchema.parse(contactBody(overrides));
    const id = await insertContactRequest(t.database.db, request, '192.0.2.1');
    if (receivedAt) {
      await t.database.db
        .updateTable('contact_requests')
        .set({ created_at: receivedAt })
        .where('id', '=', id)
        .execute();
    }
    return id;
  };

  // One inbox for the reads: 45 requests of two services, one about a vehicle, one with a phone
  // written with spaces, and three received around midnight in Rome.
  let ids: number[] = [];
  let vehicleId = 0;
  it('seeds the inbox', async () => {
    vehicleId = (await createVehicle(t)).id;
    ids = [];
    for (let index = 0; index < 45; index += 1) {
      ids.push(
        await add({
          firstName: index === 7 ? 'Ermenegilda' : `Nome${index}`,
          service: index % 3 === 0 ? 'Trasporti Pesanti' : 'Noleggio Auto di Lusso',
          ...(index === 11 ? { phone: '+39 333 765 4321' } : {}),
          ...(index === 12 ? { vehicleId } : {}),
          message: index === 20 ? 'Serve un camion 100% elettrico' : 'Vorrei un preventivo.',
        }),
      );
    }
    await t.database.db
      .updateTable('contact_requests')
      .set({ status: 'chiusa' })
      .where('id', 'in', ids.slice(0, 5))
      .execute();
    // 2026-03-29 is the day Italy moves to summer time: midnight there is 23:00 UTC the day before.
    ids.push(await add({ firstName: 'Prima' }, '2026-03-28T22:59:59.000Z'));
    ids.push(await add({ firstName: 'Dentro' }, '2026-03-28T23:00:00.000Z'));
    ids.push(await add({ firstName: 'Fine' }, '2026-03-29T21:59:59.000Z'));
    expect(romeDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(romeDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
  });

  it('pages the inbox newest first, with the total and the count of each status', async () => {
    const first = await search('pageSize=20');
    expect(first.total).toBe(48);
    expect(first.items).toHaveLength(20);
    expect(first.byStatus).toEqual({ nuova: 43, contattata: 0, chiusa: 5 });
    const last = await search('pageSize=20&page=3');
    expect(last.items).toHaveLength(8);
    const all = [...first.items, ...(await search('pageSize=20&page=2')).items, ...last.items].map((r) => r.id);
    expect(new Set(all).size).toBe(48);
    const closed = await search('status=chiusa');
    expect(closed.total).toBe(5);
    expect(closed.byStatus.nuova).toBe(43);
  });

  it('finds words in the name, the message, the phone without its spaces, and the id', async () => {
    expect((await search('q=ermenegilda')).items.map((r) => r.id)).toEqual([ids[7]]);
    expect((await search('q=100%25')).items.map((r) => r.id)).toEqual([ids[20]]);
    expect((await search('q=3337654321')).items.map((r) => r.id)).toEqual([ids[11]]);
    expect((await search(`q=${ids[30]}`)).items.map((r) => r.id)).toContain(ids[30]);
    // LIKE's wildcards are letters like any other.
    expect((await search('q=_')).total).toBe(0);
  });

  it('narrows by service, vehicle and the days received in Rome', async () => {
    expect((await search('service=Trasporti%20Pesanti')).total).toBe(15);
    expect((await search(`vehicleId=${vehicleId}`)).items.map((r) => r.id)).toEqual([ids[12]]);
    const day = await search('from=2026-03-29&to=2026-03-29');
    expect(day.items.map((r) => r.firstName).sort()).toEqual(['Dentro', 'Fine']);
  });

  it('refuses a bad query with the field named, and reads nothing for a visitor', async () => {
    for (const query of ['status=aperta', 'page=0', 'pageSize=101', 'from=2026-02-30', 'vehicleId=abc']) {
      const response = await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/contact-requests/search?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const reversed = await t.injectAs(t.admin, {
      method: 'GET',
      url: '/api/admin/contact-requests/search?from=2026-03-02&to=2026-03-01',
    });
    expect(expectInvalidInput(reversed)).toEqual([
      expect.objectContaining({ path: 'querystring.to', message: 'La data finale non può precedere quella iniziale' }),
    ]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/contact-requests/search' }), 401, 'UNAUTHORIZED');
  });

  it('records each reading in the access log', async () => {
    await search('q=ermenegilda');
    expect(await lastLogDetails(t, 'CONTACT_REQUESTS_VIEWED')).toBe('1 richieste (pagina 1, 1 trovate)');
  });
});
