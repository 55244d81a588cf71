import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { formatDailyPrice } from '../../../lib/format';
import { shownPrices } from '../../../lib/presentation/vehicles';
import { useLocale } from '../use-locale';
import classes from './PriceTiers.module.css';

type TieredVehicle = Pick<Vehicle, 'listing_type' | 'price_per_day' | 'sale_price_euros' | 'price_tiers'>;

/**
 * A rental vehicle's lower daily prices by length, one line each ('da € 110,00/giorno per 7 giorni
 * o più'); nothing when it has none or shows no daily price (a hidden price comes without tiers).
 */
export function PriceTiers({ vehicle }: { vehicle: TieredVehicle }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (shownPrices(vehicle).daily === null || vehicle.price_tiers.length === 0) return null;
  return (
    <ul className={classes.root} data-testid="price-tiers">
      {vehicle.price_tiers.map((tier) => {
        const amount = formatDailyPrice(tier.price_per_day, locale);
        const days = tier.min_days;
        // The count inside the sentence's own message: the server's render of another language reads it there.
        return (
          <li key={tier.min_days} className={classes.tier}>
            {t`da ${amount}/giorno per ${plural(days, { one: '# giorno', other: '# giorni' })} o più`}
          </li>
        );
      })}
    </ul>
  );
}
