import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { rentalDays, rentalPriceCents } from '@nbt/validation/rules';
import { formatDailyPrice } from '../../../lib/format';
import { shownPrices } from '../../../lib/presentation/vehicles';
import { useLocale } from '../use-locale';
import classes from './PeriodPrice.module.css';

/** The price for a rental period: days × the daily price, indicative. */
export function PeriodPrice({ vehicle, period }: { vehicle: Vehicle; period: { from: string; to: string } }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = rentalPriceCents(period.from, period.to, shownPrices(vehicle).daily);
  if (price === null) return null;
  const amount = formatDailyPrice(price, locale);
  const dayCount = rentalDays(period.from, period.to);
  // The count inside the sentence's own message: a lone plural() reads the global catalog, which
  // the server's render of a page in another language does not use.
  return (
    <p className={classes.root} data-testid="period-price">
      {t`${amount} per ${plural(dayCount, { one: '# giorno', other: '# giorni' })} (indicativo)`}
    </p>
  );
}
