import { describe, expect, it } from 'vitest';

import { toFieldIssues } from './common.js';
import { periodPriceCents, type QuoteRequest, quoteRental } from './rental-quote.js';
import { VehicleInputSchema } from './vehicles.js';
import { EXAMPLE_SALOON } from './examples.js';

const week = { pickupDate: '2026-12-01', returnDate: '2026-12-08', pickupTime: '10:00', returnTime: '10:00' };
const vehicle = {
  price_per_day: 12000,
  price_tiers: [
    { min_days: 3, price_per_day: 11500 },
    { min_days: 7, price_per_day: 11000 },
  ],
  deposit_euros: 1000,
  km_per_day: 200,
};
const kasko = { id: 1, name: { it: 'Kasko', en: 'Collision cover' }, price_cents: 1500, per: 'day' as const };
const delivery = { id: 2, name: { it: 'Consegna' }, price_cents: 5000, per: 'rental' as const };

const request = (changes: Partial<QuoteRequest> = {}): QuoteRequest => ({
  period: week,
  vehicle,
  pricesShown: true,
  options: [],
  pickupOfficeId: 1,
  returnOffice: null,
  ...changes,
});

describe('quoteRental', () => {
  it('prices each length at the tier of the most days it reaches', () => {
    const at = (returnDate: string, returnTime = '10:00') =>
      quoteRental(request({ period: { ...week, returnDate, returnTime } }));
    expect(at('2026-12-03')).toMatchObject({ days: 2, dailyCents: 12000, periodCents: 24000 });
    expect(at('2026-12-04')).toMatchObject({ days: 3, dailyCents: 11500, periodCents: 34500 });
    expect(at('2026-12-07')).toMatchObject({ days: 6, dailyCents: 11500 });
    expect(at('2026-12-08')).toMatchObject({ days: 7, dailyCents: 11000, periodCents: 77000 });
    // A started 24 hours is a day, as the bookings count it: 6 days and a half reach the 7-day tier.
    expect(at('2026-12-07', '16:00')).toMatchObject({ days: 7, dailyCents: 11000 });
  });

  it('prices a period alone as the quote prices its period line, and nothing without a daily price', () => {
    for (const days of [1, 2, 3, 6, 7, 30]) {
      const returnDate = `2026-12-${String(1 + days).padStart(2, '0')}`;
      expect(periodPriceCents(vehicle, days)).toBe(
        quoteRental(request({ period: { ...week, returnDate } })).periodCents,
      );
    }
    expect(periodPriceCents({ price_per_day: null, price_tiers: [] }, 3)).toBeNull();
  });

  it('charges a per-day option × quantity × days and a per-rental option once', () => {
    const quote = quoteRental(
      request({
        options: [
          { option: kasko, quantity: 1 },
          { option: delivery, quantity: 2 },
        ],
      }),
    );
    expect(quote.options).toEqual([
      { id: 1, name: kasko.name, quantity: 1, totalCents: 1500 * 7 },
      { id: 2, name: delivery.name, quantity: 2, totalCents: 10000 },
    ]);
    expect(quote.totalCents).toBe(77000 + 10500 + 10000);
    expect(quote).toMatchObject({ depositEuros: 1000, kmIncluded: 1400, oneWayFeeCents: null });
  });

  it('adds the one-way fee once, only when the car goes back to another office', () => {
    const elsewhere = quoteRental(request({ returnOffice: { id: 2, oneWayFeeCents: 4000 } }));
    expect(elsewhere).toMatchObject({ oneWayFeeCents: 4000, totalCents: 77000 + 4000 });
    const same = quoteRental(request({ returnOffice: { id: 1, oneWayFeeCents: 4000 } }));
    expect(same).toMatchObject({ oneWayFeeCents: null, totalCents: 77000 });
  });

  it('carries no amount when the price is hidden, and keeps the options chosen', () => {
    const quote = quoteRental(
      request({
        pricesShown: false,
        options: [{ option: kasko, quantity: 1 }],
        returnOffice: { id: 2, oneWayFeeCents: 4000 },
      }),
    );
    expect(quote).toEqual({
      days: 7,
      dailyCents: null,
      periodCents: null,
      options: [{ id: 1, name: kasko.name, quantity: 1, totalCents: null }],
      oneWayFeeCents: null,
      totalCents: null,
      depositEuros: null,
      kmIncluded: 1400,
    });
  });

  it('rounds each line to whole cents, so the total is the sum of what is shown', () => {
    const odd = { ...kasko, price_cents: 333.5 };
    const quote = quoteRental(
      request({
        vehicle: { ...vehicle, price_tiers: [], price_per_day: 1000.4 },
        options: [{ option: odd, quantity: 3 }],
      }),
    );
    expect(quote.dailyCents).toBe(1000);
    expect(quote.periodCents).toBe(7003);
    expect(quote.options[0]!.totalCents).toBe(7004);
    expect(quote.totalCents).toBe(7003 + 7004);
  });
});

