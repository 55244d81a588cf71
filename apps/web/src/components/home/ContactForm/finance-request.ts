import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { financeExample, shownPrices } from '@nbt/validation/rules';
import { useState } from 'react';
import { formatEuro } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { formatDecimal } from '../../../lib/presentation/sale-facts';
import { usePublicValue } from '../../../lib/public-data';
import type { FinanceChoice } from './finance-choice';

export type { FinanceChoice };

/**
 * The request's first words for a finance chosen on the vehicle's page, worked out again from the
 * office's terms (a link cannot make up an instalment): undefined while they load, or when the
 * choice does not fit them.
 */
function useFinanceText(vehicle: Vehicle | undefined, choice: FinanceChoice | undefined) {
  const { i18n } = useLingui();
  const terms = usePublicValue('financeTerms.get', undefined, choice !== undefined);
  const price = vehicle ? shownPrices(vehicle).sale : null;
  if (!choice || !terms.data || price === null) return undefined;
  const example = financeExample(price * 100, terms.data, {
    downPaymentCents: choice.downPaymentEuros * 100,
    months: choice.months,
  });
  if (!example) return undefined;
  const locale = localeOf(i18n.locale);
  const downPayment = formatEuro(example.downPaymentCents / 100, locale, 0);
  const instalment = formatEuro(example.instalmentCents / 100, locale, 2);
  const tan = `${formatDecimal(example.tanPercent, locale, 2)}%`;
  const taeg = `${formatDecimal(example.taegPercent, locale, 2)}%`;
  const months = example.months;
  return i18n._(
    msg`Vorrei richiedere il finanziamento: anticipo ${downPayment}, ${months} rate da ${instalment} (TAN ${tan}, TAEG ${taeg}).`,
  );
}

/**
 * Writes the finance chosen into the request's message once it is known, while the visitor has
 * written nothing there yet.
 */
export function useFinanceMessage(
  vehicle: Vehicle | undefined,
  choice: FinanceChoice | undefined,
  form: { values: { message: string }; setFieldValue: (name: 'message', value: string) => void },
): void {
  const message = useFinanceText(vehicle, choice);
  const [written, setWritten] = useState<string | undefined>(undefined);
  if (message !== written) {
    setWritten(message);
    if (message && form.values.message.trim() === '') form.setFieldValue('message', message);
  }
}
