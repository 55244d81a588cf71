import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { periodPriceCents, type RentalTerms, rentalDays, statedRentalTerms } from '@nbt/validation/rules';
import { formatDailyPrice, formatNumber, formatSalePrice } from '../../../lib/format';
import { shownPrices } from '../../../lib/presentation/vehicles';
import { useLocale } from '../use-locale';
import classes from './PeriodPrice.module.css';

/**
 * What a period's price includes, as one line: the kilometres included for all its days and the
 * deposit, each when the office states it; null when it states neither.
 */
function usePeriodTerms(vehicle: RentalTerms & Pick<Vehicle, 'listing_type' | 'status'>, days: number) {
  const { t } = useLingui();
  const locale = useLocale();
  const terms = statedRentalTerms(vehicle);
  const included = terms && terms.km_per_day !== null ? formatNumber(terms.km_per_day * days, locale) : null;
  const deposit = terms && terms.deposit_euros !== null ? formatSalePrice(terms.deposit_euros, locale) : null;
  const parts = [
    included === null ? null : t`${included} km inclusi`,
    deposit === null ? null : t`deposito ${deposit}`,
  ];
  const line = parts.filter((part) => part !== null).join(' · ');
  return line === '' ? null : line;
}

/**
 * The price for a rental period, indicative, and what it includes: the days at the daily price of
 * the tier they reach, by the rule the server's quote applies, so the card and the quote agree.
 */
export function PeriodPrice({ vehicle, period }: { vehicle: Vehicle; period: { from: string; to: string } }) {
  const { t } = useLingui();
  const locale = useLocale();
  // A search names days only: the quote counts them from 10:00 to 10:00, as the form starts.
  const rental = { pickupDate: period.from, returnDate: period.to };
  const dayCount = rentalDays(rental);
  const conditions = usePeriodTerms(vehicle, dayCount);
  const daily = shownPrices(vehicle).daily;
  const price =
    daily === null ? null : periodPriceCents({ price_per_day: daily, price_tiers: vehicle.price_tiers }, dayCount);
  if (price === null) return null;
  const amount = formatDailyPrice(price, locale);
  // The count inside the sentence's own message: a lone plural() reads the global catalog, which
  // the server's render of a page in another language does not use.
  return (
    <div>
      <p className={classes.root} data-testid="period-price">
        {t`${amount} per ${plural(dayCount, { one: '# giorno', other: '# giorni' })} (indicativo)`}
      </p>
      {conditions ? (
        <p className={classes.terms} data-testid="period-terms">
          {conditions}
        </p>
      ) : null}
    </div>
  );
}
