import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { FinanceTerms } from '@nbt/validation';
import { financeExample } from '@nbt/validation/rules';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { formatEuro } from '../../../lib/format';
import { useLocale } from '../use-locale';
import classes from './FinanceCalculator.module.css';
import { exampleFigures, financeRequestSearch } from './finance-offer';

const BOLD = { fontWeight: 700 } as const;

export interface FinanceCalculatorProps {
  vehicleId: number;
  priceCents: number;
  terms: NonNullable<FinanceTerms>;
}

/**
 * Another down payment (whole euros, at least the terms' minimum) or another of the durations
 * offered: the instalment, TAN, TAEG and the total follow at once, worked out by the same
 * arithmetic as the example; the request carries the figures chosen.
 */
function FinanceResult({ instalment, tan, taeg, totalOwed }: ReturnType<typeof exampleFigures>) {
  return (
    <Trans>
      Rata <bdi style={BOLD}>{instalment}</bdi> · TAN <bdi>{tan}</bdi> · TAEG <bdi>{taeg}</bdi> · totale dovuto{' '}
      <bdi>{totalOwed}</bdi>
    </Trans>
  );
}

export default function FinanceCalculator({ vehicleId, priceCents, terms }: FinanceCalculatorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const minimumEuros = Math.ceil((priceCents * terms.min_down_payment_percent) / 100 / 100);
  const [downPayment, setDownPayment] = useState(String(minimumEuros));
  const [months, setMonths] = useState(Math.max(...terms.months));
  const typed = Number(downPayment);
  const valid = downPayment.trim() !== '' && Number.isInteger(typed) && typed >= minimumEuros;
  const example = valid ? financeExample(priceCents, terms, { downPaymentCents: typed * 100, months }) : null;
  const figures = example ? exampleFigures(example, locale) : null;
  const minimum = formatEuro(minimumEuros, locale, 0);
  // Opened by a tap on 'Calcola la tua rata', which this replaces: the keyboard goes on from here.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className={classes.calculator} data-testid="finance-calculator">
      <div className={classes.fields}>
        <label className={classes.field}>
          <span>
            <Trans>Anticipo (€)</Trans>
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={minimumEuros}
            step={100}
            value={downPayment}
            aria-describedby={`${id}-minimum`}
            aria-invalid={!example}
            onChange={(event) => setDownPayment(event.currentTarget.value)}
            ref={first}
          />
          <small id={`${id}-minimum`}>
            <Trans>
              Almeno <bdi>{minimum}</bdi>
            </Trans>
          </small>
        </label>
        <label className={classes.field}>
          <span>
            <Trans>Durata</Trans>
          </span>
          <select value={months} onChange={(event) => setMonths(Number(event.currentTarget.value))}>
            {terms.months.map((each) => (
              <option key={each} value={each}>
                {t`${each} mesi`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <output className={classes.result} aria-live="polite">
        {figures ? (
          <FinanceResult {...figures} />
        ) : (
          <Trans>Indica un anticipo che lasci un importo da finanziare.</Trans>
        )}
      </output>
      {example ? (
        <Button
          color="gold.5"
          renderRoot={(props) => (
            <Link {...props} to="/" search={financeRequestSearch(vehicleId, example)} hash="contatti" />
          )}
        >
          <Trans>Richiedi il finanziamento</Trans>
        </Button>
      ) : null}
    </div>
  );
}
