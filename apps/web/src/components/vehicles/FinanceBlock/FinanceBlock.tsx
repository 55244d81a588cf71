import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { usePublicValue } from '../../../lib/public-data';
import { useLocale } from '../use-locale';
import { exampleFigures, financedPriceCents, financeRequestSearch, representativeExample } from './finance-offer';

/** The figures the example leads with, isolated (they keep their order in Arabic) and bold. */
const BOLD = { fontWeight: 700 } as const;

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
  // The vehicle page's loader has read them (when the read failed, no example).
  const terms = usePublicValue('financeTerms.get', undefined).data ?? null;
  const [calculating, setCalculating] = useState(false);
  const priceCents = financedPriceCents(vehicle, terms);
  const example = priceCents === null || terms === null ? null : representativeExample(priceCents, terms);
  if (priceCents === null || terms === null || example === null) return null;
  const figures = exampleFigures(example, locale);
  const { price, downPayment, financed, months, instalment, tan, taeg, setupFee, monthlyFee, totalOwed } = figures;
  // Mantine's own styles only: a stylesheet of its own would be one more file for every car's page.
  return (
    <Paper
      component="section"
      p="lg"
      radius="lg"
      bg="dark.6"
      withBorder
      aria-labelledby="finanziamento"
      data-testid="finance-block"
    >
      <Title order={2} id="finanziamento" size="h4" c="white" mb="sm">
        <Trans>Finanziamento</Trans>
      </Title>
      <Text size="lg" c="white">
        <Trans>
          <bdi style={BOLD}>{months}</bdi> rate da <bdi style={BOLD}>{instalment}</bdi>
        </Trans>{' '}
        <Text span size="sm" c="dark.0" style={{ whiteSpace: 'nowrap' }}>
          <Trans>
            TAN <bdi>{tan}</bdi> · TAEG <bdi>{taeg}</bdi>
          </Trans>
        </Text>
      </Text>
      <Text size="xs" c="dark.1" lh={1.5} my="sm" data-testid="finance-example">
        <Trans>
          Esempio rappresentativo: prezzo <bdi>{price}</bdi>, anticipo <bdi>{downPayment}</bdi>, importo finanziato{' '}
          <bdi>{financed}</bdi> in {months} rate mensili da <bdi>{instalment}</bdi>; TAN fisso <bdi>{tan}</bdi>, TAEG{' '}
          <bdi>{taeg}</bdi>; spese di istruttoria <bdi>{setupFee}</bdi>, spese di incasso <bdi>{monthlyFee}</bdi> a
          rata; importo totale dovuto <bdi>{totalOwed}</bdi>. Salvo approvazione della finanziaria.
        </Trans>
      </Text>
      {calculating ? (
        <Suspense fallback={<div style={{ minHeight: '10rem' }} />}>
          <FinanceCalculator vehicleId={vehicle.id} priceCents={priceCents} terms={terms} />
        </Suspense>
      ) : (
        <Group gap="sm">
          <Button
            variant="default"
            // Fetched as soon as the visitor points at it, shown on the tap.
            onPointerEnter={() => void import('./FinanceCalculator')}
            onFocus={() => void import('./FinanceCalculator')}
            onClick={() => setCalculating(true)}
          >
            <Trans>Calcola la tua rata</Trans>
          </Button>
          <Button
            color="gold.5"
            renderRoot={(props) => (
              <Link {...props} to="/" search={financeRequestSearch(vehicle.id, example)} hash="contatti" />
            )}
          >
            <Trans>Richiedi il finanziamento</Trans>
          </Button>
        </Group>
      )}
    </Paper>
  );
}
