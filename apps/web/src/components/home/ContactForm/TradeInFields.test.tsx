import { EXAMPLE_FINANCE_TERMS } from '@nbt/validation/examples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVehicle } from '../../../../test/fixtures';
import { fireEvent, invalidInputAnswer, render, screen, waitFor } from '../../../../test';
import { readKey } from '../../../lib/public-data';
import { ContactForm } from './ContactForm';
import { parseFinanceChoice } from './finance-choice';

const TERMS = EXAMPLE_FINANCE_TERMS;

function withVehicle(overrides: Parameters<typeof makeVehicle>[0]) {
  const vehicle = makeVehicle({ brand: 'Porsche', model: '911', year: 2022, ...overrides });
  const seed = {
    [readKey('vehicles.byId', { id: vehicle.id })]: vehicle,
    [readKey('offices.list', undefined)]: [],
    [readKey('financeTerms.get', undefined)]: TERMS,
  };
  return { vehicle, seed };
}

function fillRequest() {
  fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Mario' } });
  fireEvent.change(screen.getByLabelText(/^Cognome/), { target: { value: 'Rossi' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'mario@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Messaggio/), { target: { value: 'Vorrei vederla.' } });
}

afterEach(() => vi.restoreAllMocks());

describe('the trade-in in the quote form', () => {
  it('is offered for a vehicle for sale only', async () => {
    const { vehicle, seed } = withVehicle({ listing_type: 'rental', id: 3 });
    render(<ContactForm vehicleId={vehicle.id} />, { seed });
    await screen.findByText('Porsche 911 (2022)');
    expect(screen.queryByLabelText("Ho un'auto da dare in permuta")).toBeNull();
  });

  it('reveals its fields, asks for the required ones, sends them as tradeIn and shows the server’s refusal on its field', async () => {
    const { vehicle, seed } = withVehicle({ listing_type: 'sale' });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(invalidInputAnswer([{ path: 'tradeIn.year', code: 'custom', message: 'Anno non valido' }]));
    render(<ContactForm vehicleId={vehicle.id} />, { seed });
    const offered = await screen.findByLabelText("Ho un'auto da dare in permuta");
    expect(screen.queryByLabelText(/^Marca/)).toBeNull();
    fireEvent.click(offered);
    fillRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    // The browser's own check: the four facts are needed, the note is not.
    await waitFor(() => expect(screen.getByLabelText(/^Marca/)).toHaveFocus());
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(4);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: 'Audi' } });
    fireEvent.change(screen.getByLabelText(/^Modello/), { target: { value: 'A4' } });
    fireEvent.change(screen.getByLabelText(/^Anno/), { target: { value: '1850' } });
    fireEvent.change(screen.getByLabelText(/^Chilometri/), { target: { value: '120.000' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Tagliandata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, Record<string, unknown>>;
    expect(sent['0']).toMatchObject({
      vehicleId: vehicle.id,
      tradeIn: { brand: 'Audi', model: 'A4', year: 1850, kilometers: 120000, note: 'Tagliandata' },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Anno/)).toHaveFocus());
    expect(screen.getByLabelText(/^Anno/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the finance chosen on the vehicle page', () => {
  it('keeps a down payment and months only as whole numbers', () => {
    expect(parseFinanceChoice('10000', 48)).toEqual({ downPaymentEuros: 10000, months: 48 });
    expect(parseFinanceChoice('-1', 48)).toBeUndefined();
    expect(parseFinanceChoice(10000, '1.5')).toBeUndefined();
    expect(parseFinanceChoice(undefined, 48)).toBeUndefined();
  });

  it('writes the instalment worked out from the office’s terms into the message', async () => {
    const { vehicle, seed } = withVehicle({ listing_type: 'sale', sale_price_euros: 50_000 });
    render(<ContactForm vehicleId={vehicle.id} finance={{ downPaymentEuros: 10_000, months: 48 }} />, {
      seed,
    });
    const message = screen.getByLabelText<HTMLTextAreaElement>(/^Messaggio/);
    await waitFor(() =>
      expect(message.value).toMatch(
        /^Vorrei richiedere il finanziamento: anticipo € 10\.000, 48 rate da € [\d.]+,\d\d \(TAN 5,99%, TAEG [\d,]+%\)\.$/,
      ),
    );
  });
});
