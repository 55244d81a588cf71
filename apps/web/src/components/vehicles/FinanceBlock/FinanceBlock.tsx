import { Trans } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { usePublicRead } from '../../../lib/public-data';
import { useLocale } from '../use-locale';
import classes from './FinanceBlock.module.css';
import { exampleFigures, financedPriceCents, financeRequestSearch, representativeExample } from './finance-offer';

/** The calculator's code loads when the visitor first asks for it. */
const FinanceCalculator = lazy(() => import('./FinanceCalculator'));

export interface FinanceBlockProps {
  vehicle: Vehicle;
}

/**
 * 'Finanziamento': the representative example of the office's terms for this price, with TAN and
 * TAEG beside the instalment as consumer-credit advertising requires, a calculator for another
 * down payment or duration, and the request that opens the quote form with the figures chosen.
 * Nothing when the vehicle is not for sale, its price is hidden or the office offers no finance.
 */
export function FinanceBlock({ vehicle }: FinanceBlockProps) {
  const locale = useLocale();
  // The vehicle page's loader has read them.
  const terms = usePublicRead('financeTerms.get', undefined);
  const [calculating, setCalculating] = useState(false);
  const priceCents = financedPriceCents(vehicle, terms);
  const example = priceCents === null || terms === null ? null : representativeExample(priceCents, terms);
  if (priceCents === null || terms === null || example === null) return null;
  const figures = exampleFigures(example, locale);
  const { price, downPayment, financed, months, instalment, tan, taeg, setupFee, monthlyFee, totalOwed } = figures;
  return (
    <section className={classes.root} aria-labelledby="finanziamento" data-testid="finance-block">
      <h2 id="finanziamento" className={classes.title}>
        <Trans>Finanziamento</Trans>
      </h2>
      <p className={classes.headline}>
        <Trans>
          <bdi className={classes.figure}>{months}</bdi> rate da <bdi className={classes.figure}>{instalment}</bdi>
        </Trans>{' '}
        <span className={classes.rates}>
          <Trans>
            TAN <bdi>{tan}</bdi> · TAEG <bdi>{taeg}</bdi>
          </Trans>
        </span>
      </p>
      <p className={classes.example} data-testid="finance-example">
        <Trans>
          Esempio rappresentativo: prezzo <bdi>{price}</bdi>, anticipo <bdi>{downPayment}</bdi>, importo finanziato{' '}
          <bdi>{financed}</bdi> in {months} rate mensili da <bdi>{instalment}</bdi>; TAN fisso <bdi>{tan}</bdi>, TAEG{' '}
          <bdi>{taeg}</bdi>; spese di istruttoria <bdi>{setupFee}</bdi>, spese di incasso <bdi>{monthlyFee}</bdi> a
          rata; importo totale dovuto <bdi>{totalOwed}</bdi>. Salvo approvazione della finanziaria.
        </Trans>
      </p>
      {calculating ? (
        <Suspense fallback={<div className={classes.calculatorSpace} />}>
          <FinanceCalculator vehicleId={vehicle.id} priceCents={priceCents} terms={terms} />
        </Suspense>
      ) : (
        <div className={classes.actions}>
          <button
            type="button"
            className={classes.calculate}
            // Fetched as soon as the visitor points at it, shown on the tap.
            onPointerEnter={() => void import('./FinanceCalculator')}
            onFocus={() => void import('./FinanceCalculator')}
            onClick={() => setCalculating(true)}
          >
            <Trans>Calcola la tua rata</Trans>
          </button>
          <Link to="/" search={financeRequestSearch(vehicle.id, example)} hash="contatti" className={classes.request}>
            <Trans>Richiedi il finanziamento</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}
