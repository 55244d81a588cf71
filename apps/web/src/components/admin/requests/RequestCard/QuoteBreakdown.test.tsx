import type { ContactRequest, RentalQuoteAnswer } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render, screen, within } from '../../../../../test';
import { makeContactRequest, makeOffice } from '../../../../../test/fixtures';
import { mockTrpc } from '../../../../../test/trpc-mock';
import { QuoteBreakdown } from './QuoteBreakdown';

const QUOTE: RentalQuoteAnswer = {
  days: 7,
  dailyCents: 11000,
  periodCents: 77000,
  options: [
    { id: 1, name: { it: 'Kasko', en: 'Collision damage waiver' }, quantity: 1, totalCents: 10500 },
    { id: 2, name: { it: 'Seggiolino' }, quantity: 2, totalCents: 7000 },
  ],
  oneWayFeeCents: 8000,
  totalCents: 102500,
  depositEuros: 1000,
  kmIncluded: 1400,
};

const request = (overrides: Partial<ContactRequest> = {}) =>
  makeContactRequest({
    pickupDate: '2027-05-10',
    returnDate: '2027-05-17',
    pickupTime: '10:00',
    returnTime: '10:00',
    pickupOfficeId: 1,
    returnOfficeId: 2,
    quote: QUOTE,
    ...overrides,
  });

describe('QuoteBreakdown', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the frozen breakdown item by item, in Italian, with the office the car goes back to', async () => {
    mockTrpc({ 'offices.list': () => [makeOffice({ id: 1 }), makeOffice({ id: 2, name: 'Sede di Verona' })] });
    render(<QuoteBreakdown request={request()} />);
    const list = within(screen.getByRole('list', { name: 'Preventivo' }));
    expect(await list.findByText('Riconsegna presso Sede di Verona')).toBeInTheDocument();
    expect(list.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Riconsegna presso Sede di Verona',
      '7 giorni a € 110,00 al giorno: € 770,00',
      'Kasko × 1: € 105,00',
      'Seggiolino × 2: € 70,00',
      'Supplemento riconsegna in altra sede: € 80,00',
      'Totale: € 1.025,00',
    ]);
  });

  it('lists only the options chosen when the price was hidden, and nothing without a breakdown', () => {
    const { calls } = mockTrpc({});
    const hidden: RentalQuoteAnswer = {
      ...QUOTE,
      dailyCents: null,
      periodCents: null,
      options: QUOTE.options.map((line) => ({ ...line, totalCents: null })),
      oneWayFeeCents: null,
      totalCents: null,
      depositEuros: null,
    };
    const { unmount } = render(<QuoteBreakdown request={request({ quote: hidden, returnOfficeId: null })} />);
    const items = within(screen.getByRole('list', { name: 'Preventivo' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kasko × 1', 'Seggiolino × 2']);
    expect(screen.getByRole('list').textContent).not.toContain('€');
    // No one-way return: the offices are not even asked for.
    expect(calls).toEqual([]);
    unmount();

    render(<QuoteBreakdown request={request({ quote: null })} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