describe('price tiers of a vehicle', () => {
  const issues = (price_tiers: unknown, changes: Record<string, unknown> = {}) => {
    const result = VehicleInputSchema.safeParse({
      ...EXAMPLE_SALOON,
      color: 'nero',
      doors: 5,
      seats: 5,
      price_tiers,
      ...changes,
    });
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes tiers each from more days and cheaper than the one before', () => {
    expect(
      issues([
        { min_days: 3, price_per_day: 11500 },
        { min_days: 7, price_per_day: 11000 },
      ]),
    ).toEqual([]);
    expect(issues(null)).toEqual([]);
  });

  it('refuses a tier not cheaper, one not longer, more than five and tiers on a vehicle for sale only', () => {
    expect(issues([{ min_days: 3, price_per_day: 12000 }])).toEqual(['price_tiers.0.price_per_day']);
    expect(
      issues([
        { min_days: 7, price_per_day: 11000 },
        { min_days: 7, price_per_day: 10000 },
      ]),
    ).toEqual(['price_tiers.1.min_days']);
    expect(
      issues([
        { min_days: 7, price_per_day: 11000 },
        { min_days: 14, price_per_day: 11000 },
      ]),
    ).toEqual(['price_tiers.1.price_per_day']);
    expect(issues([{ min_days: 1, price_per_day: 100 }])).toEqual(['price_tiers.0.min_days']);
    const six = Array.from({ length: 6 }, (_, i) => ({ min_days: i + 2, price_per_day: 11000 - i }));
    expect(issues(six)).toEqual(['price_tiers']);
    expect(issues([{ min_days: 7, price_per_day: 11000 }], { listing_type: 'sale', sale_price_euros: 30000 })).toEqual([
      'price_tiers',
    ]);
  });

  it('says in Italian which rule of price_tiers a tier broke, and the bound that would do', () => {
    const messages = (price_tiers: unknown, changes: Record<string, unknown> = {}) => {
      const result = VehicleInputSchema.safeParse({ ...EXAMPLE_SALOON, color: 'nero', price_tiers, ...changes });
      return result.success
        ? []
        : toFieldIssues(result.error).map(({ path, message, params }) => ({ path, message, params }));
    };
    expect(
      messages([
        { min_days: 7, price_per_day: 11000 },
        { min_days: 5, price_per_day: 11000 },
      ]),
    ).toEqual([
      {
        path: 'price_tiers.1.min_days',
        message: 'Fasce di prezzo (price_tiers): ogni fascia deve partire da più giorni della precedente, almeno da 8',
        params: { code: 'tier_days_order' },
      },
      {
        path: 'price_tiers.1.price_per_day',
        message:
          'Fasce di prezzo (price_tiers): ogni fascia deve costare meno al giorno della precedente e del prezzo giornaliero, al massimo 10999 centesimi',
        params: { code: 'tier_not_cheaper' },
      },
    ]);
    expect(
      messages([{ min_days: 7, price_per_day: 11000 }], { listing_type: 'sale', sale_price_euros: 30000 }),
    ).toEqual([
      {
        path: 'price_tiers',
        message: 'Fasce di prezzo (price_tiers): solo un veicolo a noleggio ha prezzi per durata',
        params: { code: 'tiers_need_rental' },
      },
    ]);
  });
});
