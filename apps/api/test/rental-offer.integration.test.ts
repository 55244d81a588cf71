import { addDays, todayInRome } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, countRows, createVehicle, expectError, expectInvalidInput, officeBody } from './helpers.js';

const day = (n: number) => addDays(todayInRome(), n);
const week = { pickupDate: day(10), returnDate: day(17) };

const kaskoBody = {
  name: { it: 'Kasko', en: 'Collision damage waiver' },
  description: { it: 'Franchigia ridotta' },
  price_cents: 1500,
  per: 'day',
  max_quantity: 1,
  categories: ['auto'],
};
const deliveryBody = { name: { it: 'Consegna a domicilio' }, price_cents: 5000, per: 'rental', categories: ['auto'] };

interface OptionJson {
  id: number;
  price_cents: number;
  active: boolean;
}

/** The options catalogue, the quote and the breakdown a request keeps. */
describe('the rental offer', () => {
  const t = useTestApp({}, { viewer: true });

  async function createOption(body: Record<string, unknown>): Promise<OptionJson> {
    const response = await t.injectAs(t.admin, { method: 'POST', url: '/api/admin/rental-options', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OptionJson>();
  }
  const publicOptions = async () => (await t.app.inject({ url: '/api/rental-options' })).json<OptionJson[]>();
  const quote = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/quote', payload: body });
  const tiered = () =>
    createVehicle(t, {
      price_per_day: 12000,
      price_tiers: [{ min_days: 7, price_per_day: 11000 }],
      deposit_euros: 1000,
      km_per_day: 200,
    });

  it('keeps a catalogue for administrators only, access-logged, and lists the active options to the public', async () => {
    const kasko = await createOption(kaskoBody);
    expect(kasko).toEqual({
      id: expect.any(Number),
      ...kaskoBody,
      active: true,
      sort_order: 0,
    });
    const hidden = await createOption({ ...deliveryBody, active: false, sort_order: -1 });
    const listed = await publicOptions();
    expect(listed.map((option) => option.id)).toContain(kasko.id);
    expect(listed.map((option) => option.id)).not.toContain(hidden.id);

    const admin = await t.injectAs(t.admin, { url: '/api/admin/rental-options' });
    expect(
      admin
        .json<OptionJson[]>()
        .map((option) => option.id)
        .slice(0, 1),
    ).toEqual([hidden.id]);
    const logged = await t.database.db
      .selectFrom('access_logs')
      .select('action')
      .where('action', 'like', 'RENTAL_OPTION_%')
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['RENTAL_OPTION_CREATED', 'RENTAL_OPTION_CREATED']);

    expect((await t.app.inject({ url: '/api/admin/rental-options' })).statusCode).toBe(401);
    const before = await countRows(t.database.db, 'rental_options');
    const asViewer = await t.injectAs(t.viewer, {
      method: 'POST',
      url: '/api/admin/rental-options',
      payload: kaskoBody,
    });
    expect(asViewer.statusCode).toBe(403);
    const noName = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/rental-options',
      payload: { ...kaskoBody, name: { en: 'Only English' } },
    });
    expect(expectInvalidInput(noName).map((issue) => issue.path)).toEqual(['name.it']);
    expect(await countRows(t.database.db, 'rental_options')).toBe(before);

    const edited = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/admin/rental-options/${hidden.id}`,
      payload: { ...deliveryBody, active: true },
    });
    expect(edited.json()).toMatchObject({ id: hidden.id, active: true });
    expect((await publicOptions()).map((option) => option.id)).toContain(hidden.id);
    const removed = await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/rental-options/${hidden.id}` });
    expect(removed.json()).toEqual({ success: true });
    expectError(
      await t.injectAs(t.admin, { method: 'DELETE', url: `/api/admin/rental-options/${hidden.id}` }),
      404,
      'NOT_FOUND',
    );
  });

  it('quotes 7 days at the 7-day tier, a per-day option × 7, a per-rental one once, and the one-way fee once', async () => {
    const vehicle = await tiered();
    const kasko = await createOption(kaskoBody);
    const delivery = await createOption(deliveryBody);
    const milano = (
      await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody() })
    ).json();
    const verona = (
      await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/company-info',
        payload: officeBody({ name: 'Verona', oneWayFeeCents: 8000 }),
      })
    ).json();
    expect(verona.oneWayFeeCents).toBe(8000);
    const options = [
      { id: kasko.id, quantity: 1 },
      { id: delivery.id, quantity: 1 },
    ];
    const response = await quote({
      vehicleId: vehicle.id,
      ...week,
      options,
      pickupOfficeId: milano.id,
      returnOfficeId: verona.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      days: 7,
      dailyCents: 11000,
      periodCents: 77000,
      options: [
        { id: kasko.id, name: kaskoBody.name, quantity: 1, totalCents: 10500 },
        { id: delivery.id, name: deliveryBody.name, quantity: 1, totalCents: 5000 },
      ],
      oneWayFeeCents: 8000,
      totalCents: 77000 + 10500 + 5000 + 8000,
      depositEuros: 1000,
      kmIncluded: 1400,
    });
    const six = await quote({ vehicleId: vehicle.id, ...week, returnDate: day(16) });
    expect(six.json()).toMatchObject({ days: 6, dailyCents: 12000, periodCents: 72000, oneWayFeeCents: null });

    // A request with the same choices keeps the same breakdown, and keeps it when the price changes.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({
        vehicleId: vehicle.id,
        ...week,
        options,
        pickupOfficeId: milano.id,
        returnOfficeId: verona.id,
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/admin/rental-options/${kasko.id}`,
      payload: { ...kaskoBody, price_cents: 9900 },
    });
    expect((await quote({ vehicleId: vehicle.id, ...week, options })).json().options[0].totalCents).toBe(69300);
    const inbox = await t.injectAs(t.admin, { url: '/api/admin/contact-requests' });
    const request = inbox.json<Record<string, unknown>[]>().find((row) => row.vehicleId === vehicle.id);
    expect(request).toMatchObject({ returnOfficeId: verona.id, quote: response.json(), quotedPriceCents: 100500 });

    // The reservation made from the request carries that same breakdown.
    const booked = await t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/contact-requests/${request!.id as number}/confirm-booking`,
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    expect(booked.json().reservation.quote).toEqual(response.json());
  });

  it('refuses, naming the field and storing nothing: unknown, inactive, other-category, too many, twice, no dates, no office', async () => {
    const vehicle = await tiered();
    const kasko = await createOption(kaskoBody);
    const inactive = await createOption({ ...deliveryBody, active: false });
    const trucks = await createOption({ ...deliveryBody, categories: ['camion'] });
    const noOneWay = (
      await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ name: 'Como' }) })
    ).json();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ options: [{ id: 999_999, quantity: 1 }] }, 'options.0.id', /non disponibile/],
      [{ options: [{ id: inactive.id, quantity: 1 }] }, 'options.0.id', /non disponibile/],
      [{ options: [{ id: trucks.id, quantity: 1 }] }, 'options.0.id', /tipo di veicolo/],
      [{ options: [{ id: kasko.id, quantity: 2 }] }, 'options.0.quantity', /al massimo 1/],
      [{ options: [{ id: kasko.id, quantity: 0 }] }, 'options.0.quantity', /minimo è 1/],
      [
        {
          options: [
            { id: kasko.id, quantity: 1 },
            { id: kasko.id, quantity: 1 },
          ],
        },
        'options.1.id',
        /due volte/,
      ],
      [{ returnOfficeId: 999_999 }, 'returnOfficeId', /Sede non valida/],
      [{ returnOfficeId: noOneWay.id }, 'returnOfficeId', /non accetta/],
    ];
    const requests = await countRows(t.database.db, 'contact_requests');
    for (const [change, path, message] of cases) {
      for (const answer of [
        await quote({ vehicleId: vehicle.id, ...week, ...change }),
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contactBody({ vehicleId: vehicle.id, ...week, ...change }),
        }),
      ]) {
        const issues = expectInvalidInput(answer);
        expect(
          issues.map((issue) => issue.path),
          JSON.stringify(change),
        ).toEqual([path]);
        expect(issues[0]!.message).toMatch(message);
      }
    }
    const withoutDates = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ vehicleId: vehicle.id, options: [{ id: kasko.id, quantity: 1 }] }),
    });
    expect(expectInvalidInput(withoutDates).map((issue) => issue.path)).toEqual(['options']);
    // Concurrent bad requests store nothing either.
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contactBody({ vehicleId: vehicle.id, ...week, options: [{ id: trucks.id, quantity: 1 }] }),
        }),
      ),
    );
    expect(all.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(await countRows(t.database.db, 'contact_requests')).toBe(requests);
  });

  it('gives a vehicle whose price is hidden no amount, in its answers, its quote and its request', async () => {
    const vehicle = await createVehicle(t, {
      hide_price: true,
      price_tiers: [{ min_days: 7, price_per_day: 11000 }],
      deposit_euros: 1000,
    });
    const kasko = await createOption(kaskoBody);
    expect((await t.app.inject({ url: `/api/vehicles/${vehicle.id}` })).json()).toMatchObject({
      price_per_day: null,
      price_tiers: [],
    });
    const answer = await quote({ vehicleId: vehicle.id, ...week, options: [{ id: kasko.id, quantity: 1 }] });
    expect(answer.json()).toMatchObject({
      days: 7,
      dailyCents: null,
      periodCents: null,
      options: [{ id: kasko.id, totalCents: null }],
      totalCents: null,
      depositEuros: null,
    });
    expect(answer.body).not.toMatch(/11000|12000|1500\b/);
  });

  it('stores price tiers and answers them to the office and the public; refuses tiers that are not cheaper', async () => {
    const vehicle = await tiered();
    expect((await t.app.inject({ url: `/api/vehicles/${vehicle.id}` })).json().price_tiers).toEqual([
      { min_days: 7, price_per_day: 11000 },
    ]);
    const refused = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${vehicle.id}`,
      payload: { ...vehicle, price_tiers: [{ min_days: 7, price_per_day: 12000 }] },
    });
    const [issue] = expectInvalidInput(refused);
    expect(issue).toMatchObject({ path: 'price_tiers.0.price_per_day', params: { code: 'tier_not_cheaper' } });
    expect(issue!.message).toMatch(/^Fasce di prezzo \(price_tiers\): .*al massimo 11999 centesimi$/);
  });
  it('limits quotes per address, counting concurrent and batched ones as they arrive', async () => {
    const vehicle = await tiered();
    const body = { vehicleId: vehicle.id, ...week };
    const db = t.database.db;
    // The address has used all but 10 of its quotes this hour.
    await db.deleteFrom('rate_limits').where('key', 'like', 'quote:%').execute();
    const window_start = new Date().toISOString();
    await db.insertInto('rate_limits').values({ key: 'quote:192.0.2.50', count: 590, window_start }).execute();
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/quote', payload: body, remoteAddress });

    const answers = await Promise.all(Array.from({ length: 20 }, () => from('192.0.2.50')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(429)]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    // A tRPC batch from the same address is refused call by call; another address still gets its quote.
    const batch = Object.fromEntries([0, 1, 2].map((index) => [String(index), body]));
    const batched = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/quote.create,quote.create,quote.create?batch=1',
      payload: batch,
      remoteAddress: '192.0.2.50',
    });
    const calls = batched.json<{ error?: { data: { httpStatus: number } } }[]>();
    expect(calls.map((call) => call.error?.data.httpStatus)).toEqual([429, 429, 429]);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    await db.deleteFrom('rate_limits').where('key', 'like', 'quote:%').execute();
  });
});
