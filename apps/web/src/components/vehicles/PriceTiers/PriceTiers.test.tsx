import { describe, expect, it } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { render, screen } from '../../../../test';
import { formatDailyPrice } from '../../../lib/format';
import { PriceTiers } from './PriceTiers';

describe('PriceTiers', () => {
  it('writes one line per tier, from the fewest days, in the page’s money format', () => {
    const vehicle = makeVehicle({
      listing_type: 'rental',
      price_per_day: 12000,
      price_tiers: [
        { min_days: 3, price_per_day: 11500 },
        { min_days: 7, price_per_day: 11000 },
      ],
    });
    render(<PriceTiers vehicle={vehicle} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `da ${formatDailyPrice(11500, 'it')}/giorno per 3 giorni o più`,
      `da ${formatDailyPrice(11000, 'it')}/giorno per 7 giorni o più`,
    ]);
  });

  it('writes nothing without tiers, for a hidden price or for a vehicle for sale only', () => {
    const tiers = [{ min_days: 7, price_per_day: 4000 }];
    for (const vehicle of [
      makeVehicle({ listing_type: 'rental', price_tiers: [] }),
      makeVehicle({ listing_type: 'rental', ...HIDDEN_PRICE, price_tiers: tiers }),
      makeVehicle({ listing_type: 'sale', price_tiers: tiers }),
    ]) {
      const { unmount } = render(<PriceTiers vehicle={vehicle} />);
      expect(screen.queryByTestId('price-tiers')).not.toBeInTheDocument();
      unmount();
    }
  });
});
