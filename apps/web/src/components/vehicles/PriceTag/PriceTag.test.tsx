import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../../test';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows the daily rate with two decimals and the sale price in whole euros', () => {
    render(<PriceTag vehicle={makeVehicle({ price_per_day: 5000, sale_price_euros: 89000, listing_type: 'both' })} />);
    expect(screen.getByTestId('price-daily').textContent).toBe('€ 50,00/giorno');
    expect(screen.getByTestId('price-sale').textContent).toBe('€ 89.000 vendita');
    expect(screen.queryByTestId('price-hidden')).toBeNull();
  });

  it('shows only the prices of the ways the vehicle is offered', () => {
    const { unmount } = render(
      <PriceTag vehicle={makeVehicle({ price_per_day: 35000, sale_price_euros: 10, listing_type: 'rental' })} />,
    );
    expect(screen.getByTestId('price-daily').textContent).toBe('€ 350,00/giorno');
    expect(screen.queryByTestId('price-sale')).toBeNull();
    unmount();
    render(<PriceTag vehicle={makeVehicle({ price_per_day: 5000, sale_price_euros: 124900, listing_type: 'sale' })} />);
    expect(screen.queryByTestId('price-daily')).toBeNull();
    expect(screen.getByTestId('price-sale').textContent).toBe('€ 124.900 vendita');
  });

  it('invites to ask instead of showing a hidden price', () => {
    render(<PriceTag vehicle={makeVehicle(HIDDEN_PRICE)} />);
    expect(screen.getByTestId('price-hidden').textContent).toBe(
      'Contattaci per avere maggiori informazioni sul prezzo',
    );
    expect(screen.queryByText(/€/)).toBeNull();
  });
});
