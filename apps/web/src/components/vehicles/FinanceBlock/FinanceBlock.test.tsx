import type { FinanceTerms } from '@nbt/validation';
import { EXAMPLE_FINANCE_TERMS } from '@nbt/validation/examples';
import { financeExample } from '@nbt/validation/rules';
import { describe, expect, it } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { fireEvent, renderRoute, screen, waitFor, within } from '../../../../test';
import { formatEuro } from '../../../lib/format';
import { readKey } from '../../../lib/public-data';
import { exampleFigures, financedPriceCents } from './finance-offer';

const TERMS = EXAMPLE_FINANCE_TERMS;

function vehiclePage(vehicle: ReturnType<typeof makeVehicle>, terms: FinanceTerms) {
  const seed = {
    [readKey('vehicles.byId', { id: vehicle.id })]: vehicle,
    [readKey('vehicles.availability', { id: vehicle.id })]: { busy: [] },
    [readKey('offices.list', undefined)]: [],
    [readKey('financeTerms.get', undefined)]: terms,
  };
  renderRoute(`/veicoli/${vehicle.id}`, { seed });
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('finance-offer', () => {
  it('works an example out only for a vehicle for sale, unsold, with its price shown and terms set', () => {
    const forSale = makeVehicle({ listing_type: 'sale', sale_price_euros: 50_000 });
    expect(financedPriceCents(forSale, TERMS)).toBe(5_000_000);
    expect(financedPriceCents(forSale, null)).toBeNull();
    expect(financedPriceCents({ ...forSale, status: 'venduto' }, TERMS)).toBeNull();
    expect(financedPriceCents({ ...forSale, listing_type: 'rental' }, TERMS)).toBeNull();
    expect(financedPriceCents({ ...forSale, ...HIDDEN_PRICE }, TERMS)).toBeNull();
  });

  it('writes the figures in the page’s language', () => {
    const figures = exampleFigures(financeExample(5_000_000, TERMS)!, 'de');
    expect(figures).toMatchObject({ months: 48, tan: '5,99%', downPayment: formatEuro(10_000, 'de', 0) });
  });
});

describe('FinanceBlock on the vehicle page', () => {
  it('shows the representative example with TAN and TAEG, and the request carries its figures', async () => {
    const car = makeVehicle({ listing_type: 'sale', sale_price_euros: 50_000, price_per_day: null });
    await vehiclePage(car, TERMS);
    const block = await screen.findByTestId('finance-block', {}, { timeout: 5000 });
    const example = financeExample(5_000_000, TERMS)!;
    const figures = exampleFigures(example, 'it');
    expect(within(block).getByRole('heading', { name: 'Finanziamento' })).toBeInTheDocument();
    const text = within(block).getByTestId('finance-example').textContent;
    expect(text).toContain(`TAN fisso ${figures.tan}, TAEG ${figures.taeg}`);
    expect(text).toContain(`48 rate mensili da ${figures.instalment}`);
    expect(within(block).getByRole('link', { name: 'Richiedi il finanziamento' })).toHaveAttribute(
      'href',
      `/?veicolo=${car.id}&anticipo=10000&mesi=48#contatti`,
    );
  });

  it('loads the calculator on a tap, and the instalment follows the down payment and the months', async () => {
    const car = makeVehicle({ listing_type: 'sale', sale_price_euros: 50_000, price_per_day: null });
    await vehiclePage(car, TERMS);
    fireEvent.click(await screen.findByRole('button', { name: 'Calcola la tua rata' }, { timeout: 5000 }));
    const downPayment = await screen.findByLabelText(/Anticipo/, {}, { timeout: 5000 });
    await waitFor(() => expect(downPayment).toHaveFocus());
    fireEvent.change(downPayment, { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Durata'), { target: { value: '24' } });
    const chosen = exampleFigures(financeExample(5_000_000, TERMS, { downPaymentCents: 2_000_000, months: 24 })!, 'it');
    const calculator = screen.getByTestId('finance-calculator');
    expect(calculator).toHaveTextContent(`Rata ${chosen.instalment} · TAN ${chosen.tan} · TAEG ${chosen.taeg}`);
    expect(within(calculator).getByRole('link', { name: 'Richiedi il finanziamento' })).toHaveAttribute(
      'href',
      `/?veicolo=${car.id}&anticipo=20000&mesi=24#contatti`,
    );
    // Below the terms' minimum nothing is worked out, and nothing can be asked.
    fireEvent.change(downPayment, { target: { value: '100' } });
    expect(within(calculator).queryByRole('link')).toBeNull();
  });

  it('is not shown when the office offers no finance', async () => {
    await vehiclePage(makeVehicle({ id: 41, listing_type: 'sale' }), null);
    expect(screen.queryByTestId('finance-block')).toBeNull();
  });
});
