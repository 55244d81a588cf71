import type { RentalOption, RentalQuoteAnswer, Vehicle } from '@nbt/validation';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PRICE, makeOffice, makeRentalOption, makeVehicle } from '../../../../test/fixtures';
import { act, fireEvent, render, screen, waitFor } from '../../../../test';
import { mockTrpc } from '../../../../test/trpc-mock';
import { formatDailyPrice } from '../../../lib/format';
import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { NO_OFFER, type OfferChoice } from './offer-choice';
import { RentalOffer } from './RentalOffer';
import { QUOTE_PAUSE_MS } from './use-rental-quote';

const option = (changes: Partial<RentalOption>): RentalOption =>
  makeRentalOption({
    name: { it: 'Kasko', en: 'Collision cover' },
    description: { it: 'Franchigia ridotta' },
    categories: ['auto', 'camion'],
    ...changes,
  });
const KASKO = option({});
const SEAT = option({
  id: 3,
  name: { it: 'Seggiolino' },
  description: {},
  price_cents: 800,
  max_quantity: 3,
  categories: ['auto'],
});
const DELIVERY = option({ id: 5, name: { it: 'Consegna' }, description: {}, price_cents: 5000, per: 'rental' });
const CRANE = option({ id: 9, name: { it: 'Gru' }, categories: ['camion'] });

const MILANO = makeOffice({ id: 7, name: 'Sede di Milano', city: 'Milano', isMainOffice: true, oneWayFeeCents: 4000 });
const MONZA = makeOffice({ id: 8, name: 'Sede di Monza', city: 'Monza', isMainOffice: false, oneWayFeeCents: 6000 });
const BERGAMO = makeOffice({ id: 9, name: 'Sede di Bergamo', city: 'Bergamo', isMainOffice: false });

const RENTAL = { pickupDate: '2027-03-10', returnDate: '2027-03-17', pickupTime: '10:00', returnTime: '10:00' };

/** What the server answers: the lines follow the options asked, the total is its own figure. */
function answer(input: unknown): RentalQuoteAnswer {
  const asked = input as { options: { id: number; quantity: number }[]; returnOfficeId: number | null };
  return {
    days: 7,
    dailyCents: 38000,
    periodCents: 266000,
    options: asked.options.map(({ id, quantity }) => ({
      id,
      name: { it: `Opzione ${id}` },
      quantity,
      totalCents: 1000 * id,
    })),
    oneWayFeeCents: asked.returnOfficeId === null ? null : 6000,
    totalCents: 300000 + asked.options.length,
    depositEuros: 5000,
    kmIncluded: 1750,
  };
}

function Offer({
  vehicle,
  errors,
  initial = NO_OFFER,
}: {
  vehicle: Vehicle;
  errors?: Record<string, string>;
  initial?: OfferChoice;
}) {
  const [choice, setChoice] = useState(initial);
  return (
    <RentalOffer
      vehicle={vehicle}
      rental={RENTAL}
      pickupOfficeId={7}
      choice={choice}
      onChange={setChoice}
      errors={errors}
    />
  );
}

function renderOffer(vehicle: Vehicle, props: { errors?: Record<string, string>; initial?: OfferChoice } = {}) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.offices.list.queryKey(), [MILANO, MONZA, BERGAMO]);
  queryClient.setQueryData(trpc.rentalOptions.list.queryKey(), [KASKO, SEAT, DELIVERY, CRANE]);
  return render(<Offer vehicle={vehicle} {...props} />, { queryClient });
}

const quoteCalls = (calls: { path: string; input: unknown }[]) => calls.filter((call) => call.path === 'quote.create');

