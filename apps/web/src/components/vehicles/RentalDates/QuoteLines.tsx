import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RentalQuoteAnswer } from '@nbt/validation';
import { localized } from '@nbt/validation/rules';
import type { ReactNode } from 'react';
import { formatDailyPrice, formatNumber, formatSalePrice } from '../../../lib/format';
import { useLocale } from '../use-locale';
import classes from './RentalOffer.module.css';

/** One line: its label at the start, its amount (none for a hidden price) at the end. */
function Line({ label, amount }: { label: string; amount: string | null }) {
  return (
    <div className={classes.row}>
      <dt>{label}</dt>
      {amount === null ? null : (
        <dd>
          <bdi>{amount}</bdi>
        </dd>
      )}
    </div>
  );
}

/**
 * A rental's quote as the server priced it, line by line: the period at its daily price, each
 * option and the one-way fee, then `total` (the caller's, read out as it changes), then the deposit
 * and the kilometres included. Nothing is summed here. A hidden price lists the options without
 * amounts: the office prices them. `total` keeps its place while quotes come and go, so the live
 * region it is stays the same element.
 */
export function QuoteLines({ quote, total }: { quote: RentalQuoteAnswer | null | undefined; total: ReactNode }) {
  return (
    <div className={classes.quote} data-testid="quote-lines">
      {quote ? <PricedLines quote={quote} /> : null}
      {total}
      {quote ? <Terms quote={quote} /> : null}
    </div>
  );
}

function PricedLines({ quote }: { quote: RentalQuoteAnswer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number | null) => (cents === null ? null : formatDailyPrice(cents, locale));
  const days = quote.days;
  const daily = money(quote.dailyCents);
  return (
    <dl className={classes.lines}>
      {daily === null ? null : (
        <Line
          label={t`${plural(days, { one: '# giorno', other: '# giorni' })} × ${daily}`}
          amount={money(quote.periodCents)}
        />
      )}
      {quote.options.map((line) => {
        const name = localized(line.name, locale);
        const quantity = line.quantity;
        return (
          <Line key={line.id} label={quantity > 1 ? t`${name} × ${quantity}` : name} amount={money(line.totalCents)} />
        );
      })}
      {quote.oneWayFeeCents === null ? null : (
        <Line label={t`Riconsegna in un'altra sede`} amount={money(quote.oneWayFeeCents)} />
      )}
    </dl>
  );
}

/** What the price includes and asks for: the deposit and the kilometres of the whole rental. */
function Terms({ quote }: { quote: RentalQuoteAnswer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const deposit = quote.depositEuros === null ? null : formatSalePrice(quote.depositEuros, locale);
  const kilometers = quote.kmIncluded === null ? null : formatNumber(quote.kmIncluded, locale);
  if (deposit === null && kilometers === null) return null;
  return (
    <dl className={classes.lines}>
      {deposit === null ? null : <Line label={t`Deposito cauzionale`} amount={deposit} />}
      {kilometers === null ? null : <Line label={t`Chilometri inclusi`} amount={t`${kilometers} km`} />}
    </dl>
  );
}