describe('RentalOffer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("offers the category's options with their prices and shows the server's quote, line by line", async () => {
    const { calls } = mockTrpc({ 'quote.create': answer });
    renderOffer(makeVehicle({ listing_type: 'rental', vehicle_category: 'auto' }));

    expect(screen.getByRole('group', { name: 'Opzioni' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Kasko' })).toHaveAccessibleDescription(
      `Franchigia ridotta · ${formatDailyPrice(2500, 'it')} al giorno`,
    );
    expect(screen.getByRole('checkbox', { name: 'Consegna' })).toHaveAccessibleDescription(
      `${formatDailyPrice(5000, 'it')} a noleggio`,
    );
    // More than one seat can be taken: how many, up to the most the office allows.
    const seats = screen.getByRole('combobox', { name: 'Seggiolino' });
    expect([...seats.querySelectorAll('option')].map((item) => item.value)).toEqual(['0', '1', '2', '3']);
    // A lorry's option is not offered for a car.
    expect(screen.queryByRole('checkbox', { name: 'Gru' })).not.toBeInTheDocument();

    const total = screen.getByTestId('quote-total');
    expect(total).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(total).toHaveTextContent(`Totale ${formatDailyPrice(300000, 'it')}`), {
      timeout: 5000,
    });
    const lines = screen.getByTestId('quote-lines');
    expect(lines).toHaveTextContent(`7 giorni × ${formatDailyPrice(38000, 'it')}${formatDailyPrice(266000, 'it')}`);
    expect(lines).toHaveTextContent(`Deposito cauzionale${'€ 5.000'}`);
    expect(lines).toHaveTextContent('Chilometri inclusi1.750 km');
    expect(quoteCalls(calls)).toHaveLength(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Kasko' }));
    fireEvent.change(seats, { target: { value: '2' } });
    await waitFor(() => expect(total).toHaveTextContent(`Totale ${formatDailyPrice(300002, 'it')}`));
    expect(lines).toHaveTextContent(`Opzione 3 × 2${formatDailyPrice(3000, 'it')}`);
    expect(quoteCalls(calls).at(-1)?.input).toEqual({
      vehicleId: expect.any(Number),
      ...RENTAL,
      options: [
        { id: 1, quantity: 1 },
        { id: 3, quantity: 2 },
      ],
      pickupOfficeId: 7,
      returnOfficeId: null,
    });
  });

  it('asks the server once the choice has stayed the same for a moment, not at every change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockTrpc({ 'quote.create': answer });
    renderOffer(makeVehicle({ listing_type: 'rental' }));
    await vi.waitFor(() => expect(quoteCalls(calls)).toHaveLength(1));
    const seats = screen.getByRole('combobox', { name: 'Seggiolino' });
    for (const count of ['1', '2', '3']) fireEvent.change(seats, { target: { value: count } });
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS + 50));
    await vi.waitFor(() => expect(quoteCalls(calls)).toHaveLength(2));
    expect(quoteCalls(calls)[1]?.input).toMatchObject({ options: [{ id: 3, quantity: 3 }] });
  });

  it('offers the offices that take the car back from another, with their fee, and prices the one-way return', async () => {
    const { calls } = mockTrpc({ 'quote.create': answer });
    renderOffer(makeVehicle({ listing_type: 'rental' }));
    const back = screen.getByRole('combobox', { name: 'Sede di riconsegna' });
    // The pick-up office is 'the same'; an office without a fee takes no one-way return.
    expect([...back.querySelectorAll('option')].map((item) => item.textContent)).toEqual([
      'La stessa del ritiro',
      `Sede di Monza, Monza (supplemento ${formatDailyPrice(6000, 'it')})`,
    ]);
    fireEvent.change(back, { target: { value: '8' } });
    await waitFor(() =>
      expect(screen.getByTestId('quote-lines')).toHaveTextContent(
        `Riconsegna in un'altra sede${formatDailyPrice(6000, 'it')}`,
      ),
    );
    expect(quoteCalls(calls).at(-1)?.input).toMatchObject({ pickupOfficeId: 7, returnOfficeId: 8 });
  });

  it('shows no amount for a hidden price, and the options stay choosable', async () => {
    mockTrpc({
      'quote.create': (input) => ({
        ...answer(input),
        dailyCents: null,
        periodCents: null,
        options: answer(input).options.map((line) => ({ ...line, totalCents: null })),
        totalCents: null,
        depositEuros: null,
      }),
    });
    renderOffer(makeVehicle({ listing_type: 'rental', ...HIDDEN_PRICE }));
    expect(screen.getByRole('checkbox', { name: 'Kasko' })).toHaveAccessibleDescription('Franchigia ridotta');
    expect(screen.getByRole('combobox', { name: 'Sede di riconsegna' })).not.toHaveTextContent('€');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kasko' }));
    await waitFor(() => expect(screen.getByTestId('quote-lines')).toHaveTextContent('Opzione 1'));
    expect(screen.getByTestId('quote-total')).toHaveTextContent("Il prezzo ti sarà comunicato dall'ufficio.");
    expect(screen.getByTestId('quote-lines')).not.toHaveTextContent('€');
  });

  it("shows a refused send's message on its option until the visitor changes it, and a refused quote's reason", async () => {
    mockTrpc({
      'quote.create': () => {
        throw {
          message: 'Questa sede non accetta la riconsegna di veicoli ritirati in un’altra sede',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'INVALID_INPUT', messageCode: 'ONE_WAY_NOT_OFFERED' },
        };
      },
    });
    renderOffer(makeVehicle({ listing_type: 'rental' }), {
      initial: { options: [{ id: 3, quantity: 2 }], returnOfficeId: null },
      errors: { 'options.0.quantity': 'Al massimo 1 per questa opzione' },
    });
    const seats = screen.getByRole('combobox', { name: 'Seggiolino' });
    expect(seats).toHaveAttribute('name', 'options.0.quantity');
    expect(seats).toHaveAccessibleDescription(expect.stringContaining('Al massimo 1 per questa opzione'));
    await waitFor(() =>
      expect(screen.getByTestId('quote-total')).toHaveTextContent(
        'Questa sede non accetta la riconsegna di veicoli ritirati in un’altra sede',
      ),
    );
    fireEvent.change(seats, { target: { value: '1' } });
    expect(seats).not.toHaveAccessibleDescription(expect.stringContaining('Al massimo'));
  });
});
